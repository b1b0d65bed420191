// The cricket sheet as the match page reads it: keys of the log resolved to players and teams, and an
// imported Cricsheet file's toss, players, officials and powerplays read from the file kept with the log.
import type { Team } from '../../teams/team.entity.js';
import type { CricketSheet, Powerplay, PowerplayKind } from '../cricket/match-sheet.js';
import type { CricsheetFile } from '../cricket/cricsheet.js';
import type { InningsScorecard } from '../cricket/scorecard.js';
import { teamKey } from './match-projection.js';
import type { RosterPlayers } from './roster-players.js';
import type { Player } from './player.type.js';
import {
  CricketMatchSheet,
  CricketOfficials,
  CricketPlayingXi,
  CricketToss,
  InningsPowerplay,
  InningsReplacement,
  InningsReview,
} from './cricket-sheet.types.js';

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((each): each is string => typeof each === 'string') : [];

/** "5.6" is the sixth over: Cricsheet counts overs from 0. */
const overOf = (value: unknown) => (typeof value === 'number' ? Math.floor(value) + 1 : null);

/** What an imported file says of the sheet, in the log's keys (teams and players matched by name). */
export function importedSheet(file: CricsheetFile, teams: Team[], roster: RosterPlayers): Partial<CricketSheet> {
  const info = file.info as {
    toss?: { winner?: string; decision?: string };
    players?: Record<string, unknown>;
    officials?: Record<string, unknown>;
    player_of_match?: unknown;
    teams?: unknown;
  };
  const byName = (name: unknown) =>
    teams.find((team) => typeof name === 'string' && team.name.trim().toLowerCase() === name.trim().toLowerCase());
  const player = (team: Team | undefined, name: string) => {
    const sides = team ? [team] : teams;
    for (const side of sides) {
      const member = roster.byName(side.id, name);
      if (member) return String(member.id);
    }
    return null;
  };
  const sheet: Partial<CricketSheet> = {};
  const winner = byName(info.toss?.winner);
  if (winner && (info.toss?.decision === 'bat' || info.toss?.decision === 'field')) {
    sheet.toss = { winner: teamKey(winner.id), decision: info.toss.decision };
  }
  if (info.players) {
    sheet.xi = {};
    for (const [name, listed] of Object.entries(info.players)) {
      const team = byName(name);
      if (!team) continue;
      const players = strings(listed).flatMap((each) => player(team, each) ?? []);
      sheet.xi[teamKey(team.id)] = { named: players, players, substitutes: [] };
    }
  }
  if (info.officials) {
    sheet.officials = {
      umpires: strings(info.officials.umpires),
      tvUmpires: strings(info.officials.tv_umpires),
      reserveUmpires: strings(info.officials.reserve_umpires),
      matchReferees: strings(info.officials.match_referees),
    };
  }
  sheet.playerOfMatch = strings(info.player_of_match).flatMap((name) => player(undefined, name) ?? []);
  sheet.powerplays = file.innings.flatMap((entry, index): Powerplay[] =>
    (Array.isArray(entry.powerplays) ? (entry.powerplays as Record<string, unknown>[]) : []).flatMap((each) => {
      const from = overOf(each.from);
      const to = overOf(each.to);
      const kind = typeof each.type === 'string' ? (each.type as PowerplayKind) : 'mandatory';
      return from !== null && to !== null ? [{ innings: index + 1, from, to, kind }] : [];
    }),
  );
  return sheet;
}

/** The sheet with its keys resolved; `teams` are the match's two sides, home first. */
export function sheetView(sheet: CricketSheet, roster: RosterPlayers, teams: Team[]): CricketMatchSheet {
  const team = (key: string) => teams.find((each) => teamKey(each.id) === key)!;
  const on = (side: Team) => (key: string) => roster.player(key, side.id);
  const toss = sheet.toss && team(sheet.toss.winner);
  return Object.assign(new CricketMatchSheet(), {
    toss:
      toss && sheet.toss
        ? Object.assign(new CricketToss(), {
            team: toss,
            decision: sheet.toss.decision,
          })
        : null,
    playingXIs: teams.flatMap((side) => {
      const xi = sheet.xi[teamKey(side.id)];
      if (!xi) return [];
      const made = sheet.replacements.filter((each) => each.team === teamKey(side.id));
      const cameIn = made.map((each) => each.in);
      return [
        Object.assign(new CricketPlayingXi(), {
          team: side,
          players: xi.named.map(on(side)),
          substitutes: xi.substitutes.filter((key) => !cameIn.includes(key)).map(on(side)),
          cameIn: cameIn.map(on(side)),
          replaced: made.map((each) => each.out).map(on(side)),
        }),
      ];
    }),
    officials: sheet.officials && Object.assign(new CricketOfficials(), sheet.officials),
    playerOfMatch: sheet.playerOfMatch.map((key) => roster.player(key, roster.member(Number(key))?.team.id ?? 0)),
  });
}

/**
 * An innings' reviews, replacements and powerplays, with players and teams resolved. Each keeps what its
 * text says, not the English text itself: the field words it in the reader's language.
 */
export function inningsNotes(
  innings: InningsScorecard,
  roster: RosterPlayers,
  teams: Team[],
  batter: (key: string) => Player,
): Pick<InningsView, 'reviews' | 'replacements' | 'powerplays'> {
  const team = (key: string | null) => teams.find((each) => teamKey(each.id) === key) ?? null;
  return {
    reviews: innings.reviews.map(({ text: _english, by, ...review }) =>
      Object.assign(new InningsReview(), {
        ...review,
        team: team(by),
        batter: review.batter === null ? null : batter(review.batter),
      }),
    ),
    replacements: innings.replacements.map((each) => {
      const side = team(each.team)!;
      return Object.assign(new InningsReplacement(), {
        ball: each.ball,
        team: side,
        playerIn: roster.player(each.in, side.id),
        playerOut: roster.player(each.out, side.id),
        reason: each.reason,
        say: each.say,
      });
    }),
    powerplays: innings.powerplays.map(({ text: _english, ...each }) =>
      Object.assign(new InningsPowerplay(), { ...each, fromOver: each.from, toOver: each.to }),
    ),
  };
}

type InningsView = {
  reviews: InningsReview[];
  replacements: InningsReplacement[];
  powerplays: InningsPowerplay[];
};

import { changesMatch, type ChangeNotice, type MatchKeys } from '../../../core/change-notice.js';
import type { RequestContext } from '../../../core/request-context.js';
import type { User } from '../../users/user.entity.js';
import { Team } from '../../teams/team.entity.js';
import type { Player } from './player.type.js';
import { Sport } from '../../tournaments/tournament.entity.js';
import type { InningsScorecard } from '../cricket/scorecard.js';
import { perOver } from '../cricket/laws.js';
import type { FootballSide, PlayerRef } from '../football/football-event.js';
import {
  cardText,
  goalText,
  minuteText,
  missedPenaltyText,
  periodMinutes,
  playerName,
  scorerLines,
  substitutionText,
} from '../football/football-state.js';
import { textsIn } from '../../../../../shared/i18n/generated-texts.js';
import { Side, type Match } from '../match.entity.js';
import { MatchEvent } from './match-event.entity.js';
import { cricketScorecard, footballRules, hasLiveResult, markVoided, teamKey } from './match-projection.js';
import { CommentaryLine, Dismissal, FallOfWicket, Innings } from './innings.types.js';
import { EventPlayer, FootballSummary, Lineup, TimelineEvent } from './match-centre.types.js';
import { RosterPlayers } from './roster-players.js';
import { loadById } from '../match-row.js';
import { footballFold } from '../football/football-fold.js';
import { importedFile } from './cricsheet-import.service.js';
import { CricketMatchSheet } from './cricket-sheet.types.js';
import { importedSheet, inningsNotes, sheetView } from './cricket-sheet.view.js';

type LogRow = Pick<MatchEvent, 'kind' | 'payload' | 'key'>;

/** A cricket match's card: its innings, and whether its log came from a Cricsheet file (credited there). */
type Card = { innings: Innings[]; imported: boolean; sheet: CricketMatchSheet | null };

/** The keys the Cricsheet import gives the events it writes (cricsheet-import.service.ts). */
const IMPORTED_KEY = /^cricsheet:/;

/**
 * Cards by match, seq and last change, shared by every reader for a few seconds: when a ball is scored,
 * each watcher's live push asks for the same card, and one fold of the log answers them all. A new
 * event (seq) or any change to the row (updatedAt) makes a new key, so a card is right before any notice
 * arrives; a change notice drops the cards of the matches and teams it changed (a ball may add a player to
 * a roster) and, for a write that named nothing (a renamed player), every card. The short life bounds a
 * write no notice tells of (a script).
 */
const CARD_CACHE_SIZE = 64;
const CARD_CACHE_MS = 10_000;
type KeptCard = MatchKeys & { at: number; card: Promise<Card> };
const cards = new Map<string, KeptCard>();

function cached(match: Match, load: () => Promise<Card>): Promise<Card> {
  const key = `${match.id}:${match.seq}:${match.updatedAt.getTime()}`;
  const now = Date.now();
  const hit = cards.get(key);
  if (hit && now - hit.at < CARD_CACHE_MS) return hit.card;
  const card = load();
  cards.delete(key);
  const teamIds = [match.homeTeam?.id, match.awayTeam?.id].filter((id) => id !== undefined);
  cards.set(key, { at: now, matchId: match.id, tournamentId: match.tournament.id, teamIds, card });
  card.catch(() => cards.delete(key));
  if (cards.size > CARD_CACHE_SIZE) cards.delete(cards.keys().next().value!);
  return card;
}

/** Listens to the change notices (app.ts): forgets the cards of what a committed write changed. */
export function forgetCards(notice: ChangeNotice): void {
  for (const [key, kept] of cards) if (changesMatch(notice, kept)) cards.delete(key);
}

/** Whether a card of the match is kept (of any seq). */
export function keepsCardOf(matchId: number): boolean {
  return [...cards.values()].some((kept) => kept.matchId === matchId);
}

/** The language is the request's (English for a script or the bench, which read no texts). */
type ReadContext = Pick<RequestContext<User>, 'em'> & Partial<Pick<RequestContext<User>, 'language'>>;

/**
 * Reads of a match's log and the cards projected from it. A card costs a fixed number of statements
 * (the log once, both rosters once, both teams at most once), however many balls were bowled.
 */
export class MatchCardService {
  constructor(private readonly ctx: ReadContext) {}

  /** The log after `after` (all of it by default), each event marked when an undo voided it. */
  async events(match: Match, after: number | null): Promise<MatchEvent[]> {
    const log = await this.ctx.em.find(MatchEvent, { match: match.id }, { orderBy: { seq: 'asc' } });
    markVoided(log);
    return after === null ? log : log.filter((event) => event.seq > after);
  }

  /** The sides, from the request's identity map where the match's read put them (else one statement). */
  private teams(ids: number[]): Promise<Team[]> {
    return Promise.all(ids.map((id) => loadById(this.ctx.em, Team, id)));
  }

  /** A plain query: the card needs each event's kind, payload and key, not managed entities. */
  private log(match: Match): Promise<LogRow[]> {
    return this.ctx.em.execute<LogRow[]>(
      'select kind, payload, key from match_events where match_id = ? order by seq',
      [match.id],
    );
  }

  private card(match: Match): Promise<Card> {
    return cached(match, () => this.loadCard(match));
  }

  innings(match: Match): Promise<Innings[]> {
    return this.card(match).then((card) => card.innings);
  }

  /** Cricket: the toss, XIs, officials and player of the match (read with the card: no statement more). */
  cricketSheet(match: Match): Promise<CricketMatchSheet | null> {
    return this.card(match).then((card) => card.sheet);
  }

  /** Cricket: the log was imported from a Cricsheet file, not scored live (read with the card: no statement more). */
  importedFromCricsheet(match: Match): Promise<boolean> {
    return this.card(match).then((card) => card.imported);
  }

  private async loadCard(match: Match): Promise<Card> {
    const tournament = await match.tournament.loadOrFail();
    if (tournament.sport !== Sport.cricket || !match.homeTeam || !match.awayTeam)
      return { innings: [], imported: false, sheet: null };
    const teamIds = [match.homeTeam.id, match.awayTeam.id];
    const log = await this.log(match);
    const imported = log.some((event) => IMPORTED_KEY.test(event.key));
    if (log.length === 0 || hasLiveResult(log)) return { innings: [], imported, sheet: null };
    const roster = await RosterPlayers.load(this.ctx.em, teamIds, tournament.id);
    const teams = await this.teams(teamIds);
    // Each side's roster, for "yet to bat".
    const rosters = Object.fromEntries(teamIds.map((id) => [teamKey(id), roster.keys(id)]));
    const file = importedFile(log);
    const fileSheet = file ? importedSheet(file, teams, roster) : undefined;
    const card = cricketScorecard(match, tournament, log, { name: roster.name, fileSheet }, rosters);
    return {
      innings: card.innings.map((innings) => toInnings(innings, roster, teams, tournament.ballsPerOver)),
      imported,
      sheet: sheetView(card.sheet, roster, teams),
    };
  }

  /** Football: the timeline and the clock's period, from the log (one statement). */
  async football(match: Match): Promise<FootballSummary | null> {
    const tournament = await match.tournament.loadOrFail();
    // The fold the line-ups, officials and statistics share: one read of the log for all of them.
    const state = await footballFold(this.ctx.em, match);
    if (!state) return null;
    const period = state.periods.at(-1) ?? null;
    const window = period ? periodMinutes(footballRules(tournament), period) : null;
    // Not kept between readers: the lines are written in this reader's language.
    const texts = textsIn(this.ctx.language);
    const who = (player: PlayerRef): EventPlayer => ({ id: player.id ?? null, name: playerName(player) });
    const at = (minute: number, addedTime: number | null) => ({
      minute,
      addedTime,
      minuteText: minuteText(minute, addedTime),
    });
    const timeline: (TimelineEvent & { order: number })[] = [];
    const push = (event: Omit<TimelineEvent, 'minuteText' | 'side'> & { side: FootballSide }) =>
      timeline.push({
        ...event,
        ...at(event.minute, event.addedTime),
        side: event.side as Side,
        order: event.minute * 100 + (event.addedTime ?? 0),
      });
    for (const goal of state.goals) {
      push({
        kind: 'GOAL',
        side: goal.side,
        minute: goal.minute,
        addedTime: goal.addedTime,
        player: who(goal.player),
        other: goal.assist && who(goal.assist),
        penalty: goal.penalty,
        ownGoal: goal.ownGoal,
        text: goalText(goal, texts),
      });
    }
    const cardKinds = { YELLOW: 'YELLOW_CARD', SECOND_YELLOW: 'SECOND_YELLOW', RED: 'RED_CARD' } as const;
    for (const card of state.cards) {
      push({
        kind: cardKinds[card.card],
        side: card.side,
        minute: card.minute,
        addedTime: card.addedTime,
        player: who(card.player),
        other: null,
        penalty: false,
        ownGoal: false,
        text: cardText(card, texts),
      });
    }
    for (const sub of state.substitutions) {
      push({
        kind: 'SUBSTITUTION',
        side: sub.side,
        minute: sub.minute,
        addedTime: sub.addedTime,
        player: who(sub.playerOn),
        other: who(sub.playerOff),
        penalty: false,
        ownGoal: false,
        text: substitutionText(sub, texts),
      });
    }
    for (const miss of state.missedPenalties) {
      push({
        kind: 'MISSED_PENALTY',
        side: miss.side,
        minute: miss.minute,
        addedTime: miss.addedTime,
        player: who(miss.player),
        other: null,
        penalty: true,
        ownGoal: false,
        text: missedPenaltyText(miss, texts),
      });
    }
    // Stable: events of one minute keep the order the rules list them in.
    timeline.sort((a, b) => a.order - b.order);
    return Object.assign(new FootballSummary(), {
      phase: state.phase,
      period,
      periodFirstMinute: window?.first ?? null,
      periodLastMinute: window?.last ?? null,
      periodStartedAt: state.periodStartedAt,
      timeline: timeline.map(({ order: _order, ...event }) => Object.assign(new TimelineEvent(), event)),
      homeScorers: scorerLines(state, 'home', texts),
      awayScorers: scorerLines(state, 'away', texts),
    });
  }

  /** Both sides' players: the roster (one statement) and the teams (none when the match's read has them). */
  async lineups(match: Match): Promise<Lineup[]> {
    const sides = [
      { side: Side.home, team: match.homeTeam },
      { side: Side.away, team: match.awayTeam },
    ].filter((entry): entry is { side: Side; team: NonNullable<Match['homeTeam']> } => Boolean(entry.team));
    if (sides.length === 0) return [];
    const teamIds = sides.map((entry) => entry.team.id);
    const roster = await RosterPlayers.load(this.ctx.em, teamIds, match.tournament.id);
    const teams = await this.teams(teamIds);
    return sides.map(({ side, team }) =>
      Object.assign(new Lineup(), {
        side,
        team: teams.find((each) => each.id === team.id)!,
        players: roster.keys(team.id).map((key) => roster.player(key, team.id)),
        fromSquad: roster.hasSquad(team.id),
      }),
    );
  }
}

function toInnings(innings: InningsScorecard, roster: RosterPlayers, teams: Team[], ballsPerOver: number): Innings {
  const batting = Number(innings.battingTeam);
  const bowling = Number(innings.bowlingTeam);
  const batter = (key: string) => roster.player(key, batting);
  const bowler = (key: string) => roster.player(key, bowling);
  return Object.assign(new Innings(), {
    number: innings.number,
    superOver: innings.superOver,
    battingTeam: teams.find((team) => team.id === batting)!,
    runs: innings.runs,
    wickets: innings.wickets,
    legalBalls: innings.legalBalls,
    overs: innings.overs,
    target: innings.target?.runs ?? null,
    targetOvers: innings.target?.overs ?? null,
    targetRevised: innings.target?.revised ?? false,
    closed: innings.closed,
    allOut: innings.allOut,
    extras: innings.extras,
    batting: innings.batting.map((entry) => ({
      ...entry,
      player: batter(entry.player),
      // Instances keeping what the text says: the field words it in the reader's language.
      dismissal:
        entry.dismissal &&
        Object.assign(new Dismissal(), {
          kind: entry.dismissal.kind,
          say: entry.dismissal.say,
          bowler: entry.dismissal.bowler === null ? null : bowler(entry.dismissal.bowler),
          fielders: entry.dismissal.fielders.map(bowler),
        }),
    })),
    bowling: innings.bowling.map((entry) => ({ ...entry, player: bowler(entry.player) })),
    fallOfWickets: innings.fallOfWickets.map(({ text: _english, ...entry }) =>
      Object.assign(new FallOfWicket(), { ...entry, player: batter(entry.player) }),
    ),
    partnerships: innings.partnerships.map((entry) => ({ ...entry, batters: entry.batters.map(batter) })),
    runsPerOver: innings.runsPerOver,
    commentary: innings.commentary.map(({ text: _english, ...line }) => Object.assign(new CommentaryLine(), line)),
    yetToBat: innings.yetToBat.map(batter),
    striker: entryOf(innings, innings.striker, batter),
    nonStriker: entryOf(innings, innings.nonStriker, batter),
    currentBowler: bowlingOf(innings, innings.bowler, bowler),
    thisOver: innings.thisOver && { ...innings.thisOver, bowler: bowler(innings.thisOver.bowler) },
    runsNeeded: innings.runsNeeded,
    ballsLeft: innings.ballsLeft,
    ...inningsNotes(innings, roster, teams, batter),
    requiredRunRate:
      innings.runsNeeded === null || innings.ballsLeft === null
        ? null
        : perOver(innings.runsNeeded, innings.ballsLeft, ballsPerOver),
  });
}

/** The card's line of a batter at the crease (a fresh line for one not yet on the card). */
function entryOf(innings: InningsScorecard, key: string | null, player: (key: string) => Player) {
  if (key === null) return null;
  const entry = innings.batting.find((each) => each.player === key);
  const line = entry ?? { player: key, runs: 0, balls: 0, fours: 0, sixes: 0, strikeRate: null, dismissal: null };
  return { ...line, player: player(key), dismissal: null };
}

function bowlingOf(innings: InningsScorecard, key: string | null, player: (key: string) => Player) {
  const entry = key === null ? undefined : innings.bowling.find((each) => each.player === key);
  return entry ? { ...entry, player: player(entry.player) } : null;
}

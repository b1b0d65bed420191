import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../../core/request-context.js';
import type { User } from '../../users/user.entity.js';
import { InputError } from '../../../core/errors.js';
import { Team } from '../../teams/team.entity.js';
import { Sport } from '../../tournaments/tournament.entity.js';
import { CricsheetError, exportCricsheet, parseCricsheet, type CricsheetFile } from '../cricket/cricsheet.js';
import { TeamMember } from '../../teams/team-member.entity.js';
import type { CricketEvent, Delivery, PlayerKey, TeamKey } from '../cricket/delivery.js';
import { cricketEvent, cricketLogEvent, foldCricket } from '../cricket/innings-state.js';
import { liveEvents } from '../football/event-log.js';
import { Match, MatchStatus } from '../match.entity.js';
import { publishMatchChange } from '../match-events.js';
import { MatchScoringService } from '../match-scoring.service.js';
import { MatchEvent } from './match-event.entity.js';
import { EventAppender } from './event-appender.js';
import { queueLoggedChange } from './logged-change-outbox.js';
import { hasLiveResult, logEntries, projectIntoMatch, REPLACE, sides, teamKey } from './match-projection.js';
import { RosterPlayers } from './roster-players.js';

type ImportContext = Pick<RequestContext<User>, 'em' | 'viewer' | 'pubSub' | 'outbox'>;

/** How to rename the players and sides of one event: a player is renamed on the side they play for. */
type Rename = {
  team: (team: TeamKey) => TeamKey;
  batting: (innings: number, player: PlayerKey) => PlayerKey;
  bowling: (innings: number, player: PlayerKey) => PlayerKey;
};

/** A delivery's review and replacements renamed: each player on their side (a match replacement names its team). */
function renameAnnotations(event: Delivery, rename: Rename): Pick<Delivery, 'review' | 'replacements'> {
  const bat = (player: PlayerKey) => rename.batting(event.innings, player);
  const bowl = (player: PlayerKey) => rename.bowling(event.innings, player);
  const renamed: Pick<Delivery, 'review' | 'replacements'> = {};
  const { review, replacements } = event;
  if (review) {
    renamed.review = {
      ...review,
      ...(review.by === undefined ? {} : { by: rename.team(review.by) }),
      ...(review.batter === undefined ? {} : { batter: bat(review.batter) }),
    };
  }
  if (replacements) {
    renamed.replacements = {
      ...replacements,
      ...(replacements.match
        ? {
            match: replacements.match.map((each) => {
              const side = each.team === event.battingTeam ? bat : bowl;
              return { ...each, team: rename.team(each.team), in: side(each.in), out: side(each.out) };
            }),
          }
        : {}),
      ...(replacements.role
        ? {
            role: replacements.role.map((each) => {
              const side = each.role === 'bowler' ? bowl : bat;
              return { ...each, in: side(each.in), ...(each.out === undefined ? {} : { out: side(each.out) }) };
            }),
          }
        : {}),
    };
  }
  return renamed;
}

function renameEvent(event: CricketEvent, rename: Rename): CricketEvent {
  switch (event.type) {
    case 'abandon':
    case 'tie':
    case 'officials':
    case 'powerplay':
      return event;
    case 'toss':
      return { ...event, winner: rename.team(event.winner) };
    case 'playing xi': {
      // A side's players are named as its batters are.
      const player = (key: PlayerKey) => rename.batting(0, key);
      const { team, players, substitutes } = event;
      return { ...event, team: rename.team(team), players: players.map(player), substitutes: substitutes.map(player) };
    }
    case 'player of the match':
      return { ...event, players: event.players.map((key) => rename.batting(0, key)) };
  }
  const battingTeam = event.battingTeam === undefined ? {} : { battingTeam: rename.team(event.battingTeam) };
  switch (event.type) {
    case 'delivery': {
      const bat = (player: PlayerKey) => rename.batting(event.innings, player);
      const bowl = (player: PlayerKey) => rename.bowling(event.innings, player);
      return {
        ...event,
        battingTeam: rename.team(event.battingTeam),
        batter: bat(event.batter),
        nonStriker: bat(event.nonStriker),
        bowler: bowl(event.bowler),
        wickets: event.wickets.map((wicket) => ({
          ...wicket,
          playerOut: bat(wicket.playerOut),
          fielders: wicket.fielders.map(bowl),
          ...(wicket.substitutes ? { substitutes: wicket.substitutes.map(bowl) } : {}),
        })),
        ...renameAnnotations(event, rename),
      };
    }
    case 'absent hurt':
      return { ...event, ...battingTeam, player: rename.batting(event.innings, event.player) };
    default:
      return { ...event, ...battingTeam };
  }
}

/** The file the events in force came from (kept in the latest replace event), or null for a match scored here. */
export function importedFile(log: readonly Pick<MatchEvent, 'kind' | 'payload'>[]): CricsheetFile | null {
  const file = log.findLast((event) => event.kind === REPLACE)?.payload.cricsheet;
  return file !== null && typeof file === 'object' ? (file as CricsheetFile) : null;
}

/** Cricsheet JSON in and out: the events in force replaced by an import's (appended), or the log as a file. */
export class CricsheetImportService {
  constructor(private readonly ctx: ImportContext) {}

  async importMatch(matchId: number, json: string): Promise<Match> {
    let previousStatus: MatchStatus | null = null;
    let next: Match[] = [];
    const match = await this.ctx.em.transactional(async (tx) => {
      const { match, tournament } = await new EventAppender(this.ctx).lockForScoring(tx, matchId);
      previousStatus = match.status;
      if (tournament.sport !== Sport.cricket)
        throw new InputError({ matchId: 'Only a cricket match takes a Cricsheet file' });
      let imported: ReturnType<typeof parseCricsheet>;
      try {
        imported = parseCricsheet(json);
      } catch (error) {
        if (error instanceof CricsheetError) throw new InputError({ json: error.message });
        throw error;
      }
      const { config } = imported;
      if (config.overs !== tournament.oversPerInnings || config.ballsPerOver !== tournament.ballsPerOver) {
        throw new InputError({
          json: `The file is a ${config.overs}-over match; this tournament plays ${tournament.oversPerInnings} overs of ${tournament.ballsPerOver} balls`,
        });
      }
      const teamIds = await this.teamsByName(tx, match, config.teams);
      // Which side batted in each innings, as the file's own teams.
      const state = foldCricket(config, imported.events);
      const roster = await RosterPlayers.load(tx, Object.values(teamIds));
      const inningsTeams = state.innings.map((innings) => ({
        batting: teamIds[innings.battingTeam],
        bowling: teamIds[innings.bowlingTeam],
      }));
      // Each name of the file on a side, found once: by the person's Cricsheet identifier first (whatever the
      // roster calls them), then by name (the player then keeps the identifier), else added to the roster.
      const members = new Map<string, TeamMember>();
      const resolve = (teamId: number, name: PlayerKey): PlayerKey => {
        const key = `${teamId}:${name}`;
        if (members.has(key)) return name;
        const identifier = imported.registry[name] as string | undefined;
        let member = identifier === undefined ? undefined : roster.byCricsheetId(teamId, identifier);
        if (!member) {
          member = roster.resolve({ name }, teamId, 'json');
          if (identifier !== undefined && member.cricsheetId && member.cricsheetId !== identifier) {
            // A namesake the register tells apart is another person: a player of their own.
            member = tx.create(TeamMember, { team: tx.getReference(Team, teamId), name, cricsheetId: identifier });
          } else if (identifier !== undefined) {
            member.cricsheetId = identifier;
          }
        }
        members.set(key, member);
        return name;
      };
      // Squads first, so the whole team comes in; then everyone the deliveries name.
      for (const [team, players] of Object.entries(config.rosters ?? {})) {
        for (const name of players ?? []) if (teamIds[team]) resolve(teamIds[team], name);
      }
      const named: CricketEvent[] = imported.events.map((event) =>
        renameEvent(event, {
          team: (team) => team,
          batting: (innings, player) => resolve(inningsTeams[innings - 1].batting, player),
          bowling: (innings, player) => resolve(inningsTeams[innings - 1].bowling, player),
        }),
      );
      // The players added, and the identifiers kept on those found by name.
      await tx.flush();
      const id = (team: number, name: PlayerKey) => String(members.get(`${team}:${name}`)!.id);
      const events = named.map((event) =>
        renameEvent(event, {
          team: (team) => teamKey(teamIds[team]),
          batting: (innings, player) => id(inningsTeams[innings - 1].batting, player),
          bowling: (innings, player) => id(inningsTeams[innings - 1].bowling, player),
        }),
      );

      // The file replaces the events in force, but the log only grows: a replace event, then the file's
      // events, numbered on from the match's seq (a client or a webhook receiver never sees a seq twice).
      const before = await tx.find(MatchEvent, { match }, { orderBy: { seq: 'asc' } });
      const appended = [
        // The rest of the file (info, meta, innings' powerplays...) rides in the replace event: an undo or a
        // later import leaves the log and the file it exports consistent.
        {
          kind: REPLACE,
          payload: { source: 'cricsheet', events: events.length, cricsheet: imported.file } as Record<string, unknown>,
        },
        ...events.map(cricketLogEvent),
      ].map(({ kind, payload }, index) => {
        const seq = match.seq + index + 1;
        return tx.create(MatchEvent, { match, seq, kind, payload, author: this.ctx.viewer, key: `cricsheet:${seq}` });
      });
      match.seq += appended.length;
      const fold = projectIntoMatch(match, tournament, [...before, ...appended]);
      match.foldState = fold && { seq: match.seq, state: fold };
      const completedNow = match.status === MatchStatus.completed && previousStatus !== MatchStatus.completed;
      next = completedNow ? await new MatchScoringService(this.ctx).advance(tx, match) : [];
      // As for a scored event: the import's deliveries commit with it, carrying the seq it ends at.
      await queueLoggedChange(this.ctx.outbox, tx, match, previousStatus, appended[appended.length - 1]);
      return match;
    });
    const webhooksQueued = this.ctx.outbox !== undefined;
    publishMatchChange(this.ctx.pubSub, match, previousStatus, match.seq, { webhooksQueued });
    for (const changed of next) publishMatchChange(this.ctx.pubSub, changed);
    return match;
  }

  /**
   * The match as Cricsheet JSON; null for another sport or a match not yet scored. A match imported from a
   * file gives that file back (its data version, info and dates); one scored here is data version 1.1.0, dated
   * the match's day.
   */
  async exportMatch(match: Match): Promise<string | null> {
    const tournament = await match.tournament.loadOrFail();
    if (tournament.sport !== Sport.cricket || !match.homeTeam || !match.awayTeam) return null;
    const { home, away } = sides(match);
    const log = await this.ctx.em.find(MatchEvent, { match: match.id }, { orderBy: { seq: 'asc' } });
    // A result entered whole has no deliveries to export.
    if (hasLiveResult(log)) return null;
    const roster = await RosterPlayers.load(this.ctx.em, [home, away]);
    const teams = await this.ctx.em.find(Team, { id: { $in: [home, away] } });
    const teamName = (key: TeamKey) => teams.find((team) => teamKey(team.id) === key)!.name;
    const events = liveEvents(logEntries(log))
      .map(cricketEvent)
      .map((event) =>
        renameEvent(event, {
          team: teamName,
          batting: (_, key) => roster.name(key),
          bowling: (_, key) => roster.name(key),
        }),
      );
    const config = {
      teams: [teamName(teamKey(home)), teamName(teamKey(away))] as [string, string],
      overs: tournament.oversPerInnings,
      ballsPerOver: tournament.ballsPerOver,
    };
    const dates = match.scheduledDate ? { dates: [match.scheduledDate.toISOString().slice(0, 10)] } : {};
    return JSON.stringify(exportCricsheet(config, events, { ...dates, file: importedFile(log) }));
  }

  /** The file's two teams are this match's two teams, matched by name. */
  private async teamsByName(tx: EntityManager, match: Match, names: [string, string]): Promise<Record<string, number>> {
    const { home, away } = sides(match);
    const teams = await tx.find(Team, { id: { $in: [home, away] } });
    const byName: Record<string, number> = {};
    for (const name of names) {
      const team = teams.find((each) => each.name.trim().toLowerCase() === name.trim().toLowerCase());
      if (!team) {
        throw new InputError({
          json: `"${name}" is not a side of this match (${teams.map((each) => each.name).join(' v ')})`,
        });
      }
      byName[name] = team.id;
    }
    if (byName[names[0]] === byName[names[1]]) throw new InputError({ json: 'The file names one team twice' });
    return byName;
  }
}

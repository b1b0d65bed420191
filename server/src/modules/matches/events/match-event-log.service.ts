import { randomUUID } from 'node:crypto';
import { InputError } from '../../../core/errors.js';
import { recordActivity, ActivityAction } from '../../users/activity.service.js';
import { Sport, type Tournament } from '../../tournaments/tournament.entity.js';
import type { DeliveryInput as RulesDelivery } from '../cricket/delivery.js';
import {
  cricketEvent,
  currentInnings,
  decideAndEvolve,
  foldCricket,
  type MatchState,
} from '../cricket/innings-state.js';
import type { CricketEvent } from '../cricket/delivery.js';
import { liveEvents } from '../football/event-log.js';
import { storedPointsPayload } from '../points/points-state.js';
import {
  otherSide,
  type FootballEventInput as RulesFootballInput,
  type FootballSide,
} from '../football/football-event.js';
import { Match, MatchStatus } from '../match.entity.js';
import { isKnockoutMatch } from '../match-rules.js';
import { checkEventNumbers } from './event-bounds.js';
import type { EventRequest } from './event-request.js';
import type { MatchEvent } from './match-event.entity.js';
import { EventAppender, type Locked } from './event-appender.js';
import type {
  AbsentHurtInput,
  CloseInningsInput,
  DeliveryInput,
  FootballEventInput,
  PenaltyRunsInput,
  PointsEventInput,
  RainRevisionInput,
} from './match-event.inputs.js';
import {
  ABANDON,
  abandonment,
  FOOTBALL,
  POINTS,
  UNDO,
  asInputError,
  cricketConfig,
  logEntries,
  markVoided,
  sides,
  teamKey,
} from './match-projection.js';
import { RosterPlayers } from './roster-players.js';
import type { TeamMember } from '../../teams/team-member.entity.js';

/** The scorer's commands, each the event the sport's rules make of it, through the one appender. */
export class MatchEventLogService extends EventAppender {
  async recordDelivery(matchId: number, key: string, afterSeq: number, input: DeliveryInput): Promise<MatchEvent> {
    checkEventNumbers('delivery', input);
    const request = { key, operation: 'recordDelivery', input };
    return this.append(matchId, request, afterSeq, async ({ tx, match, tournament, log, cached }) => {
      if (tournament.sport !== Sport.cricket) throw new InputError({ matchId: 'Deliveries are for cricket matches' });
      const state = cached ?? cricketState(match, tournament, await log());
      const { home, away } = sides(match);
      if (input.battingTeamId != null && input.battingTeamId !== home && input.battingTeamId !== away) {
        throw new InputError({ 'input.battingTeamId': 'That team is not playing in this match' });
      }
      const batting = input.battingTeamId ?? battingSide(state, input.innings, home, away);
      if (batting === null && input.innings !== 1) {
        const last = currentInnings(state)?.number ?? 0;
        throw new InputError({
          'input.innings': `Innings ${input.innings} cannot be played now (the next is ${last + 1})`,
        });
      }
      if (batting === null) throw new InputError({ 'input.battingTeamId': 'Name the side batting in innings 1' });
      const bowling = batting === home ? away : home;
      const roster = await RosterPlayers.load(tx, [home, away], tournament.id);
      const batter = roster.resolve(input.batter, batting, 'input.batter');
      const nonStriker = roster.resolve(input.nonStriker, batting, 'input.nonStriker');
      const bowler = roster.resolve(input.bowler, bowling, 'input.bowler');
      const review = input.review && {
        ...input.review,
        byTeam: sideOf(input.review.byTeamId, home, away, 'input.review.byTeamId'),
        batter: input.review.batter && roster.resolve(input.review.batter, batting, 'input.review.batter'),
      };
      const replacements = (input.replacements ?? []).map((each, index) => {
        const team = sideOf(each.teamId, home, away, `input.replacements[${index}].teamId`);
        return {
          team,
          in: roster.resolve(each.playerIn, team, `input.replacements[${index}].playerIn`),
          out: roster.resolve(each.playerOut, team, `input.replacements[${index}].playerOut`),
          reason: each.reason,
        };
      });
      const wickets = (input.wickets ?? []).map((wicket, index) => ({
        kind: wicket.kind,
        playerOut: roster.resolve(wicket.playerOut, batting, `input.wickets[${index}].playerOut`),
        fielders: (wicket.fielders ?? []).map((fielder, i) =>
          roster.resolve(fielder, bowling, `input.wickets[${index}].fielders[${i}]`),
        ),
      }));
      await roster.flushAdded();
      const key = (member: { id: number }) => String(member.id);
      const rulesInput: RulesDelivery = {
        innings: input.innings,
        battingTeam: teamKey(batting),
        batter: key(batter),
        nonStriker: key(nonStriker),
        bowler: key(bowler),
        runs: input.runs,
        nonBoundary: input.nonBoundary ?? false,
        extras: { ...input.extras },
        wickets: wickets.map((wicket) => ({
          kind: wicket.kind,
          playerOut: key(wicket.playerOut),
          fielders: wicket.fielders.map(key),
        })),
        ...(review
          ? {
              review: {
                by: teamKey(review.byTeam),
                ...(review.umpire?.trim() ? { umpire: review.umpire.trim() } : {}),
                ...(review.batter ? { batter: key(review.batter) } : {}),
                decision: review.decision,
                type: 'wicket',
                ...(review.umpiresCall ? { umpiresCall: true } : {}),
              },
            }
          : {}),
        ...(replacements.length
          ? {
              replacements: {
                match: replacements.map((each) => ({
                  team: teamKey(each.team),
                  in: key(each.in),
                  out: key(each.out),
                  reason: each.reason,
                })),
              },
            }
          : {}),
      };
      try {
        // The Decider (shared/deciders): the event the laws make of the ball, and the fold after it.
        const decided = decideAndEvolve(state, { type: 'delivery', ...rulesInput });
        return { ...decided.events[0], state: decided.state };
      } catch (error) {
        throw asInputError(error);
      }
    });
  }

  async recordFootballEvent(
    matchId: number,
    key: string,
    afterSeq: number,
    input: FootballEventInput,
  ): Promise<MatchEvent> {
    checkEventNumbers('footballEvent', input);
    const request = { key, operation: 'recordFootballEvent', input };
    return this.append(matchId, request, afterSeq, async ({ tx, match, tournament }) => {
      if (tournament.sport !== Sport.football) {
        throw new InputError({ matchId: 'Football events are for football matches' });
      }
      const teams = sides(match);
      const roster = await RosterPlayers.load(tx, [teams.home, teams.away], tournament.id);
      const side: FootballSide | null = input.side ?? null;
      // An own goal's scorer plays for the other side than the one credited.
      const playerSide = side && input.kind === 'GOAL' && input.ownGoal ? otherSide(side) : side;
      const resolve = (ref: FootballEventInput['player'], from: typeof side, field: string) => {
        if (!ref) return null;
        if (!from) throw new InputError({ 'input.side': 'Name the side' });
        return roster.resolve(ref, teams[from], field);
      };
      const player = resolve(input.player, playerSide, 'input.player');
      const assist = resolve(input.assist, side, 'input.assist');
      const playerOff = resolve(input.playerOff, side, 'input.playerOff');
      const playerOn = resolve(input.playerOn, side, 'input.playerOn');
      // A team sheet keeps each player's shirt number and position as the roster had them that day.
      const sheet = (refs: FootballEventInput['starters'], field: string) =>
        refs?.map((each, index) => resolve(each, side, `${field}.${index}`)!);
      const starters = sheet(input.starters, 'input.starters');
      const bench = sheet(input.bench, 'input.bench');
      await roster.flushAdded();
      const ref = (member: { id: number; name: string } | null) => member && { id: member.id, name: member.name };
      const sheetRef = (member: TeamMember) => ({
        id: member.id,
        name: member.name,
        shirtNumber: member.jerseyNumber ?? null,
        position: member.position ?? null,
      });
      const stored: RulesFootballInput = {
        ...input,
        side,
        player: ref(player),
        assist: ref(assist),
        playerOff: ref(playerOff),
        playerOn: ref(playerOn),
        ...(starters ? { starters: starters.map(sheetRef) } : {}),
        ...(bench ? { bench: bench.map(sheetRef) } : {}),
      };
      return { kind: FOOTBALL, payload: { input: { ...stored }, at: new Date().toISOString() } };
    });
  }

  /** Records a point, a whole set or the end of a period of a points-sport match. */
  async recordPointsEvent(
    matchId: number,
    key: string,
    afterSeq: number,
    input: PointsEventInput,
  ): Promise<MatchEvent> {
    checkEventNumbers('pointsEvent', input);
    const request = { key, operation: 'recordPointsEvent', input };
    return this.append(matchId, request, afterSeq, ({ tournament }) => {
      if (tournament.sport !== Sport.points) throw new InputError({ matchId: 'Points events are for points sports' });
      return Promise.resolve({ kind: POINTS, payload: storedPointsPayload(input) });
    });
  }

  /** Ends an innings early: declared, forfeited (played or not), or closed for no further play. */
  async closeInnings(matchId: number, key: string, afterSeq: number, input: CloseInningsInput): Promise<MatchEvent> {
    checkEventNumbers('closeInnings', input);
    const request = { key, operation: 'closeInnings', input };
    const par = input.par == null ? {} : { par: input.par };
    return this.appendCricket(matchId, request, afterSeq, input, () =>
      Promise.resolve({ type: 'close', innings: input.innings, reason: input.reason, ...par }),
    );
  }

  /** A batter who will not bat: the innings is all out one wicket sooner. */
  async recordAbsentHurt(matchId: number, key: string, afterSeq: number, input: AbsentHurtInput): Promise<MatchEvent> {
    checkEventNumbers('inningsEvent', input);
    const request = { key, operation: 'recordAbsentHurt', input };
    return this.appendCricket(matchId, request, afterSeq, input, async ({ tx, tournament, batting }) => {
      const roster = await RosterPlayers.load(tx, [batting], tournament.id);
      const player = roster.resolve(input.player, batting, 'input.player');
      await roster.flushAdded();
      return { type: 'absent hurt', innings: input.innings, player: String(player.id) };
    });
  }

  /** Penalty runs outside a delivery, to the side batting in the innings named. */
  async awardPenaltyRuns(matchId: number, key: string, afterSeq: number, input: PenaltyRunsInput): Promise<MatchEvent> {
    checkEventNumbers('penaltyRuns', input);
    const request = { key, operation: 'awardPenaltyRuns', input };
    return this.appendCricket(matchId, request, afterSeq, input, () =>
      Promise.resolve({ type: 'penalty runs', innings: input.innings, when: input.timing, runs: input.runs }),
    );
  }

  /** Revised overs, and for a chase a revised target (DLS). */
  async recordRainRevision(
    matchId: number,
    key: string,
    afterSeq: number,
    input: RainRevisionInput,
  ): Promise<MatchEvent> {
    checkEventNumbers('rainRevision', input);
    const request = { key, operation: 'recordRainRevision', input };
    return this.appendCricket(matchId, request, afterSeq, input, ({ state }) => {
      // Rain shortens an innings; it never makes one longer than the match's overs.
      if (input.overs > state.config.overs) {
        throw new InputError({
          'input.overs': `Revised overs can be at most ${state.config.overs}, the innings’ overs`,
        });
      }
      return Promise.resolve({
        type: 'revise',
        innings: input.innings,
        overs: input.overs,
        ...(input.target == null ? {} : { targetRuns: input.target }),
      });
    });
  }

  /** A tied match completed as a tie, with no (further) super over; a knockout needs a winner. */
  completeAsTie(matchId: number, key: string, afterSeq: number): Promise<MatchEvent> {
    const request = { key, operation: 'completeAsTie', input: null };
    return this.appendCricket(matchId, request, afterSeq, null, ({ match, tournament }) => {
      if (isKnockoutMatch(match, tournament)) {
        throw new InputError({ matchId: 'A knockout match needs a winner: play a super over (innings 3)' });
      }
      return Promise.resolve({ type: 'tie' });
    });
  }

  /**
   * Appends a cricket event other than a delivery, checked by the fold against the match as its log
   * leaves it. `innings` and `battingTeamId` name the innings the event belongs to.
   */
  protected appendCricket(
    matchId: number,
    request: EventRequest,
    afterSeq: number,
    target: { innings: number; battingTeamId?: number | null } | null,
    make: (at: Locked & { state: MatchState; batting: number }) => Promise<CricketEvent>,
  ): Promise<MatchEvent> {
    return this.append(matchId, request, afterSeq, async (locked) => {
      const { match, tournament, log, cached } = locked;
      if (tournament.sport !== Sport.cricket) throw new InputError({ matchId: 'This is for cricket matches' });
      const state = cached ?? cricketState(match, tournament, await log());
      const { home, away } = sides(match);
      let batting = home;
      let battingTeam: { battingTeam?: string } = {};
      if (target) {
        if (!Number.isInteger(target.innings) || target.innings < 1) {
          throw new InputError({ 'input.innings': 'The innings is a number from 1' });
        }
        const given = target.battingTeamId ?? null;
        if (given !== null && given !== home && given !== away) {
          throw new InputError({ 'input.battingTeamId': 'That team is not playing in this match' });
        }
        const known = given ?? battingSide(state, target.innings, home, away);
        if (known === null && target.innings !== 1) {
          const last = currentInnings(state)?.number ?? 0;
          throw new InputError({
            'input.innings': `Innings ${target.innings} cannot be played now (the next is ${last + 1})`,
          });
        }
        if (known === null) throw new InputError({ 'input.battingTeamId': 'Name the side batting in innings 1' });
        batting = known;
        if (given !== null) battingTeam = { battingTeam: teamKey(given) };
      }
      const event = { ...(await make({ ...locked, state, batting })), ...battingTeam } as CricketEvent;
      let decided: ReturnType<typeof decideAndEvolve>;
      try {
        decided = decideAndEvolve(state, event);
      } catch (error) {
        throw renamedFields(asInputError(error));
      }
      // Before the first innings (a toss, the XIs) the match stays as its lifecycle has it: the row is projected
      // from the whole log instead.
      return decided.state.innings.length > 0 ? { ...decided.events[0], state: decided.state } : decided.events[0];
    });
  }

  /** Voids the latest event still in force; undoing a completed match's event is a correction, logged with why. */
  undoLastEvent(matchId: number, key: string, afterSeq: number, reason: string | null): Promise<MatchEvent> {
    const viewer = this.ctx.viewer;
    return this.append(
      matchId,
      { key, operation: 'undoLastEvent', input: reason },
      afterSeq,
      async ({ tx, match, log }) => {
        const live = markVoided(await log());
        const last = live[live.length - 1];
        if (!last) throw new InputError({ matchId: 'There is no event to undo' });
        const why = reason?.trim() || null;
        if (why && why.length > 200) throw new InputError({ reason: 'A reason has at most 200 characters' });
        if (match.status === MatchStatus.completed && viewer) {
          const details = `Match ${match.id}: undid event ${last.seq} (${last.kind})${why ? `: ${why}` : ''}`;
          recordActivity(tx, ActivityAction.match_corrected, viewer, null, details.slice(0, 255));
        }
        return Promise.resolve({ kind: UNDO, payload: { voids: last.seq, ...(why ? { reason: why } : {}) } });
      },
      { overResult: true },
    );
  }

  /**
   * Ends a match as no result from any state but cancelled: an `abandon` event, appended after
   * whatever the log holds (the scorer means the match as it stands); undo takes it back.
   */
  async abandonMatch(matchId: number, reason: string | null): Promise<Match> {
    const why = reason?.trim() || null;
    if (why && why.length > 200) throw new InputError({ reason: 'A reason has at most 200 characters' });
    const request = { key: `abandon:${randomUUID()}`, operation: 'abandonMatch', input: why };
    await this.append(matchId, request, null, async ({ tournament, log }) => {
      // Cricket's fold refuses a second abandonment itself; the other sports' folds ignore the event.
      if (tournament.sport !== Sport.cricket && abandonment(await log()) !== 'none') {
        throw new InputError({ input: 'The match was already abandoned' });
      }
      return { kind: ABANDON, payload: { type: ABANDON, ...(why ? { reason: why } : {}) } };
    });
    return this.ctx.em.findOneOrFail(Match, { id: matchId }, { refresh: true });
  }
}

/** The side batting in innings `number` as the log already says, or null when the scorer must name it. */
/** The cricket fold of the log, folded again (when no fold is cached at the match's seq). */
function cricketState(match: Match, tournament: Tournament, log: readonly MatchEvent[]): MatchState {
  return foldCricket(cricketConfig(match, tournament), liveEvents(logEntries(log)).map(cricketEvent));
}

function battingSide(state: ReturnType<typeof foldCricket>, number: number, home: number, away: number): number | null {
  const played = state.innings[number - 1];
  const previous = state.innings[number - 2];
  let team: string | null = null;
  if (played) team = played.battingTeam;
  // The toss settled who bats first.
  else if (number === 1) team = state.config.battingFirst ?? null;
  else if (previous) team = number % 2 === 0 ? previous.bowlingTeam : previous.battingTeam;
  if (team === null) return null;
  return team === teamKey(home) ? home : away;
}

/** A side of the match by its team id, or a refusal naming the field. */
export function sideOf(teamId: number, home: number, away: number, field: string): number {
  if (teamId !== home && teamId !== away) throw new InputError({ [field]: 'That team is not playing in this match' });
  return teamId;
}

/** The fold's names for fields that the GraphQL inputs spell differently. */
const INPUT_FIELDS: Record<string, string> = {
  'input.battingTeam': 'input.battingTeamId',
  'input.targetRuns': 'input.target',
  'input.winner': 'input.teamId',
  'input.team': 'input.teamId',
};

export function renamedFields(error: unknown): unknown {
  if (!(error instanceof InputError)) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([field, message]) => [INPUT_FIELDS[field] ?? field, message]),
  );
  return new InputError(fields);
}

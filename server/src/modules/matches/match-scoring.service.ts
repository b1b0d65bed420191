import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { oversNotationBalls } from '../../../../shared/overs.js';
import { scoreSchema } from '../../../../shared/validation/matches.js';
import type { RequestContext } from '../../core/request-context.js';
import type { User } from '../users/user.entity.js';
import { InputError } from '../../core/errors.js';
import { assertCanScore, assertCanSeeMatch } from '../common/policy.js';
import { requireActivated } from '../../core/guards.js';
import { parseInput } from '../../core/validation.js';
import { Team } from '../teams/team.entity.js';
import { Sport, type Tournament } from '../tournaments/tournament.entity.js';
import { Match, MatchStatus, ResultKind, Side } from './match.entity.js';
import type { MatchScoreInput } from './matches.inputs.js';
import { getTeam } from '../teams/teams.queries.js';
import { heldRecord } from '../../db/plain-reads.js';
import { stageMatchCompleted } from './stage-hooks.js';

type ScoringContext = Pick<RequestContext<User>, 'em' | 'viewer' | 'pubSub' | 'changes'>;

/** The score fields only cricket has. */
export const CRICKET_FIELDS = [
  'homeWickets',
  'awayWickets',
  'homeBalls',
  'awayBalls',
  'homeAllOut',
  'awayAllOut',
  'battedFirst',
  'resultKind',
  'revisedOvers',
  'revisedTarget',
] as const;

/** The scorer's lock on a match, and a completed match's winner moving on (the changes are its log's events). */
export class MatchScoringService {
  constructor(private readonly ctx: ScoringContext) {}

  /**
   * Reads the match for a change, its row locked until the transaction ends: concurrent score and status
   * changes run one after the other, each validating against what the previous one stored.
   */
  async loadForScoring(tx: EntityManager, matchId: number, options: { withFold?: boolean } = {}): Promise<Match> {
    const viewer = requireActivated(this.ctx);
    // A match this request already holds is read again under the lock, and its tournament apart: refreshing
    // would read the joined tournament a second time, locked. Otherwise one statement: the match row locked,
    // its tournament joined but not locked (scoring one match never waits for the tournament's other
    // matches, or an edit of the tournament). The event log's appender reads the cached fold with the lock.
    const held = heldRecord(tx, Match, matchId) !== null;
    const fold = options.withFold ? ['foldState'] : [];
    const locked = await tx.findOne(
      Match,
      { id: matchId },
      {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        lockTableAliases: ['m0'],
        refresh: held,
        populate: (held ? fold : ['tournament', ...fold]) as never,
        strategy: 'joined',
      },
    );
    if (locked && held) await tx.populate(locked, ['tournament']);
    return assertCanScore(viewer, assertCanSeeMatch(viewer, locked));
  }

  /**
   * Knockout: the winner takes its slot in the next round's match, and (page playoff, third-place match) the
   * loser its slot in the loser's match; then, for a match of a stage, the later stages' slots are filled
   * when the stage has ended. Answers the matches changed.
   */
  async advance(tx: EntityManager, match: Match): Promise<Match[]> {
    const changed: Match[] = [];
    const winner = match.winnerTeam ?? null;
    const loser = !winner
      ? null
      : winner.id === match.homeTeam?.id
        ? (match.awayTeam ?? null)
        : winner.id === match.awayTeam?.id
          ? (match.homeTeam ?? null)
          : null;
    const moves = [
      { to: match.nextMatch, side: match.nextMatchSlot, team: winner },
      { to: match.loserNextMatch, side: match.loserNextMatchSlot, team: loser },
    ];
    for (const move of moves) {
      if (!move.to || !move.side || !move.team) continue;
      const next = await tx.findOne(Match, { id: move.to.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!next || (next.status !== MatchStatus.scheduled && next.status !== MatchStatus.postponed)) continue;
      const team = await getTeam(tx, move.team.id);
      if (move.side === Side.home) {
        next.homeTeam = tx.getReference(Team, team.id, { wrapped: true });
        next.venue ??= team.homeGround ?? null;
      } else {
        next.awayTeam = tx.getReference(Team, team.id, { wrapped: true });
      }
      changed.push(next);
    }
    changed.push(...(await stageMatchCompleted(tx, match)));
    return changed;
  }
}

/**
 * Validates a score change against the score it changes (`current`) and answers the fields to store;
 * bad input throws, naming the field. Revised overs and target are cleared unless the result is rain-revised.
 */
export function checkScore(
  tournament: Tournament,
  current: ScoreFields,
  input: MatchScoreInput,
): Partial<ReturnType<ReturnType<typeof scoreSchema>['parse']>> {
  const parsed = parseInput(scoreSchema(tournament), input);
  if (tournament.sport !== Sport.cricket) {
    const field = CRICKET_FIELDS.find((name) => parsed[name] != null);
    if (field) throw new InputError({ [field]: 'Only cricket matches have wickets, balls and result kinds' });
  }
  // Check the result as it will stand before touching the entity.
  const next = { ...current, ...definedOnly(parsed) };
  if (tournament.sport === Sport.cricket && next.resultKind === ResultKind.rain_revised && next.revisedOvers != null) {
    const revisedBalls = oversNotationBalls(next.revisedOvers, tournament.ballsPerOver) ?? 0;
    const chasing = (next.battedFirst ?? Side.home) === Side.home ? 'awayBalls' : 'homeBalls';
    if ((next[chasing] ?? 0) > revisedBalls) {
      throw new InputError({
        [chasing]: `The chasing side had only ${revisedBalls} legal balls (the revised overs)`,
      });
    }
  }
  if (next.resultKind !== ResultKind.rain_revised && (input.revisedOvers != null || input.revisedTarget != null)) {
    throw new InputError({ resultKind: 'Revised overs and target belong to a rain-revised result' });
  }
  const fields = definedOnly(parsed);
  if (next.resultKind !== ResultKind.rain_revised) return { ...fields, revisedOvers: null, revisedTarget: null };
  return fields;
}

export type ScoreFields = {
  homeTeamScore?: number | null;
  awayTeamScore?: number | null;
  homeBalls?: number | null;
  awayBalls?: number | null;
  battedFirst?: Side | null;
  resultKind?: ResultKind | null;
  revisedOvers?: number | null;
  revisedTarget?: number | null;
};

export function pickScore(match: Match): ScoreFields {
  return {
    homeTeamScore: match.homeTeamScore,
    awayTeamScore: match.awayTeamScore,
    homeBalls: match.homeBalls,
    awayBalls: match.awayBalls,
    battedFirst: match.battedFirst,
    resultKind: match.resultKind,
    revisedOvers: match.revisedOvers == null ? null : Number(match.revisedOvers),
    revisedTarget: match.revisedTarget,
  };
}

/** Keeps the fields the caller gave: undefined means "leave as is". */
function definedOnly<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}

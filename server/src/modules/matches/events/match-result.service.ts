import { randomUUID } from 'node:crypto';
import type { RequestContext } from '../../../core/request-context.js';
import type { User } from '../../users/user.entity.js';
import { InputError } from '../../../core/errors.js';
import { recordActivity, ActivityAction } from '../../users/activity.service.js';
import { Sport } from '../../tournaments/tournament.entity.js';
import { footballResultState } from '../football/football-result.js';
import { otherSide } from '../football/football-event.js';
import { Match, MatchStatus, Side } from '../match.entity.js';
import { checkScore } from '../match-scoring.service.js';
import type { Outcome } from '../match-rules.js';
import { checkEventNumbers } from './event-bounds.js';
import { EventAppender, type Built, type Locked } from './event-appender.js';
import { Decider, type ResultInput } from './match-result.inputs.js';
import {
  RESULT,
  RESULT_SCORE_FIELDS,
  asInputError,
  footballRules,
  livePayloads,
  sides,
  type ResultPayload,
} from './match-projection.js';
import { resultOutcome, underInput } from './result-outcome.js';
import { RosterPlayers } from './roster-players.js';

type ResultContext = Pick<RequestContext<User>, 'em' | 'viewer' | 'pubSub'>;

const DECIDER_AFTER: Record<string, Decider | null> = {
  NORMAL_TIME: null,
  EXTRA_TIME: Decider.EXTRA_TIME,
  PENALTIES: Decider.PENALTIES,
};

/**
 * A whole result for a match nobody scored live: one `result` event in the log, so the match row stays
 * the log's projection and undo takes the result back. Entered again, it replaces the earlier result
 * (a correction, kept in the activity log). A match scored live is corrected event by event instead.
 */
export class MatchResultService {
  constructor(private readonly ctx: ResultContext) {}

  async recordResult(matchId: number, input: ResultInput): Promise<Match> {
    checkEventNumbers('result', input);
    const log = new EventAppender(this.ctx);
    const request = { key: `result:${randomUUID()}`, operation: 'recordResult', input };
    await log.append(matchId, request, null, (locked) => this.build(locked, input), {
      overResult: true,
    });
    return this.ctx.em.findOneOrFail(Match, { id: matchId }, { refresh: true });
  }

  private async build({ tx, match, tournament, log }: Locked, input: ResultInput): Promise<Built> {
    const scoredLive = livePayloads(await log()).filter((payload) => payload.type !== RESULT).length;
    if (scoredLive > 0) {
      throw new InputError({
        matchId: `This match was scored live (${scoredLive} events in force): correct it with undoLastEvent and the scoring events`,
      });
    }
    const teams = sides(match);
    const { decider, deciderWinner, homePenalties, awayPenalties, goals, matchNotes, ...scoreInput } = input;
    let fields: ReturnType<typeof checkScore>;
    try {
      fields = checkScore(tournament, {}, scoreInput);
    } catch (error) {
      throw underInput(error);
    }
    const score = Object.fromEntries(RESULT_SCORE_FIELDS.map((field) => [field, fields[field] ?? null])) as Record<
      (typeof RESULT_SCORE_FIELDS)[number],
      number | boolean | string | null
    >;
    const deciders = { decider, deciderWinner, homePenalties, awayPenalties };

    let outcome: Outcome;
    let storedGoals: ResultPayload['goals'];
    let storedDecider = decider ?? null;
    if (goals && tournament.sport !== Sport.football) {
      throw new InputError({ 'input.goals': 'Goals are for football matches' });
    }
    if (goals) {
      const roster = await RosterPlayers.load(tx, [teams.home, teams.away], tournament.id);
      const resolved = goals.map((goal, index) => {
        const side = goal.ownGoal ? otherSide(goal.side) : goal.side;
        const member = roster.resolve(goal.player, teams[side], `input.goals.${index}.player`);
        return { ...goal, player: member };
      });
      await roster.flushAdded();
      storedGoals = resolved.map((goal) => ({ ...goal, player: { id: goal.player.id, name: goal.player.name } }));
      let state: ReturnType<typeof footballResultState>;
      try {
        state = footballResultState(footballRules(tournament, match), {
          goals: storedGoals as Parameters<typeof footballResultState>[1]['goals'],
          homeScore: score.homeTeamScore as number | null,
          awayScore: score.awayTeamScore as number | null,
          homePenalties,
          awayPenalties,
        });
      } catch (error) {
        throw asInputError(error);
      }
      const after = DECIDER_AFTER[state.finishedAfter ?? 'NORMAL_TIME'] ?? null;
      if (decider != null && decider !== after) {
        throw new InputError({ 'input.decider': `The goals say ${after ?? 'normal time'} decided the match` });
      }
      const winner = state.winner === null ? null : (state.winner as Side);
      if (deciderWinner != null && deciderWinner !== winner) {
        throw new InputError({ 'input.deciderWinner': `The result says ${winner ?? 'nobody'} won` });
      }
      score.homeTeamScore = state.score.home;
      score.awayTeamScore = state.score.away;
      storedDecider = after;
      outcome = { winner, resultKind: null };
    } else {
      const resultFields = { ...score, resultKind: fields.resultKind ?? null, needsWinner: match.needsWinner };
      outcome = resultOutcome(tournament, resultFields as Parameters<typeof resultOutcome>[1], deciders);
    }

    if (matchNotes !== undefined) match.matchNotes = (fields as { matchNotes?: string | null }).matchNotes ?? null;
    const viewer = this.ctx.viewer;
    if (match.status === MatchStatus.completed && viewer) {
      recordActivity(tx, ActivityAction.match_corrected, viewer, null, `Match ${match.id}: result entered again`);
    }
    const payload: ResultPayload = {
      type: RESULT,
      score,
      winner: outcome.winner,
      resultKind: outcome.resultKind,
      decider: storedDecider,
      homePenalties: homePenalties ?? null,
      awayPenalties: awayPenalties ?? null,
      ...(deciderWinner ? { deciderWinner } : {}),
      ...(storedGoals ? { goals: storedGoals } : {}),
    };
    return { kind: RESULT, payload };
  }
}

import type { RequestContext } from '../../core/request-context.js';
import type { User } from '../users/user.entity.js';
import { assertCanSeeMatch, type MatchFacts } from '../common/policy.js';
import { heldTournament } from '../tournaments/tournament-row.js';
import { Match } from './match.entity.js';
import type { MatchRow, MatchView } from './match-row.js';
import { findMatch, findMatchView } from './match-read.js';

export class MatchesService {
  constructor(private readonly ctx: Pick<RequestContext<User>, 'em' | 'viewer'>) {}

  /** A match the viewer may see (see common/policy.ts); anything else answers "not found". */
  async getVisible(id: number): Promise<Match> {
    return assertCanSeeMatch(this.ctx.viewer, await findMatch(this.ctx.em, id));
  }

  /** The same, for a read that only shows it: a plain row when the request does not hold the entity. */
  async getVisibleView(id: number): Promise<MatchView> {
    const match = await findMatchView(this.ctx.em, id);
    if (match === null || match instanceof Match) return assertCanSeeMatch(this.ctx.viewer, match);
    assertCanSeeMatch(this.ctx.viewer, this.factsOf(match));
    return match;
  }

  /** What the policy reads of a row: its tournament (the read merged it), referee and scorer. */
  private factsOf(match: MatchRow): MatchFacts {
    const tournament = heldTournament(this.ctx.em, match.tournamentId);
    if (!tournament) throw new Error(`Tournament ${match.tournamentId} of match ${match.id} was not read`);
    return {
      tournament: { getEntity: () => tournament },
      referee: match.refereeId === null ? null : { id: match.refereeId },
      scorer: match.scorerId === null ? null : { id: match.scorerId },
    };
  }
}

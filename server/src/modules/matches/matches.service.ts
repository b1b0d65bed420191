import type { RequestContext } from '../../core/request-context.js';
import type { User } from '../users/user.entity.js';
import { assertCanSeeMatch } from '../common/policy.js';
import { Match } from './match.entity.js';
import { findMatch } from './matches.queries.js';

export class MatchesService {
  constructor(private readonly ctx: Pick<RequestContext<User>, 'em' | 'viewer'>) {}

  /** A match the viewer may see (see common/policy.ts); anything else answers "not found". */
  async getVisible(id: number): Promise<Match> {
    return assertCanSeeMatch(this.ctx.viewer, await findMatch(this.ctx.em, id));
  }
}

import type { GraphQLContext } from '../../graphql/context.js';
import { assertCanSeeMatch } from '../common/policy.js';
import { Match } from './match.entity.js';

export class MatchesService {
  constructor(private readonly ctx: Pick<GraphQLContext, 'em' | 'viewer'>) {}

  /** A match the viewer may see (see common/policy.ts); anything else answers "not found". */
  async getVisible(id: number): Promise<Match> {
    return assertCanSeeMatch(this.ctx.viewer, await this.ctx.em.findOne(Match, { id }, { populate: ['tournament'] }));
  }
}

import type { GraphQLContext } from '../../graphql/context.js';
import { NotFoundError } from '../../graphql/errors.js';
import { Match } from './match.entity.js';

export class MatchesService {
  constructor(private readonly ctx: Pick<GraphQLContext, 'em' | 'viewer'>) {}

  /**
   * A match of a published tournament, or of a draft the viewer created or officiates.
   * Anything else answers "not found", so drafts do not leak.
   */
  async getVisible(id: number): Promise<Match> {
    const match = await this.ctx.em.findOne(Match, { id }, { populate: ['tournament'] });
    if (!match || !this.canSee(match)) throw new NotFoundError('Match not found');
    return match;
  }

  canSee(match: Match): boolean {
    const tournament = match.tournament.getEntity();
    if (tournament.isPublished && tournament.isActive) return true;
    const viewerId = this.ctx.viewer?.id;
    if (!viewerId) return false;
    return tournament.creator.id === viewerId || match.referee?.id === viewerId || match.scorer?.id === viewerId;
  }
}

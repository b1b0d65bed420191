import type { FilterQuery } from '@mikro-orm/core';
import type { RequestContext } from '../../core/request-context.js';
import type { User } from '../users/user.entity.js';
import { PUBLIC_TOURNAMENT } from '../common/policy.js';
import { Tournament, type Sport, type TournamentType } from './tournament.entity.js';

export type PublicTournamentFilter = {
  search?: string | null;
  type?: TournamentType | null;
  sport?: Sport | null;
};

/** Escapes LIKE wildcards so a search for "50%" matches the text, not everything. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export class TournamentsService {
  constructor(private readonly ctx: Pick<RequestContext<User>, 'em' | 'viewer'>) {}

  /** Published, active tournaments, soonest first. */
  async listPublished(filter: PublicTournamentFilter): Promise<Tournament[]> {
    const where: FilterQuery<Tournament> = { ...PUBLIC_TOURNAMENT };
    const search = filter.search?.trim();
    if (search) {
      const pattern = likePattern(search);
      where.$or = [{ name: { $ilike: pattern } }, { description: { $ilike: pattern } }];
    }
    if (filter.type) where.tournamentType = filter.type;
    if (filter.sport) where.sport = filter.sport;
    return this.ctx.em.find(Tournament, where, { orderBy: { startDate: 'asc', id: 'asc' } });
  }
}

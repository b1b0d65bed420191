import type { FilterQuery } from '@mikro-orm/core';
import type { RequestContext } from '../../core/request-context.js';
import type { User } from '../users/user.entity.js';
import { InputError } from '../../core/errors.js';
import { MAX_PAGE_SIZE } from '../common/paging.js';
import { PUBLIC_TOURNAMENT } from '../common/policy.js';
import { decodeTournamentCursor } from './tournament-cursor.js';
import { findTournaments } from './tournaments.queries.js';
import type { TournamentView } from './tournament-row.js';
import { Tournament, TournamentPhase, type Sport, type TournamentType } from './tournament.entity.js';

export type PublicTournamentFilter = {
  search?: string | null;
  type?: TournamentType | null;
  sport?: Sport | null;
  /** A page of this many (1 to MAX_PAGE_SIZE); every tournament when absent. */
  first?: number | null;
  /** Only tournaments after this cursor (a tournament's `cursor`). */
  after?: string | null;
};

/**
 * Where a tournament stands on `today` (a YYYY-MM-DD day in the site's zone): a draft until published, then
 * upcoming until its first day, in progress until its last, then finished. Publishing is not starting: a
 * published tournament whose first day is next month is upcoming, not live.
 */
export function tournamentPhase(
  tournament: Pick<Tournament, 'isPublished' | 'startDate' | 'endDate'>,
  today: string,
): TournamentPhase {
  if (!tournament.isPublished) return TournamentPhase.draft;
  if (today < tournament.startDate) return TournamentPhase.upcoming;
  if (today <= tournament.endDate) return TournamentPhase.in_progress;
  return TournamentPhase.finished;
}

/** Escapes LIKE wildcards so a search for "50%" matches the text, not everything. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The public list's filter: published and active, with the visitor's search, type and sport. */
function publishedWhere(filter: PublicTournamentFilter): FilterQuery<Tournament> {
  const where: FilterQuery<Tournament> = { ...PUBLIC_TOURNAMENT };
  const search = filter.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    where.$or = [{ name: { $ilike: pattern } }, { description: { $ilike: pattern } }];
  }
  if (filter.type) where.tournamentType = filter.type;
  if (filter.sport) where.sport = filter.sport;
  return where;
}

export class TournamentsService {
  constructor(private readonly ctx: Pick<RequestContext<User>, 'em' | 'viewer'>) {}

  /** Published, active tournaments, soonest first. */
  async listPublished(filter: PublicTournamentFilter): Promise<TournamentView[]> {
    const where = publishedWhere(filter);
    if (
      filter.first != null &&
      !(Number.isInteger(filter.first) && filter.first >= 1 && filter.first <= MAX_PAGE_SIZE)
    ) {
      throw new InputError({ first: `first must be a whole number from 1 to ${MAX_PAGE_SIZE}` });
    }
    if (filter.after != null) {
      const key = decodeTournamentCursor(filter.after);
      if (!key) throw new InputError({ after: 'after must be a cursor this API gave out (a tournament’s cursor)' });
      // Keyset paging in the list's own order: later start dates, or the same date and a later id.
      const later: FilterQuery<Tournament> = {
        $or: [{ startDate: { $gt: key.startDate } }, { startDate: key.startDate, id: { $gt: key.id } }],
      };
      return this.find({ $and: [where, later] }, filter.first);
    }
    return this.find(where, filter.first);
  }

  /** How many published, active tournaments fit the filter, over all pages. */
  countPublished(filter: PublicTournamentFilter): Promise<number> {
    return this.ctx.em.count(Tournament, publishedWhere(filter));
  }

  private find(where: FilterQuery<Tournament>, first: number | null | undefined): Promise<TournamentView[]> {
    return findTournaments(this.ctx.em, where, first);
  }
}

import { QueryOrder, type FilterQuery, type FindOptions } from '@mikro-orm/core';
import type { RequestContext } from '../../core/request-context.js';
import type { User } from '../users/user.entity.js';
import { InputError, NotFoundError } from '../../core/errors.js';
import { assertCanSeeTournament, PUBLIC_MATCH } from '../common/policy.js';
import { Match, MatchStatus } from '../matches/match.entity.js';
import { Team } from '../teams/team.entity.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import type { MatchFilter } from './public.inputs.js';
import type { MatchConnection, SiteStatistics, TournamentMatchCounts } from './public.types.js';
import {
  countMatches,
  countPublicMatches,
  countTournamentMatches,
  findMatches,
  findPublicMatchesOfTeam,
  findTournamentFixtures,
  FIXTURE_ORDER,
} from '../matches/matches.queries.js';
import { findTeam } from '../teams/teams.queries.js';
import {
  countPublicTournaments,
  findRegistrationsWithTeams,
  findTournament,
} from '../tournaments/tournaments.queries.js';

export const MAX_PAGE_SIZE = 100;
export const MAX_LIST_SIZE = 50;

/** Fixtures read soonest first; undated fixtures (a knockout slot not yet set) come last. */
type CursorKey = { date: string | null; id: number };

function encodeCursor(match: Match): string {
  const key: [string | null, number] = [match.scheduledDate?.toISOString() ?? null, match.id];
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

function decodeCursor(cursor: string): CursorKey {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      (value[0] === null || (typeof value[0] === 'string' && !Number.isNaN(Date.parse(value[0])))) &&
      Number.isInteger(value[1])
    ) {
      return { date: value[0] as string | null, id: value[1] as number };
    }
  } catch {
    // Falls through to the input error below.
  }
  throw new InputError({ after: 'Not a cursor this API gave out.' });
}

/** Matches after the cursor in FIXTURE_ORDER (date ascending, nulls last, then id). */
function afterCursor(key: CursorKey): FilterQuery<Match> {
  if (key.date === null) return { scheduledDate: null, id: { $gt: key.id } };
  const date = new Date(key.date);
  return {
    $or: [{ scheduledDate: { $gt: date } }, { scheduledDate: date, id: { $gt: key.id } }, { scheduledDate: null }],
  };
}

function checkLimit(name: string, value: number, max: number): void {
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new InputError({ [name]: `Must be between 1 and ${max}.` });
  }
}

/** What visitors and integrators may read: published tournaments, their matches and teams. */
export class PublicService {
  constructor(private readonly ctx: Pick<RequestContext<User>, 'em'> & Partial<Pick<RequestContext<User>, 'viewer'>>) {}

  /**
   * A published, active tournament, or a draft to its own creator (who previews it as "Coming Soon").
   * Anything else is "not found", so drafts do not leak.
   */
  async tournament(id: number): Promise<Tournament> {
    return assertCanSeeTournament(this.ctx.viewer, await findTournament(this.ctx.em, id));
  }

  /** A team, for its fixtures feed. */
  async team(id: number): Promise<Team> {
    const team = await findTeam(this.ctx.em, id);
    if (!team) throw new NotFoundError('Team not found');
    return team;
  }

  async matches(
    filter: MatchFilter | null | undefined,
    first: number,
    after?: string | null,
  ): Promise<MatchConnection> {
    checkLimit('first', first, MAX_PAGE_SIZE);
    const where = this.filterWhere(filter ?? {});
    const paged: FilterQuery<Match> = after ? { $and: [where, afterCursor(decodeCursor(after))] } : where;
    const [rows, totalCount] = await Promise.all([
      findMatches(this.ctx.em, paged, { orderBy: [...FIXTURE_ORDER], limit: first + 1 }),
      countMatches(this.ctx.em, where),
    ]);
    const nodes = rows.slice(0, first);
    const edges = nodes.map((node) => ({ cursor: encodeCursor(node), node }));
    return {
      edges,
      nodes,
      totalCount,
      pageInfo: {
        hasNextPage: rows.length > first,
        hasPreviousPage: Boolean(after),
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
      },
    };
  }

  /** Every match of a published tournament, in fixture order. */
  async tournamentMatches(tournamentId: number): Promise<Match[]> {
    await this.tournament(tournamentId);
    return findTournamentFixtures(this.ctx.em, tournamentId);
  }

  /** Every public match a team plays in, in fixture order. */
  async teamMatches(teamId: number): Promise<Match[]> {
    await this.team(teamId);
    return findPublicMatchesOfTeam(this.ctx.em, teamId);
  }

  async tournamentMatchCounts(tournamentId: number): Promise<TournamentMatchCounts> {
    await this.tournament(tournamentId);
    return countTournamentMatches(this.ctx.em, tournamentId);
  }

  /** The teams entered into a published tournament, by name. */
  async tournamentTeams(tournamentId: number): Promise<Team[]> {
    await this.tournament(tournamentId);
    const registrations = await findRegistrationsWithTeams(this.ctx.em, tournamentId, 'byTeamName');
    return registrations.map((registration) => registration.team.getEntity());
  }

  liveMatches(limit: number, tournamentId?: number | null): Promise<Match[]> {
    return this.list(MatchStatus.in_progress, limit, tournamentId, [...FIXTURE_ORDER]);
  }

  /** Completed matches, most recent first. */
  recentResults(limit: number, tournamentId?: number | null): Promise<Match[]> {
    return this.list(MatchStatus.completed, limit, tournamentId, [
      { scheduledDate: QueryOrder.DESC_NULLS_LAST },
      { id: QueryOrder.DESC },
    ]);
  }

  /** Scheduled matches, soonest first. */
  upcomingMatches(limit: number, tournamentId?: number | null): Promise<Match[]> {
    return this.list(MatchStatus.scheduled, limit, tournamentId, [...FIXTURE_ORDER]);
  }

  async statistics(): Promise<SiteStatistics> {
    const [activeTournaments, totalMatches, liveMatches] = await Promise.all([
      countPublicTournaments(this.ctx.em),
      countPublicMatches(this.ctx.em),
      countPublicMatches(this.ctx.em, MatchStatus.in_progress),
    ]);
    return { activeTournaments, totalMatches, liveMatches };
  }

  private async list(
    status: MatchStatus,
    limit: number,
    tournamentId: number | null | undefined,
    orderBy: FindOptions<Match>['orderBy'],
  ): Promise<Match[]> {
    checkLimit('limit', limit, MAX_LIST_SIZE);
    if (tournamentId) await this.tournament(tournamentId);
    const where: FilterQuery<Match> = tournamentId ? { tournament: tournamentId, status } : { ...PUBLIC_MATCH, status };
    return findMatches(this.ctx.em, where, { orderBy, limit });
  }

  private filterWhere(filter: MatchFilter): FilterQuery<Match> {
    const parts: FilterQuery<Match>[] = [PUBLIC_MATCH];
    if (filter.tournamentId) parts.push({ tournament: filter.tournamentId });
    if (filter.teamId) parts.push({ $or: [{ homeTeam: filter.teamId }, { awayTeam: filter.teamId }] });
    if (filter.status?.length) parts.push({ status: { $in: filter.status } });
    if (filter.from) parts.push({ scheduledDate: { $gte: filter.from } });
    if (filter.to) parts.push({ scheduledDate: { $lte: filter.to } });
    if (filter.from && filter.to && filter.from > filter.to) {
      throw new InputError({ to: 'Must not be before from.' });
    }
    return { $and: parts };
  }
}

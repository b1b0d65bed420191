import type { FilterQuery } from '@mikro-orm/core';
import type { RequestContext } from '../../core/request-context.js';
import type { User } from '../users/user.entity.js';
import { InputError, NotFoundError } from '../../core/errors.js';
import { rangeEnd } from '../../core/date-time.js';
import { assertCanSeeTournament, canSeeTournament, PUBLIC_MATCH } from '../common/policy.js';
import { matchCursorKey, MatchSort } from '../matches/match-cursor.js';
import { checkPageSize } from '../common/paging.js';
import { Match, MatchStatus } from '../matches/match.entity.js';
import type { MatchRow } from '../matches/match-row.js';
import type { Team } from '../teams/team.entity.js';
import type { TeamView } from '../teams/team-row.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import type { TournamentView } from '../tournaments/tournament-row.js';
import { MatchPage } from './match-page.js';
import { MAX_TEAM_IDS, type MatchFilter, type TournamentMatchFilter } from './public.inputs.js';
import type { MatchConnection, SiteStatistics, TournamentMatchCounts } from './public.types.js';
import { countPublicSite, findMatchCards } from '../matches/match-cards.js';
import { countTournamentMatches } from '../matches/match-tallies.js';
import {
  afterMatch,
  countMatches,
  findMatchesWithTeams,
  findPublicMatchesOfTeam,
  matchOrder,
} from '../matches/matches.queries.js';
import { findTeamView, findTeamWithClub } from '../teams/teams.queries.js';
import {
  findTournament,
  loadTournament,
  loadTournamentView,
  loadTournamentTeams,
  wantRegisteredTeams,
} from '../tournaments/tournaments.queries.js';

/** The page size of a list when none is given; `matches` defaults to 20 in its schema. */
const DEFAULT_LIST_SIZE = 10;

/** The arguments of the short lists (live, recent, upcoming): `first` or its former name `limit`. */
export type MatchListOptions = {
  first?: number | null;
  limit?: number | null;
  after?: string | null;
  sort?: MatchSort | null;
  tournamentId?: number | null;
  teamId?: number | null;
  teamIds?: number[] | null;
};

function listSize(options: MatchListOptions): number {
  if (options.first != null && options.limit != null) {
    throw new InputError({ limit: 'Give first or limit (its former name), not both.' });
  }
  const name = options.limit != null ? 'limit' : 'first';
  const size = options.first ?? options.limit ?? DEFAULT_LIST_SIZE;
  checkPageSize(name, size);
  return size;
}

/** What visitors and integrators may read: published tournaments, their matches and teams. */
export class PublicService {
  constructor(private readonly ctx: Pick<RequestContext<User>, 'em'> & Partial<Pick<RequestContext<User>, 'viewer'>>) {}

  /**
   * A published, active tournament, or a draft to its own creator (who previews it as "Coming Soon").
   * Anything else is "not found", so drafts do not leak.
   */
  async tournament(id: number): Promise<Tournament> {
    return assertCanSeeTournament(this.ctx.viewer, await loadTournament(this.ctx.em, id));
  }

  /** The same, for a page that only shows it: a plain row unless the request holds the entity. */
  async tournamentView(id: number): Promise<TournamentView> {
    return assertCanSeeTournament(this.ctx.viewer, await loadTournamentView(this.ctx.em, id));
  }

  /** A team and its club, for its page and its fixtures feed. */
  async team(id: number): Promise<Team> {
    const team = await findTeamWithClub(this.ctx.em, id);
    if (!team) throw new NotFoundError('Team not found');
    return team;
  }

  /** The same, for a page that only shows it: a plain row unless the request holds the entity. */
  async teamView(id: number): Promise<TeamView> {
    const team = await findTeamView(this.ctx.em, id);
    if (!team) throw new NotFoundError('Team not found');
    return team;
  }

  /**
   * A page of public matches in the connection shape. Filtered by a tournament the viewer may see (its
   * creator previews a draft), the page holds that tournament's matches; a hidden one's read as none.
   */
  async matches(
    filter: MatchFilter | null | undefined,
    first: number,
    after?: string | null,
    sort: MatchSort = MatchSort.DATE_ASC,
  ): Promise<MatchConnection> {
    checkPageSize('first', first);
    const key = after ? matchCursorKey(after) : null;
    let scope: FilterQuery<Match> = PUBLIC_MATCH;
    if (filter?.tournamentId) {
      const tournament = await findTournament(this.ctx.em, filter.tournamentId);
      const visible = tournament && canSeeTournament(this.ctx.viewer, tournament);
      scope = visible
        ? { tournament: filter.tournamentId }
        : { $and: [PUBLIC_MATCH, { tournament: filter.tournamentId }] };
    }
    const where = { $and: [scope, ...filterParts(filter ?? {})] };
    const paged: FilterQuery<Match> = key ? { $and: [where, afterMatch(key, sort)] } : where;
    const rows = await findMatchCards(this.ctx.em, paged, {
      sort,
      limit: first + 1,
      oneTournament: Boolean(filter?.tournamentId),
    });
    return new MatchPage(rows.slice(0, first), where, {
      hasNextPage: rows.length > first,
      hasPreviousPage: Boolean(after),
    });
  }

  /** How many matches a page's filter selects across all its pages (its `totalCount`). */
  countAll(connection: Pick<MatchConnection, 'where'>): Promise<number> {
    return countMatches(this.ctx.em, connection.where);
  }

  /** The matches of a tournament the viewer may see, soonest first; every one unless `first` is given. */
  async tournamentMatches(
    tournamentId: number,
    options: {
      filter?: TournamentMatchFilter | null;
      sort?: MatchSort | null;
      first?: number | null;
      after?: string | null;
    } = {},
  ): Promise<MatchRow[]> {
    const sort = options.sort ?? MatchSort.DATE_ASC;
    if (options.first != null) checkPageSize('first', options.first);
    const key = options.after ? matchCursorKey(options.after) : null;
    await this.tournamentView(tournamentId);
    const parts = [{ tournament: tournamentId }, ...filterParts(options.filter ?? {})];
    if (key) parts.push(afterMatch(key, sort));
    return findMatchCards(
      this.ctx.em,
      { $and: parts },
      { sort, limit: options.first ?? undefined, oneTournament: true },
    );
  }

  /** Every match of a tournament the viewer may see, in fixture order, with its teams: its calendar feed. */
  async tournamentCalendar(tournamentId: number): Promise<Match[]> {
    await this.tournamentView(tournamentId);
    return findMatchesWithTeams(this.ctx.em, { tournament: tournamentId }, { orderBy: matchOrder(MatchSort.DATE_ASC) });
  }

  /** Every public match a team plays in, in fixture order. */
  async teamMatches(teamId: number): Promise<Match[]> {
    await this.team(teamId);
    return findPublicMatchesOfTeam(this.ctx.em, teamId);
  }

  async tournamentMatchCounts(tournamentId: number): Promise<TournamentMatchCounts> {
    await this.tournamentView(tournamentId);
    return countTournamentMatches(this.ctx.em, tournamentId);
  }

  /** The teams entered into a published tournament, by name. */
  async tournamentTeams(tournamentId: number): Promise<TeamView[]> {
    // Read with the tournament, in its statement, unless the request has read the tournament already.
    wantRegisteredTeams(this.ctx.em);
    await this.tournamentView(tournamentId);
    return loadTournamentTeams(this.ctx.em, tournamentId);
  }

  /** Matches in progress, soonest first. */
  liveMatches(options: MatchListOptions): Promise<MatchRow[]> {
    return this.list(MatchStatus.in_progress, MatchSort.DATE_ASC, options);
  }

  /** Completed matches, most recent first. */
  recentResults(options: MatchListOptions): Promise<MatchRow[]> {
    return this.list(MatchStatus.completed, MatchSort.DATE_DESC, options);
  }

  /** Scheduled matches, soonest first. */
  upcomingMatches(options: MatchListOptions): Promise<MatchRow[]> {
    return this.list(MatchStatus.scheduled, MatchSort.DATE_ASC, options);
  }

  async statistics(): Promise<SiteStatistics> {
    const { tournaments, total, live } = await countPublicSite(this.ctx.em);
    return { activeTournaments: tournaments, totalMatches: total, liveMatches: live };
  }

  /** A short list of one state, paged like every list: a size, an order and a cursor. */
  private async list(status: MatchStatus, defaultSort: MatchSort, options: MatchListOptions): Promise<MatchRow[]> {
    const limit = listSize(options);
    const sort = options.sort ?? defaultSort;
    const key = options.after ? matchCursorKey(options.after) : null;
    const { tournamentId, teamId, teamIds } = options;
    if (tournamentId) await this.tournamentView(tournamentId);
    const parts: FilterQuery<Match>[] = [tournamentId ? { tournament: tournamentId } : PUBLIC_MATCH, { status }];
    parts.push(...filterParts({ teamId }));
    if (teamIds) {
      if (teamIds.length > MAX_TEAM_IDS) throw new InputError({ teamIds: `At most ${MAX_TEAM_IDS} teams.` });
      if (teamIds.some((id) => !Number.isInteger(id) || id < 1)) {
        throw new InputError({ teamIds: 'Each team id is a positive whole number.' });
      }
      parts.push({ $or: [{ homeTeam: { $in: teamIds } }, { awayTeam: { $in: teamIds } }] });
    }
    if (key) parts.push(afterMatch(key, sort));
    return findMatchCards(this.ctx.em, { $and: parts }, { sort, limit, oneTournament: !!tournamentId });
  }
}

/** The filter's conditions, beside the scope (public, or one tournament). */
function filterParts(filter: MatchFilter): FilterQuery<Match>[] {
  const parts: FilterQuery<Match>[] = [];
  // A date alone for `to` covers that whole day (`rangeEnd`), as in the REST routes.
  const to = filter.to ? rangeEnd(filter.to) : null;
  if (filter.from && to && filter.from > to) {
    throw new InputError({ to: 'Must not be before from.' });
  }
  if (filter.teamId) parts.push({ $or: [{ homeTeam: filter.teamId }, { awayTeam: filter.teamId }] });
  if (filter.status?.length) parts.push({ status: { $in: filter.status } });
  if (filter.from) parts.push({ scheduledDate: { $gte: filter.from } });
  if (to) parts.push({ scheduledDate: { $lte: to } });
  return parts;
}

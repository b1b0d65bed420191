import type { Request } from 'express';
import { MatchStatus } from '../modules/matches/match.entity.js';
import { MatchSort } from '../modules/matches/match-cursor.js';
import { decodeTournamentCursor } from '../modules/tournaments/tournament-cursor.js';
import { Sport, TournamentType } from '../modules/tournaments/tournament.entity.js';
import { OperationError } from './execute.js';
import { badParameter, definedOnly, pageHeaders, QueryParams } from './list-params.js';
import { publicTournamentFields, type RestRoute } from './routes.js';

/** Every column of a match row, plus the names a page shows beside the ids. */
export const publicMatchFields = /* GraphQL */ `
  id
  tournamentId
  homeTeamId
  awayTeamId
  winnerTeamId
  refereeId
  scorerId
  roundNumber
  matchNumber
  scheduledDate
  venue
  status
  homeTeamScore
  awayTeamScore
  homeWickets
  awayWickets
  homeBalls
  awayBalls
  homeAllOut
  awayAllOut
  battedFirst
  resultKind
  revisedOvers
  revisedTarget
  matchNotes
  weatherConditions
  isFinal
  createdAt
  updatedAt
  tournament { name sport }
  homeTeam { name }
  awayTeam { name }
  winnerTeam { name }
  referee { name }
  scorer { name }
`;

type Named = { name: string } | null | undefined;
type MatchData = Record<string, unknown> & {
  tournament?: { name: string; sport: string } | null;
  homeTeam?: Named;
  awayTeam?: Named;
  winnerTeam?: Named;
  referee?: Named;
  scorer?: Named;
};

/** A flat match row: the spec's columns with the real names beside the ids. */
export function flattenMatch(match: MatchData | null | undefined): Record<string, unknown> | null {
  if (!match) return null;
  const { tournament, homeTeam, awayTeam, winnerTeam, referee, scorer, ...columns } = match;
  return {
    ...columns,
    tournamentName: tournament?.name ?? null,
    sport: tournament?.sport ?? null,
    homeTeamName: homeTeam?.name ?? null,
    awayTeamName: awayTeam?.name ?? null,
    winnerTeamName: winnerTeam?.name ?? null,
    refereeName: referee?.name ?? null,
    scorerName: scorer?.name ?? null,
  };
}

function flattenMatches(value: unknown): unknown[] {
  return (value as MatchData[]).map(flattenMatch);
}

function nodesOf(value: unknown): unknown[] {
  return flattenMatches((value as { nodes: MatchData[] }).nodes);
}

/** A positive integer path parameter; anything else cannot name a record, so it is 404. */
function idParam(req: Request, name: string, what: string): number {
  const raw = req.params[name];
  const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) {
    throw new OperationError(404, `${what} not found`, { message: `${what} not found` });
  }
  return id;
}

const LIST_PARAMS = ['tournament_id', 'team_id', 'from', 'to', 'sort', 'limit', 'cursor'] as const;
const TOURNAMENT_MATCH_PARAMS = ['team_id', 'status', 'from', 'to', 'sort', 'limit', 'cursor'] as const;

/** A page of the `matches` connection, and a check that a named tournament is one the viewer may see. */
const pagedMatches = /* GraphQL */ `
  publicTournament(id: $tournamentId) @include(if: $checkTournament) { id }
  matches(filter: $filter, sort: $sort, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes { ${publicMatchFields} }
  }
`;

/** recent, upcoming and live: one state of public matches, paged like every list. */
function stateList(path: string, name: string, status: MatchStatus, sort: MatchSort): RestRoute {
  return {
    method: 'get',
    path,
    query: /* GraphQL */ `
      query ${name}($filter: MatchFilter!, $sort: MatchSort, $first: Int, $after: String, $tournamentId: Int!, $checkTournament: Boolean!) {
        ${pagedMatches}
      }
    `,
    variables: (req) => {
      const params = new QueryParams(req, LIST_PARAMS);
      const tournamentId = params.id('tournament_id');
      return definedOnly({
        filter: definedOnly({ tournamentId, teamId: params.id('team_id'), status: [status], ...params.dateRange() }),
        sort: params.sort() ?? sort,
        first: params.limit() ?? 10,
        after: params.cursor(),
        tournamentId: tournamentId ?? 0,
        checkTournament: tournamentId !== undefined,
      });
    },
    pick: (data) => nodesOf(data.matches),
    headers: (data, req) => pageHeaders(data.matches as Parameters<typeof pageHeaders>[0], req),
  };
}

/** Section 7's /api/public/* calls; each runs the public GraphQL query of the same name. */
export const publicRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/api/public/tournaments',
    // Every tournament (as before) unless a limit asks for pages; a page asks for one more to know if more follow.
    query: /* GraphQL */ `
      query RestPublicTournaments(
        $search: String
        $type: TournamentType
        $sport: Sport
        $first: Int
        $after: String
        $paged: Boolean!
      ) {
        publicTournaments(search: $search, type: $type, sport: $sport, first: $first, after: $after) {
          cursor
          ${publicTournamentFields}
        }
        total: publicTournamentCount(search: $search, type: $type, sport: $sport) @include(if: $paged)
      }
    `,
    variables: (req) => {
      const params = new QueryParams(req, ['search', 'type', 'sport', 'limit', 'cursor']);
      const limit = params.limit();
      return definedOnly({
        search: params.string('search'),
        type: params.oneOf('type', Object.values(TournamentType)),
        sport: params.oneOf('sport', Object.values(Sport)),
        first: limit === undefined ? undefined : limit + 1,
        after: tournamentCursor(params),
        paged: limit !== undefined,
      });
    },
    pick: (data, req) => tournamentPage(data, req).nodes.map(({ cursor: _cursor, ...tournament }) => tournament),
    headers: (data, req) => {
      const page = tournamentPage(data, req);
      if (!page.paged) return {};
      return pageHeaders({ totalCount: page.total, pageInfo: { hasNextPage: page.more, endCursor: page.end } }, req);
    },
  },
  {
    method: 'get',
    path: '/api/public/tournaments/:id',
    query: /* GraphQL */ `
      query RestPublicTournament($id: Int!) {
        publicTournament(id: $id) { ${publicTournamentFields} }
      }
    `,
    variables: (req) => {
      new QueryParams(req, []);
      return { id: idParam(req, 'id', 'Tournament') };
    },
    pick: (data) => data.publicTournament,
  },
  {
    method: 'get',
    path: '/api/public/tournaments/:id/matches',
    // Every match (as before) unless a limit asks for pages; the page check runs publicTournament for its 404.
    query: /* GraphQL */ `
      query RestTournamentMatches(
        $id: Int!
        $paged: Boolean!
        $tournamentFilter: TournamentMatchFilter
        $filter: MatchFilter
        $sort: MatchSort
        $first: Int
        $after: String
      ) {
        tournamentMatches(tournamentId: $id, filter: $tournamentFilter, sort: $sort, after: $after) @skip(if: $paged) {
          ${publicMatchFields}
        }
        publicTournament(id: $id) @include(if: $paged) { id }
        matches(filter: $filter, sort: $sort, first: $first, after: $after) @include(if: $paged) {
          totalCount
          pageInfo { hasNextPage endCursor }
          nodes { ${publicMatchFields} }
        }
      }
    `,
    variables: (req) => {
      const params = new QueryParams(req, TOURNAMENT_MATCH_PARAMS);
      const id = idParam(req, 'id', 'Tournament');
      const first = params.limit();
      const tournamentFilter = definedOnly({
        teamId: params.id('team_id'),
        status: params.statuses(),
        ...params.dateRange(),
      });
      return definedOnly({
        id,
        paged: first !== undefined,
        tournamentFilter,
        filter: { ...tournamentFilter, tournamentId: id },
        sort: params.sort(),
        first,
        after: params.cursor(),
      });
    },
    pick: (data) => (data.matches ? nodesOf(data.matches) : flattenMatches(data.tournamentMatches)),
    headers: (data, req) => (data.matches ? pageHeaders(data.matches as Parameters<typeof pageHeaders>[0], req) : {}),
  },
  {
    method: 'get',
    path: '/api/public/tournaments/:id/standings',
    query: /* GraphQL */ `
      query RestStandings($id: Int!) {
        standings(tournamentId: $id) {
          position
          teamId
          teamName
          matchesPlayed
          wins
          draws
          losses
          noResults
          points
          goalsFor
          goalsAgainst
          goalDifference
          runsFor
          runsAgainst
          runRate
          netRunRate
          ballsFaced
          ballsBowled
          form
        }
      }
    `,
    variables: (req) => {
      new QueryParams(req, []);
      return { id: idParam(req, 'id', 'Tournament') };
    },
    pick: (data) => data.standings,
  },
  stateList('/api/public/matches/recent', 'RestRecentResults', MatchStatus.completed, MatchSort.DATE_DESC),
  stateList('/api/public/matches/upcoming', 'RestUpcomingMatches', MatchStatus.scheduled, MatchSort.DATE_ASC),
  stateList('/api/public/matches/live', 'RestLiveMatches', MatchStatus.in_progress, MatchSort.DATE_ASC),
  {
    method: 'get',
    path: '/api/public/matches/:id',
    query: /* GraphQL */ `
      query RestPublicMatch($id: Int!) {
        match(id: $id) { ${publicMatchFields} }
      }
    `,
    variables: (req) => {
      new QueryParams(req, []);
      return { id: idParam(req, 'id', 'Match') };
    },
    pick: (data) => flattenMatch(data.match as MatchData),
  },
];

type TournamentRow = { cursor: string } & Record<string, unknown>;

/** A page of the tournament list as the REST answer gives it: the extra row fetched says whether more follow. */
function tournamentPage(data: Record<string, unknown>, req: Request) {
  const rows = data.publicTournaments as TournamentRow[];
  const total = data.total as number | undefined;
  const limit = typeof req.query.limit === 'string' && req.query.limit !== '' ? Number(req.query.limit) : null;
  if (limit === null || total === undefined)
    return { paged: false, nodes: rows, more: false, end: null, total: rows.length };
  const nodes = rows.slice(0, limit);
  return { paged: true, nodes, more: rows.length > limit, end: nodes.at(-1)?.cursor ?? null, total };
}

/** `cursor` on the tournament list: one of its own (a tournament's cursor). */
function tournamentCursor(params: QueryParams): string | undefined {
  const raw = params.string('cursor');
  if (raw !== undefined && !decodeTournamentCursor(raw)) {
    throw badParameter('cursor', '"cursor" is not a cursor this API gave out: use the X-Next-Cursor header.');
  }
  return raw;
}

import type { Request } from 'express';
import { OperationError } from './execute.js';
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

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
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

/** `?limit=` for the recent and upcoming lists: 1 to 50, 10 when absent. */
function limitParam(req: Request): number {
  const raw = optionalString(req.query.limit);
  if (raw === undefined) return 10;
  return /^\d+$/.test(raw) ? Number(raw) : -1;
}

function optionalIdQuery(req: Request, name: string): number | undefined {
  const raw = optionalString(req.query[name]);
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
}

/** Section 7's /api/public/* calls; each runs the public GraphQL query of the same name. */
export const publicRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/api/public/tournaments',
    query: /* GraphQL */ `
      query RestPublicTournaments($search: String, $type: TournamentType, $sport: Sport) {
        publicTournaments(search: $search, type: $type, sport: $sport) { ${publicTournamentFields} }
      }
    `,
    variables: (req) => ({
      search: optionalString(req.query.search),
      type: optionalString(req.query.type),
      sport: optionalString(req.query.sport),
    }),
    pick: (data) => data.publicTournaments,
  },
  {
    method: 'get',
    path: '/api/public/tournaments/:id',
    query: /* GraphQL */ `
      query RestPublicTournament($id: Int!) {
        publicTournament(id: $id) { ${publicTournamentFields} }
      }
    `,
    variables: (req) => ({ id: idParam(req, 'id', 'Tournament') }),
    pick: (data) => data.publicTournament,
  },
  {
    method: 'get',
    path: '/api/public/tournaments/:id/matches',
    query: /* GraphQL */ `
      query RestTournamentMatches($id: Int!) {
        tournamentMatches(tournamentId: $id) { ${publicMatchFields} }
      }
    `,
    variables: (req) => ({ id: idParam(req, 'id', 'Tournament') }),
    pick: (data) => flattenMatches(data.tournamentMatches),
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
          runsFor
          runsAgainst
          runRate
          netRunRate
          goalDifference
          ballsFaced
          ballsBowled
          form
        }
      }
    `,
    variables: (req) => ({ id: idParam(req, 'id', 'Tournament') }),
    pick: (data) => data.standings,
  },
  {
    method: 'get',
    path: '/api/public/matches/recent',
    query: /* GraphQL */ `
      query RestRecentResults($limit: Int!, $tournamentId: Int) {
        recentResults(limit: $limit, tournamentId: $tournamentId) { ${publicMatchFields} }
      }
    `,
    variables: (req) => ({ limit: limitParam(req), tournamentId: optionalIdQuery(req, 'tournament_id') }),
    pick: (data) => flattenMatches(data.recentResults),
  },
  {
    method: 'get',
    path: '/api/public/matches/upcoming',
    query: /* GraphQL */ `
      query RestUpcomingMatches($limit: Int!, $tournamentId: Int) {
        upcomingMatches(limit: $limit, tournamentId: $tournamentId) { ${publicMatchFields} }
      }
    `,
    variables: (req) => ({ limit: limitParam(req), tournamentId: optionalIdQuery(req, 'tournament_id') }),
    pick: (data) => flattenMatches(data.upcomingMatches),
  },
  {
    method: 'get',
    path: '/api/public/matches/live',
    query: /* GraphQL */ `
      query RestLiveMatches($limit: Int!, $tournamentId: Int) {
        liveMatches(limit: $limit, tournamentId: $tournamentId) { ${publicMatchFields} }
      }
    `,
    variables: (req) => ({ limit: limitParam(req), tournamentId: optionalIdQuery(req, 'tournament_id') }),
    pick: (data) => flattenMatches(data.liveMatches),
  },
  {
    method: 'get',
    path: '/api/public/matches/:id',
    query: /* GraphQL */ `
      query RestPublicMatch($id: Int!) {
        match(id: $id) { ${publicMatchFields} }
      }
    `,
    variables: (req) => ({ id: idParam(req, 'id', 'Match') }),
    pick: (data) => flattenMatch(data.match as MatchData),
  },
];

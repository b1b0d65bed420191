import type { Request } from 'express';

/**
 * One REST route of the spec: which GraphQL operation it runs and how the answer is shaped.
 * Routes are data; the router does the rest.
 */
export type RestRoute = {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  query: string;
  variables?: (req: Request) => Record<string, unknown>;
  /** Picks the payload out of the GraphQL data; answered in snake_case. */
  pick: (data: Record<string, unknown>) => unknown;
  status?: number;
  /** What to answer when the payload is null (for example 401 for `me` when signed out). */
  whenEmpty?: { status: number; error: string };
};

export const publicTournamentFields = /* GraphQL */ `
  id
  name
  description
  creatorId
  sport
  tournamentType
  startDate
  endDate
  registrationDeadline
  maxTeams
  entryFee
  prizePool
  rules
  venueInfo
  isPublished
  isActive
  createdAt
  updatedAt
`;

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export const tournamentRoutes: RestRoute[] = [
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
];

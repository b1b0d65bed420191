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
  pick: (data: Record<string, unknown>, req: Request) => unknown;
  status?: number;
  /** Response headers drawn from the answer, such as a list's paging links. */
  headers?: (data: Record<string, unknown>, req: Request) => Record<string, string>;
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

// The public list moved to public-routes.ts with the other /api/public/* calls.
export const tournamentRoutes: RestRoute[] = [];

import type { NonEmptyArray } from 'type-graphql';
import { HealthResolver } from './health.resolver.js';
import { MatchesResolver } from '../modules/matches/matches.resolver.js';
import { PublicResolver } from '../modules/public/public.resolver.js';
import { FixturesResolver } from '../modules/matches/fixtures.resolver.js';
import { MatchSubscriptionsResolver } from '../modules/matches/match-subscriptions.resolver.js';
import { MatchScoringResolver } from '../modules/matches/match-scoring.resolver.js';
import { StandingsResolver } from '../modules/standings/standings.resolver.js';
import { TournamentsResolver } from '../modules/tournaments/tournaments.resolver.js';
import { UsersResolver } from '../modules/users/users.resolver.js';

// Each domain adds its resolvers here.
export const resolvers: NonEmptyArray<Function> = [
  HealthResolver,
  UsersResolver,
  TournamentsResolver,
  MatchesResolver,
  PublicResolver,
  MatchScoringResolver,
  FixturesResolver,
  MatchSubscriptionsResolver,
  StandingsResolver,
];

import type { NonEmptyArray } from 'type-graphql';
import { HealthResolver } from '../graphql/health.resolver.js';
import { AdminDashboardResolver } from '../modules/admin/admin-dashboard.resolver.js';
import { ClubsResolver } from '../modules/clubs/clubs.resolver.js';
import {
  CompetitionsResolver,
  TeamHeadToHeadResolver,
  TournamentCompetitionResolver,
} from '../modules/competitions/competitions.resolver.js';
import { MatchesResolver } from '../modules/matches/matches.resolver.js';
import { MatchFieldsResolver } from '../modules/matches/match-fields.resolver.js';
import { ClubTeamsResolver } from '../modules/teams/club-teams.resolver.js';
import { TeamsResolver } from '../modules/teams/teams.resolver.js';
import { TeamMemberFieldsResolver } from '../modules/teams/team-member-fields.resolver.js';
import {
  RegistrationResolver,
  TournamentManagementResolver,
} from '../modules/tournaments/tournament-management.resolver.js';
import { FixturesResolver } from '../modules/matches/fixtures.resolver.js';
import {
  MatchStageResolver,
  StageGroupsResolver,
  StagesResolver,
  TournamentStagesResolver,
} from '../modules/stages/stages.resolver.js';
import {
  MatchPitchResolver,
  PitchVenueResolver,
  SchedulingResolver,
  TournamentVenuesResolver,
} from '../modules/scheduling/scheduling.resolver.js';
import { MatchSubscriptionsResolver } from '../modules/matches/match-subscriptions.resolver.js';
import { MatchScoringResolver } from '../modules/matches/match-scoring.resolver.js';
import { MatchEventLogResolver } from '../modules/matches/events/match-event-log.resolver.js';
import { CricketSheetResolver } from '../modules/matches/events/cricket-sheet.resolver.js';
import { FootballSheetResolver } from '../modules/matches/football/match-sheet.resolver.js';
import { MyMatchesResolver } from '../modules/matches/my-matches.resolver.js';
import {
  PointsDeductionResolver,
  StandingsResolver,
  TournamentDeductionsResolver,
} from '../modules/standings/standings.resolver.js';
import { LeadersResolver, PlayerStatsResolver } from '../modules/stats/stats.resolver.js';
import { MatchConnectionResolver, PublicResolver } from '../modules/public/public.resolver.js';
import { PushResolver } from '../modules/push/push.resolver.js';
import { TeamRegistrationsResolver } from '../modules/tournaments/team-registrations.resolver.js';
import { RegistrationReviewResolver } from '../modules/tournaments/registration.resolver.js';
import { SquadsResolver } from '../modules/squads/squads.resolver.js';
import { TournamentsResolver } from '../modules/tournaments/tournaments.resolver.js';
import { TournamentFieldsResolver } from '../modules/tournaments/tournament-fields.resolver.js';
import { UsersResolver } from '../modules/users/users.resolver.js';
import { WebhooksResolver } from '../modules/webhooks/webhooks.resolver.js';
import { SeasonIoResolver } from '../modules/season-io/season-io.resolver.js';

// Each domain adds its resolvers here.
export const resolvers: NonEmptyArray<Function> = [
  HealthResolver,
  UsersResolver,
  TournamentsResolver,
  TournamentFieldsResolver,
  MatchesResolver,
  MatchFieldsResolver,
  ClubsResolver,
  TeamsResolver,
  TeamMemberFieldsResolver,
  ClubTeamsResolver,
  TournamentManagementResolver,
  RegistrationResolver,
  TeamRegistrationsResolver,
  RegistrationReviewResolver,
  SquadsResolver,
  MatchScoringResolver,
  FixturesResolver,
  StagesResolver,
  StageGroupsResolver,
  TournamentStagesResolver,
  MatchStageResolver,
  SchedulingResolver,
  PitchVenueResolver,
  TournamentVenuesResolver,
  MatchPitchResolver,
  MatchSubscriptionsResolver,
  StandingsResolver,
  PointsDeductionResolver,
  TournamentDeductionsResolver,
  LeadersResolver,
  PlayerStatsResolver,
  PublicResolver,
  MatchConnectionResolver,
  PushResolver,
  MyMatchesResolver,
  AdminDashboardResolver,
  MatchEventLogResolver,
  CricketSheetResolver,
  FootballSheetResolver,
  WebhooksResolver,
  CompetitionsResolver,
  TournamentCompetitionResolver,
  TeamHeadToHeadResolver,
  SeasonIoResolver,
];

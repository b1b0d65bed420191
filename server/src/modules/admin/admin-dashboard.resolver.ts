import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../users/graphql-context.js';
import { AdminDashboard, AdminDashboardService } from './admin-dashboard.js';
import { OrganiserAgendaService, TournamentAgenda } from './organiser-agenda.js';

@Resolver()
export class AdminDashboardResolver {
  @Query(() => AdminDashboard, { description: 'The /admin dashboard. Activated users other than players.' })
  adminDashboard(@Ctx() ctx: GraphQLContext) {
    return new AdminDashboardService(ctx).load();
  }

  @Query(() => [TournamentAgenda], {
    description:
      'The active tournaments I created, soonest first, each with what it needs: entries to review, results ' +
      'missing, fixtures unscheduled. Activated users other than players.',
  })
  organiserAgenda(@Ctx() ctx: GraphQLContext) {
    return new OrganiserAgendaService(ctx).load();
  }
}

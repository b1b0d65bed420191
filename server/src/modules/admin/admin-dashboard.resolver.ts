import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { AdminDashboard, AdminDashboardService } from './admin-dashboard.js';

@Resolver()
export class AdminDashboardResolver {
  @Query(() => AdminDashboard, { description: 'The /admin dashboard. Activated users other than players.' })
  adminDashboard(@Ctx() ctx: GraphQLContext) {
    return new AdminDashboardService(ctx).load();
  }
}

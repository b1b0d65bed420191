import { Field, Int, ObjectType } from 'type-graphql';
import { requireStaff } from '../../core/guards.js';
import type { RequestContext } from '../../core/request-context.js';
import { visibleTournamentWhere } from '../common/policy.js';
import { countUpcomingPublicMatches } from '../matches/matches.queries.js';
import { countActivePlayers, findNewestActiveTeams } from '../teams/teams.queries.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import type { TournamentView } from '../tournaments/tournament-row.js';
import {
  countPublicTournaments,
  countTeamsInPublicTournaments,
  findTournaments,
} from '../tournaments/tournaments.queries.js';
import type { User } from '../users/user.entity.js';

const PANEL_SIZE = 5;

@ObjectType({ description: 'A team as the dashboard lists it.' })
export class DashboardTeam {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  clubName!: string;

  @Field(() => String, { nullable: true })
  homeGround!: string | null;
}

@ObjectType({ description: 'The numbers and lists of the /admin dashboard.' })
export class AdminDashboard {
  @Field(() => Int, { description: 'Published, active tournaments.' })
  activeTournaments!: number;

  @Field(() => Int, { description: 'Distinct teams registered into active tournaments.' })
  registeredTeams!: number;

  @Field(() => Int, { description: 'Scheduled matches dated in the future.' })
  upcomingMatches!: number;

  @Field(() => Int, { description: 'Active roster entries across all teams.' })
  totalPlayers!: number;

  @Field(() => [Tournament], { description: 'Active tournaments the viewer can see, soonest first.' })
  tournaments!: TournamentView[];

  @Field(() => [DashboardTeam], { description: 'The most recently created active teams.' })
  teams!: DashboardTeam[];
}

/** The /admin dashboard: a read across domains, so it sits above them and asks each domain's queries. */
export class AdminDashboardService {
  constructor(private readonly ctx: Pick<RequestContext<User>, 'em' | 'viewer'>) {}

  /** /admin is open to every activated role but player. */
  async load(now = new Date()): Promise<AdminDashboard> {
    const viewer = requireStaff(this.ctx);
    const em = this.ctx.em;
    // Counts cover public tournaments only: a draft's rows would reveal that it exists.
    const [activeTournaments, registeredTeams, upcomingMatches, totalPlayers, tournaments, teams] = await Promise.all([
      countPublicTournaments(em),
      countTeamsInPublicTournaments(em),
      countUpcomingPublicMatches(em, now),
      countActivePlayers(em),
      findTournaments(em, visibleTournamentWhere(viewer), PANEL_SIZE),
      findNewestActiveTeams(em, PANEL_SIZE),
    ]);
    return {
      activeTournaments,
      registeredTeams,
      upcomingMatches,
      totalPlayers,
      tournaments,
      teams: teams.map((team) => ({
        id: team.id,
        name: team.name,
        clubName: team.club.getEntity().name,
        homeGround: team.homeGround ?? null,
      })),
    };
  }
}

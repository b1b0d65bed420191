import { Field, Int, ObjectType } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import type { User } from './user.entity.js';
import { requireStaff } from '../../core/guards.js';
import { PUBLIC_MATCH, PUBLIC_TOURNAMENT, visibleTournamentWhere } from '../common/policy.js';
import { Match, MatchStatus } from '../matches/match.entity.js';
import { TeamMember } from '../teams/team-member.entity.js';
import { Team } from '../teams/team.entity.js';
import { Registration } from '../tournaments/registration.entity.js';
import { Tournament } from '../tournaments/tournament.entity.js';

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
  tournaments!: Tournament[];

  @Field(() => [DashboardTeam], { description: 'The most recently created active teams.' })
  teams!: DashboardTeam[];
}

export class AdminDashboardService {
  constructor(private readonly ctx: Pick<RequestContext<User>, 'em' | 'viewer'>) {}

  /** /admin is open to every activated role but player. */
  async load(now = new Date()): Promise<AdminDashboard> {
    const viewer = requireStaff(this.ctx);
    const em = this.ctx.em;
    const [activeTournaments, registrations, upcomingMatches, totalPlayers, tournaments, teams] = await Promise.all([
      em.count(Tournament, PUBLIC_TOURNAMENT),
      // Counts cover public tournaments only: a draft's rows would reveal that it exists.
      em.find(Registration, { tournament: PUBLIC_TOURNAMENT }, { fields: ['team'] }),
      em.count(Match, { ...PUBLIC_MATCH, status: MatchStatus.scheduled, scheduledDate: { $gt: now } }),
      em.count(TeamMember, { isActive: true, team: { isActive: true } }),
      em.find(Tournament, visibleTournamentWhere(viewer), {
        orderBy: { startDate: 'asc', id: 'asc' },
        limit: PANEL_SIZE,
      }),
      em.find(
        Team,
        { isActive: true },
        { populate: ['club'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: PANEL_SIZE },
      ),
    ]);
    return {
      activeTournaments,
      registeredTeams: new Set(registrations.map((registration) => registration.team.id)).size,
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

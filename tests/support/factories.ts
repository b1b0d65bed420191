import type { EntityManager } from '@mikro-orm/postgresql';
import { localSubject } from '../../server/src/auth/local-provider.js';
import { Club } from '../../server/src/modules/clubs/club.entity.js';
import { Match, MatchStatus } from '../../server/src/modules/matches/match.entity.js';
import { Team } from '../../server/src/modules/teams/team.entity.js';
import { Registration } from '../../server/src/modules/tournaments/registration.entity.js';
import { Sport, Tournament, TournamentType } from '../../server/src/modules/tournaments/tournament.entity.js';
import { Role, User } from '../../server/src/modules/users/user.entity.js';

let sequence = 0;
const next = () => ++sequence;

export type AccountState = 'pending' | 'active' | 'inactive';

/** A user the local provider signs in as (its subject is local:EMAIL). */
export async function createUser(
  em: EntityManager,
  options: { email?: string; name?: string; role?: Role; state?: AccountState } = {},
): Promise<User> {
  const email = options.email ?? `person${next()}@example.test`;
  const state = options.state ?? 'active';
  const user = em.create(User, {
    googleSub: localSubject(email),
    email,
    name: options.name ?? `Person ${sequence}`,
    role: options.role ?? Role.manager,
    hasChosenRole: true,
    isActive: state !== 'inactive',
    isAccountActivated: state !== 'pending',
    activatedAt: state === 'pending' ? null : new Date(),
  });
  await em.persist(user).flush();
  return user;
}

export async function createClub(
  em: EntityManager,
  owner: User,
  options: Partial<Pick<Club, 'name' | 'isActive'>> = {},
) {
  const club = em.create(Club, { name: options.name ?? `Club ${next()}`, owner, isActive: options.isActive ?? true });
  await em.persist(club).flush();
  return club;
}

export async function createTeam(
  em: EntityManager,
  club: Club,
  options: { name?: string; homeGround?: string; manager?: User | null; sport?: Sport | null } = {},
): Promise<Team> {
  const team = em.create(Team, {
    name: options.name ?? `Team ${next()}`,
    club,
    sport: options.sport ?? null,
    homeGround: options.homeGround ?? null,
    manager: options.manager ?? null,
  });
  await em.persist(team).flush();
  return team;
}

export async function createTournament(
  em: EntityManager,
  creator: User,
  options: Partial<
    Pick<
      Tournament,
      | 'name'
      | 'description'
      | 'sport'
      | 'tournamentType'
      | 'isPublished'
      | 'startDate'
      | 'endDate'
      | 'maxTeams'
      | 'registrationDeadline'
      | 'oversPerInnings'
      | 'ballsPerOver'
    >
  > = {},
): Promise<Tournament> {
  const tournament = em.create(Tournament, {
    name: options.name ?? `Tournament ${next()}`,
    description: options.description ?? null,
    creator,
    sport: options.sport ?? Sport.football,
    tournamentType: options.tournamentType ?? TournamentType.round_robin,
    startDate: options.startDate ?? '2026-12-01',
    endDate: options.endDate ?? '2026-12-31',
    isPublished: options.isPublished ?? true,
    maxTeams: options.maxTeams ?? null,
    registrationDeadline: options.registrationDeadline ?? null,
    oversPerInnings: options.oversPerInnings ?? 20,
    ballsPerOver: options.ballsPerOver ?? 6,
  });
  await em.persist(tournament).flush();
  return tournament;
}

export async function registerTeams(em: EntityManager, tournament: Tournament, teams: Team[]): Promise<void> {
  for (const team of teams) em.create(Registration, { tournament, team });
  await em.flush();
}

export async function createMatch(
  em: EntityManager,
  tournament: Tournament,
  home: Team,
  away: Team,
  options: Partial<
    Pick<Match, 'status' | 'homeTeamScore' | 'awayTeamScore' | 'scheduledDate' | 'roundNumber' | 'venue'>
  > & { referee?: User | null; scorer?: User | null } = {},
): Promise<Match> {
  const match = em.create(Match, {
    tournament,
    homeTeam: home,
    awayTeam: away,
    status: options.status ?? MatchStatus.scheduled,
    homeTeamScore: options.homeTeamScore ?? null,
    awayTeamScore: options.awayTeamScore ?? null,
    scheduledDate: options.scheduledDate ?? null,
    roundNumber: options.roundNumber ?? 1,
    venue: options.venue ?? null,
    referee: options.referee ?? null,
    scorer: options.scorer ?? null,
  });
  await em.persist(match).flush();
  return match;
}

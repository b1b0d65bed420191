import { wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it } from 'vitest';
import { MatchStatus } from '../../../server/src/modules/matches/match.entity.js';
import { countTournamentMatches } from '../../../server/src/modules/matches/match-tallies.js';
import { PointsDeduction } from '../../../server/src/modules/standings/points-deduction.entity.js';
import { deductionLoaders } from '../../../server/src/modules/standings/standings.queries.js';
import { KnockoutDecider, Stage, StageFormat } from '../../../server/src/modules/tournaments/stage.entity.js';
import {
  loadRegisteredTeamNames,
  loadTournament,
  loadTournamentTeams,
  stageLoaders,
  teamTournamentLoaders,
  wantRegisteredTeams,
} from '../../../server/src/modules/tournaments/tournaments.queries.js';
import {
  readStandingsSnapshot,
  takeKeptTable,
  wantKeptTable,
} from '../../../server/src/modules/standings/standings-snapshots.js';
import { StandingsService } from '../../../server/src/modules/standings/standings.service.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import { Club } from '../../../server/src/modules/clubs/club.entity.js';
import { TeamMember } from '../../../server/src/modules/teams/team-member.entity.js';
import { TeamMemberRow, type TeamMemberView } from '../../../server/src/modules/teams/team-member-row.js';
import { Team } from '../../../server/src/modules/teams/team.entity.js';
import { findTeamWithClub, teamLoaders } from '../../../server/src/modules/teams/teams.queries.js';
import {
  createClub,
  createMatch,
  createTeam,
  createTournament,
  createUser,
  registerTeams,
} from '../../support/factories.js';
import { recordStatements } from '../../support/statements.js';
import { useTestServer } from '../management/support.js';

/**
 * A public page's tournament comes with what its pages show beside it (stages, match counts, points
 * deductions), and a team with its club, squad and tournaments, in its own statement: the records must be the ones a read of their own gives, and the page's
 * fields must find them without another statement.
 */
describe('a tournament or a team read with its companions', () => {
  const server = useTestServer();
  let tournamentId = 0;
  let bare = 0;
  const teamName = 'Companion Rovers FC';

  beforeAll(async () => {
    const em = server.em();
    const creator = await createUser(em, { role: Role.tournament_creator });
    const club = await createClub(em, creator);
    const teams = [
      await createTeam(em, club, { name: teamName }),
      await createTeam(em, club),
      await createTeam(em, club),
    ];
    const tournament = await createTournament(em, creator);
    await registerTeams(em, tournament, teams);
    await createMatch(em, tournament, teams[0], teams[1], {
      status: MatchStatus.completed,
      homeTeamScore: 2,
      awayTeamScore: 1,
    });
    await createMatch(em, tournament, teams[1], teams[2], { status: MatchStatus.in_progress });
    await createMatch(em, tournament, teams[2], teams[0]);
    await createMatch(em, tournament, teams[0], teams[2]);
    em.create(Stage, {
      tournament,
      sequence: 2,
      name: 'Final',
      format: StageFormat.KNOCKOUT,
      decider: KnockoutDecider.PENALTIES,
      slots: [{ stageId: 1, position: 1 }, { bye: true }],
    });
    em.create(Stage, { tournament, sequence: 1, name: 'League', format: StageFormat.LEAGUE });
    em.create(PointsDeduction, {
      tournament,
      team: teams[1],
      points: 3,
      reason: 'Fielded an ineligible player',
      deductedBy: creator,
    });
    em.create(PointsDeduction, {
      tournament,
      team: teams[2],
      points: 1,
      reason: 'Late to the ground',
      deductedBy: creator,
    });
    await em.flush();
    tournamentId = tournament.id;
    bare = (await createTournament(em, creator)).id;
  });

  /** What each companion's own read gives, in a request of its own. */
  async function readAlone(id: number) {
    const em = server.orm.em.fork() as EntityManager;
    const stages = await em.find(Stage, { tournament: id }, { orderBy: { sequence: 'asc' } });
    const deductions = await em.find(PointsDeduction, { tournament: id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return {
      stages: stages.map((stage) => wrap(stage).toObject()),
      deductions: deductions.map((row) => wrap(row).toObject()),
    };
  }

  it('reads the tournament, its stages, deductions and match counts in one statement, the same records', async () => {
    const em = server.orm.em.fork() as EntityManager;
    const recorder = recordStatements(server.orm);
    try {
      const tournament = await loadTournament(em, tournamentId);
      expect(tournament?.id).toBe(tournamentId);
      const stages = await stageLoaders(em).stagesByTournament.load(tournamentId);
      const deductions = await deductionLoaders(em).deductionsByTournament.load(tournamentId);
      const counts = await countTournamentMatches(em, tournamentId);
      expect(recorder.statements).toHaveLength(1);

      expect(counts).toEqual({ total: 4, completed: 1, upcoming: 2, live: 1 });
      const alone = await readAlone(tournamentId);
      expect(stages.map((stage) => stage.name)).toEqual(['League', 'Final']);
      expect(stages.map((stage) => wrap(stage).toObject())).toEqual(alone.stages);
      expect(stages[1].slots).toEqual([{ stageId: 1, position: 1 }, { bye: true }]);
      expect(stages[1].createdAt).toBeInstanceOf(Date);
      expect(deductions.map((row) => wrap(row).toObject())).toEqual(alone.deductions);
      expect(deductions.map((row) => row.points)).toEqual([3, 1]);
    } finally {
      recorder.stop();
    }
  });

  it('a tournament with none has none, and counts nothing', async () => {
    const em = server.orm.em.fork() as EntityManager;
    await loadTournament(em, bare);
    expect(await stageLoaders(em).stagesByTournament.load(bare)).toEqual([]);
    expect(await deductionLoaders(em).deductionsByTournament.load(bare)).toEqual([]);
    expect(await countTournamentMatches(em, bare)).toEqual({ total: 0, completed: 0, upcoming: 0, live: 0 });
  });

  it('reads the registered teams once for the table’s names and the page’s list, as plain rows', async () => {
    const em = server.orm.em.fork() as EntityManager;
    const recorder = recordStatements(server.orm);
    try {
      const names = await loadRegisteredTeamNames(em, tournamentId);
      expect(em.getUnitOfWork().getIdentityMap().values()).toHaveLength(0);
      const teams = await loadTournamentTeams(em, tournamentId);
      expect(recorder.statements).toHaveLength(1);
      expect(em.getUnitOfWork().getIdentityMap().values()).toHaveLength(0);
      expect(teams).toHaveLength(3);
      expect(new Map(teams.map((team) => [team.id, team.name]))).toEqual(names);
      expect(teams.map((team) => team.name)).toEqual([...teams.map((team) => team.name)].sort());
    } finally {
      recorder.stop();
    }
  });

  it('brings the kept table and the teams in the tournament’s statement for a request that asks, and only then', async () => {
    // The table kept first, by a read of its own.
    await new StandingsService({ em: server.orm.em.fork(), viewer: null }).forTournament(tournamentId);
    const alone = await readStandingsSnapshot(server.orm.em.fork(), tournamentId);
    expect(alone.rows).toHaveLength(3);

    const em = server.orm.em.fork() as EntityManager;
    const recorder = recordStatements(server.orm);
    try {
      wantKeptTable(em);
      wantRegisteredTeams(em);
      await loadTournament(em, tournamentId);
      const kept = takeKeptTable(em, tournamentId);
      const teams = await loadTournamentTeams(em, tournamentId);
      expect(recorder.statements).toHaveLength(1);
      expect(kept).toEqual(alone);
      // Taken once: a second ask reads it again.
      expect(takeKeptTable(em, tournamentId)).toBeUndefined();
      const own = await loadTournamentTeams(server.orm.em.fork(), tournamentId);
      expect(teams).toEqual(own);
    } finally {
      recorder.stop();
    }

    const other = server.orm.em.fork() as EntityManager;
    await loadTournament(other, tournamentId);
    expect(takeKeptTable(other, tournamentId)).toBeUndefined();
  });

  it('reads a team with its club, squad and tournaments in one statement, the same records (the squad as plain rows)', async () => {
    const setup = server.em();
    const team = await setup.findOneOrFail(Team, { name: teamName });
    setup.create(TeamMember, { team, name: 'Zed Walcott', jerseyNumber: null });
    setup.create(TeamMember, { team, name: 'Andre Charles', jerseyNumber: 9, joinedDate: '2026-01-15' });
    setup.create(TeamMember, { team, name: 'Brian Lara', jerseyNumber: 10 });
    setup.create(TeamMember, { team, name: 'Carl Hooper', jerseyNumber: null });
    await setup.flush();

    const em = server.orm.em.fork() as EntityManager;
    const recorder = recordStatements(server.orm);
    try {
      const read = await findTeamWithClub(em, team.id);
      expect(read?.club.isInitialized()).toBe(true);
      const members = await teamLoaders(em).membersByTeam.load(team.id);
      const tournaments = await teamTournamentLoaders(em).tournamentsByTeam.load(team.id);
      expect(recorder.statements).toHaveLength(1);

      const alone = server.orm.em.fork() as EntityManager;
      // The squad is kept as plain rows (team-member-row.ts): each field as the entity has it.
      expect(members.every((member) => member instanceof TeamMemberRow)).toBe(true);
      const fieldsOf = (member: TeamMemberView) => ({
        id: member.id,
        createdAt: member.createdAt,
        updatedAt: member.updatedAt,
        teamId: member.teamId,
        userId: member.userId,
        name: member.name,
        jerseyNumber: member.jerseyNumber ?? null,
        position: member.position ?? null,
        isCaptain: member.isCaptain,
        isViceCaptain: member.isViceCaptain,
        joinedDate: member.joinedDate ?? null,
        isActive: member.isActive,
      });
      const found = await alone.find(
        TeamMember,
        { team: team.id },
        { orderBy: { jerseyNumber: 'asc nulls last', name: 'asc', id: 'asc' } },
      );
      expect(members.map(fieldsOf)).toEqual(found.map(fieldsOf));
      expect(members.map((member) => member.name)).toEqual([
        'Andre Charles',
        'Brian Lara',
        'Carl Hooper',
        'Zed Walcott',
      ]);
      expect(tournaments.map((tournament) => tournament.id)).toEqual([tournamentId]);
      expect(wrap(read!.club.getEntity()).toObject()).toEqual(
        wrap(await alone.findOneOrFail(Club, read!.club.id)).toObject(),
      );
    } finally {
      recorder.stop();
    }
  });
});

// A small tournament in stages on the site, for the bracket and group pages: two groups of four into
// semi-finals and a third-place match. Crafted results: one semi-final decided 4-2 on penalties, the other live.
import { Sport, TournamentType } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import { createClub, createTeam, createTournament, createUser, registerTeams } from '../../support/factories.js';
import type { TestServer } from '../../support/server.js';
import { signedInClient } from '../../server/management/support.js';

export const STAGED_GROUPS: Record<string, string[]> = {
  'Group A': ['Harbour Rovers', 'Lagoon United', 'Reef Athletic', 'Coral Town'],
  'Group B': ['Mangrove FC', 'Palm Bay', 'Trade Winds', 'Sandbar City'],
};

type Stages = {
  publicTournament: {
    stages: {
      id: number;
      matches: {
        id: number;
        roundName: string;
        homeTeam: { name: string } | null;
        awayTeam: { name: string } | null;
      }[];
    }[];
  };
};

/** Builds it and answers its id and its organiser's email. */
export async function stagedTournament(site: TestServer): Promise<{ id: number; organiser: string }> {
  const em = site.em();
  const email = `stages${Date.now()}@example.test`;
  const creator = await createUser(em, { role: Role.tournament_creator, email });
  const club = await createClub(em, creator);
  const ids = new Map<string, number>();
  const teams = [];
  for (const name of Object.values(STAGED_GROUPS).flat()) {
    const team = await createTeam(em, club, { name, sport: Sport.football });
    ids.set(name, team.id);
    teams.push(team);
  }
  const tournament = await createTournament(em, creator, {
    name: 'Island Nations Cup',
    sport: Sport.football,
    tournamentType: TournamentType.knockout,
    isPublished: true,
  });
  await registerTeams(em, tournament, teams);
  const client = await signedInClient(site, email);
  const gql = async <Data>(query: string, variables: Record<string, unknown>): Promise<Data> => {
    const response = await client.gql<Data>(query, variables);
    if (response.errors) throw new Error(JSON.stringify(response.errors));
    return response.data!;
  };
  const add = `mutation($t: Int!, $i: StageInput!) { addStage(tournamentId: $t, input: $i) { id } }`;
  const groups = await gql<{ addStage: { id: number } }>(add, {
    t: tournament.id,
    i: {
      name: 'Group stage',
      format: 'GROUPS',
      groups: Object.entries(STAGED_GROUPS).map(([name, names]) => ({ name, teamIds: names.map((n) => ids.get(n)) })),
    },
  });
  const groupStage = groups.addStage.id;
  const knockout = await gql<{ addStage: { id: number } }>(add, {
    t: tournament.id,
    i: {
      name: 'Knockout stage',
      format: 'KNOCKOUT',
      thirdPlaceMatch: true,
      slots: [
        { stageId: groupStage, groupName: 'Group A', position: 1 },
        { stageId: groupStage, groupName: 'Group B', position: 2 },
        { stageId: groupStage, groupName: 'Group B', position: 1 },
        { stageId: groupStage, groupName: 'Group A', position: 2 },
      ],
    },
  });
  const generate = `mutation($t: Int!, $s: Int) { generateFixtures(tournamentId: $t, stageId: $s) { id } }`;
  await gql(generate, { t: tournament.id, s: groupStage });
  await gql(generate, { t: tournament.id, s: knockout.addStage.id });

  const read = `query($id: Int!) { publicTournament(id: $id) { stages { id matches { id roundName homeTeam { name } awayTeam { name } } } } }`;
  const record = `mutation($m: Int!, $i: ResultInput!) { recordResult(matchId: $m, input: $i) { id } }`;
  // In each group the listed order is the final order: the better-listed team wins, by the gap in places.
  const rank = (name: string) =>
    Object.values(STAGED_GROUPS)
      .find((group) => group.includes(name))!
      .indexOf(name);
  const [groupRound] = (await gql<Stages>(read, { id: tournament.id })).publicTournament.stages;
  for (const match of groupRound.matches) {
    const home = rank(match.homeTeam!.name);
    const away = rank(match.awayTeam!.name);
    await gql(record, {
      m: match.id,
      i: { homeTeamScore: home < away ? away - home : 0, awayTeamScore: away < home ? home - away : 0 },
    });
  }
  const [, bracket] = (await gql<Stages>(read, { id: tournament.id })).publicTournament.stages;
  const [first, second] = bracket.matches;
  await gql(record, {
    m: first.id,
    i: { homeTeamScore: 1, awayTeamScore: 1, decider: 'PENALTIES', homePenalties: 4, awayPenalties: 2 },
  });
  await gql(
    `mutation($m: Int!) { changeMatchStatus(matchId: $m, status: in_progress, score: { homeTeamScore: 2, awayTeamScore: 1 }) { id } }`,
    {
      m: second.id,
    },
  );
  return { id: tournament.id, organiser: email };
}

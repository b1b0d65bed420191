import { beforeAll, describe, expect, it } from 'vitest';
import { MatchStatus } from '../../../server/src/modules/matches/match.entity.js';
import { TeamMember } from '../../../server/src/modules/teams/team-member.entity.js';
import { Team } from '../../../server/src/modules/teams/team.entity.js';
import { TournamentType, type Tournament } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role, User } from '../../../server/src/modules/users/user.entity.js';
import { TestClient } from '../../support/client.js';
import { createClub, createMatch, createTeam, createTournament, createUser } from '../../support/factories.js';
import { signedInClient, useTestServer } from '../management/support.js';
import { recordStatements } from '../../support/statements.js';

const MyTeams = /* GraphQL */ `
  {
    myTeamFixtures {
      team {
        id
        name
      }
      relations
      upcoming {
        id
        status
        homeTeam {
          name
        }
        awayTeam {
          name
        }
        tournament {
          name
        }
      }
      recent {
        id
        homeTeamScore
        awayTeamScore
      }
    }
  }
`;

const MyMatches = /* GraphQL */ `
  {
    myMatches {
      upcoming {
        id
        status
        homeTeam {
          name
        }
        tournament {
          name
        }
      }
      recent {
        id
        status
      }
    }
  }
`;

type MyTeamsData = {
  myTeamFixtures: {
    team: { id: number; name: string };
    relations: string[];
    upcoming: { id: number; status: string }[];
    recent: { id: number }[];
  }[];
};
type MyMatchesData = { myMatches: { upcoming: { id: number; status: string }[]; recent: { id: number }[] } };

const day = (offset: number) => new Date(Date.UTC(2026, 11, 10 + offset, 15));

describe('my teams, my matches and the organiser’s next matches', () => {
  const server = useTestServer();
  let organiser: User;
  let player: User;
  let coach: User;
  let referee: User;
  let sharks: Team;
  let dolphins: Team;
  let marlins: Team;
  let league: Tournament;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const em = server.em();
    organiser = await createUser(em, { email: 'organiser@example.test', role: Role.tournament_creator });
    player = await createUser(em, { email: 'player@example.test', role: Role.player, name: 'Pat Player' });
    coach = await createUser(em, { email: 'coach@example.test', role: Role.coach });
    referee = await createUser(em, { email: 'referee@example.test', role: Role.referee });
    await createUser(em, { email: 'nobody@example.test', role: Role.player });
    const club = await createClub(em, organiser);
    sharks = await createTeam(em, club, { name: 'Sharks' });
    dolphins = await createTeam(em, club, { name: 'Dolphins' });
    marlins = await createTeam(em, club, { name: 'Marlins' });
    em.create(TeamMember, { team: sharks, user: player, name: 'Pat Player', jerseyNumber: 7 });
    dolphins.coach = em.getReference(User, coach.id, { wrapped: true });
    await em.flush();
    league = await createTournament(em, organiser, { name: 'Island League' });
    const draft = await createTournament(em, organiser, { name: 'Secret Cup', isPublished: false });
    const other = await createTournament(em, await createUser(em, { role: Role.tournament_creator }), {
      name: 'Other Cup',
      tournamentType: TournamentType.knockout,
    });
    ids.live = (
      await createMatch(em, league, dolphins, sharks, {
        status: MatchStatus.in_progress,
        scheduledDate: day(0),
        referee,
      })
    ).id;
    for (let index = 1; index <= 5; index += 1) {
      ids[`next${index}`] = (
        await createMatch(em, league, sharks, marlins, { scheduledDate: day(index), scorer: referee })
      ).id;
    }
    for (let index = 1; index <= 4; index += 1) {
      ids[`done${index}`] = (
        await createMatch(em, league, marlins, sharks, {
          status: MatchStatus.completed,
          scheduledDate: day(-index),
          homeTeamScore: index,
          awayTeamScore: 0,
        })
      ).id;
    }
    ids.draft = (await createMatch(em, draft, sharks, dolphins, { scheduledDate: day(2), referee })).id;
    ids.cancelled = (
      await createMatch(em, other, marlins, dolphins, {
        status: MatchStatus.cancelled,
        scheduledDate: day(-9),
        referee,
      })
    ).id;
    ids.notMine = (await createMatch(em, other, marlins, dolphins, { scheduledDate: day(1) })).id;
  });

  it('lists the player’s roster teams with the next three fixtures (live first) and the last three results', async () => {
    const client = await signedInClient(server, 'player@example.test');
    const { data, errors } = await client.gql<MyTeamsData>(MyTeams);
    expect(errors).toBeUndefined();
    expect(data?.myTeamFixtures.map((entry) => [entry.team.name, entry.relations])).toEqual([['Sharks', ['player']]]);
    const [sharksEntry] = data!.myTeamFixtures;
    // Drafts stay hidden: the player follows what the public can open.
    expect(sharksEntry.upcoming.map((match) => match.id)).toEqual([ids.live, ids.next1, ids.next2]);
    expect(sharksEntry.upcoming[0].status).toBe('in_progress');
    expect(sharksEntry.recent.map((match) => match.id)).toEqual([ids.done1, ids.done2, ids.done3]);
  });

  it('lists the teams a coach coaches', async () => {
    const client = await signedInClient(server, 'coach@example.test');
    const { data } = await client.gql<MyTeamsData>(MyTeams);
    expect(data?.myTeamFixtures.map((entry) => [entry.team.name, entry.relations])).toEqual([['Dolphins', ['coach']]]);
    expect(data?.myTeamFixtures[0].upcoming.map((match) => match.id)).toEqual([ids.live, ids.notMine]);
  });

  it('answers an empty list to someone on no team, and UNAUTHENTICATED to a visitor', async () => {
    const client = await signedInClient(server, 'nobody@example.test');
    expect((await client.gql<MyTeamsData>(MyTeams)).data?.myTeamFixtures).toEqual([]);
    const visitor = await new TestClient(server.url).gql<MyTeamsData>(MyTeams);
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lists the matches a referee or scorer officiates, drafts included, live first', async () => {
    const client = await signedInClient(server, 'referee@example.test');
    const { data, errors } = await client.gql<MyMatchesData>(MyMatches);
    expect(errors).toBeUndefined();
    expect(data?.myMatches.upcoming.map((match) => match.id)).toEqual([
      ids.live,
      ids.next1,
      ids.next2,
      ids.draft,
      ids.next3,
      ids.next4,
      ids.next5,
    ]);
    expect(data?.myMatches.recent.map((match) => match.id)).toEqual([ids.cancelled]);
    const player = await signedInClient(server, 'player@example.test');
    expect((await player.gql<MyMatchesData>(MyMatches)).data?.myMatches).toEqual({ upcoming: [], recent: [] });
  });

  it('gives the organiser the next matches of their own tournaments, and refuses players', async () => {
    const client = await signedInClient(server, 'organiser@example.test');
    const { data } = await client.gql<{ organisedMatches: { id: number }[] }>('{ organisedMatches { id } }');
    expect(data?.organisedMatches.map((match) => match.id)).toEqual([
      ids.live,
      ids.next1,
      ids.next2,
      ids.draft,
      ids.next3,
    ]);
    const player = await signedInClient(server, 'player@example.test');
    const refused = await player.gql('{ organisedMatches { id } }');
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('reads each list with a fixed number of statements, however many teams and matches', async () => {
    const statements: string[] = [];
    const recording = recordStatements(server.orm, statements);
    const count = async (client: TestClient, query: string) => {
      statements.length = 0;
      const { errors } = await client.gql(query);
      expect(errors).toBeUndefined();
      return statements.filter((sql) => !/"session"|from "users"/.test(sql)).length;
    };
    try {
      const coachClient = await signedInClient(server, 'coach@example.test');
      const few = await count(coachClient, MyTeams);
      // The coach takes on every team: more teams, more matches, the same number of statements.
      const em = server.em();
      for (const team of [sharks, marlins]) {
        const loaded = await em.findOneOrFail(Team, team.id);
        loaded.coach = em.getReference(User, coach.id, { wrapped: true });
      }
      await em.flush();
      const many = await count(coachClient, MyTeams);
      expect(few).toBeGreaterThan(0);
      expect(many).toBe(few);
      expect(many).toBeLessThanOrEqual(4);
      const refereeClient = await signedInClient(server, 'referee@example.test');
      expect(await count(refereeClient, MyMatches)).toBeLessThanOrEqual(2);
    } finally {
      recording.stop();
    }
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Match, MatchStatus } from '../../../server/src/modules/matches/match.entity.js';
import { Sport, TournamentType, type Tournament } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role, type User } from '../../../server/src/modules/users/user.entity.js';
import type { Team } from '../../../server/src/modules/teams/team.entity.js';
import { TestClient, type GraphQLResponse } from '../../support/client.js';
import { createClub, createMatch, createTeam, createTournament, createUser } from '../../support/factories.js';
import { startTestServer, type TestServer } from '../../support/server.js';

const ChangeStatus = /* GraphQL */ `
  mutation ChangeStatus($matchId: Int!, $status: MatchStatus!, $score: MatchScoreInput) {
    changeMatchStatus(matchId: $matchId, status: $status, score: $score) {
      id
      status
      homeTeamScore
      awayTeamScore
      homeWickets
      homeBalls
      resultKind
      winnerTeam {
        name
      }
    }
  }
`;

const UpdateScore = /* GraphQL */ `
  mutation UpdateScore($matchId: Int!, $score: MatchScoreInput!) {
    updateMatchScore(matchId: $matchId, score: $score) {
      id
      status
      homeTeamScore
      awayTeamScore
      homeWickets
      awayWickets
      homeBalls
      awayBalls
      viewerCanScore
    }
  }
`;

type MatchResult = {
  id: number;
  status: MatchStatus;
  homeTeamScore: number | null;
  awayTeamScore: number | null;
  resultKind: string | null;
  winnerTeam: { name: string } | null;
  viewerCanScore?: boolean;
};
type ChangeData = { changeMatchStatus: MatchResult | null };
type UpdateData = { updateMatchScore: MatchResult | null };

const ALL: MatchStatus[] = [
  MatchStatus.scheduled,
  MatchStatus.in_progress,
  MatchStatus.completed,
  MatchStatus.cancelled,
  MatchStatus.postponed,
];
const ALLOWED = new Set([
  'scheduled>in_progress',
  'in_progress>completed',
  'scheduled>postponed',
  'postponed>scheduled',
  'scheduled>cancelled',
  'postponed>cancelled',
]);

function expectInputError<T>(response: GraphQLResponse<T>, field: string, message?: string | RegExp) {
  const error = response.errors?.[0];
  expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(Object.keys(error?.extensions?.fields ?? {})).toContain(field);
  if (message) expect(error?.extensions?.fields?.[field]).toMatch(message);
}

describe('match lifecycle, scoring and permissions', () => {
  let server: TestServer;
  let creator: User;
  let referee: User;
  let scorer: User;
  let home: Team;
  let away: Team;
  let football: Tournament;
  let cricket: Tournament;
  let creatorClient: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  beforeEach(async () => {
    await server.reset();
    const em = server.em();
    creator = await createUser(em, { email: 'organiser@example.test', role: Role.tournament_creator });
    referee = await createUser(em, { email: 'ref@example.test', role: Role.referee });
    scorer = await createUser(em, { email: 'scorer@example.test', role: Role.referee });
    await createUser(em, { email: 'other@example.test', role: Role.tournament_creator });
    await createUser(em, { email: 'pending-ref@example.test', role: Role.referee, state: 'pending' });
    const club = await createClub(em, creator);
    home = await createTeam(em, club, { name: 'Harbour Lights', homeGround: 'Mindoo Phillip Park' });
    away = await createTeam(em, club, { name: 'Coral Reef', homeGround: 'Speightstown Playing Field' });
    football = await createTournament(em, creator, { sport: Sport.football });
    cricket = await createTournament(em, creator, { sport: Sport.cricket });
    creatorClient = new TestClient(server.url);
    await creatorClient.signIn('organiser@example.test');
  });

  async function matchIn(tournament: Tournament, status: MatchStatus, extra: Partial<Match> = {}) {
    const em = server.em();
    const match = await createMatch(em, tournament, home, away, { status, referee, scorer });
    Object.assign(match, extra);
    await em.flush();
    return match.id;
  }

  async function stored(id: number) {
    return server.em().findOneOrFail(Match, { id }, { populate: ['winnerTeam'] });
  }

  describe('transitions', () => {
    for (const from of ALL) {
      for (const to of ALL) {
        const allowed = ALLOWED.has(`${from}>${to}`);
        it(`${allowed ? 'allows' : 'refuses'} ${from} -> ${to}`, async () => {
          const id = await matchIn(football, from, { homeTeamScore: 1, awayTeamScore: 0 });
          const response = await creatorClient.gql<ChangeData>(ChangeStatus, { matchId: id, status: to });
          if (allowed) {
            expect(response.errors).toBeUndefined();
            expect(response.data?.changeMatchStatus?.status).toBe(to);
            expect((await stored(id)).status).toBe(to);
          } else {
            expectInputError(response, 'status', `Cannot move a match from ${from} to ${to}`);
            expect(response.errors?.[0].message).toBe(`Cannot move a match from ${from} to ${to}`);
            expect((await stored(id)).status).toBe(from);
          }
        });
      }
    }

    it('starts a match at nil-nil and completes it with the winner derived from the score', async () => {
      const id = await matchIn(football, MatchStatus.scheduled);
      const started = await creatorClient.gql<ChangeData>(ChangeStatus, { matchId: id, status: 'in_progress' });
      expect(started.data?.changeMatchStatus).toMatchObject({ homeTeamScore: 0, awayTeamScore: 0, winnerTeam: null });
      const done = await creatorClient.gql<ChangeData>(ChangeStatus, {
        matchId: id,
        status: 'completed',
        score: { homeTeamScore: 1, awayTeamScore: 3 },
      });
      expect(done.data?.changeMatchStatus).toMatchObject({
        status: 'completed',
        homeTeamScore: 1,
        awayTeamScore: 3,
        winnerTeam: { name: 'Coral Reef' },
      });
    });
  });

  describe('permissions', () => {
    it('lets the referee and the scorer score, and nobody else', async () => {
      const id = await matchIn(football, MatchStatus.in_progress, { homeTeamScore: 0, awayTeamScore: 0 });

      const visitor = await new TestClient(server.url).gql<UpdateData>(UpdateScore, {
        matchId: id,
        score: { homeTeamScore: 5 },
      });
      expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

      for (const email of ['other@example.test', 'pending-ref@example.test']) {
        const client = new TestClient(server.url);
        await client.signIn(email);
        const response = await client.gql<UpdateData>(UpdateScore, { matchId: id, score: { homeTeamScore: 5 } });
        expect(response.errors?.[0].extensions?.code).toBe('FORBIDDEN');
        const status = await client.gql<ChangeData>(ChangeStatus, { matchId: id, status: 'completed' });
        expect(status.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      }
      expect((await stored(id)).homeTeamScore).toBe(0);

      const refereeClient = new TestClient(server.url);
      await refereeClient.signIn('ref@example.test');
      const byReferee = await refereeClient.gql<UpdateData>(UpdateScore, { matchId: id, score: { homeTeamScore: 1 } });
      expect(byReferee.errors).toBeUndefined();
      expect(byReferee.data?.updateMatchScore).toMatchObject({
        homeTeamScore: 1,
        awayTeamScore: 0,
        viewerCanScore: true,
      });

      const scorerClient = new TestClient(server.url);
      await scorerClient.signIn('scorer@example.test');
      const byScorer = await scorerClient.gql<UpdateData>(UpdateScore, { matchId: id, score: { awayTeamScore: 2 } });
      expect(byScorer.data?.updateMatchScore).toMatchObject({ homeTeamScore: 1, awayTeamScore: 2 });
      const completed = await scorerClient.gql<ChangeData>(ChangeStatus, { matchId: id, status: 'completed' });
      expect(completed.data?.changeMatchStatus?.winnerTeam?.name).toBe('Coral Reef');
    });

    it('answers NOT_FOUND for a match that does not exist', async () => {
      const response = await creatorClient.gql<UpdateData>(UpdateScore, { matchId: 9999, score: { homeTeamScore: 1 } });
      expect(response.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });

    it('tells a visitor and another organiser they cannot score', async () => {
      const id = await matchIn(football, MatchStatus.scheduled);
      const query = `query ($id: Int!) { match(id: $id) { viewerCanScore } }`;
      const visitor = await new TestClient(server.url).gql<{ match: { viewerCanScore: boolean } }>(query, { id });
      expect(visitor.data?.match.viewerCanScore).toBe(false);
      const other = new TestClient(server.url);
      await other.signIn('other@example.test');
      expect((await other.gql<{ match: { viewerCanScore: boolean } }>(query, { id })).data?.match.viewerCanScore).toBe(
        false,
      );
      expect(
        (await creatorClient.gql<{ match: { viewerCanScore: boolean } }>(query, { id })).data?.match.viewerCanScore,
      ).toBe(true);
    });
  });

  describe('football', () => {
    it('changes goals live only while the match is in progress', async () => {
      const id = await matchIn(football, MatchStatus.scheduled);
      const early = await creatorClient.gql<UpdateData>(UpdateScore, { matchId: id, score: { homeTeamScore: 1 } });
      expectInputError(early, 'status', /only while the match is in progress/);
      await creatorClient.gql<ChangeData>(ChangeStatus, { matchId: id, status: 'in_progress' });
      const goal = await creatorClient.gql<UpdateData>(UpdateScore, { matchId: id, score: { homeTeamScore: 1 } });
      expect(goal.data?.updateMatchScore).toMatchObject({ homeTeamScore: 1, awayTeamScore: 0 });
      await creatorClient.gql<ChangeData>(ChangeStatus, { matchId: id, status: 'completed' });
      const late = await creatorClient.gql<UpdateData>(UpdateScore, { matchId: id, score: { homeTeamScore: 2 } });
      expectInputError(late, 'status');
      expect((await stored(id)).homeTeamScore).toBe(1);
    });

    it('refuses negative goals and cricket fields, changing nothing', async () => {
      const id = await matchIn(football, MatchStatus.in_progress, { homeTeamScore: 2, awayTeamScore: 1 });
      expectInputError(
        await creatorClient.gql<UpdateData>(UpdateScore, {
          matchId: id,
          score: { homeTeamScore: 3, awayTeamScore: -1 },
        }),
        'awayTeamScore',
        /cannot be negative/,
      );
      expectInputError(
        await creatorClient.gql<UpdateData>(UpdateScore, { matchId: id, score: { homeTeamScore: 3, homeWickets: 2 } }),
        'homeWickets',
      );
      const match = await stored(id);
      expect([match.homeTeamScore, match.awayTeamScore, match.homeWickets]).toEqual([2, 1, null]);
    });

    it('records a draw with no winner', async () => {
      const id = await matchIn(football, MatchStatus.in_progress, { homeTeamScore: 2, awayTeamScore: 2 });
      const done = await creatorClient.gql<ChangeData>(ChangeStatus, { matchId: id, status: 'completed' });
      expect(done.data?.changeMatchStatus).toMatchObject({ status: 'completed', winnerTeam: null });
    });

    it('refuses to complete a level knockout match', async () => {
      const em = server.em();
      const cup = await createTournament(em, creator, { tournamentType: TournamentType.knockout });
      const id = await matchIn(cup, MatchStatus.in_progress, { homeTeamScore: 1, awayTeamScore: 1 });
      const response = await creatorClient.gql<ChangeData>(ChangeStatus, { matchId: id, status: 'completed' });
      expectInputError(response, 'status', /knockout match cannot be completed with level scores/);
      expect((await stored(id)).status).toBe(MatchStatus.in_progress);
    });
  });

  describe('cricket', () => {
    const innings = {
      battedFirst: 'home',
      homeTeamScore: 168,
      homeWickets: 6,
      homeBalls: 120,
      awayTeamScore: 151,
      awayWickets: 10,
      awayBalls: 113,
      awayAllOut: true,
    };

    it('keeps runs, wickets and balls live and derives the winner from the runs', async () => {
      const id = await matchIn(cricket, MatchStatus.scheduled);
      const started = await creatorClient.gql<ChangeData>(ChangeStatus, { matchId: id, status: 'in_progress' });
      expect(started.data?.changeMatchStatus).toMatchObject({ homeTeamScore: 0, homeWickets: 0, homeBalls: 0 });
      const live = await creatorClient.gql<UpdateData>(UpdateScore, {
        matchId: id,
        score: { homeTeamScore: 54, homeWickets: 1, homeBalls: 36 },
      });
      expect(live.data?.updateMatchScore).toMatchObject({ homeTeamScore: 54, homeWickets: 1, homeBalls: 36 });
      const done = await creatorClient.gql<ChangeData>(ChangeStatus, {
        matchId: id,
        status: 'completed',
        score: innings,
      });
      expect(done.data?.changeMatchStatus).toMatchObject({
        resultKind: 'normal',
        winnerTeam: { name: 'Harbour Lights' },
      });
      const stillThere = await stored(id);
      expect(stillThere.awayAllOut).toBe(true);
    });

    it('follows who batted first', async () => {
      const id = await matchIn(cricket, MatchStatus.in_progress);
      const done = await creatorClient.gql<ChangeData>(ChangeStatus, {
        matchId: id,
        status: 'completed',
        score: {
          battedFirst: 'away',
          awayTeamScore: 140,
          awayBalls: 120,
          homeTeamScore: 141,
          homeBalls: 100,
          homeWickets: 4,
        },
      });
      expect(done.data?.changeMatchStatus?.winnerTeam?.name).toBe('Harbour Lights');
    });

    it('refuses more than 10 wickets and more balls than the overs allow', async () => {
      const id = await matchIn(cricket, MatchStatus.in_progress);
      expectInputError(
        await creatorClient.gql<UpdateData>(UpdateScore, { matchId: id, score: { homeWickets: 11 } }),
        'homeWickets',
        /at most 10 wickets/,
      );
      expectInputError(
        await creatorClient.gql<UpdateData>(UpdateScore, { matchId: id, score: { awayBalls: 121 } }),
        'awayBalls',
        /at most 120 legal balls/,
      );
      const em = server.em();
      const short = await createTournament(em, creator, { sport: Sport.cricket, oversPerInnings: 10, ballsPerOver: 5 });
      const shortId = await matchIn(short, MatchStatus.in_progress);
      expectInputError(
        await creatorClient.gql<UpdateData>(UpdateScore, { matchId: shortId, score: { homeBalls: 51 } }),
        'homeBalls',
        /at most 50 legal balls \(10 overs of 5\)/,
      );
      expect(
        (await creatorClient.gql<UpdateData>(UpdateScore, { matchId: shortId, score: { homeBalls: 50 } })).errors,
      ).toBeUndefined();
    });

    it('records a tie with no winner, and refuses a tie that is not level or a normal result that is', async () => {
      const id = await matchIn(cricket, MatchStatus.in_progress);
      const level = { ...innings, awayTeamScore: 168, awayAllOut: false, awayWickets: 7, awayBalls: 120 };
      expectInputError(
        await creatorClient.gql<ChangeData>(ChangeStatus, { matchId: id, status: 'completed', score: level }),
        'resultKind',
        /record the result as a tie/,
      );
      expectInputError(
        await creatorClient.gql<ChangeData>(ChangeStatus, {
          matchId: id,
          status: 'completed',
          score: { ...innings, resultKind: 'tie' },
        }),
        'resultKind',
        /A tie needs level scores/,
      );
      expect((await stored(id)).status).toBe(MatchStatus.in_progress);
      const tie = await creatorClient.gql<ChangeData>(ChangeStatus, {
        matchId: id,
        status: 'completed',
        score: { ...level, resultKind: 'tie' },
      });
      expect(tie.data?.changeMatchStatus).toMatchObject({ status: 'completed', resultKind: 'tie', winnerTeam: null });
    });

    it('records no result with no winner', async () => {
      const id = await matchIn(cricket, MatchStatus.in_progress);
      const done = await creatorClient.gql<ChangeData>(ChangeStatus, {
        matchId: id,
        status: 'completed',
        score: { homeTeamScore: 56, homeWickets: 2, homeBalls: 30, resultKind: 'no_result' },
      });
      expect(done.data?.changeMatchStatus).toMatchObject({ resultKind: 'no_result', winnerTeam: null });
    });

    it('decides a rain-revised match on the revised target', async () => {
      const rain = {
        battedFirst: 'home',
        homeTeamScore: 191,
        homeWickets: 5,
        homeBalls: 120,
        awayWickets: 7,
        awayBalls: 96,
        resultKind: 'rain_revised',
        revisedOvers: 16,
        revisedTarget: 154,
      };
      const cases: [number, string | null][] = [
        [146, 'Harbour Lights'],
        [153, null],
        [154, 'Coral Reef'],
      ];
      for (const [chase, winner] of cases) {
        const id = await matchIn(cricket, MatchStatus.in_progress);
        const done = await creatorClient.gql<ChangeData>(ChangeStatus, {
          matchId: id,
          status: 'completed',
          score: { ...rain, awayTeamScore: chase },
        });
        expect(done.errors).toBeUndefined();
        expect(done.data?.changeMatchStatus?.winnerTeam?.name ?? null).toBe(winner);
      }
      const id = await matchIn(cricket, MatchStatus.in_progress);
      expectInputError(
        await creatorClient.gql<ChangeData>(ChangeStatus, {
          matchId: id,
          status: 'completed',
          score: { ...rain, awayTeamScore: 100, awayBalls: 97 },
        }),
        'awayBalls',
        /only 96 legal balls/,
      );
      expectInputError(
        await creatorClient.gql<ChangeData>(ChangeStatus, {
          matchId: id,
          status: 'completed',
          score: { ...rain, awayTeamScore: 100, revisedTarget: null },
        }),
        'revisedTarget',
      );
      expectInputError(
        await creatorClient.gql<UpdateData>(UpdateScore, { matchId: id, score: { revisedOvers: 16.7 } }),
        'revisedOvers',
      );
      expectInputError(
        await creatorClient.gql<UpdateData>(UpdateScore, {
          matchId: id,
          score: { revisedOvers: 16, resultKind: 'normal' },
        }),
        'resultKind',
        /rain-revised/,
      );
    });

    it('refuses a tie or no result in a knockout', async () => {
      const em = server.em();
      const cup = await createTournament(em, creator, {
        sport: Sport.cricket,
        tournamentType: TournamentType.knockout,
      });
      const id = await matchIn(cup, MatchStatus.in_progress);
      expectInputError(
        await creatorClient.gql<ChangeData>(ChangeStatus, {
          matchId: id,
          status: 'completed',
          score: { resultKind: 'no_result' },
        }),
        'resultKind',
        /knockout match needs a winner/,
      );
    });
  });

  describe('other sports', () => {
    it('scores points and derives the winner', async () => {
      const em = server.em();
      const volley = await createTournament(em, creator, { sport: Sport.points });
      const id = await matchIn(volley, MatchStatus.in_progress);
      await creatorClient.gql<UpdateData>(UpdateScore, { matchId: id, score: { homeTeamScore: 2, awayTeamScore: 1 } });
      const done = await creatorClient.gql<ChangeData>(ChangeStatus, { matchId: id, status: 'completed' });
      expect(done.data?.changeMatchStatus).toMatchObject({
        homeTeamScore: 2,
        awayTeamScore: 1,
        winnerTeam: { name: 'Harbour Lights' },
      });
    });
  });

  it('offers no way to type the winner in', async () => {
    const response = await creatorClient.gql<{ __type: { inputFields: { name: string }[] } }>(
      `{ __type(name: "MatchScoreInput") { inputFields { name } } }`,
    );
    const names = response.data?.__type.inputFields.map((field) => field.name) ?? [];
    expect(names).toContain('homeTeamScore');
    expect(names.some((name) => /winner/i.test(name))).toBe(false);
  });
});

// Every number an organiser or scorer sends has a bound named in its error (issue 48): a billion wides
// once made an away score of 1,000,000,005 and a second delivery a 500 (a 32-bit overflow). Each case
// sends the most GraphQL's Int allows (or more) and expects BAD_USER_INPUT naming the field, nothing stored.
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { Match } from '../../server/src/modules/matches/match.entity.js';
import { PointsFormat, Sport, Tournament } from '../../server/src/modules/tournaments/tournament.entity.js';
import { Role } from '../../server/src/modules/users/user.entity.js';
import type { GraphQLResponse, TestClient } from '../support/client.js';
import { createUser } from '../support/factories.js';
import { signedInClient, useTestServer } from '../server/management/support.js';
import {
  AwardPenaltyRuns,
  RecordDelivery,
  RecordRainRevision,
  ball,
  expectInputError,
  scoredMatch,
  storedEvents,
  storedMatch,
  type Fixture,
} from '../server/matches/events/support.js';

const INT_MAX = 2_147_483_647;

const RecordFootballEvent = `mutation ($matchId: Int!, $key: String!, $afterSeq: Int!, $input: FootballEventInput!) {
  recordFootballEvent(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) { seq } }`;
const RecordPointsEvent = `mutation ($matchId: Int!, $key: String!, $afterSeq: Int!, $input: PointsEventInput!) {
  recordPointsEvent(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) { seq } }`;
const ChangeStatus = `mutation ($matchId: Int!, $status: MatchStatus!, $score: MatchScoreInput) {
  changeMatchStatus(matchId: $matchId, status: $status, score: $score) { id homeTeamScore awayTeamScore } }`;
const UpdateScore = `mutation ($matchId: Int!, $score: MatchScoreInput!) {
  updateMatchScore(matchId: $matchId, score: $score) { id homeTeamScore awayTeamScore } }`;
const RecordResult = `mutation ($matchId: Int!, $input: ResultInput!) { recordResult(matchId: $matchId, input: $input) { id } }`;
const UpdateFixture = `mutation ($matchId: Int!, $input: FixtureInput!) {
  updateFixture(matchId: $matchId, input: $input) { id roundNumber matchNumber } }`;
const ImportCricsheet = `mutation ($matchId: Int!, $json: String!) { importCricsheet(matchId: $matchId, json: $json) { id } }`;
const CreateTournament = `mutation ($input: TournamentInput!) { createTournament(input: $input) { id } }`;
const UpdateTournament = `mutation ($id: Int!, $input: TournamentInput!) { updateTournament(id: $id, input: $input) { id } }`;
const SchedulingSettings = `mutation ($tournamentId: Int!, $input: SchedulingSettingsInput!) {
  updateSchedulingSettings(tournamentId: $tournamentId, input: $input) { id } }`;
const SetBonusPoints = `mutation ($matchId: Int!, $home: Int!, $away: Int!) {
  setBonusPoints(matchId: $matchId, homeBonusPoints: $home, awayBonusPoints: $away) { id } }`;
const DeductPoints = `mutation ($tournamentId: Int!, $teamId: Int!, $points: Int!) {
  deductPoints(tournamentId: $tournamentId, teamId: $teamId, points: $points, reason: "Late") { id } }`;

describe('numbers a scorer or an organiser sends are bounded, naming the field', () => {
  const server = useTestServer();
  let fixture: Fixture;
  let scorer: TestClient;
  let organiser: TestClient;

  beforeEach(async () => {
    await server.reset();
  });

  async function cricket(): Promise<void> {
    fixture = await scoredMatch(server.em());
    scorer = await signedInClient(server, fixture.scorer.email);
    organiser = await signedInClient(server, fixture.creator.email);
  }

  /** Nothing of the match changed: no event, no score. */
  async function expectUntouched(matchId: number): Promise<void> {
    expect(await storedEvents(server.em(), matchId)).toHaveLength(0);
    const match = await storedMatch(server.em(), matchId);
    expect({ home: match.homeTeamScore, away: match.awayTeamScore }).toEqual({ home: null, away: null });
  }

  it('a cricket ball: each extra, the innings and the lists of a delivery', async () => {
    await cricket();
    const deliver = (more: Record<string, unknown>) =>
      scorer.gql(RecordDelivery, {
        matchId: fixture.matchId,
        key: `k${Math.random()}`,
        afterSeq: 0,
        input: ball('Ann', 'Bea', 'Cal', 0, { battingTeamId: fixture.home.id, ...more }),
      });
    // The report's case: a billion wides.
    expectInputError(
      await deliver({ extras: { wides: 1_000_000_000 } }),
      'input.extras.wides',
      /Wides must be a whole number from 0 to 10/,
    );
    for (const extra of ['wides', 'noBalls', 'byes', 'legByes', 'penalty']) {
      expectInputError(await deliver({ extras: { [extra]: INT_MAX } }), `input.extras.${extra}`, /from 0 to 10/);
      expectInputError(await deliver({ extras: { [extra]: -1 } }), `input.extras.${extra}`, /from 0 to 10/);
    }
    expectInputError(await deliver({ runs: INT_MAX }), 'input.runs', /from 0 to 10/);
    expectInputError(await deliver({ innings: INT_MAX }), 'input.innings', /from 1 to 20/);
    const fielders = Array.from({ length: 12 }, (_, index) => ({ name: `Sub ${index}` }));
    expectInputError(
      await deliver({ wickets: [{ kind: 'caught', playerOut: { name: 'Ann' }, fielders }] }),
      'input.wickets.0.fielders',
      /at most 11 fielders/,
    );
    await expectUntouched(fixture.matchId);

    // The largest extras the Laws know still score, and the match adds them up.
    const five = await deliver({ extras: { wides: 5 } });
    expect(five.errors, JSON.stringify(five.errors)).toBeUndefined();
    expect((await storedMatch(server.em(), fixture.matchId)).homeTeamScore).toBe(5);
  });

  it('penalty runs, a rain revision’s overs and target, and a Cricsheet file', async () => {
    await cricket();
    const innings = { innings: 1, battingTeamId: fixture.home.id };
    const send = (operation: string, input: Record<string, unknown>) =>
      scorer.gql(operation, { matchId: fixture.matchId, key: `k${Math.random()}`, afterSeq: 0, input });
    expectInputError(await send(AwardPenaltyRuns, { ...innings, runs: INT_MAX }), 'input.runs', /from 1 to 25/);
    expectInputError(await send(RecordRainRevision, { ...innings, overs: 1e9 }), 'input.overs', /at most 50/);
    expectInputError(await send(RecordRainRevision, { ...innings, overs: 1e300 }), 'input.overs', /at most 50/);
    // More than the match's own 20 overs: rain never lengthens an innings.
    expectInputError(await send(RecordRainRevision, { ...innings, overs: 30 }), 'input.overs', /at most 20/);
    expectInputError(
      await send(RecordRainRevision, { innings: 2, battingTeamId: fixture.away.id, overs: 10, target: INT_MAX }),
      'input.target',
      /from 1 to 9999/,
    );
    await expectUntouched(fixture.matchId);

    const file = JSON.parse(readFileSync('tests/fixtures/cricsheet/1136592.json', 'utf8')) as {
      info: { teams: string[] };
      innings: { overs: { deliveries: { extras?: Record<string, number> }[] }[] }[];
    };
    file.innings[0].overs[0].deliveries[0].extras = { wides: 1_000_000_000 };
    const imported = await scorer.gql(ImportCricsheet, { matchId: fixture.matchId, json: JSON.stringify(file) });
    expectInputError(imported, 'json', /innings\.0\.overs\.0\.deliveries\.0\.extras\.wides/);
    await expectUntouched(fixture.matchId);
  });

  it('a football event’s minute and added time, and a result’s shoot-out and goals', async () => {
    fixture = await scoredMatch(server.em(), { sport: Sport.football });
    scorer = await signedInClient(server, fixture.scorer.email);
    const send = (input: Record<string, unknown>) =>
      scorer.gql(RecordFootballEvent, { matchId: fixture.matchId, key: `f${Math.random()}`, afterSeq: 0, input });
    const goal = { kind: 'GOAL', side: 'home', player: { name: 'Kaia' } };
    expectInputError(await send({ ...goal, minute: INT_MAX }), 'input.minute', /from 1 to 150/);
    expectInputError(await send({ ...goal, minute: 90, addedTime: INT_MAX }), 'input.addedTime', /from 0 to 59/);
    // Stored with any kind, so bounded for every kind.
    expectInputError(
      await send({ kind: 'PERIOD_START', period: 'FIRST_HALF', minute: INT_MAX }),
      'input.minute',
      /from 1 to 150/,
    );

    const result = (input: Record<string, unknown>) => scorer.gql(RecordResult, { matchId: fixture.matchId, input });
    expectInputError(
      await result({ homeTeamScore: 1, awayTeamScore: 1, homePenalties: INT_MAX, awayPenalties: 3 }),
      'input.homePenalties',
      /from 0 to 50/,
    );
    expectInputError(await result({ homeTeamScore: INT_MAX, awayTeamScore: 0 }), 'input.homeTeamScore', /at most 9999/);
    expectInputError(
      await result({ goals: [{ side: 'home', player: { name: 'Kaia' }, minute: INT_MAX }] }),
      'input.goals.0.minute',
      /from 1 to 150/,
    );
    const goals = Array.from({ length: 201 }, () => ({ side: 'home', player: { name: 'Kaia' }, minute: 10 }));
    expectInputError(await result({ goals }), 'input.goals', /at most 200 goals/);
    await expectUntouched(fixture.matchId);
  });

  it('a points sport’s points at once and a set’s score', async () => {
    fixture = await scoredMatch(server.em(), { sport: Sport.points });
    const em = server.em().fork();
    const match = await em.findOneOrFail(Match, { id: fixture.matchId });
    await em.nativeUpdate(Tournament, { id: match.tournament.id }, { pointsFormat: PointsFormat.basketball });
    scorer = await signedInClient(server, fixture.scorer.email);
    const send = (input: Record<string, unknown>) =>
      scorer.gql(RecordPointsEvent, { matchId: fixture.matchId, key: `p${Math.random()}`, afterSeq: 0, input });
    // Two of these once summed past the 32-bit limit: a 500.
    expectInputError(await send({ kind: 'POINT', side: 'home', points: 2_000_000_000 }), 'input.points', /1 to 10/);
    expectInputError(await send({ kind: 'SET_RESULT', home: INT_MAX, away: 0 }), 'input.home', /0 to 999/);
    expectInputError(await send({ kind: 'SET_RESULT', home: 20, away: INT_MAX }), 'input.away', /0 to 999/);
    await expectUntouched(fixture.matchId);
    const three = await send({ kind: 'POINT', side: 'home', points: 3 });
    expect(three.errors, JSON.stringify(three.errors)).toBeUndefined();
  });

  it('a fixture’s scores, round and number, and bonus points', async () => {
    fixture = await scoredMatch(server.em(), { sport: Sport.football });
    scorer = await signedInClient(server, fixture.scorer.email);
    organiser = await signedInClient(server, fixture.creator.email);
    const { matchId } = fixture;
    const start = (score: Record<string, unknown>) =>
      scorer.gql(ChangeStatus, { matchId, status: 'in_progress', score });
    expectInputError(await start({ homeTeamScore: INT_MAX, awayTeamScore: 0 }), 'homeTeamScore', /at most 9999/);
    expectInputError(await start({ homeTeamScore: 0, awayTeamScore: 10_000 }), 'awayTeamScore', /at most 9999/);
    expect((await storedMatch(server.em(), matchId)).status).toBe('scheduled');

    const started = await start({ homeTeamScore: 0, awayTeamScore: 0 });
    expect(started.errors, JSON.stringify(started.errors)).toBeUndefined();
    expectInputError(await scorer.gql(UpdateScore, { matchId, score: { homeTeamScore: INT_MAX } }), 'homeTeamScore');
    const top = await scorer.gql(UpdateScore, { matchId, score: { homeTeamScore: 9_999 } });
    expect(top.errors, JSON.stringify(top.errors)).toBeUndefined();

    const fixtureInput = (input: Record<string, unknown>) => organiser.gql(UpdateFixture, { matchId, input });
    expectInputError(await fixtureInput({ roundNumber: INT_MAX }), 'roundNumber', /at most 9999/);
    expectInputError(await fixtureInput({ matchNumber: INT_MAX }), 'matchNumber', /at most 999999/);
    const stored = await storedMatch(server.em(), matchId);
    expect({ round: stored.roundNumber, number: stored.matchNumber, away: stored.awayTeamScore }).toEqual({
      round: 1,
      number: null,
      away: 0,
    });
    expectInputError(
      await organiser.gql(SetBonusPoints, { matchId, home: INT_MAX, away: 0 }),
      'homeBonusPoints',
      /whole number/,
    );
  });

  it('tournament settings, scheduling settings and deductions', async () => {
    const creator = await createUser(server.em(), { role: Role.tournament_creator });
    organiser = await signedInClient(server, creator.email);
    const base = { name: 'Bounded Cup', tournamentType: 'league', startDate: '2027-01-01', endDate: '2027-02-01' };
    const create = (more: Record<string, unknown>) => organiser.gql(CreateTournament, { input: { ...base, ...more } });
    for (const [field, value, words] of [
      ['maxTeams', INT_MAX, /at most 1024/],
      ['oversPerInnings', INT_MAX, /between 1 and 50/],
      ['ballsPerOver', INT_MAX, /between 1 and 10/],
      ['pointsForWin', INT_MAX, /0 to 10/],
      ['pointsForDraw', INT_MAX, /0 to 10/],
      ['pointsForLoss', INT_MAX, /0 to 10/],
      ['pointsForNoResult', INT_MAX, /0 to 10/],
      ['entryFee', 1e300, /too large/],
      ['prizePool', 1e300, /too large/],
    ] as const) {
      expectInputError(await create({ [field]: value }), field, words);
    }
    expect(await server.em().fork().count(Tournament, {})).toBe(0);

    const created = await create({ sport: 'cricket' });
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    const id = (created.data as { createTournament: { id: number } }).createTournament.id;
    expectInputError(
      await organiser.gql(UpdateTournament, { id, input: { ...base, sport: 'cricket', oversPerInnings: INT_MAX } }),
      'oversPerInnings',
    );
    expect((await server.em().fork().findOneOrFail(Tournament, { id })).oversPerInnings).toBe(20);
    expectInputError(
      await organiser.gql(SchedulingSettings, {
        tournamentId: id,
        input: { minRestDays: 0, matchDurationMinutes: INT_MAX },
      }),
      'matchDurationMinutes',
      /at most a day/,
    );
    expectInputError(
      await organiser.gql(DeductPoints, { tournamentId: id, teamId: 1, points: INT_MAX }),
      'points',
      /from 1 to 100/,
    );
  });

  it('an id past 2^31 - 1 is a clear error naming the argument, never a 500', async () => {
    await cricket();
    const response = await scorer.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: RecordDelivery,
        variables: { matchId: INT_MAX + 1, key: 'k', afterSeq: 0, input: ball('Ann', 'Bea', 'Cal') },
      }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as GraphQLResponse<unknown>;
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toMatch(/\$matchId.*2147483648.*32-bit/);
    // An id written into the query is refused the same way.
    const literal = await scorer.gql(`query { club(id: 9999999999) { id } }`);
    expect(literal.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(literal.errors?.[0]?.message).toMatch(/9999999999/);
    // So is one inside an input (a player's roster id), and through REST.
    const player = await scorer.gql(RecordDelivery, {
      matchId: fixture.matchId,
      key: 'k',
      afterSeq: 0,
      input: { ...ball('Ann', 'Bea', 'Cal'), batter: { id: 2 ** 40 } },
    });
    expect(player.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(player.errors?.[0]?.message).toMatch(/batter.*id/);
    const rest = await scorer.fetch('/api/matches/3000000000/cricsheet');
    expect(rest.status).toBeLessThan(500);
    await expectUntouched(fixture.matchId);
  });
});

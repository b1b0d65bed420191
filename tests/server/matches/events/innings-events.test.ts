// Innings-level cricket events through GraphQL: each one call, appended to the log like a delivery.
import { beforeEach, describe, expect, it } from 'vitest';
import type { CricsheetMatch } from '../../../../server/src/modules/matches/cricket/cricsheet.js';
import { MatchStatus, ResultKind } from '../../../../server/src/modules/matches/match.entity.js';
import { TournamentType } from '../../../../server/src/modules/tournaments/tournament.entity.js';
import type { TestClient } from '../../../support/client.js';
import { signedInClient, useTestServer } from '../../management/support.js';
import {
  AwardPenaltyRuns,
  CloseInnings,
  CompleteAsTie,
  RecordAbsentHurt,
  RecordRainRevision,
  UndoLastEvent,
  ball,
  bowl,
  expectInputError,
  scoredMatch,
  storedEvents,
  storedMatch,
  type Fixture,
  type StoredEvent,
} from './support.js';

type EventData = { event: StoredEvent | null };

const Innings = /* GraphQL */ `
  query ($id: Int!) {
    match(id: $id) {
      seq
      status
      resultKind
      winnerTeamId
      innings {
        number
        runs
        wickets
        closed
        allOut
        target
        targetOvers
        targetRevised
        extras {
          penalty
          total
        }
      }
    }
  }
`;
type InningsData = {
  match: {
    seq: number;
    status: string;
    resultKind: string | null;
    winnerTeamId: number | null;
    innings: {
      number: number;
      runs: number;
      wickets: number;
      closed: string | null;
      allOut: boolean;
      target: number | null;
      targetOvers: string | null;
      targetRevised: boolean;
      extras: { penalty: number; total: number };
    }[];
  };
};

describe('innings events', () => {
  const server = useTestServer();
  let fixture: Fixture;
  let client: TestClient;

  beforeEach(async () => {
    await server.reset();
    fixture = await scoredMatch(server.em());
    client = await signedInClient(server, fixture.scorer.email);
  });

  const send = async (mutation: string, afterSeq: number, input?: Record<string, unknown>, key = `e${afterSeq + 1}`) =>
    client.gql<EventData>(mutation, { matchId: fixture.matchId, key, afterSeq, ...(input ? { input } : {}) });
  const ok = async (mutation: string, afterSeq: number, input?: Record<string, unknown>) => {
    const response = await send(mutation, afterSeq, input);
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    return response.data!.event!.seq;
  };
  const card = async () => {
    const response = await client.gql<InningsData>(Innings, { id: fixture.matchId });
    expect(response.errors).toBeUndefined();
    return response.data!.match;
  };

  it('declares an innings: the next delivery starts innings 2 with the target', async () => {
    let seq = await bowl(client, fixture.matchId, [ball('Ann', 'Bea', 'Bo', 4, { battingTeamId: fixture.home.id })]);
    seq = await ok(CloseInnings, seq, { innings: 1, reason: 'DECLARED' });
    expect((await card()).innings[0]).toMatchObject({ runs: 4, closed: 'declared' });
    const refused = await client.gql(
      `mutation ($matchId: Int!, $input: DeliveryInput!) { recordDelivery(matchId: $matchId, key: "late", afterSeq: ${seq}, input: $input) { seq } }`,
      { matchId: fixture.matchId, input: ball('Ann', 'Bea', 'Bo', 1) },
    );
    expectInputError(refused, 'input.innings', /closed \(declared\)/);
    await bowl(client, fixture.matchId, [{ ...ball('Xi', 'Yu', 'Ann', 0), innings: 2 }], seq);
    expect((await card()).innings[1]).toMatchObject({ number: 2, target: 5 });
  });

  it('forfeits an unplayed innings, naming its side when nothing settles it', async () => {
    expectInputError(await send(CloseInnings, 0, { innings: 1, reason: 'FORFEITED' }), 'input.battingTeamId');
    const seq = await ok(CloseInnings, 0, { innings: 1, reason: 'FORFEITED', battingTeamId: fixture.away.id });
    expect((await card()).innings[0]).toMatchObject({ runs: 0, closed: 'forfeited' });
    expect(seq).toBe(1);
  });

  it('makes a side all out at nine wickets with an absent-hurt batter', async () => {
    let seq = await ok(RecordAbsentHurt, 0, {
      innings: 1,
      player: { name: 'Kit' },
      battingTeamId: fixture.home.id,
    });
    const batters = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9', 'A10'];
    // Each ball a wicket: the striker is bowled and the next comes in; bowlers alternate each over.
    const balls = batters.slice(0, 9).map((batter, index) =>
      ball(batter, 'A10', Math.floor(index / 6) % 2 === 0 ? 'Bo' : 'Cy', 0, {
        wickets: [{ kind: 'bowled', playerOut: { name: batter } }],
      }),
    );
    seq = await bowl(client, fixture.matchId, balls, seq);
    const [innings] = (await card()).innings;
    expect(innings).toMatchObject({ wickets: 9, closed: 'all out', allOut: true });
    expect((await storedMatch(server.em(), fixture.matchId)).homeAllOut).toBe(true);
    expect(seq).toBe(10);
  });

  it('adds penalty runs to the innings’ total and extras, before and after it ends', async () => {
    let seq = await ok(AwardPenaltyRuns, 0, { innings: 1, runs: 5, battingTeamId: fixture.home.id });
    seq = await bowl(client, fixture.matchId, [ball('Ann', 'Bea', 'Bo', 2)], seq);
    seq = await ok(CloseInnings, seq, { innings: 1, reason: 'CLOSED' });
    seq = await ok(AwardPenaltyRuns, seq, { innings: 1, runs: 5, timing: 'AFTER_INNINGS' });
    expect((await card()).innings[0]).toMatchObject({ runs: 12, extras: { penalty: 10, total: 10 } });
    expect((await storedMatch(server.em(), fixture.matchId)).homeTeamScore).toBe(12);
    expect(seq).toBe(4);
  });

  it('revises a chase for rain: the result says DLS method and the match row keeps the revision', async () => {
    let seq = await bowl(client, fixture.matchId, [
      ball('Ann', 'Bea', 'Bo', 6, { battingTeamId: fixture.home.id }),
      ball('Ann', 'Bea', 'Bo', 6),
    ]);
    seq = await ok(CloseInnings, seq, { innings: 1, reason: 'CLOSED' });
    seq = await ok(RecordRainRevision, seq, { innings: 2, overs: 1, target: 8 });
    expect((await card()).innings[1]).toMatchObject({ target: 8, targetOvers: '1', targetRevised: true });
    seq = await bowl(
      client,
      fixture.matchId,
      // Five dots and a two: 2 runs of the 8 needed in the revised over.
      Array.from({ length: 6 }, (_, index) => ({ ...ball('Xi', 'Yu', 'Ann', index === 5 ? 2 : 0), innings: 2 })),
      seq,
    );
    const match = await card();
    expect(match).toMatchObject({ status: 'completed', resultKind: ResultKind.rain_revised });
    expect(match.winnerTeamId).toBe(fixture.home.id);
    const row = await storedMatch(server.em(), fixture.matchId);
    expect({ overs: Number(row.revisedOvers), target: row.revisedTarget }).toEqual({ overs: 1, target: 8 });
    const text = await client.gql<{ match: { cricsheet: string } }>(
      `query ($id: Int!) { match(id: $id) { cricsheet } }`,
      {
        id: fixture.matchId,
      },
    );
    // The margin as Cricsheet writes it, and the method by its current name (a file's own name is kept).
    expect((JSON.parse(text.data!.match.cricsheet) as CricsheetMatch).info.outcome).toEqual({
      winner: 'Harbour Lights',
      by: { runs: 5 },
      method: 'DLS',
    });
    expect(seq).toBeGreaterThan(0);
  });

  it('closes a chase stopped by rain with its par score: ahead of par, the side batting second wins by runs', async () => {
    let seq = await bowl(client, fixture.matchId, [
      ball('Ann', 'Bea', 'Bo', 6, { battingTeamId: fixture.home.id }),
      ball('Ann', 'Bea', 'Bo', 6),
    ]);
    seq = await ok(CloseInnings, seq, { innings: 1, reason: 'CLOSED' });
    seq = await bowl(client, fixture.matchId, [{ ...ball('Xi', 'Yu', 'Ann', 4), innings: 2 }], seq);
    const refused = await client.gql(CloseInnings, {
      matchId: fixture.matchId,
      key: `par-${seq}`,
      afterSeq: seq,
      input: { innings: 2, reason: 'CLOSED', par: 100000 },
    });
    expectInputError(refused, 'input.par');
    // No further play: par 1 at the stoppage, and the chase has 4.
    seq = await ok(CloseInnings, seq, { innings: 2, reason: 'CLOSED', par: 1 });
    const match = await card();
    expect(match).toMatchObject({ status: 'completed', resultKind: ResultKind.rain_revised });
    expect(match.winnerTeamId).toBe(fixture.away.id);
    const text = await client.gql<{ match: { cricsheet: string } }>(
      `query ($id: Int!) { match(id: $id) { cricsheet } }`,
      {
        id: fixture.matchId,
      },
    );
    const file = JSON.parse(text.data!.match.cricsheet) as CricsheetMatch;
    expect(file.info.outcome).toEqual({ winner: 'Coral Reef', by: { runs: 3 }, method: 'DLS' });
    expect(file.innings[1].target).toEqual({ runs: 2, overs: 0.1 });
    expect(seq).toBeGreaterThan(0);
  });

  it('completes a tie as a tie without a super over, and undo takes it back', async () => {
    let seq = await bowl(client, fixture.matchId, [ball('Ann', 'Bea', 'Bo', 3, { battingTeamId: fixture.home.id })]);
    seq = await ok(CloseInnings, seq, { innings: 1, reason: 'CLOSED' });
    expectInputError(await send(CompleteAsTie, seq), 'matchId', /level/);
    seq = await bowl(client, fixture.matchId, [{ ...ball('Xi', 'Yu', 'Ann', 3), innings: 2 }], seq);
    seq = await ok(CloseInnings, seq, { innings: 2, reason: 'CLOSED' });
    expect((await card()).status).toBe(MatchStatus.in_progress);
    seq = await ok(CompleteAsTie, seq);
    expect(await card()).toMatchObject({ status: 'completed', resultKind: 'tie', winnerTeamId: null });
    const undo = await client.gql(UndoLastEvent, { matchId: fixture.matchId, key: 'u', afterSeq: seq });
    expect(undo.errors).toBeUndefined();
    expect((await card()).status).toBe(MatchStatus.in_progress);
  });

  it('refuses each event’s bad input naming the field, leaving the log as it was', async () => {
    const seq = await bowl(client, fixture.matchId, [ball('Ann', 'Bea', 'Bo', 1, { battingTeamId: fixture.home.id })]);
    const cases: [string, Record<string, unknown> | undefined, string][] = [
      [CloseInnings, { innings: 3, reason: 'DECLARED' }, 'input.innings'],
      [RecordAbsentHurt, { innings: 1, player: { name: 'Ann' } }, 'input.player'],
      [RecordAbsentHurt, { innings: 1, player: {} }, 'input.player'],
      [AwardPenaltyRuns, { innings: 1, runs: 0 }, 'input.runs'],
      [AwardPenaltyRuns, { innings: 1, runs: 5, battingTeamId: fixture.away.id }, 'input.battingTeamId'],
      [RecordRainRevision, { innings: 1, overs: 12.7 }, 'input.overs'],
      [RecordRainRevision, { innings: 1, overs: 10, target: 50 }, 'input.target'],
      [RecordRainRevision, { innings: 1, overs: 10, target: 0 }, 'input.target'],
      [CompleteAsTie, undefined, 'matchId'],
    ];
    for (const [mutation, input, field] of cases) expectInputError(await send(mutation, seq, input), field);
    expect((await storedEvents(server.em(), fixture.matchId)).map((event) => event.seq)).toEqual([1]);
    const stale = await send(CloseInnings, 0, { innings: 1, reason: 'DECLARED' }, 'stale');
    expect(stale.errors?.[0].extensions).toMatchObject({ code: 'STALE_SEQUENCE', currentSeq: 1 });
  });

  it('refuses completing a knockout match as a tie', async () => {
    fixture = await scoredMatch(server.em(), { tournamentType: TournamentType.knockout, teams: ['K1', 'K2'] });
    client = await signedInClient(server, fixture.scorer.email);
    let seq = await bowl(client, fixture.matchId, [ball('Ann', 'Bea', 'Bo', 0, { battingTeamId: fixture.home.id })]);
    seq = await ok(CloseInnings, seq, { innings: 1, reason: 'CLOSED' });
    seq = await ok(CloseInnings, seq, { innings: 2, reason: 'FORFEITED' });
    expectInputError(await send(CompleteAsTie, seq), 'matchId', /knockout/);
  });

  it('stores exactly one of 20 concurrent innings events sent after the same seq, for each mutation', async () => {
    const seq = await bowl(client, fixture.matchId, [ball('Ann', 'Bea', 'Bo', 1, { battingTeamId: fixture.home.id })]);
    const inputs: [string, Record<string, unknown>][] = [
      [AwardPenaltyRuns, { innings: 1, runs: 5 }],
      [RecordRainRevision, { innings: 1, overs: 19 }],
      [RecordAbsentHurt, { innings: 1, player: { name: 'Kit' } }],
      [CloseInnings, { innings: 1, reason: 'DECLARED' }],
    ];
    let current = seq;
    for (const [mutation, input] of inputs) {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) => send(mutation, current, input, `c${current}-${index}`)),
      );
      expect(responses.filter((response) => !response.errors)).toHaveLength(1);
      expect(responses.filter((response) => response.errors?.[0].extensions?.code === 'STALE_SEQUENCE')).toHaveLength(
        19,
      );
      current += 1;
    }
    const events = await storedEvents(server.em(), fixture.matchId);
    expect(events.map((event) => event.kind)).toEqual(['delivery', 'penalty runs', 'revise', 'absent hurt', 'close']);
  });
});

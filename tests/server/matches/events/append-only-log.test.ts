// Issue 47: the log is the match. It only grows: PostgreSQL refuses to change or delete an event, and a
// Cricsheet import replaces the events in force by appending, so a seq is never seen twice.
import { beforeAll, describe, expect, it } from 'vitest';
import { MatchStatus } from '../../../../server/src/modules/matches/match.entity.js';
import type { TestClient } from '../../../support/client.js';
import { signedInClient, useTestServer } from '../../management/support.js';
import { expectedMatches, readMatch } from '../cricket/fixtures.js';
import { ball, bowl, scoredMatch, storedEvents, storedMatch, type Fixture } from './support.js';

const ImportCricsheet = /* GraphQL */ `
  mutation ImportCricsheet($matchId: Int!, $json: String!) {
    importCricsheet(matchId: $matchId, json: $json) {
      seq
      status
      homeTeamScore
      awayTeamScore
    }
  }
`;

const Events = /* GraphQL */ `
  query Events($id: Int!) {
    match(id: $id) {
      seq
      events {
        seq
        kind
        voided
      }
    }
  }
`;

type Imported = { importCricsheet: { seq: number; status: string; homeTeamScore: number; awayTeamScore: number } };
type Logged = { match: { seq: number; events: { seq: number; kind: string; voided: boolean }[] } };

describe('the match log only grows', () => {
  const server = useTestServer();
  const expected = expectedMatches.find((match) => match.file === '392202.json')!;
  let fixture: Fixture;
  let client: TestClient;

  beforeAll(async () => {
    fixture = await scoredMatch(server.em(), { teams: expected.teams });
    client = await signedInClient(server, fixture.scorer.email);
  });

  const sql = (statement: string, params: unknown[] = []) => server.em().getConnection().execute(statement, params);

  it('replaces balls scored live by appending the file after them: the seq moves on, the old balls are voided', async () => {
    const home = fixture.home.id;
    const live = await bowl(client, fixture.matchId, [
      ball('A Batter', 'B Batter', 'C Bowler', 4, { battingTeamId: home }),
      ball('A Batter', 'B Batter', 'C Bowler', 6),
    ]);
    expect(live).toBe(2);

    const first = await client.gql<Imported>(ImportCricsheet, {
      matchId: fixture.matchId,
      json: readMatch(expected.file),
    });
    expect(first.errors).toBeUndefined();
    const deliveries = (await storedEvents(server.em(), fixture.matchId)).filter((event) => event.seq > 3).length;
    // The two live balls, then a replace event, then every event of the file.
    expect(first.data!.importCricsheet.seq).toBe(2 + 1 + deliveries);
    const { data } = await client.gql<Logged>(Events, { id: fixture.matchId });
    const events = data!.match.events;
    expect(events.map((event) => event.seq)).toEqual(Array.from({ length: events.length }, (_, index) => index + 1));
    expect(events.slice(0, 3)).toEqual([
      { seq: 1, kind: 'delivery', voided: true },
      { seq: 2, kind: 'delivery', voided: true },
      { seq: 3, kind: 'replace', voided: false },
    ]);
    expect(events.slice(3).every((event) => !event.voided)).toBe(true);

    // Imported again: the log grows by as much again, and the match reads the same.
    const again = await client.gql<Imported>(ImportCricsheet, {
      matchId: fixture.matchId,
      json: readMatch(expected.file),
    });
    expect(again.data!.importCricsheet).toEqual({
      ...first.data!.importCricsheet,
      seq: first.data!.importCricsheet.seq * 2 - 2,
    });
    expect(again.data!.importCricsheet.status).toBe(MatchStatus.completed);
    const row = await storedMatch(server.em(), fixture.matchId);
    const runs = expected.innings.filter((innings) => !innings.superOver).map((innings) => innings.runs);
    expect([row.homeTeamScore, row.awayTeamScore].sort()).toEqual(runs.sort());
  });

  it('refuses to change or delete an event, whoever asks the database', async () => {
    const before = await storedEvents(server.em(), fixture.matchId);
    await expect(
      sql(`update match_events set payload = '{}' where match_id = ? and seq = 1`, [fixture.matchId]),
    ).rejects.toThrow(/append-only/);
    await expect(sql(`update match_events set seq = seq + 1000 where match_id = ?`, [fixture.matchId])).rejects.toThrow(
      /append-only/,
    );
    await expect(sql(`delete from match_events where match_id = ? and seq = 1`, [fixture.matchId])).rejects.toThrow(
      /append-only/,
    );
    const after = await storedEvents(server.em(), fixture.matchId);
    expect(after.map((event) => [event.seq, event.kind, event.payload])).toEqual(
      before.map((event) => [event.seq, event.kind, event.payload]),
    );
  });

  it('lets an account go from the events it wrote (the author is cleared) and a match go with its log', async () => {
    const other = await scoredMatch(server.em(), { teams: expected.teams });
    const scorer = await signedInClient(server, other.scorer.email);
    await bowl(scorer, other.matchId, [ball('A Batter', 'B Batter', 'C Bowler', 1, { battingTeamId: other.home.id })]);
    await sql(`delete from users where id = ?`, [other.scorer.id]);
    const [event] = await storedEvents(server.em(), other.matchId);
    expect(event.author).toBeNull();

    await sql(`delete from matches where id = ?`, [other.matchId]);
    expect(await storedEvents(server.em(), other.matchId)).toEqual([]);
  });
});

// Real Cricsheet matches (Data: cricsheet.org) in and out through the database: the export of an imported match
// is its file again, every field compared (meta.created aside), and what the import refuses leaves the match as
// it was.
import { beforeAll, describe, expect, it } from 'vitest';
import { Match, MatchStatus } from '../../../server/src/modules/matches/match.entity.js';
import { TeamMember } from '../../../server/src/modules/teams/team-member.entity.js';
import { TestClient } from '../../support/client.js';
import { createMatch } from '../../support/factories.js';
import { signedInClient, useTestServer } from '../management/support.js';
import { cricsheetFiles, readMatch } from '../matches/cricket/fixtures.js';
import {
  RecordDelivery,
  UndoLastEvent,
  ball,
  expectInputError,
  scoredMatch,
  storedEvents,
  storedMatch,
  type Fixture,
  type RecordData,
} from '../matches/events/support.js';

const ImportCricsheet = /* GraphQL */ `
  mutation ImportCricsheet($matchId: Int!, $json: String!) {
    importCricsheet(matchId: $matchId, json: $json) {
      id
      seq
      status
    }
  }
`;

type ImportData = { importCricsheet: { id: number; seq: number; status: string } | null };
type CricsheetJson = {
  meta: Record<string, unknown>;
  info: Record<string, unknown> & { teams: [string, string] };
  innings: { team: string; overs: { over: number; deliveries: Record<string, unknown>[] }[] }[];
};

const fileOf = (name: string) => JSON.parse(readMatch(name)) as CricsheetJson;

/** The file as the export must give it back: the same, but for the day the export was made. */
const expectSameFile = (exported: CricsheetJson, original: CricsheetJson) =>
  expect(exported).toStrictEqual({ ...original, meta: { ...original.meta, created: exported.meta.created } });

async function exportOf(client: TestClient, matchId: number): Promise<CricsheetJson> {
  const response = await client.fetch(`/api/matches/${matchId}/cricsheet`);
  expect(response.status).toBe(200);
  return (await response.json()) as CricsheetJson;
}

describe('Cricsheet files in and out without loss', () => {
  const server = useTestServer();
  const imported = new Map<string, { fixture: Fixture; client: TestClient; seq: number }>();

  beforeAll(async () => {
    for (const file of cricsheetFiles) {
      const fixture = await scoredMatch(server.em(), { teams: fileOf(file).info.teams });
      const client = await signedInClient(server, fixture.scorer.email);
      const response = await client.gql<ImportData>(ImportCricsheet, {
        matchId: fixture.matchId,
        json: readMatch(file),
      });
      expect(response.errors, file).toBeUndefined();
      imported.set(file, { fixture, client, seq: response.data!.importCricsheet!.seq });
    }
  });

  it.each(cricsheetFiles)('%s: imported, then exported, is the file in every field', async (file) => {
    const { fixture, client } = imported.get(file)!;
    const exported = await exportOf(client, fixture.matchId);
    expectSameFile(exported, fileOf(file));
    // The day the export was made, not the file's.
    expect(exported.meta.created).toBe(new Date().toISOString().slice(0, 10));
  });

  it('keeps the file in the log: the replace event holds info, the deliveries their reviews and replacements', async () => {
    const { fixture } = imported.get('ipl2023/1359475.json')!;
    const log = await storedEvents(server.em(), fixture.matchId);
    const replace = log.find((event) => event.kind === 'replace')!;
    expect(replace.payload).toMatchObject({
      source: 'cricsheet',
      cricsheet: {
        meta: { data_version: '1.1.0', revision: 1 },
        info: { venue: 'Narendra Modi Stadium, Ahmedabad', toss: { decision: 'field', winner: 'Gujarat Titans' } },
      },
    });
    const members = await server.em().find(TeamMember, { team: { $in: [fixture.home.id, fixture.away.id] } });
    const id = (name: string) => String(members.find((member) => member.name === name)!.id);
    // Players as the log names them (roster ids), sides as team ids.
    const reviewed = log.find((event) => event.payload.review !== undefined)!;
    expect(reviewed.payload.review).toEqual({
      by: String(fixture.home.id),
      umpire: 'HAS Khalid',
      batter: id('MM Ali'),
      decision: 'upheld',
      type: 'wicket',
    });
    const replaced = log.filter((event) => event.payload.replacements !== undefined);
    expect(replaced.map((event) => event.payload.replacements)).toEqual([
      {
        match: [
          { in: id('TU Deshpande'), out: id('AT Rayudu'), team: String(fixture.home.id), reason: 'impact_player' },
        ],
      },
      {
        match: [
          {
            in: id('B Sai Sudharsan'),
            out: id('KS Williamson'),
            team: String(fixture.away.id),
            reason: 'impact_player',
          },
        ],
      },
    ]);
  });

  it('keeps each player’s Cricsheet identifier, and finds the same person by it before their name', async () => {
    const { fixture } = imported.get('ipl2023/1359475.json')!;
    const em = server.em();
    const roster = async () => em.fork().find(TeamMember, { team: fixture.home.id }, { orderBy: { id: 'asc' } });
    const before = await roster();
    expect(before.find((member) => member.name === 'MS Dhoni')?.cricsheetId).toBe('4a8a2e3b');
    expect(before.every((member) => member.cricsheetId)).toBe(true);
    // The roster calls him by his full name now; the same file into another fixture of the two sides.
    await em
      .fork()
      .nativeUpdate(TeamMember, { team: fixture.home.id, name: 'MS Dhoni' }, { name: 'Mahendra Singh Dhoni' });
    const first = await em.findOneOrFail(Match, fixture.matchId, { populate: ['tournament'] });
    const again = await createMatch(em, first.tournament.getEntity(), fixture.home, fixture.away, {
      scorer: fixture.scorer,
    });
    const client = await signedInClient(server, fixture.scorer.email);
    const response = await client.gql<ImportData>(ImportCricsheet, {
      matchId: again.id,
      json: readMatch('ipl2023/1359475.json'),
    });
    expect(response.errors).toBeUndefined();
    const after = await roster();
    expect(after.map((member) => member.id)).toEqual(before.map((member) => member.id));
    // His balls are his, under the roster's name; the file's own info is kept as it was.
    const exported = await exportOf(client, again.id);
    const batters = exported.innings[0].overs.flatMap((over) => over.deliveries.map((delivery) => delivery.batter));
    expect(batters).toContain('Mahendra Singh Dhoni');
    expect(batters).not.toContain('MS Dhoni');
    expect((exported.info.players as Record<string, string[]>)['Chennai Super Kings']).toContain('MS Dhoni');
  });

  it('keeps the file’s info with the log: an undone ball is gone from the export, the rest stays', async () => {
    const { fixture, client, seq } = imported.get('548306.json')!;
    const undone = await client.gql(UndoLastEvent, {
      matchId: fixture.matchId,
      key: 'undo-last',
      afterSeq: seq,
      reason: 'Scored in error',
    });
    expect(undone.errors).toBeUndefined();
    const original = fileOf('548306.json');
    const exported = await exportOf(client, fixture.matchId);
    const last = original.innings[1].overs.at(-1)!;
    last.deliveries.pop();
    if (last.deliveries.length === 0) original.innings[1].overs.pop();
    // The winning ball undone: the match is in play again, so the file's outcome no longer holds.
    delete original.info.outcome;
    expectSameFile(exported, original);
  });

  it('refuses data versions other than 1.0 and 1.1, naming meta.data_version, and stores nothing', async () => {
    const { fixture, client, seq } = imported.get('392202.json')!;
    const file = fileOf('392202.json');
    file.meta.data_version = '9.9.9';
    const response = await client.gql<ImportData>(ImportCricsheet, {
      matchId: fixture.matchId,
      json: JSON.stringify(file),
    });
    expectInputError(response, 'json', /^meta\.data_version: "9\.9\.9" is not a Cricsheet data version/);
    expect((await storedMatch(server.em(), fixture.matchId)).seq).toBe(seq);
  });

  it('refuses a file with no deliveries, naming innings: a completed match stays as it was', async () => {
    const { fixture, client, seq } = imported.get('1136592.json')!;
    const before = await storedMatch(server.em(), fixture.matchId);
    expect(before.status).toBe(MatchStatus.completed);
    for (const innings of [[], fileOf('1136592.json').innings.map((entry) => ({ ...entry, overs: [] }))]) {
      const response = await client.gql<ImportData>(ImportCricsheet, {
        matchId: fixture.matchId,
        json: JSON.stringify({ ...fileOf('1136592.json'), innings }),
      });
      expectInputError(response, 'json', /^innings: The file has no deliveries/);
    }
    const after = await storedMatch(server.em(), fixture.matchId);
    expect([after.seq, after.status, after.homeTeamScore, after.awayTeamScore, after.winnerTeam?.id]).toEqual([
      seq,
      MatchStatus.completed,
      before.homeTeamScore,
      before.awayTeamScore,
      before.winnerTeam?.id,
    ]);
    expect((await storedEvents(server.em(), fixture.matchId)).length).toBe(seq);
  });

  it('dates a match scored here on its day, as data version 1.1.0', async () => {
    const fixture = await scoredMatch(server.em(), { teams: ['Harbour Lights', 'Coral Reef'] });
    const em = server.em();
    const match = await em.findOneOrFail(Match, fixture.matchId);
    match.scheduledDate = new Date('2026-11-28T14:00:00Z');
    await em.flush();
    const client = await signedInClient(server, fixture.scorer.email);
    const delivered = await client.gql<RecordData>(RecordDelivery, {
      matchId: fixture.matchId,
      key: 'first',
      afterSeq: 0,
      input: ball('Ann', 'Bea', 'Cal', 1, { battingTeamId: fixture.home.id }),
    });
    expect(delivered.errors).toBeUndefined();
    const exported = await exportOf(client, fixture.matchId);
    expect(exported.meta).toMatchObject({ data_version: '1.1.0', revision: 1 });
    expect(exported.info.dates).toEqual(['2026-11-28']);
  });

  it('takes a file over /graphql’s 1 MB by POST /api/matches/:id/cricsheet, and says the limit past it', async () => {
    // A Test match's file is over a million characters: the same file, spaced out to that size.
    const file = fileOf('1216512.json');
    const large = JSON.stringify(file, null, 2).replace(/\n/g, `\n${' '.repeat(400)}`);
    expect(large.length).toBeGreaterThan(1_100_000);
    const fixture = await scoredMatch(server.em(), { teams: file.info.teams });
    const client = await signedInClient(server, fixture.scorer.email);
    const upload = (body: string, headers: Record<string, string> = {}) =>
      client.fetch(`/api/matches/${fixture.matchId}/cricsheet`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
    const accepted = await upload(large);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ id: fixture.matchId, status: MatchStatus.completed });
    expectSameFile(await exportOf(client, fixture.matchId), file);

    const tooLarge = await upload(large + ' '.repeat(4_000_001 - large.length));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({
      error: 'The file is too large: a Cricsheet file is at most 4,000,000 characters',
    });
    const refused = await upload(JSON.stringify({ ...file, meta: { data_version: '9.9.9' } }));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toMatch(/meta\.data_version: \\"9\.9\.9\\"/);
    expect((await upload(large, { origin: 'https://elsewhere.example' })).status).toBe(403);
    const visitor = new TestClient(server.url);
    const anonymous = await visitor.fetch(`/api/matches/${fixture.matchId}/cricsheet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: readMatch('1216512.json'),
    });
    expect(anonymous.status).toBe(401);
  });
});

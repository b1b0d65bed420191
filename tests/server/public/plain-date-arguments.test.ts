import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import { TestClient } from '../../support/client.js';
import { createClub, createMatch, createTeam, createTournament, createUser } from '../../support/factories.js';
import { startTestServer, type TestServer } from '../../support/server.js';

const ByLiteral = `query { matches(filter: { from: "2031-05-02", to: "2031-05-02" }) { nodes { id } } }`;
const ByVariables = `query Day($from: DateTimeISO, $to: DateTimeISO) {
  matches(filter: { from: $from, to: $to }) { nodes { id } }
}`;
const ByFilter = `query Day($filter: MatchFilter) { matches(filter: $filter) { nodes { id } } }`;

type Nodes = { matches: { nodes: { id: number }[] } };

// Issue 49: a plain date for a DateTime argument failed with "DateTime cannot represent…" while REST took it.
describe('a date alone where GraphQL asks for a moment', () => {
  let server: TestServer;
  let visitor: TestClient;
  const sameDay: number[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    visitor = new TestClient(server.url);
    const em = server.em();
    const creator = await createUser(em, { role: Role.tournament_creator });
    const club = await createClub(em, creator);
    const [home, away] = [await createTeam(em, club), await createTeam(em, club)];
    const cup = await createTournament(em, creator, { name: 'Plain Date Cup' });
    await createMatch(em, cup, home, away, { scheduledDate: new Date('2031-05-01T23:59:00Z') });
    for (const at of ['2031-05-02T00:00:00Z', '2031-05-02T18:00:00Z', '2031-05-02T23:59:59Z']) {
      sameDay.push((await createMatch(em, cup, home, away, { scheduledDate: new Date(at) })).id);
    }
    await createMatch(em, cup, home, away, { scheduledDate: new Date('2031-05-03T00:00:00Z') });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('takes it as that whole day, in a literal, a variable or a filter variable, as REST does', async () => {
    const literal = await visitor.gql<Nodes>(ByLiteral);
    expect(literal.errors).toBeUndefined();
    expect(literal.data?.matches.nodes.map((match) => match.id)).toEqual(sameDay);
    const variables = await visitor.gql<Nodes>(ByVariables, { from: '2031-05-02', to: '2031-05-02' });
    expect(variables.errors).toBeUndefined();
    expect(variables.data?.matches.nodes.map((match) => match.id)).toEqual(sameDay);
    const filter = await visitor.gql<Nodes>(ByFilter, { filter: { from: '2031-05-02', to: '2031-05-02' } });
    expect(filter.data?.matches.nodes.map((match) => match.id)).toEqual(sameDay);
    const rest = await fetch(
      new URL('/api/public/matches/upcoming?from=2031-05-02&to=2031-05-02&limit=100', server.url),
    );
    expect(((await rest.json()) as { id: number }[]).map((match) => match.id)).toEqual(sameDay);
  });

  it('still answers moments as before, and a date that is no day as BAD_USER_INPUT', async () => {
    const moment = await visitor.gql<Nodes>(ByVariables, { from: '2031-05-02T18:00:00Z', to: '2031-05-02T18:00:00Z' });
    expect(moment.data?.matches.nodes.map((match) => match.id)).toEqual([sameDay[1]]);
    const noDay = await visitor.gql<Nodes>(ByVariables, { from: '2031-02-30' });
    expect(noDay.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(noDay.errors?.[0]?.message).toMatch(/\$from.*2031-02-30 is not a calendar day/);
  });
});

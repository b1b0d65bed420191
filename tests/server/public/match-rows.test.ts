import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../server/src/app/demo/seed.js';
import { Match } from '../../../server/src/modules/matches/match.entity.js';
import { MatchRow } from '../../../server/src/modules/matches/match-row.js';
import { Team } from '../../../server/src/modules/teams/team.entity.js';
import { cardTeams, TeamRow } from '../../../server/src/modules/teams/team-row.js';
import { PublicService } from '../../../server/src/modules/public/public.service.js';
import { TestClient } from '../../support/client.js';
import { everyField } from '../../support/schema-fields.js';
import { startTestServer, type TestServer } from '../../support/server.js';

type Answer = Record<string, { id: number } & Record<string, unknown>>;

describe('public match lists as plain rows', () => {
  let server: TestServer;
  let fields = '';

  beforeAll(async () => {
    // Every field of 100 matches, cricket scorecards and logs among them: far past a visitor's query cost.
    server = await startTestServer({ env: { GRAPHQL_MAX_COST: '10000000' } });
    await seedDemo(server.em(), { force: true });
    fields = everyField('Match');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answer every field of Match as the match itself does', async () => {
    const client = new TestClient(server.url);
    // A decimal and a date in a card's columns (a rain-shortened chase, a team's founding), not only nulls.
    await server
      .em()
      .execute(
        `update "matches" set "revised_overs" = 37.4, "revised_target" = 251 where "id" = ` +
          `(select "id" from "matches" where "status" = 'completed' order by "scheduled_date" desc nulls last, "id" desc limit 1)`,
      );
    await server.em().execute(`update "teams" set "founded_date" = '1921-05-03' where "id" % 3 = 0`);
    const cup = await client.gql<{ publicTournaments: { id: number; name: string }[] }>(
      '{ publicTournaments(first: 20) { id name } }',
    );
    const tournament = cup.data!.publicTournaments.find((item) => item.name.includes('Nations Cup'))!;
    const lists = await client.gql<
      Answer & { matches: { nodes: Answer[string][] } } & Record<string, Answer[string][]>
    >(
      `{
        recentResults(first: 25) { ${fields} }
        upcomingMatches(first: 25) { ${fields} }
        liveMatches(first: 25) { ${fields} }
        matches(first: 25, filter: { tournamentId: ${tournament.id} }) { nodes { ${fields} } }
      }`,
    );
    expect(lists.errors).toBeUndefined();
    const listed = [
      ...lists.data!.recentResults,
      ...lists.data!.upcomingMatches,
      ...lists.data!.liveMatches,
      ...lists.data!.matches.nodes,
    ];
    // The demo has results, fixtures and live matches of every sport, knockouts and groups among them.
    expect(lists.data!.recentResults.length).toBeGreaterThan(10);
    expect(lists.data!.upcomingMatches.length).toBeGreaterThan(5);
    expect(lists.data!.liveMatches.length).toBeGreaterThan(0);
    expect(listed.some((match) => match.stage !== null)).toBe(true);
    expect(listed.some((match) => match.cricsheet !== null)).toBe(true);
    expect(listed.some((match) => match.revisedOvers === 37.4)).toBe(true);

    const ids = [...new Set(listed.map((match) => match.id))];
    for (const id of ids) {
      const own = await client.gql<{ match: Answer[string] }>(`query ($id: Int!) { match(id: $id) { ${fields} } }`, {
        id,
      });
      expect(own.errors).toBeUndefined();
      for (const match of listed.filter((item) => item.id === id))
        expect(match, `match ${id}`).toEqual(own.data!.match);
    }
  });

  it('answer every field of a card’s teams as the match’s own teams do', async () => {
    const client = new TestClient(server.url);
    // A crest on every other team: the field a plain row answers by its own getter.
    await server.em().execute(`update "teams" set "crest_hash" = md5("id"::text) where "id" % 2 = 0`);
    const teamFields = everyField('Team');
    const sides = `homeTeam { ${teamFields} } awayTeam { ${teamFields} }`;
    const lists = await client.gql<Record<'recentResults' | 'upcomingMatches', Answer[string][]>>(
      `{ recentResults(first: 15) { id ${sides} } upcomingMatches(first: 15) { id ${sides} } }`,
    );
    expect(lists.errors).toBeUndefined();
    const listed = [...lists.data!.recentResults, ...lists.data!.upcomingMatches];
    expect(listed.length).toBeGreaterThan(15);
    const sidesOf = (match: Answer[string]) => [match.homeTeam, match.awayTeam] as { crestUrl: string | null }[];
    const crests = listed.flatMap(sidesOf).map((team) => team.crestUrl);
    expect(crests.some((crest) => crest === null) && crests.some((crest) => crest !== null)).toBe(true);
    for (const card of listed) {
      const own = await client.gql<{ match: Answer[string] }>(`query ($id: Int!) { match(id: $id) { id ${sides} } }`, {
        id: card.id,
      });
      expect(own.errors).toBeUndefined();
      expect(card, `match ${card.id}`).toEqual(own.data!.match);
    }
  });

  it('builds no managed match or team for a list, and keeps each of its teams once as a plain row', async () => {
    const em = server.em();
    const service = new PublicService({ em });
    const results = await service.recentResults({ first: 20 });
    expect(results.length).toBeGreaterThan(10);
    expect(results.every((match) => match instanceof MatchRow)).toBe(true);
    const identityMap = [...em.getUnitOfWork().getIdentityMap()];
    expect(identityMap.filter((entity) => entity instanceof Match || entity instanceof Team)).toEqual([]);
    const shown = new Set(results.flatMap((match) => [match.homeTeamId, match.awayTeamId]).filter((id) => id !== null));
    const kept = cardTeams(em);
    expect(new Set(kept.keys())).toEqual(shown);
    expect([...kept.values()].every((team) => team instanceof TeamRow)).toBe(true);
  });
});

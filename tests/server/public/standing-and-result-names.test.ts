import { describe, expect, it } from 'vitest';
import { useListedMatches, type RestMatch } from './listed-matches.js';

// What the public lists' standings and results call their figures, in every sport.

describe('names that say what they hold', () => {
  const { visitor, ids, get, where } = useListedMatches();

  const standingsQuery = /* GraphQL */ `
    query Table($id: Int!) {
      standings(tournamentId: $id) {
        teamId
        goalsFor
        goalsAgainst
        goalDifference
        runsFor
        runsAgainst
        netRunRate
        runRate
      }
    }
  `;
  type Standing = {
    teamId: number;
    goalsFor: number | null;
    goalsAgainst: number | null;
    goalDifference: number | null;
    runsFor: number;
    runsAgainst: number;
    netRunRate: number | null;
    runRate: number | null;
  };

  it('football standings count goals as goalsFor and goalsAgainst; cricket leaves them empty', async () => {
    const football = await visitor.gql<{ standings: Standing[] }>(standingsQuery, { id: ids.league });
    expect(football.errors).toBeUndefined();
    // Harbour Lights won 2-1 at home and 3-0 away.
    const harbour = football.data!.standings.find((row) => row.teamId === ids.harbour)!;
    expect(harbour).toMatchObject({ goalsFor: 5, goalsAgainst: 1, goalDifference: 4 });
    for (const row of football.data!.standings) {
      expect(row.goalsFor).toBe(row.runsFor);
      expect(row.goalsAgainst).toBe(row.runsAgainst);
      expect(row.goalDifference).toBe(row.goalsFor! - row.goalsAgainst!);
      expect(row.netRunRate).toBeNull();
      expect(row.runRate).toBeNull();
    }
    const cricket = await visitor.gql<{ standings: Standing[] }>(standingsQuery, { id: ids.cup });
    const winner = cricket.data!.standings.find((row) => row.teamId === ids.harbour)!;
    expect(winner).toMatchObject({ goalsFor: null, goalsAgainst: null, goalDifference: null, runsFor: 160 });
    expect(winner.runRate).toBe(winner.netRunRate);
    expect(winner.netRunRate).toBe(0.5);

    const rest = await get<Record<string, unknown>[]>(`/api/public/tournaments/${ids.league}/standings`);
    const restHarbour = rest.body.find((row) => row.team_id === ids.harbour)!;
    expect(restHarbour).toMatchObject({
      goals_for: harbour.goalsFor,
      goals_against: harbour.goalsAgainst,
      runs_for: harbour.runsFor,
      runs_against: harbour.runsAgainst,
    });
  });

  it('marks runsFor, runsAgainst and runRate deprecated, pointing at their replacements', async () => {
    const { data } = await visitor.gql<{
      __type: { fields: { name: string; isDeprecated: boolean; deprecationReason: string | null }[] };
    }>(
      'query { __type(name: "StandingRow") { fields(includeDeprecated: true) { name isDeprecated deprecationReason } } }',
    );
    const field = (name: string) => data!.__type.fields.find((candidate) => candidate.name === name)!;
    expect(field('runsFor').deprecationReason).toMatch(/goalsFor/);
    expect(field('runsAgainst').deprecationReason).toMatch(/goalsAgainst/);
    expect(field('runRate').deprecationReason).toMatch(/netRunRate/);
    for (const name of ['goalsFor', 'goalsAgainst', 'goalDifference', 'netRunRate']) {
      expect(field(name).isDeprecated, name).toBe(false);
    }
  });

  it('reports resultKind the same way in every sport, in GraphQL and REST', async () => {
    const league = where((row) => row.tournament === ids.league);
    const { data } = await visitor.gql<{
      tournamentMatches: { id: number; status: string; resultKind: string | null }[];
    }>('query ($id: Int!) { tournamentMatches(tournamentId: $id) { id status resultKind } }', { id: ids.league });
    const kinds = new Map(data!.tournamentMatches.map((match) => [match.id, match.resultKind]));
    // League matches 1-3 are completed: a 2-1 win, a 1-1 draw, a 0-3 win; the rest are not finished.
    expect([0, 1, 2].map((index) => kinds.get(league[index].id))).toEqual(['normal', 'tie', 'normal']);
    for (const row of league.slice(3)) expect(kinds.get(row.id), String(row.id)).toBeNull();
    const cup = await visitor.gql<{ tournamentMatches: { resultKind: string | null }[] }>(
      'query ($id: Int!) { tournamentMatches(tournamentId: $id) { resultKind } }',
      { id: ids.cup },
    );
    expect(cup.data!.tournamentMatches.map((match) => match.resultKind)).toEqual(['normal', null]);
    const rest = await get<RestMatch[]>(`/api/public/tournaments/${ids.league}/matches`);
    expect(new Map(rest.body.map((row) => [row.id, row.result_kind]))).toEqual(kinds);
  });
});

// A player's page from real matches (Data: cricsheet.org): career and per-tournament figures equal
// those computed here from the deliveries, and a draft tournament's match stays off a visitor's page.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Tournament } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { TestClient } from '../../support/client.js';
import { signedInClient, useTestServer } from '../management/support.js';
import { expectedMatches } from '../matches/cricket/fixtures.js';
import { cricketTournament, fromDeliveries, importAll } from './support.js';

const PlayerPage = /* GraphQL */ `
  query PlayerPage($id: Int!) {
    player(id: $id) {
      id
      name
      team {
        name
      }
      matches {
        match {
          id
        }
        summary
      }
      career {
        batting {
          innings
          notOuts
          runs
          balls
          highScore
          highScoreNotOut
          average
          strikeRate
          fifties
          hundreds
        }
        bowling {
          legalBalls
          runs
          wickets
          economy
          average
          bestFigures
        }
        football {
          goals
        }
      }
      tournaments {
        tournament {
          id
        }
        batting {
          runs
        }
      }
    }
  }
`;

type Page = {
  player: {
    id: number;
    name: string;
    team: { name: string };
    matches: { match: { id: number }; summary: string }[];
    career: {
      batting: Record<string, number | boolean | null> | null;
      bowling: Record<string, number | string | null> | null;
      football: unknown;
    };
    tournaments: { tournament: { id: number }; batting: { runs: number } | null }[];
  };
};

const Ids = /* GraphQL */ `
  query Ids($id: Int!) {
    publicTournament(id: $id) {
      battingLeaders(limit: 100) {
        player {
          id
          name
        }
        team {
          name
        }
      }
      bowlingLeaders(limit: 100) {
        player {
          id
          name
        }
        team {
          name
        }
      }
    }
  }
`;
type IdsData = {
  publicTournament: Record<
    'battingLeaders' | 'bowlingLeaders',
    { player: { id: number; name: string }; team: { name: string } }[]
  >;
};

const FILES = expectedMatches.map((each) => each.file);
const round2 = (value: number) => Math.round(value * 100) / 100;

describe('a player’s page', () => {
  const server = useTestServer();
  let season: Tournament;
  let draftCreator: string;
  let ids: IdsData['publicTournament'];
  const idOf = (team: string, name: string) =>
    [...ids.battingLeaders, ...ids.bowlingLeaders].find((row) => row.team.name === team && row.player.name === name)!
      .player.id;

  beforeAll(async () => {
    const built = await cricketTournament(server.em(), FILES);
    season = built.tournament;
    await importAll(await signedInClient(server, built.scorer.email), FILES, built.matchIds);
    // The same sides meet again in a draft: a visitor does not see it.
    const draft = await cricketTournament(server.em(), ['548306.json'], { isPublished: false, teams: built.teams });
    draftCreator = draft.creator.email;
    await importAll(await signedInClient(server, draft.scorer.email), ['548306.json'], draft.matchIds);
    const response = await new TestClient(server.url).gql<IdsData>(Ids, { id: season.id });
    expect(response.errors).toBeUndefined();
    ids = response.data!.publicTournament;
  });

  it('gives a batter’s career the figures the deliveries give, match by match', async () => {
    const { batting } = fromDeliveries(FILES);
    const lines = batting.get('Chennai Super Kings|MS Dhoni')!;
    expect(lines).toHaveLength(2);
    const response = await new TestClient(server.url).gql<Page>(PlayerPage, {
      id: idOf('Chennai Super Kings', 'MS Dhoni'),
    });
    expect(response.errors).toBeUndefined();
    const page = response.data!.player;
    expect(page.name).toBe('MS Dhoni');
    expect(page.team.name).toBe('Chennai Super Kings');
    const runs = lines.reduce((sum, line) => sum + line.runs, 0);
    const balls = lines.reduce((sum, line) => sum + line.balls, 0);
    const outs = lines.filter((line) => line.out).length;
    const high = [...lines].sort((a, b) => b.runs - a.runs || Number(a.out) - Number(b.out))[0];
    expect(page.career.batting).toEqual({
      innings: 2,
      notOuts: 2 - outs,
      runs,
      balls,
      highScore: high.runs,
      highScoreNotOut: !high.out,
      average: outs ? round2(runs / outs) : null,
      strikeRate: round2((runs * 100) / balls),
      fifties: lines.filter((line) => line.runs >= 50 && line.runs < 100).length,
      hundreds: lines.filter((line) => line.runs >= 100).length,
    });
    expect(page.career.football).toBeNull();
    // Two public matches: the draft's rematch is left out.
    expect(page.matches).toHaveLength(2);
    for (const [index, line] of lines.entries()) {
      expect(page.matches[index].summary).toMatch(
        new RegExp(`^${line.runs}${line.out ? '' : '\\*'} \\(${line.balls}\\)`),
      );
    }
    expect(page.tournaments).toEqual([{ tournament: { id: season.id }, batting: { runs } }]);
  });

  it('gives a bowler’s career wickets, best figures, average and economy', async () => {
    const { bowlingRows, bowling } = fromDeliveries(FILES);
    const leader = [...bowlingRows].sort((a, b) => b.wickets - a.wickets || a.runs - b.runs)[0];
    const lines = bowling.get(`${leader.team.name}|${leader.player.name}`)!;
    const response = await new TestClient(server.url).gql<Page>(PlayerPage, {
      id: idOf(leader.team.name, leader.player.name),
    });
    expect(response.errors).toBeUndefined();
    const runs = lines.reduce((sum, line) => sum + line.runs, 0);
    expect(response.data!.player.career.bowling).toEqual({
      legalBalls: leader.legalBalls,
      runs,
      wickets: leader.wickets,
      economy: leader.economy,
      average: round2(runs / leader.wickets),
      bestFigures: leader.bestFigures,
    });
  });

  it('shows the draft’s match to its creator, and answers NOT_FOUND for an unknown player', async () => {
    const creator = await signedInClient(server, draftCreator);
    const response = await creator.gql<Page>(PlayerPage, { id: idOf('Chennai Super Kings', 'MS Dhoni') });
    expect(response.errors).toBeUndefined();
    expect(response.data!.player.matches).toHaveLength(3);
    expect(response.data!.player.tournaments).toHaveLength(2);
    const missing = await new TestClient(server.url).gql<Page>(PlayerPage, { id: 987654 });
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('pages the player’s matches newest first, after the cursor of the last one shown', async () => {
    const visitor = await signedInClient(server, draftCreator);
    type Listed = { summary: string; match: { id: number; cursor: string; scheduledDate: string | null } };
    type Paged = { player: { matchCount: number; matches: Listed[]; recentMatches: Listed[] } };
    const query = /* GraphQL */ `
      query Paged($id: Int!, $first: Int, $after: String) {
        player(id: $id) {
          matchCount
          matches {
            summary
            match {
              id
              cursor
              scheduledDate
            }
          }
          recentMatches(first: $first, after: $after) {
            summary
            match {
              id
              cursor
              scheduledDate
            }
          }
        }
      }
    `;
    const read = async (id: number, first?: number, after?: string) => {
      const response = await visitor.gql<Paged>(query, { id, first, after });
      expect(response.errors).toBeUndefined();
      return response.data!.player;
    };
    // Dhoni, as the draft's creator sees him: the season's two matches and the draft's.
    const id = idOf('Chennai Super Kings', 'MS Dhoni');
    const count = (await read(id, 1)).matchCount;
    expect(count).toBe(3);

    const whole = await read(id);
    expect(whole.matches).toHaveLength(count);
    const time = (entry: Listed) => (entry.match.scheduledDate ? Date.parse(entry.match.scheduledDate) : null);
    const newest = [...whole.matches].sort((a, b) =>
      time(a) === time(b)
        ? b.match.id - a.match.id
        : time(a) === null
          ? 1
          : time(b) === null
            ? -1
            : time(b)! - time(a)!,
    );
    expect(whole.recentMatches).toEqual(newest.slice(0, 10));

    // One at a time, then two at a time: the same list, nothing repeated, nothing missed.
    for (const size of [1, 2]) {
      const pages: Listed[] = [];
      let after: string | undefined;
      for (let page = 0; page < count; page += 1) {
        const next = (await read(id, size, after)).recentMatches;
        if (next.length === 0) break;
        expect(next.length).toBeLessThanOrEqual(size);
        pages.push(...next);
        after = next.at(-1)!.match.cursor;
      }
      expect(pages).toEqual(newest);
      expect((await read(id, size, after)).recentMatches).toEqual([]);
    }

    for (const [variables, field] of [
      [{ first: 0 }, 'first'],
      [{ first: 101 }, 'first'],
      [{ after: 'junk' }, 'after'],
    ] as const) {
      const bad = await visitor.gql<Paged>(query, { id, ...variables });
      expect(bad.errors?.[0].extensions, JSON.stringify(variables)).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { [field]: expect.any(String) },
      });
    }
  });
});

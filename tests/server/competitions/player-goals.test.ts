// Most goals by a player in a season. The project's real football data (results.csv, world-cup-2022.csv)
// names no scorers, so these three results, entered whole with their scorers as an organiser enters them
// (recordResult), are MADE UP for the test; the expected counts are taken from them here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Sport } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { TestClient } from '../../support/client.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { addSeason, arrangeCompetition } from './support.js';

type Goal = { side: 'home' | 'away'; player: string; minute: number; ownGoal?: boolean };
const SEASONS = [
  {
    name: 'Island League 2024',
    matches: [
      {
        home: 'Harbour FC',
        away: 'Reef United',
        goals: [
          { side: 'home', player: 'Kemar Lewis', minute: 10 },
          { side: 'home', player: 'Kemar Lewis', minute: 55 },
          { side: 'away', player: 'Andre Roach', minute: 70 },
        ] as Goal[],
      },
      {
        home: 'Reef United',
        away: 'Harbour FC',
        goals: [
          { side: 'home', player: 'Andre Roach', minute: 5 },
          { side: 'away', player: 'Kemar Lewis', minute: 80 },
          // Credited to Reef United, scored by a Harbour player: no one's goal.
          { side: 'home', player: 'Dion Peters', minute: 88, ownGoal: true },
        ] as Goal[],
      },
    ],
  },
  {
    name: 'Island League 2025',
    matches: [
      {
        home: 'Harbour FC',
        away: 'Reef United',
        goals: [
          { side: 'away', player: 'Andre Roach', minute: 12 },
          { side: 'away', player: 'Andre Roach', minute: 34 },
        ] as Goal[],
      },
    ],
  },
];

describe('most goals by a player in a season', () => {
  let server: TestServer;
  let competitionId = 0;

  beforeAll(async () => {
    server = await startTestServer();
    const under = await arrangeCompetition(server, 'Island League', Sport.football);
    competitionId = under.competition.id;
    const organiser = new TestClient(server.url);
    await organiser.signIn(under.organiser.email);
    for (const [index, season] of SEASONS.entries()) {
      const { matches } = await addSeason(under, {
        name: season.name,
        fixtures: season.matches.map((match, round) => ({
          home: match.home,
          away: match.away,
          date: `${2024 + index}-0${round + 3}-01`,
          round: round + 1,
        })),
      });
      for (const [position, match] of season.matches.entries()) {
        const recorded = await organiser.gql(
          `mutation ($id: Int!, $input: ResultInput!) { recordResult(matchId: $id, input: $input) { id status } }`,
          {
            id: matches[position].id,
            input: {
              goals: match.goals.map((goal) => ({
                side: goal.side,
                minute: goal.minute,
                ownGoal: goal.ownGoal ?? false,
                player: { name: goal.player },
              })),
            },
          },
        );
        expect(recorded.errors).toBeUndefined();
      }
    }
  }, 600_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('ranks each player’s goals per season, own goals left out, from the stats’ season totals', async () => {
    const expected = SEASONS.flatMap((season) => {
      const goals = new Map<string, number>();
      for (const goal of season.matches.flatMap((match) => match.goals)) {
        if (!goal.ownGoal) goals.set(goal.player, (goals.get(goal.player) ?? 0) + 1);
      }
      return [...goals].map(([playerName, count]) => ({ seasonName: season.name, playerName, goals: count }));
    }).sort((a, b) => b.goals - a.goals || a.seasonName.localeCompare(b.seasonName));
    const { data, errors } = await new TestClient(server.url).gql<{
      competition: { records: { playerGoalsInSeason: { seasonName: string; playerName: string; goals: number }[] } };
    }>(
      `query ($id: Int!) { competition(id: $id) { records { playerGoalsInSeason { seasonName playerName goals } } } }`,
      {
        id: competitionId,
      },
    );
    expect(errors).toBeUndefined();
    expect(data!.competition.records.playerGoalsInSeason).toEqual(expected);
    // Kemar Lewis's three in 2024 lead; Andre Roach's two in 2024 and two in 2025 follow.
    expect(expected[0]).toEqual({ seasonName: 'Island League 2024', playerName: 'Kemar Lewis', goals: 3 });
  });
});

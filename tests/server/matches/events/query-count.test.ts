import { beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../support/client.js';
import { signedInClient, useTestServer } from '../../management/support.js';
import { readMatch } from '../cricket/fixtures.js';
import { bowl, ball, scoredMatch } from './support.js';
import { recordStatements } from '../../../support/statements.js';

const FullCard = /* GraphQL */ `
  query FullCard($id: Int!) {
    match(id: $id) {
      seq
      events {
        seq
        voided
      }
      innings {
        battingTeam {
          name
        }
        runs
        batting {
          player {
            name
            teamId
          }
          dismissal {
            text
            bowler {
              name
            }
            fielders {
              name
            }
          }
        }
        bowling {
          player {
            name
          }
          overs
        }
        fallOfWickets {
          player {
            name
          }
        }
        partnerships {
          batters {
            name
          }
        }
        yetToBat {
          name
        }
        striker {
          player {
            name
          }
        }
        currentBowler {
          player {
            name
          }
        }
        thisOver {
          bowler {
            name
          }
        }
      }
      lineups {
        team {
          name
        }
        players {
          name
        }
      }
      football {
        phase
      }
    }
  }
`;

/** A scorecard costs the same few statements for two balls as for a whole T20 with a super over. */
describe('reading a card without N+1 queries', () => {
  const server = useTestServer();
  const statements: string[] = [];
  let short: number;
  let full: number;

  beforeAll(async () => {
    const small = await scoredMatch(server.em());
    const scorer = await signedInClient(server, small.scorer.email);
    await bowl(scorer, small.matchId, [
      ball('Ann', 'Bea', 'Bowler A', 1, { battingTeamId: small.home.id }),
      ball('Bea', 'Ann', 'Bowler A', 0, {
        wickets: [{ kind: 'caught', playerOut: { name: 'Bea' }, fielders: [{ name: 'Fielder' }] }],
      }),
    ]);
    short = small.matchId;
    const big = await scoredMatch(server.em(), { teams: ['Kolkata Knight Riders', 'Sunrisers Hyderabad'] });
    const importer = await signedInClient(server, big.scorer.email);
    const imported = await importer.gql(
      /* GraphQL */ `
        mutation Import($matchId: Int!, $json: String!) {
          importCricsheet(matchId: $matchId, json: $json) {
            id
          }
        }
      `,
      { matchId: big.matchId, json: readMatch('1216512.json') },
    );
    expect(imported.errors).toBeUndefined();
    full = big.matchId;
    recordStatements(server.orm, statements);
  });

  const countQueries = async (id: number) => {
    statements.length = 0;
    const response = await new TestClient(server.url).gql<{ match: { innings: unknown[] } }>(FullCard, { id });
    expect(response.errors).toBeUndefined();
    expect(response.data?.match.innings.length).toBeGreaterThan(0);
    // Not the viewer's own read (a statement of users alone); the match's officials come with the match.
    return statements.filter((sql) => !/"session"|^select [^(]* from "users"/.test(sql)).length;
  };

  it('costs a fixed number of statements, however many balls were bowled', async () => {
    const forTwoBalls = await countQueries(short);
    const forAWholeMatch = await countQueries(full);
    // The match with its tournament, teams and officials; the log for events and again for innings; the
    // rosters; the line-ups' rosters (their teams are the match's, read with it; football answers null
    // for cricket without a statement).
    expect(forTwoBalls).toBe(5);
    expect(forAWholeMatch).toBe(forTwoBalls);
  });
});

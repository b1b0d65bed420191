import { useQuery } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { system } from '../../web/src/app/system';
import { LiveScore } from '../../web/src/features/live/LiveScore';
import { LiveMatchSubscription } from '../../web/src/features/live/useLiveMatch';
import { ScoringMatchQuery } from '../../web/src/features/scoring/operations';
import type { LiveScore_MatchFragment } from '../../web/src/gql/graphql';

const team = (id: number, name: string) => ({
  __typename: 'Team' as const,
  id,
  name,
  crestUrl: null,
  primaryColor: null,
  secondaryColor: null,
});

// Typenames as the server sends them, so Apollo's cache normalises the match.
const cricket = {
  __typename: 'Match',
  id: 33,
  status: 'in_progress',
  homeTeamScore: 173,
  awayTeamScore: 88,
  homeWickets: 5,
  awayWickets: 3,
  homeBalls: 120,
  awayBalls: 62,
  homeAllOut: false,
  awayAllOut: false,
  battedFirst: 'home',
  resultKind: null,
  revisedOvers: null,
  revisedTarget: null,
  winnerTeamId: null,
  homeTeam: team(1, 'Harbour Lights XI'),
  awayTeam: team(2, 'Blue Mountain CC'),
  winnerTeam: null,
  tournament: { __typename: 'Tournament', id: 2, sport: 'cricket', ballsPerOver: 6, oversPerInnings: 20 },
} as LiveScore_MatchFragment;

/** The push a page gets after subscribing with the seq it shows (`afterSeq`, read from its query). */
function subscriptionMock(match: LiveScore_MatchFragment, afterSeq: number, delay = 0) {
  return {
    request: { query: LiveMatchSubscription, variables: { matchId: match.id, afterSeq } },
    delay,
    result: {
      data: {
        matchUpdated: {
          ...match,
          // The push carries the match's seq, so a scorer's pad fetches the events after its last one.
          seq: 7,
          scheduledDate: null,
          venue: null,
          roundNumber: null,
          roundLabel: null,
          matchNotes: null,
          updatedAt: '2026-11-22T00:00:00.000Z',
        },
      },
    },
  };
}

describe('LiveScore', () => {
  it('writes cricket scores as runs/wickets with overs (all out as the runs alone), and marks the winner when final', () => {
    render(
      <ChakraProvider value={system}>
        <MockedProvider mocks={[]}>
          <LiveScore
            match={{
              ...cricket,
              status: 'completed',
              awayTeamScore: 151,
              awayWickets: 10,
              awayBalls: 113,
              awayAllOut: true,
              winnerTeamId: 1,
              winnerTeam: team(1, 'Harbour Lights XI'),
            }}
          />
        </MockedProvider>
      </ChakraProvider>,
    );
    expect(screen.getByTestId('match-status').textContent).toBe('FINAL');
    expect(screen.getByTestId('score-home-value').textContent).toBe('173/5');
    // All out prints the runs alone, as every published scorecard does (never "151/10").
    expect(screen.getByTestId('score-away-value').textContent).toBe('151');
    expect(screen.getByText('(all out, 18.5 ov)')).toBeTruthy();
    expect(screen.getByTestId('match-result').textContent).toBe('Harbour Lights XI won');
    expect(screen.getByText('Winner')).toBeTruthy();
  });

  it('updates without a reload when the subscription pushes a new score', async () => {
    function Page() {
      const { data } = useQuery(ScoringMatchQuery, { variables: { id: 33 } });
      return data?.match ? <LiveScore match={data.match} /> : null;
    }
    const query = {
      request: { query: ScoringMatchQuery, variables: { id: 33 } },
      result: {
        data: {
          match: {
            ...cricket,
            seq: 6,
            viewerCanScore: false,
            scheduledDate: null,
            venue: null,
            roundNumber: 2,
            roundLabel: 'Round 2',
            matchNumber: 3,
            matchNotes: null,
            tournament: { ...cricket.tournament, name: 'Island Cup T20', tournamentType: 'round_robin' },
          },
        },
      },
    };
    render(
      <ChakraProvider value={system}>
        <MockedProvider mocks={[query, subscriptionMock({ ...cricket, awayTeamScore: 92, awayBalls: 63 }, 6, 50)]}>
          <Page />
        </MockedProvider>
      </ChakraProvider>,
    );
    expect((await screen.findByTestId('score-away-value')).textContent).toBe('88/3');
    await screen.findByText('92/3');
    expect(screen.getByText('(10.3 ov)')).toBeTruthy();
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveScore } from '../../web/src/features/live/LiveScore';
import { ScoringMatchQuery } from '../../web/src/features/scoring/operations';
import { useQuery } from '@apollo/client/react';
import type { LiveScore_MatchFragment } from '../../web/src/gql/graphql';
import { pushedMatch, tournamentRef } from './support/pushed-match';
import { recordingClient, renderWithClient } from './support/recording-client';

// An app page reads its match, then subscribes once the socket is open: a ball scored in between is in
// neither. The subscription names the seq the page shows, and the server pushes the match at once when it
// has moved past it (matchUpdated's afterSeq); later pushes move that seq without subscribing again.

const scoringMatch = (seq: number) => ({
  match: {
    ...pushedMatch({ id: 33, seq, homeTeamScore: 87 }),
    viewerCanScore: false,
    tournament: { ...tournamentRef, tournamentType: 'round_robin' },
  },
});

function ScoredPage() {
  const { data } = useQuery(ScoringMatchQuery, { variables: { id: 33 } });
  return data?.match ? <LiveScore match={data.match} /> : null;
}

describe("a live match's subscription", () => {
  it('asks for the match pushed at once past the seq the page read, and subscribes once however many balls follow', async () => {
    const { client, sent, count, push } = recordingClient({ ScoringMatch: () => scoringMatch(6) });
    renderWithClient(client, <ScoredPage />);
    await waitFor(() => expect(count('LiveMatch')).toBe(1));
    expect(sent.find((entry) => entry.operationName === 'LiveMatch')?.variables).toEqual({ matchId: 33, afterSeq: 6 });

    // The catch-up push (a ball the page missed), then two more balls.
    for (const [seq, score] of [
      [7, 88],
      [8, 90],
      [9, 91],
    ]) {
      act(() =>
        push('LiveMatch', { matchUpdated: pushedMatch({ id: 33, seq, homeTeamScore: score, matchNotes: null }) }),
      );
    }
    await waitFor(() => expect(screen.getByTestId('score-home-value').textContent).toBe('91'));
    expect(count('LiveMatch')).toBe(1);
  });

  it('subscribes without a seq when the page read none', async () => {
    const { client, sent, count } = recordingClient({});
    renderWithClient(client, <LiveScore match={pushedMatch({ id: 41 }) as LiveScore_MatchFragment} />);
    await waitFor(() => expect(count('LiveMatch')).toBe(1));
    expect(sent.find((entry) => entry.operationName === 'LiveMatch')?.variables).toEqual({ matchId: 41 });
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLAYER_MATCH_PAGE, PlayerRoute } from '../../web/src/features/stats/PlayerRoute';
import { recordingClient, renderWithClient } from './support/recording-client';

// A player's page lists their matches newest first a page at a time: a career of hundreds of matches
// draws ten, with the whole count, and "Show more" is this page at an address asking for ten more.

function listed(id: number) {
  return {
    __typename: 'PlayerMatch',
    summary: `${id} (${id + 1})`,
    match: {
      __typename: 'Match',
      id,
      status: 'completed',
      scheduledDate: '2031-03-01T18:00:00.000Z',
      homeTeam: { __typename: 'Team', name: `Home ${id}` },
      awayTeam: { __typename: 'Team', name: `Away ${id}` },
      tournament: { __typename: 'Tournament', id: 1, name: 'Island Cup' },
    },
  };
}

const newestFrom = (from: number, count: number) => Array.from({ length: count }, (_, index) => listed(from - index));

function player(recentMatches: ReturnType<typeof listed>[], matchCount: number) {
  return {
    player: {
      __typename: 'Player',
      id: 7,
      name: 'Shai Hope',
      shirtNumber: 4,
      position: null,
      team: { __typename: 'Team', id: 3, name: 'Guyana' },
      career: { __typename: 'PlayerFigures', batting: null, bowling: null, football: null },
      tournaments: [],
      matchCount,
      recentMatches,
    },
  };
}

describe('a player’s page', () => {
  it('shows the newest page of matches with the whole count, and a page more from the Show more link', async () => {
    const total = PLAYER_MATCH_PAGE + 4;
    const { client, sent } = recordingClient({
      PlayerPage: (variables) => player(newestFrom(total, Math.min(Number(variables.first), total)), total),
    });
    renderWithClient(client, <PlayerRoute />, { path: '/player/7', route: '/player/:id' });

    const list = await screen.findByTestId('player-matches');
    // The tab names the page's subject after a move within the app too, as the server's HTML does.
    expect(document.title).toBe('Shai Hope · Pitchside');
    expect(within(list).getAllByRole('listitem')).toHaveLength(PLAYER_MATCH_PAGE);
    expect(within(list).getAllByRole('link')[0].textContent).toBe(`Home ${total} v Away ${total}`);
    expect(screen.getByText(String(total))).toBeTruthy();
    expect(sent.find((entry) => entry.operationName === 'PlayerPage')?.variables).toEqual({
      id: 7,
      first: PLAYER_MATCH_PAGE,
    });

    fireEvent.click(screen.getByRole('link', { name: `Show more matches (${PLAYER_MATCH_PAGE} of ${total})` }));
    // The cards shown stay while the longer list loads: no page spinner in their place.
    expect(screen.queryByLabelText('Loading player')).toBeNull();
    expect(within(screen.getByTestId('player-matches')).getAllByRole('listitem')).toHaveLength(PLAYER_MATCH_PAGE);
    expect(screen.getByRole('link', { name: /Show more matches/ }).getAttribute('aria-busy')).toBe('true');
    await waitFor(() =>
      expect(within(screen.getByTestId('player-matches')).getAllByRole('listitem')).toHaveLength(total),
    );
    expect(sent.filter((entry) => entry.operationName === 'PlayerPage').at(-1)?.variables).toEqual({
      id: 7,
      first: 2 * PLAYER_MATCH_PAGE,
    });
    const links = within(screen.getByTestId('player-matches')).getAllByRole('link');
    expect(links.at(-1)!.textContent).toBe('Home 1 v Away 1');
    expect(screen.queryByRole('link', { name: /Show more matches/ })).toBeNull();
  });
});

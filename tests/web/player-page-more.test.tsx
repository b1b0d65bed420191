import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  PLAYER_MATCH_MOST,
  PLAYER_MATCH_PAGE,
  playerMoreSearch,
  playerPageData,
  playerPageVariables,
  PlayerRoute,
} from '../../web/src/features/stats/PlayerRoute';
import { recordingClient, renderWithClient } from './support/recording-client';

// How many of a player's matches show is part of the page's address (`?matches=20`): the server renders that
// many, the app asks for as many, and "Show more" is a link to the address a page longer, which a visitor's
// page without the app fetches and takes the matches part from.

const address = (search: string) => new URLSearchParams(search);
const firstOf = (search: string) => playerPageVariables('7', address(search))?.first;

describe('how many matches the address asks for', () => {
  it('reads whole pages, one page when missing or bad, at most what the API gives in one read', () => {
    expect(PLAYER_MATCH_MOST).toBe(100);
    expect(playerPageVariables('7', address(''))).toEqual({ id: 7, first: PLAYER_MATCH_PAGE });
    expect(firstOf('matches=20')).toBe(20);
    expect(firstOf('lang=fr&matches=30')).toBe(30);
    for (const bad of ['', '0', '-10', '15', '2e1', '20.0', ' 20', 'abc', '10abc']) {
      expect(firstOf(`matches=${encodeURIComponent(bad)}`), bad).toBe(PLAYER_MATCH_PAGE);
    }
    expect(firstOf('matches=100')).toBe(100);
    expect(firstOf('matches=110')).toBe(100);
    expect(firstOf('matches=99999999999999999999')).toBe(100);
  });

  it('asks for nothing when the id cannot be one', () => {
    for (const id of [undefined, '0', '-3', '1.5', 'seven']) {
      expect(playerPageVariables(id, address('matches=20')), String(id)).toBeNull();
    }
  });

  it('links to a page more, keeping every other parameter', () => {
    expect(playerMoreSearch(address(''))).toBe('?matches=20');
    expect(playerMoreSearch(address('lang=fr&matches=20&x=1'))).toBe('?lang=fr&matches=30&x=1');
    // A bad count counts as one page, so the link shows two.
    expect(playerMoreSearch(address('matches=15&lang=nl'))).toBe('?matches=20&lang=nl');
    expect(playerMoreSearch(address('matches=500'))).toBe(`?matches=${PLAYER_MATCH_MOST}`);
  });
});

/** A player with `total` matches, answering as many of the newest as asked. */
function answer(total: number) {
  return (variables: Record<string, unknown>) => ({
    player: {
      __typename: 'Player',
      id: 7,
      name: 'Shai Hope',
      shirtNumber: null,
      position: null,
      team: null,
      career: { __typename: 'PlayerFigures', batting: null, bowling: null, football: null },
      tournaments: [],
      matchCount: total,
      recentMatches: Array.from({ length: Math.min(Number(variables.first), total) }, (_, index) => ({
        __typename: 'PlayerMatch',
        summary: null,
        match: {
          __typename: 'Match',
          id: total - index,
          status: 'completed',
          scheduledDate: null,
          homeTeam: null,
          awayTeam: null,
          tournament: { __typename: 'Tournament', id: 1, name: 'Island Cup' },
        },
      })),
    },
  });
}

describe('a player’s page at an address asking for more matches', () => {
  it('is read by the server with the variables the app asks for', async () => {
    const { client, sent } = recordingClient({ PlayerPage: answer(45) });
    await playerPageData(client, { params: { id: '7' }, search: address('matches=20') });
    expect(sent.map((entry) => entry.variables)).toEqual([{ id: 7, first: 20 }]);
  });

  it('shows that many, links to a page more and marks the part a visitor’s page swaps', async () => {
    const { client, sent } = recordingClient({ PlayerPage: answer(45) });
    renderWithClient(client, <PlayerRoute />, { path: '/player/7?lang=fr&matches=20', route: '/player/:id' });

    const list = await screen.findByTestId('player-matches');
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(sent.map((entry) => entry.variables)).toEqual([{ id: 7, first: 20 }]);

    const more = screen.getByRole('link', { name: 'Show more matches (20 of 45)' });
    expect(more.getAttribute('href')).toBe('/player/7?lang=fr&matches=30');
    expect(more.dataset.regionLink).toBe('player-matches');
    // The region holds both the list and the link, so the swapped part brings the next link with it.
    const region = more.closest('[data-live-region]');
    expect(region?.getAttribute('data-live-region')).toBe('player-matches');
    expect(region?.contains(list)).toBe(true);
    // Only a part that moves with a match follows pushes: this one is swapped by its link alone.
    expect(region?.hasAttribute('data-live-on')).toBe(false);
  });

  it('offers no link when every match shows, or when the address already asks for the most it can', async () => {
    for (const [total, search] of [
      [20, 'matches=20'],
      [PLAYER_MATCH_MOST + 5, `matches=${PLAYER_MATCH_MOST}`],
    ] as const) {
      const { client } = recordingClient({ PlayerPage: answer(total) });
      const { unmount } = renderWithClient(client, <PlayerRoute />, {
        path: `/player/7?${search}`,
        route: '/player/:id',
      });
      await waitFor(() =>
        expect(within(screen.getByTestId('player-matches')).getAllByRole('listitem')).toHaveLength(
          Math.min(total, PLAYER_MATCH_MOST),
        ),
      );
      expect(screen.queryByRole('link', { name: /Show more matches/ }), search).toBeNull();
      unmount();
    }
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BROWSE_TOURNAMENT_PAGE, BrowseRoute } from '../../web/src/routes/BrowseRoute';
import { recordingClient, renderWithClient } from './support/recording-client';

// The browser reads a page of tournaments and counts them all: with a hundred published, a phone draws
// the first page and reads the next one after the last card's cursor when asked.

function tournament(id: number) {
  return {
    __typename: 'Tournament',
    id,
    cursor: `cursor-${id}`,
    name: `Island Cup ${id}`,
    description: null,
    sport: 'football',
    tournamentType: 'league',
    startDate: '2031-03-01',
    venueInfo: null,
    phase: 'upcoming',
  };
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, index) => tournament(from + index));

describe('the tournament browser', () => {
  it('shows the first page with the whole count, and reads the next page after the last card', async () => {
    const total = BROWSE_TOURNAMENT_PAGE + 3;
    const { client, sent } = recordingClient({
      BrowseTournaments: (variables) =>
        variables.after === `cursor-${BROWSE_TOURNAMENT_PAGE}`
          ? { publicTournaments: range(BROWSE_TOURNAMENT_PAGE + 1, 3), publicTournamentCount: total }
          : { publicTournaments: range(1, BROWSE_TOURNAMENT_PAGE), publicTournamentCount: total },
      BrowseMatches: () => ({
        liveMatches: [],
        upcomingMatches: [],
        siteStatistics: { __typename: 'SiteStatistics', activeTournaments: total, totalMatches: 0, liveMatches: 0 },
      }),
    });
    renderWithClient(client, <BrowseRoute />, { path: '/browse', route: '/browse' });

    await waitFor(() => expect(screen.getAllByTestId('tournament-card')).toHaveLength(BROWSE_TOURNAMENT_PAGE));
    expect(screen.getByTestId('tournament-count').textContent).toBe(`${total} tournaments`);
    expect(sent.find((entry) => entry.operationName === 'BrowseTournaments')?.variables).toEqual({
      search: null,
      type: null,
      first: BROWSE_TOURNAMENT_PAGE,
    });

    fireEvent.click(
      screen.getByRole('button', { name: `Show more tournaments (${BROWSE_TOURNAMENT_PAGE} of ${total})` }),
    );
    await waitFor(() => expect(screen.getAllByTestId('tournament-card')).toHaveLength(total));
    expect(sent.filter((entry) => entry.operationName === 'BrowseTournaments').at(-1)?.variables).toEqual({
      search: null,
      type: null,
      first: BROWSE_TOURNAMENT_PAGE,
      after: `cursor-${BROWSE_TOURNAMENT_PAGE}`,
    });
    // Every one is shown: nothing more to read, and each has its standings link.
    expect(screen.queryByRole('button', { name: /Show more tournaments/ })).toBeNull();
    const standings = screen.getByRole('heading', { name: 'Standings' }).parentElement!;
    expect(within(standings).getAllByRole('link')).toHaveLength(total);
  });
});

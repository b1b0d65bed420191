import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BROWSE_TOURNAMENT_MOST, BROWSE_TOURNAMENT_PAGE, BrowseRoute } from '../../web/src/routes/BrowseRoute';
import { recordingClient, renderWithClient } from './support/recording-client';

// The browser reads a page of tournaments and counts them all: with more published, "Show more" is this page
// at an address asking for a page more, which the app reads in place of the shorter list.

function tournament(id: number) {
  return {
    __typename: 'Tournament',
    id,
    name: `Island Cup ${id}`,
    description: null,
    sport: 'football',
    tournamentType: 'league',
    startDate: '2031-03-01',
    venueInfo: null,
    phase: 'upcoming',
  };
}

describe('the tournament browser', () => {
  it('shows the first page with the whole count, and a page more at the Show more link’s address', async () => {
    const total = BROWSE_TOURNAMENT_PAGE + 3;
    const { client, sent } = browseClient(total);
    renderWithClient(client, <BrowseRoute />, { path: '/browse', route: '/browse' });

    await waitFor(() => expect(screen.getAllByTestId('tournament-card')).toHaveLength(BROWSE_TOURNAMENT_PAGE));
    expect(screen.getByTestId('tournament-count').textContent).toBe(`${total} tournaments`);
    expect(sent.find((entry) => entry.operationName === 'BrowseTournaments')?.variables).toEqual({
      search: null,
      type: null,
      first: BROWSE_TOURNAMENT_PAGE,
    });

    const more = screen.getByRole('link', { name: `Show more tournaments (${BROWSE_TOURNAMENT_PAGE} of ${total})` });
    expect(more.getAttribute('href')).toBe(`/browse?tournaments=${2 * BROWSE_TOURNAMENT_PAGE}`);
    fireEvent.click(more);
    // The shorter list stays while the longer one loads: no spinner in between.
    expect(screen.getAllByTestId('tournament-card')).toHaveLength(BROWSE_TOURNAMENT_PAGE);
    expect(screen.queryByLabelText('Loading tournaments')).toBeNull();
    await waitFor(() => expect(screen.getAllByTestId('tournament-card')).toHaveLength(total));
    expect(sent.filter((entry) => entry.operationName === 'BrowseTournaments').at(-1)?.variables).toEqual({
      search: null,
      type: null,
      first: 2 * BROWSE_TOURNAMENT_PAGE,
    });
    // Every one is shown: nothing more to read, and each has its standings link.
    expect(screen.queryByRole('link', { name: /Show more tournaments/ })).toBeNull();
    const standings = screen.getByRole('heading', { name: 'Standings' }).parentElement!;
    expect(within(standings).getAllByRole('link')).toHaveLength(total);
  });
});

function browseClient(total: number) {
  return recordingClient({
    BrowseTournaments: (asked) => ({
      publicTournaments: Array.from({ length: Math.min(Number(asked.first), total) }, (_, index) =>
        tournament(index + 1),
      ),
      publicTournamentCount: total,
    }),
    BrowseMatches: () => ({
      liveMatches: [],
      upcomingMatches: [],
      siteStatistics: { __typename: 'SiteStatistics', activeTournaments: total, totalMatches: 0, liveMatches: 0 },
    }),
  });
}

const tournamentsAsked = (sent: { operationName: string; variables: Record<string, unknown> }[]) =>
  sent.filter((entry) => entry.operationName === 'BrowseTournaments').map((entry) => entry.variables);

describe('the browser page at an address', () => {
  it('asks for the address’s tournaments and shows its filter in the form', async () => {
    const { client, sent } = browseClient(200);
    renderWithClient(client, <BrowseRoute />, { path: '/browse?q=cup&type=league&tournaments=48', route: '/browse' });
    await waitFor(() => expect(screen.getAllByTestId('tournament-card')).toHaveLength(48));
    expect(tournamentsAsked(sent)).toEqual([{ search: 'cup', type: 'league', first: 48 }]);
    expect(screen.getByLabelText<HTMLInputElement>('Search tournaments').value).toBe('cup');
    expect(screen.getByLabelText<HTMLSelectElement>('Tournament type').value).toBe('league');
    const more = screen.getByRole('link', { name: /Show more tournaments/ });
    expect(more.getAttribute('href')).toBe('/browse?q=cup&type=league&tournaments=72');
  });

  it('reads a count that is not whole pages as one page', async () => {
    const { client, sent } = browseClient(200);
    renderWithClient(client, <BrowseRoute />, { path: '/browse?q=cup&type=league&tournaments=20', route: '/browse' });
    await waitFor(() => expect(screen.getAllByTestId('tournament-card')).toHaveLength(BROWSE_TOURNAMENT_PAGE));
    expect(tournamentsAsked(sent)).toEqual([{ search: 'cup', type: 'league', first: BROWSE_TOURNAMENT_PAGE }]);
  });

  it('offers no more at the most a list shows, however many there are', async () => {
    const { client } = browseClient(200);
    renderWithClient(client, <BrowseRoute />, {
      path: `/browse?tournaments=${BROWSE_TOURNAMENT_MOST}`,
      route: '/browse',
    });
    await waitFor(() => expect(screen.getAllByTestId('tournament-card')).toHaveLength(BROWSE_TOURNAMENT_MOST));
    expect(screen.queryByRole('link', { name: /Show more tournaments/ })).toBeNull();
  });

  it('puts the filter in the address as it is typed or chosen, back to one page, the cards kept meanwhile', async () => {
    const { client, sent } = browseClient(200);
    renderWithClient(client, <BrowseRoute />, { path: '/browse?tournaments=48', route: '/browse' });
    await waitFor(() => expect(screen.getAllByTestId('tournament-card')).toHaveLength(48));

    const box = screen.getByLabelText<HTMLInputElement>('Search tournaments');
    fireEvent.change(box, { target: { value: 'island ' } });
    // What was typed shows at once, spaces and all, and the cards stay while the filtered list loads.
    expect(box.value).toBe('island ');
    expect(screen.getAllByTestId('tournament-card').length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(tournamentsAsked(sent).at(-1)).toEqual({ search: 'island', type: null, first: BROWSE_TOURNAMENT_PAGE }),
    );
    await waitFor(() => expect(screen.getAllByTestId('tournament-card')).toHaveLength(BROWSE_TOURNAMENT_PAGE));
    expect(screen.getByRole('link', { name: /Show more tournaments/ }).getAttribute('href')).toBe(
      `/browse?q=island+&tournaments=${2 * BROWSE_TOURNAMENT_PAGE}`,
    );

    fireEvent.change(screen.getByLabelText('Tournament type'), { target: { value: 'knockout' } });
    await waitFor(() =>
      expect(tournamentsAsked(sent).at(-1)).toEqual({
        search: 'island',
        type: 'knockout',
        first: BROWSE_TOURNAMENT_PAGE,
      }),
    );
    expect(box.value).toBe('island ');
  });

  it('marks the form, the parts and the login for a visitor’s page', async () => {
    const { client } = browseClient(30);
    const { container } = renderWithClient(client, <BrowseRoute />, { path: '/browse', route: '/browse' });
    await waitFor(() => expect(screen.getAllByTestId('tournament-card')).toHaveLength(BROWSE_TOURNAMENT_PAGE));

    const form = screen.getByRole<HTMLFormElement>('search');
    expect(form.tagName).toBe('FORM');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/browse');
    expect(form.dataset.regionForm).toBe('browse-tournaments');
    expect(screen.getByLabelText<HTMLInputElement>('Search tournaments').name).toBe('q');
    expect(screen.getByLabelText<HTMLSelectElement>('Tournament type').name).toBe('type');
    // The app keeps its page: the address already follows the fields.
    expect(fireEvent.submit(form)).toBe(false);

    const tournaments = container.querySelector<HTMLElement>('[data-live-region="browse-tournaments"]')!;
    expect(tournaments.dataset.liveOn).toBeUndefined();
    // The fields sit outside the part the form swaps, so they keep focus and caret.
    expect(tournaments.contains(form)).toBe(false);
    expect(tournaments.querySelectorAll('[data-testid="tournament-card"]')).toHaveLength(BROWSE_TOURNAMENT_PAGE);
    expect(tournaments.contains(screen.getByTestId('tournament-count'))).toBe(true);
    expect(tournaments.contains(screen.getByRole('heading', { name: 'Standings' }))).toBe(true);
    const more = screen.getByRole('link', { name: /Show more tournaments/ });
    expect(tournaments.contains(more)).toBe(true);
    expect(more.dataset.regionLink).toBe('browse-tournaments');

    const live = container.querySelector<HTMLElement>('[data-live-region="browse-live"]')!;
    expect(live.dataset).toMatchObject({ liveMatches: '', liveOn: 'shown' }); // a ball of a match it shows, or a match that starts or ends
    expect(live.querySelector('#live')).not.toBeNull();
    const upcoming = container.querySelector<HTMLElement>('[data-live-region="browse-upcoming"]')!;
    expect(upcoming.dataset).toMatchObject({ liveMatches: '', liveOn: 'status' });
    expect(upcoming.querySelector('#matches')).not.toBeNull();
    expect(upcoming.querySelector('[data-testid="statistics"]')).not.toBeNull();

    expect(screen.getByRole('button', { name: 'Login' }).dataset.action).toBe('login');
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  TEAM_LIST_MOST,
  TeamRoute,
  teamListCounts,
  teamMoreSearch,
  teamPageData,
} from '../../web/src/features/team/TeamRoute';
import { MAX_PAGE_SIZE } from '../../server/src/modules/common/paging';
import { MOST_ROWS } from '../../web/src/lib/paging';
import { pushedMatch, team } from './support/pushed-match';
import { recordingClient, renderWithClient } from './support/recording-client';

// How much of each list the team page shows is part of its address (`?results=20`), so the server renders
// a visitor the same lists the app asks for, and "Show more" is a link to the page with one list longer.

const teamAnswer = {
  ...team(1, 'Harbour Lights'),
  homeGround: null,
  club: null,
  members: [],
  tournaments: [],
};

/** A list the server holds `total` of, answered as `first` asks. */
function listOf(total: number, first: unknown, make: (index: number) => object) {
  const shown = Math.min(total, Number(first));
  return {
    __typename: 'MatchConnection',
    nodes: Array.from({ length: shown }, (_, index) => make(index)),
    pageInfo: { __typename: 'PageInfo', hasNextPage: shown < total },
  };
}

const fixture = (index: number) => pushedMatch({ id: 500 + index, status: 'scheduled' });
const result = (index: number) => pushedMatch({ id: 100 + index, status: 'completed', winnerTeamId: 1 });

/** A team with `fixtures` fixtures and `results` results to come and played. */
function teamClient(totals: { fixtures: number; results: number }) {
  return recordingClient({
    TeamPage: (variables) => ({
      publicTeam: teamAnswer,
      fixtures: listOf(totals.fixtures, variables.fixtures, fixture),
      results: listOf(totals.results, variables.results, result),
    }),
  });
}

const render = (client: ReturnType<typeof teamClient>['client'], path: string) =>
  renderWithClient(client, <TeamRoute />, { path, route: '/team/:id' });

describe('how many cards each list of the team page shows', () => {
  it('reads whole pages of ten from the address; a missing or bad count is one page', () => {
    expect(teamListCounts(new URLSearchParams(''))).toEqual({ fixtures: 10, results: 10 });
    expect(teamListCounts(new URLSearchParams('fixtures=30&results=20'))).toEqual({ fixtures: 30, results: 20 });
    for (const bad of ['0', '5', '25', '-10', '1e2', ' 20', '20.0', 'abc', '']) {
      expect(teamListCounts(new URLSearchParams({ results: bad })).results, bad).toBe(10);
    }
  });

  it('shows at most what the API gives in one list', () => {
    expect(TEAM_LIST_MOST).toBe(100);
    expect(teamListCounts(new URLSearchParams('results=100')).results).toBe(100);
    expect(teamListCounts(new URLSearchParams('results=500')).results).toBe(100);
    expect(teamListCounts(new URLSearchParams('results=990000')).results).toBe(100);
    // Longer than anyone types: still more than the most, so the most (one rule with the player's page).
    expect(teamListCounts(new URLSearchParams({ results: `1${'0'.repeat(30)}` })).results).toBe(100);
    expect(teamListCounts(new URLSearchParams({ results: '9'.repeat(30) })).results).toBe(100);
  });

  it('raises only the one list for "Show more", keeping the other list and any other parameter', () => {
    const search = new URLSearchParams('fixtures=20&ref=share&results=30');
    expect(teamMoreSearch(search, 'results')).toBe('?fixtures=20&ref=share&results=40');
    expect(teamMoreSearch(search, 'fixtures')).toBe('?fixtures=30&ref=share&results=30');
    // A bad count is read as one page, so the next is two.
    expect(teamMoreSearch(new URLSearchParams('results=abc'), 'results')).toBe('?results=20');
    expect(teamMoreSearch(new URLSearchParams(''), 'fixtures')).toBe('?fixtures=20');
  });
});

describe('the team page at an address', () => {
  it('asks for what the server read for the same address', async () => {
    const address = '?results=20&fixtures=abc';
    const server = teamClient({ fixtures: 3, results: 40 });
    await teamPageData(server.client, { params: { id: '1' }, search: new URLSearchParams(address) });
    const app = teamClient({ fixtures: 3, results: 40 });
    render(app.client, `/team/1${address}`);

    expect(await screen.findAllByTestId('match-card')).toHaveLength(23);
    expect(app.sent.find((entry) => entry.operationName === 'TeamPage')?.variables).toEqual({
      id: 1,
      fixtures: 10,
      results: 20,
    });
    expect(server.sent.map((entry) => entry.variables)).toEqual([{ id: 1, fixtures: 10, results: 20 }]);
  });

  it('links "Show more" to the page with that list ten longer, and shows them without losing the cards', async () => {
    const { client, sent } = teamClient({ fixtures: 12, results: 25 });
    render(client, '/team/1?results=20&ref=share');
    const results = await screen.findByTestId('section-results');
    expect(within(results).getAllByTestId('match-card')).toHaveLength(20);

    const moreResults = screen.getByRole('link', { name: 'Show more results' });
    const moreFixtures = screen.getByRole('link', { name: 'Show more fixtures' });
    expect(moreResults.getAttribute('href')).toBe('/team/1?results=30&ref=share');
    expect(moreFixtures.getAttribute('href')).toBe('/team/1?results=20&ref=share&fixtures=20');
    // A visitor's page without the app fetches the link's page and swaps the part named 'team'.
    expect(moreResults.getAttribute('data-region-link')).toBe('team');
    expect(moreFixtures.getAttribute('data-region-link')).toBe('team');

    fireEvent.click(moreResults);
    // While the longer list loads the page keeps its cards, with the link marked busy, and no spinner.
    await act(() => Promise.resolve());
    expect(screen.queryByText('Loading team')).toBeNull();
    expect(within(screen.getByTestId('section-results')).getAllByTestId('match-card')).toHaveLength(20);
    expect(screen.getByRole('link', { name: 'Show more results' }).getAttribute('aria-busy')).toBe('true');

    await waitFor(() =>
      expect(within(screen.getByTestId('section-results')).getAllByTestId('match-card')).toHaveLength(25),
    );
    expect(sent.filter((entry) => entry.operationName === 'TeamPage').map((entry) => entry.variables)).toEqual([
      { id: 1, fixtures: 10, results: 20 },
      { id: 1, fixtures: 10, results: 30 },
    ]);
    // All 25 are shown: nothing more to link to; the fixtures' link now keeps the longer results.
    expect(screen.queryByRole('link', { name: 'Show more results' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Show more fixtures' }).getAttribute('href')).toBe(
      '/team/1?results=30&ref=share&fixtures=20',
    );
  });

  it('offers no more than the API gives in one list', async () => {
    const { client, sent } = teamClient({ fixtures: 0, results: 300 });
    render(client, '/team/1?results=500');
    await screen.findByTestId('section-results');
    expect(sent.find((entry) => entry.operationName === 'TeamPage')?.variables).toMatchObject({ results: 100 });
    expect(within(screen.getByTestId('section-results')).getAllByTestId('match-card')).toHaveLength(100);
    expect(screen.queryByRole('link', { name: 'Show more results' })).toBeNull();
  });

  it('marks the lists as the part a visitor’s page redraws when a match on its cards changes', async () => {
    const { client } = teamClient({ fixtures: 2, results: 3 });
    const { container } = render(client, '/team/1');
    await screen.findByTestId('section-results');
    const region = container.querySelector<HTMLElement>('[data-live-region="team"]');
    expect(region).not.toBeNull();
    expect(region!.dataset.liveMatches).toBe('');
    expect(region!.dataset.liveOn).toBe('shown');
    const shown = [...region!.querySelectorAll<HTMLElement>('[data-match-id]')].map((card) => card.dataset.matchId);
    expect(shown).toEqual(['500', '501', '100', '101', '102']);
    // The form their results make is redrawn with them.
    expect(within(region!).getByTestId('team-form')).toBeTruthy();
    // Follow keeps what this browser set: outside the part that is replaced.
    expect(screen.getByTestId('follow-button')).toBeTruthy();
    expect(region!.querySelector('[data-testid="follow-button"]')).toBeNull();
    expect(container.querySelectorAll('[data-live-region]')).toHaveLength(1);
  });
});

describe('the longest list an address may ask for', () => {
  it("is the API's own ceiling for `first`, so a page never asks for more than the server answers", () => {
    expect(MOST_ROWS).toBe(MAX_PAGE_SIZE);
  });
});

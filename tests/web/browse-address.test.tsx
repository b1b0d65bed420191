import type { ApolloClient } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import {
  BROWSE_SEARCH_MOST,
  BROWSE_TOURNAMENT_MOST,
  BROWSE_TOURNAMENT_PAGE,
  browseFilterSearch,
  browsePageData,
  browseTournamentsVariables,
} from '../../web/src/routes/BrowseRoute';

// The browser's filter is its address (`?q=cup&type=league&tournaments=48`): the server renders the page it
// names, a visitor's form fetches it, and the app asks for the same list from it.

const variables = (search: string) => browseTournamentsVariables(new URLSearchParams(search));

describe('the browser’s address', () => {
  it('is every tournament, one page, when it names nothing', () => {
    expect(variables('')).toEqual({ search: null, type: null, first: BROWSE_TOURNAMENT_PAGE });
  });

  it('gives the search trimmed, a known type and whole pages', () => {
    expect(variables('q=%20cup%20&type=league&tournaments=48')).toEqual({ search: 'cup', type: 'league', first: 48 });
    expect(variables('type=round_robin').type).toBe('round_robin');
    expect(variables('q=%20%20').search).toBeNull();
  });

  it('takes no type for one that is not ours', () => {
    expect(variables('type=cricket').type).toBeNull();
    expect(variables('type=LEAGUE').type).toBeNull();
    expect(variables('type=').type).toBeNull();
  });

  it('cuts a long search', () => {
    const search = variables(`q=${'a'.repeat(5000)}`).search;
    expect(search).toBe('a'.repeat(BROWSE_SEARCH_MOST));
  });

  it('counts whole pages up to the most, and one page for anything else', () => {
    expect(variables('tournaments=20').first).toBe(BROWSE_TOURNAMENT_PAGE);
    expect(variables('tournaments=25').first).toBe(BROWSE_TOURNAMENT_PAGE);
    expect(variables('tournaments=abc').first).toBe(BROWSE_TOURNAMENT_PAGE);
    expect(variables('tournaments=72').first).toBe(72);
    expect(variables('tournaments=100000').first).toBe(BROWSE_TOURNAMENT_MOST);
    expect(BROWSE_TOURNAMENT_MOST).toBe(96);
  });

  it('starts again at one page when the search or the type changes, other parameters kept', () => {
    const address = new URLSearchParams('q=cup&type=league&tournaments=48&lang=fr');
    expect(browseFilterSearch(address, 'q', 'shield').toString()).toBe('q=shield&type=league&lang=fr');
    expect(browseFilterSearch(address, 'type', 'knockout').toString()).toBe('q=cup&type=knockout&lang=fr');
    expect(browseFilterSearch(address, 'q', '').toString()).toBe('type=league&lang=fr');
    expect(browseFilterSearch(address, 'type', '').toString()).toBe('q=cup&lang=fr');
    // The address read is left as it was.
    expect(address.get('tournaments')).toBe('48');
  });

  it('is what the server reads for the page', async () => {
    const query = vi.fn<(options: { variables: unknown }) => Promise<unknown>>().mockResolvedValue({ data: null });
    const client = { query } as unknown as ApolloClient;
    await browsePageData(client, { params: {}, search: new URLSearchParams('q=cup&type=knockout&tournaments=48') });
    const asked = query.mock.calls.map(([options]) => options.variables);
    expect(asked).toContainEqual({ search: 'cup', type: 'knockout', first: 48 });
  });
});

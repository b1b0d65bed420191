import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { loadAllRoutes, pageDataOf } from '../../web/src/app/app-routes';

describe("the server's warm-up of the pages' code", () => {
  it('loads every lazy route of the table, nested ones included, once', async () => {
    const pageData = () => [];
    const handle = { pageData };
    const lazy = (name: string) => vi.fn(async () => ({ handle: name === 'standings' ? handle : undefined }));
    const home = lazy('home');
    const standings = lazy('standings');
    const leaders = lazy('leaders');
    const table: RouteObject[] = [
      { path: '/', lazy: home },
      {
        path: '/tournament/:id',
        children: [
          { path: 'standings', lazy: standings },
          { path: 'leaders', lazy: leaders },
        ],
      },
    ];
    await loadAllRoutes(table);
    await loadAllRoutes(table);
    for (const loaded of [home, standings, leaders]) expect(loaded).toHaveBeenCalledTimes(1);
    // What a render reads of a route's module is there before any render asked for it.
    expect(pageDataOf(table[1].children![0])).toBe(pageData);
  });
});

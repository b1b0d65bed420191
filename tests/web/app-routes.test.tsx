import { act, render, screen } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Outlet, StaticRouter, useNavigate, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes, loadMatchedRoutes, pageDataOf } from '../../web/src/app/app-routes';
import type { PageData } from '../../web/src/app/page-data';

function Layout() {
  return (
    <div>
      <p>layout</p>
      <Outlet />
    </div>
  );
}

/** The router's navigate, handed to the test once mounted. */
const router = { navigate: (path: string): void => void path };
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = (path) => void navigate(path);
  }, [navigate]);
  return null;
}

const teamPageData: PageData = async () => undefined;

/** A table as router.tsx writes one: a layout with an error screen, pages whose code loads on demand. */
function table(loadBrowse: () => Promise<{ Component: () => ReactElement }>): RouteObject[] {
  return [
    {
      element: <Layout />,
      errorElement: <h1>could not load</h1>,
      children: [
        { path: '/', element: <h1>home</h1> },
        { path: '/browse', lazy: loadBrowse },
        {
          path: '/team/:id',
          lazy: async () => ({ Component: () => <h1>team page</h1>, handle: { pageData: teamPageData } }),
        },
      ],
    },
  ];
}

describe('the route table without the data router', () => {
  it('renders a page whose code has loaded on the server at once, and names its page data', async () => {
    const routes = table(async () => ({ Component: () => <h1>browse</h1> }));
    const matches = await loadMatchedRoutes(routes, { pathname: '/team/7' });
    expect(matches).toHaveLength(2);
    expect(matches.at(-1)!.params.id).toBe('7');
    expect(pageDataOf(matches.at(-1)!.route)).toBe(teamPageData);
    expect(pageDataOf(matches[0].route)).toBeNull();
    const html = renderToString(
      <StaticRouter location="/team/7">
        <AppRoutes table={routes} />
      </StaticRouter>,
    );
    expect(html).toContain('team page');
    expect(html).toContain('layout');
  });

  it('shows a page whose code is still loading once it has loaded, on a first render in the browser', async () => {
    const routes = table(async () => ({ Component: () => <h1>browse</h1> }));
    // In act, as the browser would: the code's arrival renders the page.
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/browse']}>
          <AppRoutes table={routes} rendersAfresh />
        </MemoryRouter>,
      );
    });
    expect((await screen.findByRole('heading')).textContent).toBe('browse');
    expect(screen.getByText('layout')).toBeTruthy();
  });

  it('shows the error screen when a page’s code cannot load, and loads it afresh on the next visit', async () => {
    const loadBrowse = vi
      .fn<() => Promise<{ Component: () => ReactElement }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Component: () => <h1>browse</h1> });
    const routes = table(loadBrowse);
    render(
      <MemoryRouter initialEntries={['/']}>
        <Navigator />
        <AppRoutes table={routes} rendersAfresh />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading').textContent).toBe('home');
    // React reports the error it caught; the visitor sees the error screen.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => router.navigate('/browse'));
    expect((await screen.findByRole('heading')).textContent).toBe('could not load');
    expect(loadBrowse).toHaveBeenCalledTimes(1);
    reported.mockRestore();
    await act(async () => router.navigate('/'));
    expect(screen.getByRole('heading').textContent).toBe('home');
    await act(async () => router.navigate('/browse'));
    expect((await screen.findByRole('heading')).textContent).toBe('browse');
    expect(loadBrowse).toHaveBeenCalledTimes(2);
  });
});

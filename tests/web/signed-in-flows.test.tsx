import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../web/src/app/router';
import { system } from '../../web/src/app/system';
import { BrandHeader } from '../../web/src/components/BrandHeader';
import { ViewerQueryDocument, type Viewer } from '../../web/src/features/auth/useViewer';
import { AuthCallbackRoute } from '../../web/src/routes/AuthCallbackRoute';

function person(overrides: Partial<Viewer>): Viewer {
  return {
    id: 7,
    email: 'player@pitchside.test',
    name: 'Pat Player',
    givenName: 'Pat',
    role: 'player',
    status: 'active',
    isActive: true,
    isAccountActivated: true,
    hasChosenRole: false,
    profilePicture: null,
    ...overrides,
  };
}

const viewerMock = (me: Viewer | null, options: { maxUsageCount?: number } = {}): MockLink.MockedResponse => ({
  request: { query: ViewerQueryDocument },
  delay: 0,
  result: { data: { me: me && { __typename: 'User', ...me } } },
  maxUsageCount: options.maxUsageCount ?? Number.POSITIVE_INFINITY,
});

/** Shows where the router is, so a test sees every navigation. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signed-in flows', () => {
  it('shows the signed-in header right after sign-in, without a reload', async () => {
    // The session exchange answers an activated player.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ id: 7, role: 'player', is_active: true, is_account_activated: true }, { status: 200 }),
      ),
    );
    window.history.replaceState(null, '', '/auth/callback?code=abc&state=xyz');
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              <BrandHeader />
              <Where />
              <Outlet />
            </>
          ),
          children: [
            { path: 'auth/callback', element: <AuthCallbackRoute /> },
            { path: '', element: <p>home</p> },
          ],
        },
      ],
      { initialEntries: ['/auth/callback?code=abc&state=xyz'] },
    );
    // A visitor first; the server knows the player once the session exists.
    const mocks = [viewerMock(null, { maxUsageCount: 1 }), viewerMock(person({}))];
    render(
      <ChakraProvider value={system}>
        <MockedProvider mocks={mocks}>
          <RouterProvider router={router} />
        </MockedProvider>
      </ChakraProvider>,
    );
    await screen.findByRole('button', { name: 'Login' });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My teams' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it('shows Login again right after sign-out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              <BrandHeader />
              <Where />
            </>
          ),
        },
      ],
      { initialEntries: ['/match/3'] },
    );
    render(
      <ChakraProvider value={system}>
        <MockedProvider mocks={[viewerMock(person({}), { maxUsageCount: 1 }), viewerMock(null)]}>
          <RouterProvider router={router} />
        </MockedProvider>
      </ChakraProvider>,
    );
    (await screen.findByRole('button', { name: 'Sign out' })).click();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'My teams' })).toBeNull();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
  });

  it('keeps an activated player on the public home, with no redirect loop', { timeout: 15_000 }, async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    const seen: string[] = [];
    router.subscribe((state) => seen.push(state.location.pathname));
    render(
      <ChakraProvider value={system}>
        <MockedProvider mocks={[viewerMock(person({}))]}>
          <RouterProvider router={router} />
        </MockedProvider>
      </ChakraProvider>,
    );
    expect(await screen.findByTestId('signed-in-welcome', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/Welcome back, Pat/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(router.state.location.pathname).toBe('/');
    expect(seen.filter((path) => path === '/admin')).toEqual([]);
  });

  it('sends staff from the home page to /admin', { timeout: 15_000 }, async () => {
    const router = createMemoryRouter([routes[0], { path: '/admin', element: <p>admin dashboard</p> }], {
      initialEntries: ['/'],
    });
    render(
      <ChakraProvider value={system}>
        <MockedProvider mocks={[viewerMock(person({ role: 'referee' }))]}>
          <RouterProvider router={router} />
        </MockedProvider>
      </ChakraProvider>,
    );
    expect(await screen.findByText('admin dashboard', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('shows a real not-found page for an unknown address', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/no/such/page'] });
    render(
      <ChakraProvider value={system}>
        <MockedProvider mocks={[viewerMock(null)]}>
          <RouterProvider router={router} />
        </MockedProvider>
      </ChakraProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.queryByText(/coming soon/i)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Page Not Found · Pitchside');
  });
});

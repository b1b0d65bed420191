import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { system } from '../../web/src/app/system';
import { RequireAdmin, RequireStaff } from '../../web/src/features/auth/guards';
import { ViewerQueryDocument, type Viewer } from '../../web/src/features/auth/useViewer';

function person(overrides: Partial<Viewer>): Viewer {
  return {
    id: 1,
    email: 'someone@example.test',
    name: 'Some One',
    givenName: 'Some',
    role: 'manager',
    status: 'active',
    isActive: true,
    isAccountActivated: true,
    hasChosenRole: true,
    profilePicture: null,
    ...overrides,
  };
}

/** Renders `guard` at /guarded and reports where the person ends up. */
async function landing(me: Viewer | null, guard: 'staff' | 'admin'): Promise<string> {
  const Guard = guard === 'staff' ? RequireStaff : RequireAdmin;
  render(
    <ChakraProvider value={system}>
      <MockedProvider
        mocks={[
          { request: { query: ViewerQueryDocument }, result: { data: { me: me && { __typename: 'User', ...me } } } },
        ]}
      >
        <MemoryRouter initialEntries={['/guarded']}>
          <Routes>
            <Route
              path="/guarded"
              element={
                <Guard>
                  <p>page: guarded</p>
                </Guard>
              }
            />
            <Route path="/" element={<p>page: /</p>} />
            <Route path="/admin" element={<p>page: /admin</p>} />
            <Route path="/pending-activation" element={<p>page: /pending-activation</p>} />
          </Routes>
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
  const shown = await screen.findByText(/^page: /);
  return shown.textContent?.replace('page: ', '') ?? '';
}

describe('route guards (section 4 of the spec)', () => {
  it('sends a visitor to /', async () => {
    expect(await landing(null, 'staff')).toBe('/');
  });

  it('sends a person awaiting activation to /pending-activation', async () => {
    expect(await landing(person({ status: 'pending', isAccountActivated: false }), 'staff')).toBe(
      '/pending-activation',
    );
  });

  it('sends a deactivated person to /pending-activation, where they are told so', async () => {
    expect(await landing(person({ status: 'inactive', isActive: false }), 'staff')).toBe('/pending-activation');
  });

  it('sends an activated player to /', async () => {
    expect(await landing(person({ role: 'player' }), 'staff')).toBe('/');
  });

  it('lets an activated referee into the signed-in pages', async () => {
    expect(await landing(person({ role: 'referee' }), 'staff')).toBe('guarded');
  });

  it('sends a manager away from user management to /admin', async () => {
    expect(await landing(person({ role: 'manager' }), 'admin')).toBe('/admin');
  });

  it('lets tournament creators and club owners manage users', async () => {
    expect(await landing(person({ role: 'club_owner' }), 'admin')).toBe('guarded');
  });
});

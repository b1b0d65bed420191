import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { UserManagementRoute } from '../../web/src/routes/UserManagementRoute';
import { UserProfileRoute } from '../../web/src/routes/UserProfileRoute';
import { renderWithClient, type Sent } from './support/recording-client';

/**
 * Activation sends the role the administrator is looking at; when the person changed it meanwhile the
 * server answers CONFLICT, and the page shows the account again with its new role (no Retry of the old
 * review), so the next Activate is for the role now on screen.
 */

const CONFLICT_MESSAGE =
  "This person's role is now tournament_creator, not referee: review the account again before activating it.";

const viewer = {
  __typename: 'User',
  id: 1,
  email: 'admin@example.test',
  name: 'Admin',
  givenName: 'Admin',
  role: 'club_owner',
  status: 'active',
  isActive: true,
  isAccountActivated: true,
  hasChosenRole: true,
  profilePicture: null,
};

function pending(role: string) {
  return {
    __typename: 'User',
    id: 7,
    email: 'switcher@example.test',
    name: 'Sam Switcher',
    role,
    status: 'pending',
    isActive: true,
    isAccountActivated: false,
    phone: null,
    profilePicture: null,
    activatedAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
  };
}

/**
 * A client whose server has the person switch from referee to tournament_creator before the first
 * activation arrives: that one is refused, the account then reads with its new role.
 */
function switchingServer() {
  const sent: Sent[] = [];
  let role = 'referee';
  const answer = (operationName: string, variables: Record<string, unknown>) => {
    switch (operationName) {
      case 'Viewer':
        return { data: { me: viewer } };
      case 'AdminUsers':
        return { data: { users: [pending(role)] } };
      case 'AdminUser':
        return { data: { user: pending(role) } };
      case 'UserManagementOverview':
        return {
          data: {
            analytics: {
              __typename: 'Analytics',
              pendingActivations: 1,
              activeUsers: 1,
              totalUsers: 2,
              recentSignups: 1,
              recentActivations: 0,
            },
            activityLogs: [],
          },
        };
      case 'ActivateUser': {
        if (role === 'referee') {
          role = 'tournament_creator';
          return { errors: [{ message: CONFLICT_MESSAGE, extensions: { code: 'CONFLICT' } }] };
        }
        if (variables.expectedRole !== role) throw new Error('activated with a role nobody saw');
        return { data: { activateUser: { ...pending(role), status: 'active', isAccountActivated: true } } };
      }
      default:
        throw new Error(`No answer for ${operationName}`);
    }
  };
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const operationName = operation.operationName ?? '';
        sent.push({ operationName, variables: operation.variables });
        const timer = setTimeout(() => {
          observer.next(answer(operationName, operation.variables));
          observer.complete();
        }, 5);
        return () => clearTimeout(timer);
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const activations = () => sent.filter((entry) => entry.operationName === 'ActivateUser').map((e) => e.variables);
  return { client, activations };
}

describe('activating the role the administrator saw', () => {
  it('the user list sends the role shown; on CONFLICT it shows the account again with its new role', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client, activations } = switchingServer();
    renderWithClient(client, <UserManagementRoute />);
    const role = () => screen.getByLabelText<HTMLSelectElement>('Role of switcher@example.test').value;
    await screen.findByLabelText('Role of switcher@example.test');
    expect(role()).toBe('referee');

    fireEvent.click(screen.getByRole('button', { name: 'Activate switcher@example.test' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to activate user');
    expect(alert.textContent).toContain(CONFLICT_MESSAGE);
    // The same review would be refused again: no Retry, the account as it is now instead.
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
    await waitFor(() => expect(role()).toBe('tournament_creator'));
    expect(activations()).toEqual([{ id: 7, expectedRole: 'referee' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Activate switcher@example.test' }));
    await waitFor(() => expect(activations()).toHaveLength(2));
    expect(activations()[1]).toEqual({ id: 7, expectedRole: 'tournament_creator' });
  });

  it('the account page does the same', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client, activations } = switchingServer();
    renderWithClient(client, <UserProfileRoute />, { path: '/admin/users/7', route: '/admin/users/:id' });
    // The "Role" detail of the account card (the role picker below lists every role).
    const shown = () => screen.getByText('Role', { selector: 'p' }).nextElementSibling?.textContent;
    await screen.findByRole('button', { name: 'Activate' });
    expect(shown()).toBe('Referee');

    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(CONFLICT_MESSAGE);
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
    await waitFor(() => expect(shown()).toBe('Tournament Creator'));
    expect(activations()).toEqual([{ id: 7, expectedRole: 'referee' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(activations()).toHaveLength(2));
    expect(activations()[1]).toEqual({ id: 7, expectedRole: 'tournament_creator' });
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../web/src/features/auth/useViewer';
import { afterSignIn } from '../../web/src/routes/AuthCallbackRoute';
import { PendingActivationRoute } from '../../web/src/routes/PendingActivationRoute';
import { SelectRoleRoute } from '../../web/src/routes/SelectRoleRoute';
import { recordingClient, renderWithClient } from './support/recording-client';

function pending(overrides: Partial<Viewer> = {}): Viewer {
  return {
    id: 3,
    email: 'pending@pitchside.test',
    name: 'Pat Pending',
    givenName: 'Pat',
    role: 'referee',
    status: 'pending',
    isActive: true,
    isAccountActivated: false,
    hasChosenRole: true,
    profilePicture: null,
    ...overrides,
  };
}

const viewerClient = (me: Viewer) => recordingClient({ Viewer: () => ({ me: { __typename: 'User', ...me } }) });

// Issue 49: a returning pending person was asked to pick a role again, the current choice marked only by
// a faint border; sign-up offered no Player or Coach role.
describe('a pending person’s role request', () => {
  it('sends a returning person who has asked for a role to the pending page, not the picker', () => {
    const session = { role: 'referee', is_active: true, is_account_activated: false };
    expect(afterSignIn({ ...session, has_chosen_role: true })).toBe('/pending-activation');
    expect(afterSignIn({ ...session, has_chosen_role: false })).toBe('/select-role');
    expect(afterSignIn({ ...session, is_account_activated: true })).toBe('/admin');
    expect(afterSignIn({ ...session, role: 'player', is_account_activated: true })).toBe('/');
  });

  it('shows the request on the pending page, with a way to change it', async () => {
    const { client } = viewerClient(pending());
    renderWithClient(client, <PendingActivationRoute />);
    const request = await screen.findByTestId('role-request');
    expect(request.textContent).toContain('Your request: Referee');
    expect(request.textContent).toContain('Awaiting activation');
    expect(within(request).getByRole('link', { name: 'Change role' }).getAttribute('href')).toBe('/select-role');
  });

  it('says the current request in words on the picker, and offers all six roles', async () => {
    const { client } = viewerClient(pending());
    renderWithClient(client, <SelectRoleRoute />);
    expect((await screen.findByTestId('role-request')).textContent).toContain(
      'Your request: Referee · awaiting activation',
    );
    const current = screen.getByTestId('role-referee');
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(within(current).getByText('Your request · awaiting activation')).toBeTruthy();
    expect(within(current).getByRole('button', { name: 'Keep Referee' })).toBeTruthy();
    for (const label of ['Tournament Creator', 'Club Owner', 'Manager', 'Coach', 'Player']) {
      expect(screen.getByRole('button', { name: `Continue as ${label}` })).toBeTruthy();
    }
  });

  it('marks nothing for someone who has not chosen yet', async () => {
    const { client } = viewerClient(pending({ role: 'player', hasChosenRole: false }));
    renderWithClient(client, <SelectRoleRoute />);
    await screen.findByRole('button', { name: 'Continue as Player' });
    expect(screen.queryByTestId('role-request')).toBeNull();
  });
});

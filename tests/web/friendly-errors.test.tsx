import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClubFormDialog } from '../../web/src/features/management/ClubFormDialog';
import { PlayerFormDialog } from '../../web/src/features/management/PlayerFormDialog';
import { describeError } from '../../web/src/lib/errors';
import { TournamentManageRoute } from '../../web/src/routes/management/TournamentManageRoute';
import { UserManagementRoute } from '../../web/src/routes/UserManagementRoute';
import { englishT } from './support/english';
import { recordingClient, renderWithClient } from './support/recording-client';

const OFFLINE_MESSAGE = 'You appear to be offline. Check your connection and try again.';
const UNREACHABLE_MESSAGE = 'Could not reach Pitchside. Check your connection and try again.';
const SERVER_TROUBLE_MESSAGE = 'Pitchside had a problem on its side. Please try again in a moment.';

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
}

afterEach(() => setOnline(true));

describe('describeError: one message per kind of failure', () => {
  it('never shows a raw "Failed to fetch"', () => {
    expect(describeError(new TypeError('Failed to fetch'), englishT)).toBe(UNREACHABLE_MESSAGE);
    expect(describeError(new TypeError('NetworkError when attempting to fetch resource.'), englishT)).toBe(
      UNREACHABLE_MESSAGE,
    );
    setOnline(false);
    expect(describeError(new TypeError('Failed to fetch'), englishT)).toBe(OFFLINE_MESSAGE);
  });

  it("passes on the server's own reason, and hides a server fault", () => {
    const refused = new CombinedGraphQLErrors({
      errors: [{ message: 'This tournament is full', extensions: { code: 'CONFLICT' } }],
    });
    expect(describeError(refused, englishT)).toBe('This tournament is full');
    const fault = new CombinedGraphQLErrors({
      errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    });
    expect(describeError(fault, englishT)).toBe(SERVER_TROUBLE_MESSAGE);
    const badGateway = new ServerError('bad gateway', {
      response: new Response('', { status: 502 }),
      bodyText: '',
    });
    expect(describeError(badGateway, englishT)).toBe(SERVER_TROUBLE_MESSAGE);
  });
});

describe('a failed save while offline', () => {
  it('shows a friendly message with Retry, keeps what was typed, and Retry sends it again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setOnline(false);
    let attempts = 0;
    const { client, sent } = recordingClient({
      CreateClub: () => {
        attempts += 1;
        if (attempts === 1) return new TypeError('Failed to fetch');
        return {
          createClub: {
            __typename: 'Club',
            id: 1,
            name: 'Spice SC',
            description: null,
            location: 'St George',
            contactEmail: null,
            contactPhone: null,
            isActive: true,
            teamCount: 0,
          },
        };
      },
    });
    const onSaved = vi.fn();
    renderWithClient(client, <ClubFormDialog club={null} open onClose={vi.fn()} onSaved={onSaved} />);
    fireEvent.change(await screen.findByLabelText(/Club name/), { target: { value: 'Spice SC' } });
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'St George' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Club' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to create club. Please try again.')).toBeTruthy();
    expect(within(alert).getByText(OFFLINE_MESSAGE)).toBeTruthy();
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>(/Club name/).value).toBe('Spice SC');
    expect(screen.getByLabelText<HTMLInputElement>('Location').value).toBe('St George');
    expect(onSaved).not.toHaveBeenCalled();

    setOnline(true);
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(sent.map((entry) => entry.variables)).toEqual([
      { input: { name: 'Spice SC', location: 'St George' } },
      { input: { name: 'Spice SC', location: 'St George' } },
    ]);
  });

  it('a page action (unpublish) that cannot reach the server says so and retries', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let attempts = 0;
    const { client } = recordingClient({
      ManagedTournament: () => ({
        managedTournament: {
          __typename: 'Tournament',
          id: 9,
          name: 'Spice Isle T20',
          description: null,
          sport: 'cricket',
          tournamentType: 'round_robin',
          startDate: '2027-03-01',
          endDate: '2027-03-14',
          registrationDeadline: null,
          maxTeams: null,
          entryFee: 0,
          prizePool: 0,
          rules: null,
          venueInfo: null,
          isPublished: false,
          oversPerInnings: 20,
          ballsPerOver: 6,
          registrationCount: 0,
          tieBreakers: ['POINTS', 'WINS', 'NET_RUN_RATE'],
          pointsForWin: 2,
          pointsForDraw: 1,
          pointsForLoss: 0,
          pointsForNoResult: 1,
          pointsDeductions: [],
          registrations: [],
        },
        registrableTeams: [],
      }),
      SetTournamentPublished: () => {
        attempts += 1;
        return attempts === 1
          ? new TypeError('Failed to fetch')
          : { setTournamentPublished: { __typename: 'Tournament', id: 9, isPublished: true } };
      },
    });
    renderWithClient(client, <TournamentManageRoute />, {
      path: '/tournaments/9/manage',
      route: '/tournaments/:id/manage',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`Failed to publish the tournament. ${UNREACHABLE_MESSAGE}`);
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(attempts).toBe(2));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('user management', () => {
  const row = {
    __typename: 'User',
    id: 7,
    email: 'kemar@example.test',
    name: 'Kemar Roach',
    role: 'referee',
    status: 'active',
    isActive: true,
    isAccountActivated: true,
    phone: null,
    profilePicture: null,
    activatedAt: '2026-11-01T10:00:00.000Z',
    createdAt: '2026-10-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  };

  it('deactivates from the list only after the spec’s question is answered', async () => {
    const { client, names } = recordingClient({
      Viewer: () => ({
        me: {
          __typename: 'User',
          id: 1,
          email: 'admin@example.test',
          name: 'Admin',
          givenName: 'Admin',
          role: 'tournament_creator',
          status: 'active',
          isActive: true,
          isAccountActivated: true,
          hasChosenRole: true,
          profilePicture: null,
        },
      }),
      AdminUsers: () => ({ users: [row] }),
      UserManagementOverview: () => ({
        analytics: {
          __typename: 'Analytics',
          pendingActivations: 0,
          activeUsers: 2,
          totalUsers: 2,
          recentSignups: 0,
          recentActivations: 0,
        },
        activityLogs: [],
      }),
      DeactivateUser: () => ({ deactivateUser: { ...row, status: 'inactive', isActive: false } }),
    });
    renderWithClient(client, <UserManagementRoute />);
    const deactivate = await screen.findByRole('button', { name: /^Deactivate/ });
    fireEvent.click(deactivate);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to deactivate this user?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(names()).not.toContain('DeactivateUser');
    fireEvent.click(screen.getByRole('button', { name: /^Deactivate/ }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(names()).toContain('DeactivateUser'));
  });
});

describe('player picker', () => {
  it('searches eligible players by name and shows no e-mail address', async () => {
    const { client, sent } = recordingClient({
      PlayerCandidates: (variables) => ({
        playerCandidates:
          variables.search === 'she'
            ? [{ __typename: 'PlayerOption', id: 12, name: 'Sherfane Rutherford', profilePicture: null }]
            : [
                { __typename: 'PlayerOption', id: 11, name: 'Shai Hope', profilePicture: null },
                { __typename: 'PlayerOption', id: 12, name: 'Sherfane Rutherford', profilePicture: null },
              ],
      }),
      AddTeamMember: (variables) => ({
        addTeamMember: {
          __typename: 'TeamMember',
          id: 50,
          name: 'Sherfane Rutherford',
          userId: (variables.input as { userId: number }).userId,
          jerseyNumber: null,
          position: null,
          isCaptain: false,
          isViceCaptain: false,
        },
      }),
    });
    const onSaved = vi.fn();
    renderWithClient(
      client,
      <PlayerFormDialog teamId={5} player={null} takenNumbers={[]} onClose={vi.fn()} onSaved={onSaved} />,
    );
    await screen.findByText('Shai Hope');
    fireEvent.change(screen.getByLabelText('Find a player account'), { target: { value: 'she' } });
    await waitFor(() => expect(screen.queryByText('Shai Hope')).toBeNull());
    const list = screen.getByTestId('player-candidates');
    // The search's own answer, not the gap between the old list and the new one.
    const link = await within(list).findByRole('button', { name: 'Link' });
    expect(list.textContent).toContain('Sherfane Rutherford');
    expect(list.textContent).not.toContain('@');
    expect(sent.filter((entry) => entry.operationName === 'PlayerCandidates').at(-1)?.variables).toEqual({
      teamId: 5,
      search: 'she',
      limit: 8,
    });
    fireEvent.click(link);
    expect(screen.getByTestId('linked-account').textContent).toContain('Sherfane Rutherford');
    fireEvent.click(screen.getByRole('button', { name: 'Add Player' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent.find((entry) => entry.operationName === 'AddTeamMember')?.variables).toMatchObject({
      teamId: 5,
      input: { userId: 12 },
    });
    expect(document.body.textContent).not.toContain('@');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ActiveToggleButton } from '../../web/src/features/management/ActiveToggleButton';
import { TeamRosterRoute } from '../../web/src/routes/management/TeamRosterRoute';
import { TournamentManageRoute } from '../../web/src/routes/management/TournamentManageRoute';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { system } from '../../web/src/app/system';
import { recordingClient, renderWithClient } from './support/recording-client';

const member = {
  __typename: 'TeamMember',
  id: 31,
  name: 'Andre Fletcher',
  userId: null,
  jerseyNumber: 7,
  position: 'batsman',
  isCaptain: true,
  isViceCaptain: false,
};

function rosterData() {
  return {
    team: {
      __typename: 'Team',
      id: 5,
      name: 'Spice Island XI',
      sport: 'cricket',
      isActive: true,
      club: { __typename: 'Club', id: 2, name: 'Grenada Spice SC' },
      members: [member],
      registrations: [
        {
          __typename: 'Registration',
          id: 40,
          tournamentId: 9,
          status: 'APPROVED',
          feeStatus: 'NOT_REQUIRED',
          note: null,
          tournament: {
            __typename: 'Tournament',
            id: 9,
            name: 'Spice Isle T20',
            startDate: '2027-03-01',
            entryFee: 0,
            entryFeeCurrency: 'USD',
          },
        },
      ],
    },
    tournamentsOpenForRegistration: [],
  };
}

function tournamentData(isPublished = true) {
  return {
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
      maxTeams: 8,
      capacity: 8,
      entryFee: 0,
      entryFeeCurrency: 'USD',
      entriesNeedApproval: false,
      squadDeadline: null,
      prizePool: 0,
      rules: null,
      venueInfo: null,
      isPublished,
      oversPerInnings: 20,
      ballsPerOver: 6,
      registrationCount: 1,
      tieBreakers: ['POINTS', 'WINS', 'NET_RUN_RATE'],
      pointsForWin: 2,
      pointsForDraw: 1,
      pointsForLoss: 0,
      pointsForNoResult: 1,
      pointsDeductions: [],
      registrations: [
        {
          __typename: 'Registration',
          id: 40,
          teamId: 5,
          createdAt: '2026-11-20T10:00:00.000Z',
          status: 'APPROVED',
          feeStatus: 'NOT_REQUIRED',
          note: null,
          enteredAt: '2026-11-20T10:00:00.000Z',
          team: {
            __typename: 'Team',
            id: 5,
            name: 'Spice Island XI',
            club: { __typename: 'Club', id: 2, name: 'Grenada Spice SC' },
          },
        },
      ],
    },
    registrableTeams: [],
  };
}

async function confirmIn(label: string) {
  const dialog = await screen.findByRole('alertdialog');
  fireEvent.click(within(dialog).getByRole('button', { name: label }));
}

describe('destructive actions ask first', () => {
  it('removes a roster member only after confirmation, and Undo puts the same place back', async () => {
    const { client, names, sent } = recordingClient({
      TeamRoster: () => rosterData(),
      RemoveTeamMember: () => ({ removeTeamMember: 31 }),
      RestoreTeamMember: () => ({ addTeamMember: { __typename: 'TeamMember', id: 32 } }),
    });
    renderWithClient(client, <TeamRosterRoute />, { path: '/teams/5', route: '/teams/:id' });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Andre Fletcher' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText("Remove Andre Fletcher from Spice Island XI's roster?")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(names()).not.toContain('RemoveTeamMember');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Andre Fletcher' }));
    await confirmIn('Remove');
    await waitFor(() => expect(names()).toContain('RemoveTeamMember'));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(names()).toContain('RestoreTeamMember'));
    expect(sent.find((entry) => entry.operationName === 'RestoreTeamMember')?.variables).toEqual({
      teamId: 5,
      input: {
        name: 'Andre Fletcher',
        userId: null,
        jerseyNumber: 7,
        position: 'batsman',
        isCaptain: true,
        isViceCaptain: false,
      },
    });
  });

  it('withdraws a team from a tournament only after confirmation, with Undo re-registering it', async () => {
    const { client, names } = recordingClient({
      TeamRoster: () => rosterData(),
      WithdrawTeam: () => ({ withdrawRegistration: { __typename: 'Registration', id: 40, status: 'WITHDRAWN' } }),
      RegisterOwnTeam: () => ({ registerTeam: { __typename: 'Registration', id: 41 } }),
    });
    renderWithClient(client, <TeamRosterRoute />, { path: '/teams/5', route: '/teams/:id' });
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw from Spice Isle T20' }));
    await screen.findByRole('alertdialog');
    expect(names()).not.toContain('WithdrawTeam');
    await confirmIn('Withdraw');
    await waitFor(() => expect(names()).toContain('WithdrawTeam'));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(names()).toContain('RegisterOwnTeam'));
  });

  it('removes a registered team only after confirmation, with Undo adding it back', async () => {
    const { client, names } = recordingClient({
      ManagedTournament: () => tournamentData(),
      OrganiserRemoveTeam: () => ({ unregisterTeam: true }),
      OrganiserRegisterTeam: () => ({ registerTeam: { __typename: 'Registration', id: 41 } }),
    });
    renderWithClient(client, <TournamentManageRoute />, {
      path: '/tournaments/9/manage',
      route: '/tournaments/:id/manage',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Spice Island XI' }));
    await screen.findByRole('alertdialog');
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(names()).not.toContain('OrganiserRemoveTeam');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Spice Island XI' }));
    await confirmIn('Remove');
    await waitFor(() => expect(names()).toContain('OrganiserRemoveTeam'));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(names()).toContain('OrganiserRegisterTeam'));
  });

  it('unpublishes only after confirmation, and offers to republish', async () => {
    const published: boolean[] = [];
    const { client, names } = recordingClient({
      ManagedTournament: () => tournamentData(),
      SetTournamentPublished: (variables) => {
        published.push(variables.published as boolean);
        return {
          setTournamentPublished: { __typename: 'Tournament', id: 9, isPublished: variables.published },
        };
      },
    });
    renderWithClient(client, <TournamentManageRoute />, {
      path: '/tournaments/9/manage',
      route: '/tournaments/:id/manage',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Unpublish' }));
    await screen.findByRole('alertdialog');
    expect(names()).not.toContain('SetTournamentPublished');
    await confirmIn('Unpublish');
    await waitFor(() => expect(published).toEqual([false]));
    // The toast renders after the mutation settles; on a loaded two-CPU machine that is past findBy's 1 s.
    fireEvent.click(await screen.findByRole('button', { name: 'Republish' }, { timeout: 10_000 }));
    await waitFor(() => expect(published).toEqual([false, true]));
  });

  it('deactivates a club or team only after confirmation; reactivating needs none', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <ChakraProvider value={system}>
        <ActiveToggleButton noun="Club" name="Grenada Spice SC" isActive loading={false} onClick={onClick} />
      </ChakraProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Club' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Deactivate Grenada Spice SC\?/)).toBeTruthy();
    expect(onClick).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate Club' }));
    await waitFor(() => expect(onClick).toHaveBeenCalledTimes(1));

    rerender(
      <ChakraProvider value={system}>
        <ActiveToggleButton noun="Team" name="Spice Island XI" isActive={false} loading={false} onClick={onClick} />
      </ChakraProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reactivate Team' }));
    await waitFor(() => expect(onClick).toHaveBeenCalledTimes(2));
  });
});

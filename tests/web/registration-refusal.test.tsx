import { CombinedGraphQLErrors } from '@apollo/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isRetryable } from '../../web/src/lib/errors';
import { TournamentManageRoute } from '../../web/src/routes/management/TournamentManageRoute';
import { recordingClient, renderWithClient } from './support/recording-client';

const refusal = (code: string, message: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

const managed = {
  __typename: 'Tournament',
  id: 9,
  name: 'Beach Volleyball Open',
  description: null,
  sport: 'points',
  tournamentType: 'round_robin',
  startDate: '2027-03-01',
  endDate: '2027-03-14',
  registrationDeadline: null,
  maxTeams: null,
  entryFee: 0,
  prizePool: 0,
  rules: null,
  venueInfo: null,
  isPublished: true,
  oversPerInnings: 20,
  ballsPerOver: 6,
  registrationCount: 0,
  tieBreakers: ['POINTS', 'WINS'],
  pointsForWin: 2,
  pointsForDraw: 1,
  pointsForLoss: 0,
  pointsForNoResult: 1,
  pointsDeductions: [],
  registrations: [],
};

// Issue 49: a refused registration offered a "Retry" that could only fail again.
describe('a refused page action', () => {
  it('is not retryable; a network or server fault is', () => {
    expect(isRetryable(refusal('BAD_USER_INPUT', 'This team plays cricket; the tournament is a points sport'))).toBe(
      false,
    );
    expect(isRetryable(refusal('CONFLICT', 'This tournament is full'))).toBe(false);
    expect(isRetryable(refusal('INTERNAL_SERVER_ERROR', 'Unexpected error.'))).toBe(true);
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('shows the server’s reason with no Retry button', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client, count } = recordingClient({
      ManagedTournament: () => ({
        managedTournament: managed,
        registrableTeams: [
          {
            __typename: 'Team',
            id: 4,
            name: 'Sunset Bay Volley',
            club: { __typename: 'Club', id: 2, name: 'Sunset Bay' },
          },
        ],
      }),
      OrganiserRegisterTeam: () =>
        refusal('BAD_USER_INPUT', 'This team plays cricket; the tournament is a points sport'),
    });
    renderWithClient(client, <TournamentManageRoute />, {
      path: '/tournaments/9/manage',
      route: '/tournaments/:id/manage',
    });
    fireEvent.change(await screen.findByLabelText('Add a team'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Team' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toContain(
        'Failed to add the team. This team plays cricket; the tournament is a points sport',
      ),
    );
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(count('OrganiserRegisterTeam')).toBe(1);
  });
});

describe('a tournament with no team of its sport left to add', () => {
  it('says so in the picker instead of an empty "Choose a team"', async () => {
    const { client } = recordingClient({
      ManagedTournament: () => ({ managedTournament: managed, registrableTeams: [] }),
    });
    renderWithClient(client, <TournamentManageRoute />, {
      path: '/tournaments/9/manage',
      route: '/tournaments/:id/manage',
    });
    const picker = await screen.findByLabelText('Add a team');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No other active team of this sport to add']);
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../web/src/features/auth/useViewer';
import { AdminDashboardRoute } from '../../web/src/routes/AdminDashboardRoute';
import { recordingClient, renderWithClient } from './support/recording-client';

function person(role: Viewer['role']): Viewer {
  return {
    id: 7,
    email: `${role}@pitchside.test`,
    name: 'Kim Joseph',
    givenName: 'Kim',
    role,
    status: 'active',
    isActive: true,
    isAccountActivated: true,
    hasChosenRole: true,
    profilePicture: null,
  };
}

const dashboard = {
  adminDashboard: {
    __typename: 'AdminDashboard',
    activeTournaments: 1,
    registeredTeams: 2,
    upcomingMatches: 3,
    totalPlayers: 4,
    tournaments: [],
    teams: [],
  },
};

const team = (id: number, name: string) => ({
  __typename: 'Team',
  id,
  name,
  crestUrl: null,
  primaryColor: null,
  secondaryColor: null,
});

function match(id: number, scheduledDate: string, status = 'scheduled') {
  return {
    __typename: 'Match',
    id,
    status,
    scheduledDate,
    venue: 'Kensington Oval',
    roundNumber: 1,
    roundLabel: 'Round 1',
    homeTeamScore: null,
    awayTeamScore: null,
    homeWickets: null,
    awayWickets: null,
    homeAllOut: false,
    awayAllOut: false,
    homeBalls: null,
    awayBalls: null,
    battedFirst: null,
    winnerTeamId: null,
    homeTeam: team(1, 'Harbour Lights FC'),
    awayTeam: team(2, 'Coral Reef FC'),
    tournament: { __typename: 'Tournament', id: 3, name: 'Island Cup', sport: 'football', ballsPerOver: 6 },
  };
}

function home(role: Viewer['role'], answers: Record<string, () => Record<string, unknown>>) {
  const { client, names } = recordingClient({
    Viewer: () => ({ me: { __typename: 'User', ...person(role) } }),
    AdminDashboard: () => dashboard,
    DashboardActivity: () => ({ activityLogs: [] }),
    OrganisedMatches: () => ({ organisedMatches: [] }),
    OrganiserAgenda: () => ({ organiserAgenda: [] }),
    ...answers,
  });
  renderWithClient(client, <AdminDashboardRoute />);
  return names;
}

// Issue 49: every role landed on "Admin Dashboard" with a Create Tournament button and none of its own work.
describe('each role’s home starts with its own work', () => {
  it('a referee: "Referee Dashboard", today’s and the next matches with their scoring pads', async () => {
    const now = new Date();
    const later = new Date(now.getTime() + 3 * 86_400_000);
    home('referee', {
      MyMatches: () => ({
        myMatches: {
          __typename: 'MyMatches',
          upcoming: [match(11, now.toISOString(), 'in_progress'), match(12, later.toISOString())],
          recent: [],
        },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Referee Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create Tournament' })).toBeNull();
    await screen.findByText('Active Tournaments');
    expect(screen.queryByRole('link', { name: 'Manage Clubs' })).toBeNull();
    const today = await screen.findByTestId('home-matches-today');
    expect(within(today).getByRole('link', { name: 'Open scoring pad' }).getAttribute('href')).toBe(
      '/matches/11/score',
    );
    const next = screen.getByTestId('home-matches-next');
    expect(within(next).getByRole('link', { name: 'Open scoring pad' }).getAttribute('href')).toBe('/matches/12/score');
  });

  it('a club owner: clubs and their teams, linked to their rosters, and no Create Tournament', async () => {
    home('club_owner', {
      DashboardClubsAndTeams: () => ({
        myClubs: [{ __typename: 'Club', id: 1, name: 'Harbour Lights SC', isActive: true }],
        myTeams: [
          {
            __typename: 'Team',
            id: 5,
            name: 'Harbour Lights XI',
            isActive: true,
            club: { __typename: 'Club', id: 1, name: 'Harbour Lights SC' },
          },
        ],
      }),
    });
    await screen.findByRole('heading', { level: 2, name: 'Your clubs and teams' });
    const club = await screen.findByTestId('home-club');
    expect(within(club).getByText('Harbour Lights SC')).toBeTruthy();
    expect(within(club).getByRole('link', { name: 'Harbour Lights XI' }).getAttribute('href')).toBe('/teams/5');
    expect(screen.queryByRole('link', { name: 'Create Tournament' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Create Club' }).getAttribute('href')).toBe('/clubs');
  });

  it('an organiser: each tournament with what needs them', async () => {
    home('tournament_creator', {
      OrganiserAgenda: () => ({
        organiserAgenda: [
          {
            __typename: 'TournamentAgenda',
            tournament: {
              __typename: 'Tournament',
              id: 9,
              name: 'Island Cup',
              startDate: '2026-12-01',
              isPublished: true,
            },
            registeredTeams: 5,
            entriesToReview: 1,
            resultsMissing: 2,
            unscheduledFixtures: 3,
          },
          {
            __typename: 'TournamentAgenda',
            tournament: {
              __typename: 'Tournament',
              id: 10,
              name: 'Quiet Shield',
              startDate: '2027-01-01',
              isPublished: false,
            },
            registeredTeams: 4,
            entriesToReview: 0,
            resultsMissing: 0,
            unscheduledFixtures: 0,
          },
        ],
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Tournament' })).toBeTruthy();
    const [cup, shield] = await screen.findAllByTestId('agenda-row');
    expect(within(cup).getByRole('link', { name: 'Island Cup' }).getAttribute('href')).toBe('/tournaments/9/manage');
    for (const need of ['1 entry to review', '2 results missing', '3 fixtures unscheduled']) {
      expect(within(cup).getByText(need)).toBeTruthy();
    }
    expect(within(shield).getByText('Nothing needs you here.')).toBeTruthy();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StandingsRoute } from '../../web/src/features/standings/StandingsRoute';
import { TournamentRoute } from '../../web/src/features/tournaments/TournamentRoute';
import { pushedMatch as match, team, tournamentRef } from './support/pushed-match';
import { recordingClient, renderWithClient } from './support/recording-client';

const final = (home: number, away: number) =>
  match({
    status: 'completed',
    homeTeamScore: home,
    awayTeamScore: away,
    winnerTeamId: home > away ? 1 : 2,
    winnerTeam: home > away ? team(1, 'Harbour Lights') : team(2, 'Blue Mountain'),
  });

const tournament = {
  ...tournamentRef,
  description: null,
  tournamentType: 'round_robin',
  startDate: '2026-11-01',
  endDate: '2026-12-01',
  registrationDeadline: null,
  maxTeams: null,
  entryFee: 0,
  prizePool: 0,
  rules: null,
  venueInfo: null,
  isPublished: true,
  phase: 'in_progress',
  stages: [],
  competition: null,
};

/** Lets any refetch a push might have started reach the link. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('live pushes merged into the cache', () => {
  it(
    'redraws a score on the tournament page without re-reading the page; a finish re-reads it',
    { timeout: 20_000 },
    async () => {
      let completed = 0;
      const { client, count, push } = recordingClient({
        TournamentPage: () => ({
          publicTournament: tournament,
          live: completed ? [] : [match()],
          upcoming: [],
          recent: completed ? [final(95, 70)] : [],
          tournamentMatchCounts: {
            __typename: 'TournamentMatchCounts',
            total: 1,
            completed,
            upcoming: 0,
            live: 1 - completed,
          },
        }),
      });
      renderWithClient(client, <TournamentRoute />, { path: '/tournament/3', route: '/tournament/:id' });
      const card = await screen.findByTestId('match-card');
      expect(within(card).getByText('87')).toBeTruthy();
      await waitFor(() => expect(count('LiveTournament')).toBe(1));
      expect(count('TournamentPage')).toBe(1);

      act(() => push('LiveTournament', { tournamentMatchesUpdated: match({ homeTeamScore: 91 }) }));
      expect(await within(screen.getByTestId('match-card')).findByText('91')).toBeTruthy();
      await settle();
      expect(count('TournamentPage')).toBe(1);

      completed = 1;
      act(() => push('LiveTournament', { tournamentMatchesUpdated: final(95, 70) }));
      await waitFor(() => expect(count('TournamentPage')).toBe(2));
      // The card is looked up again on every try: the re-read moves the match from Live to Recent, so
      // the card element on screen when the request went out is replaced.
      await waitFor(() => expect(within(screen.getByTestId('match-card')).getByText('FINAL')).toBeTruthy());
    },
  );

  it(
    're-reads the standings when a match is completed or its result corrected, never on a score',
    { timeout: 20_000 },
    async () => {
      const { client, count, push } = recordingClient({
        StandingsPage: () => ({
          publicTournament: { ...tournament, tieBreakers: ['POINTS'], pointsDeductions: [] },
          tournamentTeams: [team(1, 'Harbour Lights'), team(2, 'Blue Mountain')],
          standings: [],
        }),
      });
      renderWithClient(client, <StandingsRoute />, { path: '/standings/3', route: '/standings/:tournamentId' });
      await waitFor(() => expect(count('LiveTournament')).toBe(1));
      expect(count('StandingsPage')).toBe(1);

      const pushMatch = async (pushed: Record<string, unknown>) => {
        act(() => push('LiveTournament', { tournamentMatchesUpdated: pushed }));
        await settle();
      };
      await pushMatch(match({ homeTeamScore: 89 }));
      await pushMatch(match({ homeTeamScore: 91 }));
      expect(count('StandingsPage')).toBe(1);

      await pushMatch(final(95, 70));
      expect(count('StandingsPage')).toBe(2);
      // The same result again (a fixture detail edited): the table cannot have moved.
      await pushMatch({ ...final(95, 70), venue: 'Daren Sammy Ground' });
      expect(count('StandingsPage')).toBe(2);
      // A corrected result moves it.
      await pushMatch(final(95, 97));
      expect(count('StandingsPage')).toBe(3);
    },
  );
});

import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { system } from '../../web/src/app/system';
import { TournamentCard } from '../../web/src/features/tournaments/TournamentCard';
import type { TournamentCard_TournamentFragment, TournamentPhase } from '../../web/src/gql/graphql';

const ISLAND_CUP: TournamentCard_TournamentFragment = {
  id: 7,
  name: 'Island Cup T20',
  description: 'Cricket under lights',
  sport: 'cricket',
  tournamentType: 'round_robin',
  startDate: '2026-12-05',
  venueInfo: 'Shaw Park',
  phase: 'upcoming',
};

function renderCard(tournament: TournamentCard_TournamentFragment) {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter>
        <TournamentCard tournament={tournament} />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

describe('TournamentCard', () => {
  it('shows the type with spaces for underscores and links to the tournament', () => {
    renderCard(ISLAND_CUP);
    expect(screen.getByRole('heading', { name: 'Island Cup T20' })).toBeTruthy();
    expect(screen.getByText('round robin')).toBeTruthy();
    expect(screen.getByText('Starts Sat 5 Dec 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Tournament' }).getAttribute('href')).toBe('/tournament/7');
  });

  it('says a published tournament that has not started is upcoming, never live (issue 49)', () => {
    const labels: [TournamentPhase, string][] = [
      ['upcoming', 'Upcoming'],
      ['in_progress', 'Live'],
      ['finished', 'Completed'],
      ['draft', 'Coming Soon'],
    ];
    for (const [phase, label] of labels) {
      const { unmount } = renderCard({ ...ISLAND_CUP, phase });
      expect(screen.getByTestId('tournament-phase').textContent, phase).toBe(label);
      unmount();
    }
  });
});

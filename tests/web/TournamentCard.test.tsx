import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { system } from '../../web/src/app/system';
import { TournamentCard } from '../../web/src/features/tournaments/TournamentCard';
import { humanize } from '../../web/src/lib/format';

describe('TournamentCard', () => {
  it('shows the type with spaces for underscores and links to the tournament', () => {
    render(
      <ChakraProvider value={system}>
        <MemoryRouter>
          <TournamentCard
            tournament={{
              id: 7,
              name: 'Island Cup T20',
              description: 'Cricket under lights',
              sport: 'cricket',
              tournamentType: 'round_robin',
              startDate: '2026-12-05',
              venueInfo: 'Shaw Park',
            }}
          />
        </MemoryRouter>
      </ChakraProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Island Cup T20' })).toBeTruthy();
    expect(screen.getByText('round robin')).toBeTruthy();
    expect(screen.getByText('Starts Sat 5 Dec 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Tournament' }).getAttribute('href')).toBe('/tournament/7');
  });

  it('humanize turns every underscore into a space', () => {
    expect(humanize('all_rounder_x')).toBe('all rounder x');
  });
});

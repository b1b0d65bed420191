import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PlayerPicker, type RosterPlayer } from '../../web/src/features/scoring/PlayerPicker';
import { recordingClient, renderWithClient } from './support/recording-client';

const options = () =>
  within(screen.getByLabelText('Batter'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the pad’s player picker', () => {
  it('offers a new name for a side playing its roster, and not for a side playing the squad it named', () => {
    const roster: RosterPlayer[] = [
      { id: 1, name: 'Ann', jerseyNumber: 7 },
      { id: 2, name: 'Bea', jerseyNumber: null },
    ];
    const view = renderWithClient(
      recordingClient({}).client,
      <PlayerPicker label="Batter" players={roster} value={null} onChange={vi.fn()} />,
    );
    expect(options()).toEqual(['Choose…', '7. Ann', 'Bea', 'New player…']);
    view.unmount();

    const squad = roster.map((player) => ({ ...player, inSquad: true }));
    renderWithClient(
      recordingClient({}).client,
      <PlayerPicker label="Batter" players={squad} value={null} onChange={vi.fn()} />,
    );
    expect(options()).toEqual(['Choose…', '7. Ann', 'Bea']);
  });
});

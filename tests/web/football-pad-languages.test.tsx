import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FootballPad } from '../../web/src/features/scoring/FootballPad';
import type { LogEvent } from '../../web/src/features/scoring/cricket-state';
import type { PadProps } from '../../web/src/features/scoring/pad-props';
import type { Outbox } from '../../web/src/features/scoring/useOutbox';
import { createSiteIntl, LanguageProvider } from '../../web/src/i18n/intl';
import { recordingClient, renderWithClient } from './support/recording-client';
import { CATALOGUES } from './support/catalogues';

const spanish = CATALOGUES.es;

const HOME = { id: 1, name: 'Nevis Peak FC' };
const AWAY = { id: 2, name: 'Essequibo Stars FC' };
const players = {
  home: [{ id: 7, name: 'Kim Collins', jerseyNumber: 9 }],
  away: [{ id: 21, name: 'Rio Ferdinand', jerseyNumber: 5 }],
};

/** The first half under way: kicked off a minute ago, so the clock says 2'. */
const kickOff: LogEvent = {
  seq: 1,
  kind: 'football',
  payload: {
    input: { kind: 'PERIOD_START', period: 'FIRST_HALF' },
    at: new Date(Date.now() - 60_000).toISOString(),
  },
};

function padProps(tap: Outbox['tap']): PadProps {
  return {
    match: { id: 5, seq: 1, status: 'in_progress', tournament: { id: 3, sport: 'football' } },
    pad: { id: 5, seq: 1, status: 'in_progress', homeTeam: HOME, awayTeam: AWAY, lineups: [] },
    events: [kickOff],
    outbox: { pending: [], waiting: [], held: [], tap } as unknown as Outbox,
    knockout: false,
    players,
  } as unknown as PadProps;
}

const inSpanish = (children: ReactNode) => (
  <LanguageProvider intl={createSiteIntl('es', spanish)}>{children}</LanguageProvider>
);

describe('the football pad in Spanish', () => {
  it('scores a goal with every word on the way in Spanish, and sends the same goal as in English', async () => {
    const tap = vi.fn(() => Promise.resolve());
    renderWithClient(recordingClient({}).client, inSpanish(<FootballPad {...padProps(tap)} />));

    expect(screen.getByText('En juego: primer tiempo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Terminar primer tiempo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tarjeta amarilla para Nevis Peak FC' }).textContent).toBe('Amarilla');
    expect(screen.getByRole('button', { name: 'Tarjeta roja para Nevis Peak FC' }).textContent).toBe('Roja');
    expect(screen.getByRole('button', { name: 'Cambio de Nevis Peak FC' }).textContent).toBe('Cambio');
    expect(screen.getByRole('button', { name: 'Deshacer último evento' })).toBeTruthy();

    const goal = screen.getByRole('button', { name: 'Gol de Nevis Peak FC' });
    expect(goal.textContent).toBe('Gol');
    fireEvent.click(goal);
    const sheet = await screen.findByTestId('pad-sheet');
    expect(within(sheet).getByText('Gol · Nevis Peak FC')).toBeTruthy();
    fireEvent.change(within(sheet).getByLabelText('Jugador/a'), { target: { value: '7' } });
    expect(within(sheet).getByLabelText('Asistencia')).toBeTruthy();
    expect(within(sheet).getByText('Autogol')).toBeTruthy();
    expect(within(sheet).getByText('Minuto')).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
    // No English word left on the pad or its sheet (team and player names aside).
    expect(document.body.textContent).not.toMatch(/Goal|Yellow|Red\b|Sub\b|Undo|Player|Assist|Minute|Close|Record/);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Registrar gol' }));

    await vi.waitFor(() => expect(tap).toHaveBeenCalledTimes(1));
    expect(tap).toHaveBeenCalledWith({
      kind: 'football',
      input: expect.objectContaining({ kind: 'GOAL', side: 'home', player: { id: 7 }, assist: null }),
    });
  });
});

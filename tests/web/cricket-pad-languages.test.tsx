import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CricketPad } from '../../web/src/features/scoring/CricketPad';
import type { LogEvent } from '../../web/src/features/scoring/cricket-state';
import type { PadProps } from '../../web/src/features/scoring/pad-props';
import type { Outbox } from '../../web/src/features/scoring/useOutbox';
import { createSiteIntl, LanguageProvider } from '../../web/src/i18n/intl';
import { recordingClient, renderWithClient } from './support/recording-client';
import { CATALOGUES } from './support/catalogues';

const spanish = CATALOGUES.es;
const french = CATALOGUES.fr;
const dutch = CATALOGUES.nl;

const HOME = { id: 1, name: 'Harbour Lights XI' };
const AWAY = { id: 2, name: 'Coral Reef Cricketers' };
const players = {
  home: [
    { id: 11, name: 'Shai Hope', shirtNumber: null, position: null },
    { id: 12, name: 'Brandon King', shirtNumber: null, position: null },
  ],
  away: [
    { id: 21, name: 'Alzarri Joseph', shirtNumber: null, position: null },
    { id: 22, name: 'Gudakesh Motie', shirtNumber: null, position: null },
  ],
};

/** A stored delivery of innings 1: Hope facing Joseph, King at the other end. */
function delivery(seq: number, runs = 0, extras: Record<string, number> = {}): LogEvent {
  return {
    seq,
    kind: 'delivery',
    payload: {
      type: 'delivery',
      innings: 1,
      battingTeam: '1',
      batter: seq % 2 ? '11' : '12',
      nonStriker: seq % 2 ? '12' : '11',
      bowler: '21',
      runs,
      nonBoundary: false,
      extras: { wides: 0, noBalls: 0, byes: 0, legByes: 0, penalty: 0, ...extras },
      wickets: [],
    },
  };
}

/** The pad part way through innings 1, after `events`, with nothing waiting on the phone. */
function padProps(events: LogEvent[], legalBalls: number) {
  const tap = vi.fn(() => Promise.resolve());
  const outbox = { pending: [], waiting: [], held: [], tap };
  const props = {
    match: {
      id: 5,
      seq: events.length,
      status: 'in_progress',
      tournament: { id: 3, sport: 'cricket', ballsPerOver: 6, oversPerInnings: 20 },
    },
    pad: {
      id: 5,
      seq: events.length,
      status: 'in_progress',
      homeTeam: HOME,
      awayTeam: AWAY,
      innings: [
        {
          number: 1,
          superOver: false,
          battingTeam: HOME,
          runs: 7,
          wickets: 0,
          legalBalls,
          overs: `${Math.floor(legalBalls / 6)}.${legalBalls % 6}`,
          target: null,
          closed: null,
          allOut: false,
          batting: [],
          bowling: [],
        },
      ],
      cricketSheet: null,
    },
    events,
    outbox: outbox as unknown as Outbox,
    knockout: false,
    players,
  } as unknown as PadProps;
  return { props, tap };
}

const render = (props: PadProps, messages = spanish, language: 'es' | 'fr' | 'nl' = 'es') =>
  renderWithClient(
    recordingClient({}).client,
    <LanguageProvider intl={createSiteIntl(language, messages)}>
      <CricketPad {...props} />
    </LanguageProvider>,
  );

describe('the cricket pad in Spanish', () => {
  it('scores a ball mid-over with every label of the pad in Spanish', () => {
    // Two balls of the over: a single (the batters cross) and a wide.
    const { props, tap } = padProps([delivery(1, 1), delivery(2, 0, { wides: 1 })], 1);
    render(props);

    expect(screen.getByTestId('pad-score').textContent).toContain('Entrada 1 · batea Harbour Lights XI');
    expect(screen.getByTestId('pad-overs').textContent).toBe('0.1 ov');
    const over = screen.getByRole('list', { name: 'Este over' });
    expect(
      within(over)
        .getAllByTestId('ball-chip')
        .map((chip) => chip.getAttribute('aria-label')),
    ).toEqual(['1 carrera', '1 wide']);
    expect(screen.getByTestId('striker').getAttribute('aria-label')).toBe('Brandon King, al strike');
    expect(screen.getByTestId('bowler').textContent).toContain('Lanza: Alzarri Joseph');

    const pad = screen.getByRole('group', { name: 'Anotar una bola' });
    for (const name of ['Bola sin carreras', '1 carrera', '4 carreras', '6 carreras', 'Wicket', 'Wide', 'No ball']) {
      expect(within(pad).getByRole('button', { name })).toBeTruthy();
    }
    expect(within(pad).getByRole('button', { name: 'Otra bola' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deshacer última bola' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Revisión' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lluvia (DLS)' })).toBeTruthy();

    fireEvent.click(within(pad).getByRole('button', { name: '4 carreras' }));
    expect(tap).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'delivery', input: expect.objectContaining({ runs: 4, batter: { id: 12 } }) }),
    );
  });

  it('asks for the next over’s bowler in Spanish once the over ends', () => {
    const balls = [1, 2, 3, 4, 5, 6].map((seq) => delivery(seq, 0));
    const { props } = padProps(balls, 6);
    render(props);
    expect(screen.getByRole('heading', { name: 'Fin del over' })).toBeTruthy();
    expect(screen.getByText('Último over')).toBeTruthy();
    expect(screen.getByText('Lanzador del over 2')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Anotar una bola' }).querySelector('button:disabled')).toBeTruthy();
  });

  it('names the ways out in Spanish while sending the laws’ own names', () => {
    const { props } = padProps([delivery(1, 1)], 1);
    render(props);
    fireEvent.click(screen.getByRole('button', { name: 'Wicket' }));
    const howOut = screen.getByLabelText<HTMLSelectElement>('Tipo de eliminación');
    const caught = [...howOut.options].find((option) => option.value === 'caught');
    expect(caught?.textContent).toBe('atrapada');
    expect(screen.getByRole('button', { name: 'Anotar wicket' })).toBeTruthy();
  });
});

describe('the cricket pad in French and Dutch', () => {
  it('labels the crease and the over in each language', () => {
    const { props } = padProps([delivery(1, 1)], 1);
    const { unmount } = render(props, french, 'fr');
    expect(screen.getByRole('group', { name: 'Noter une balle' })).toBeTruthy();
    expect(screen.getByTestId('pad-score').textContent).toContain('Manche 1 · Harbour Lights XI à la batte');
    unmount();
    render(props, dutch, 'nl');
    expect(screen.getByRole('group', { name: 'Bal noteren' })).toBeTruthy();
    expect(screen.getByTestId('pad-score').textContent).toContain('Innings 1 · Harbour Lights XI aan slag');
    expect(screen.getByRole('button', { name: 'Laatste bal ongedaan' })).toBeTruthy();
  });
});

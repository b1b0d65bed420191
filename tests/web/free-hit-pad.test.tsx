import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CricketPad } from '../../web/src/features/scoring/CricketPad';
import type { LogEvent } from '../../web/src/features/scoring/cricket-state';
import type { PadProps } from '../../web/src/features/scoring/pad-props';
import type { Outbox } from '../../web/src/features/scoring/useOutbox';
import { recordingClient, renderWithClient } from './support/recording-client';

const HOME = { id: 1, name: 'Harbour Lights XI' };
const AWAY = { id: 2, name: 'Coral Reef Cricketers' };
const players = {
  home: [
    { id: 11, name: 'Shai Hope', shirtNumber: null, position: null },
    { id: 12, name: 'Brandon King', shirtNumber: null, position: null },
  ],
  away: [{ id: 21, name: 'Alzarri Joseph', shirtNumber: null, position: null }],
};

/** A stored delivery of innings 1: Hope facing Joseph, King at the other end. */
function delivery(seq: number, extras: Record<string, number> = {}, runs = 0): LogEvent {
  return {
    seq,
    kind: 'delivery',
    payload: {
      type: 'delivery',
      innings: 1,
      battingTeam: '1',
      batter: '11',
      nonStriker: '12',
      bowler: '21',
      runs,
      nonBoundary: false,
      extras: { wides: 0, noBalls: 0, byes: 0, legByes: 0, penalty: 0, ...extras },
      wickets: [],
    },
  };
}

/** The pad part way through innings 1, after `events`, with nothing waiting on the phone. */
function padProps(events: LogEvent[]): PadProps {
  const outbox = { pending: [], waiting: [], held: [], tap: vi.fn(() => Promise.resolve()) };
  return {
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
          runs: 1,
          wickets: 0,
          legalBalls: 1,
          overs: '0.1',
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
}

const render = (props: PadProps) => renderWithClient(recordingClient({}).client, <CricketPad {...props} />);

describe('the cricket pad and free hits', () => {
  it('shows FREE HIT after a no-ball, and offers only the ways out a free hit allows', () => {
    render(padProps([delivery(1, {}, 1), delivery(2, { noBalls: 1 })]));
    const score = screen.getByTestId('pad-score');
    expect(within(score).getByTestId('free-hit').textContent).toBe('FREE HIT');
    fireEvent.click(screen.getByRole('button', { name: 'Wicket' }));
    const howOut = screen.getByLabelText<HTMLSelectElement>('How out');
    const kinds = [...howOut.options].map((option) => option.value);
    expect(howOut.value).toBe('run out');
    expect(kinds).toContain('hit the ball twice');
    expect(kinds).not.toContain('bowled');
    expect(kinds).not.toContain('caught');
    expect(kinds).not.toContain('stumped');
  });

  it('keeps FREE HIT through a wide, and drops it after a legal ball', () => {
    const { unmount } = render(padProps([delivery(1, { noBalls: 1 }), delivery(2, { wides: 1 })]));
    expect(screen.getByTestId('free-hit')).toBeTruthy();
    unmount();
    render(padProps([delivery(1, { noBalls: 1 }), delivery(2, {}, 2)]));
    expect(screen.queryByTestId('free-hit')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Wicket' }));
    expect(screen.getByLabelText<HTMLSelectElement>('How out').value).toBe('bowled');
  });
});

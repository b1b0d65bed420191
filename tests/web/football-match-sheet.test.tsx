import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { system } from '../../web/src/app/system';
import { FootballLineups, FootballStatBars } from '../../web/src/features/matches/centre/FootballSheet';
import { pageMinute } from '../../web/src/features/matches/centre/match-minute';
import type { MatchCentreFootballSheetFragment } from '../../web/src/gql/graphql';

type Player = MatchCentreFootballSheetFragment['footballLineups'][number]['starters'][number];

const player = (id: number, row: number | null, extra: Partial<Player> = {}): Player => ({
  id,
  name: `Player ${id}`,
  shirtNumber: id % 100,
  row,
  goals: 0,
  ownGoals: 0,
  yellowCard: false,
  redCard: false,
  subbedOff: null,
  replacedBy: null,
  subbedOn: null,
  replaced: null,
  ...extra,
});

/** 4-3-3 for home (the number 9 scored and went off at 67'), 3-5-2 for away. */
const sheet: MatchCentreFootballSheetFragment = {
  footballLineups: [
    {
      side: 'home',
      formation: '4-3-3',
      rows: [4, 3, 3],
      starters: [0, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3].map((row, index) =>
        player(index + 1, row, index === 8 ? { goals: 1, subbedOff: "67'", replacedBy: 'Player 14' } : {}),
      ),
      bench: [player(12, null), player(14, null, { subbedOn: "67'", replaced: 'Player 9' })],
    },
    {
      side: 'away',
      formation: '3-5-2',
      rows: [3, 5, 2],
      starters: [0, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3].map((row, index) =>
        player(101 + index, row, index === 4 ? { yellowCard: true } : {}),
      ),
      bench: [],
    },
  ],
  footballOfficials: {
    referee: 'Stéphanie Frappart',
    assistantReferees: ['Neuza Back', 'Karen Díaz'],
    fourthOfficial: null,
  },
  footballStats: [
    { key: 'POSSESSION', label: 'Ball possession', home: 61, away: 39, percentage: true },
    { key: 'SHOTS', label: 'Total shots', home: 3, away: 1, percentage: false },
    { key: 'CORNERS', label: 'Corners', home: 0, away: 0, percentage: false },
  ],
};

const wrap = (node: React.ReactNode) => render(<ChakraProvider value={system}>{node}</ChakraProvider>);

describe('the football match sheet on the match page', () => {
  it('places each side’s XI on its half of the pitch by formation rows, and marks the substitution', () => {
    wrap(<FootballLineups sheet={sheet} home="Harbour Lights" away="Coral Reef" />);
    const home = screen.getByTestId('pitch-half-home');
    const away = screen.getByTestId('pitch-half-away');
    // Home: the goalkeeper's row, then 4, 3 and 3 towards halfway.
    const homeRows = [...home.children].map((row) => within(row as HTMLElement).getAllByTestId('pitch-player').length);
    expect(homeRows).toEqual([1, 4, 3, 3]);
    // Away mirrored: attack nearest halfway, the goalkeeper at the bottom.
    const awayRows = [...away.children].map((row) => within(row as HTMLElement).getAllByTestId('pitch-player').length);
    expect(awayRows).toEqual([2, 5, 3, 1]);
    expect(screen.getByTestId('formation-home').textContent).toContain('4-3-3');
    expect(screen.getByTestId('formation-away').textContent).toContain('3-5-2');
    expect(within(home).getByTestId('pitch-subbed-off').textContent).toBe("↓ 67'");
    expect(within(home).getAllByTestId('pitch-goals')).toHaveLength(1);
    expect(within(screen.getByTestId('bench-home')).getByTestId('bench-subbed-on').textContent).toBe(
      "↑ 67' for Player 9",
    );
    expect(screen.getByTestId('bench-away').textContent).toContain('None named.');
    const officials = screen.getByTestId('football-officials');
    expect(officials.textContent).toContain('RefereeStéphanie Frappart');
    expect(officials.textContent).toContain('Assistant referee 2Karen Díaz');
  });

  it('draws FotMob’s paired bars: home value left, away right, the bar split in proportion', () => {
    wrap(<FootballStatBars lines={sheet.footballStats} home="Harbour Lights" away="Coral Reef" />);
    const lines = screen.getAllByTestId('stat-line');
    expect(lines.map((line) => line.getAttribute('aria-label'))).toEqual([
      'Ball possession: Harbour Lights 61%, Coral Reef 39%',
      'Total shots: Harbour Lights 3, Coral Reef 1',
      'Corners: Harbour Lights 0, Coral Reef 0',
    ]);
    const width = (line: HTMLElement) => within(line).getByTestId('stat-bar-home').style.width;
    expect(width(lines[0])).toBe('61%');
    expect(width(lines[1])).toBe('75%');
    // Nothing either side: an even, empty bar.
    expect(width(lines[2])).toBe('50%');
    expect(within(lines[1]).getByTestId('stat-home').textContent).toBe('3');
  });

  it('says so when no statistics were recorded', () => {
    wrap(<FootballStatBars lines={null} home="A" away="B" />);
    expect(screen.getByText('No statistics recorded yet.')).toBeTruthy();
  });
});

describe('the match minute on the page', () => {
  const started = Date.parse('2026-01-10T15:00:00.000Z');
  const playing = (period: string, first: number, last: number) => ({
    phase: 'PLAYING',
    period,
    periodFirstMinute: first,
    periodLastMinute: last,
    periodStartedAt: new Date(started).toISOString(),
  });
  it('comes from the period’s start and the clock, with added time, HT and FT', () => {
    expect(pageMinute(playing('FIRST_HALF', 1, 45), started + 22.5 * 60_000)).toBe("23'");
    expect(pageMinute(playing('FIRST_HALF', 1, 45), started + 46.5 * 60_000)).toBe("45+2'");
    expect(pageMinute(playing('SECOND_HALF', 46, 90), started + 10 * 60_000)).toBe("56'");
    expect(pageMinute(playing('SECOND_HALF', 46, 90), started + 70 * 60_000)).toBe("90+'");
    expect(pageMinute({ phase: 'BREAK', period: 'FIRST_HALF' }, started)).toBe('HT');
    expect(pageMinute({ phase: 'ENDED', period: 'SECOND_HALF' }, started)).toBe('FT');
    expect(pageMinute({ phase: 'ENDED', period: 'EXTRA_TIME_SECOND' }, started)).toBe('AET');
    expect(pageMinute({ phase: 'NOT_STARTED', period: null }, started)).toBe('');
  });
});

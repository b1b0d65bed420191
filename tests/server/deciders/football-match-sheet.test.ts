// The football match sheet as a Decider: given the log, when a line-up, the officials, a tally or a
// substitution, then the state or the refusal naming the field.
import { describe, expect, it } from 'vitest';
import { footballDecider, type FootballLogEvent } from '../../../shared/deciders/football/decider.js';
import {
  LEAGUE_RULES,
  type FootballEvent,
  type FootballEventInput,
  type SheetPlayerRef,
} from '../../../shared/deciders/football/football-event.js';
import { matchClock } from '../../../shared/deciders/football/football-views.js';
import { lineupView, statLines } from '../../../shared/deciders/football/sheet-views.js';
import { specFor, undo } from './spec.js';

const league = specFor(footballDecider, LEAGUE_RULES);

const KICK_OFF = Date.parse('2026-01-10T15:00:00.000Z');
const after = (minutes: number) => new Date(KICK_OFF + minutes * 60_000);
const command = (input: FootballEventInput, minutes = 0): FootballEvent => ({ input, at: after(minutes) });
const logged = (input: FootballEventInput, minutes = 0): FootballLogEvent => ({
  kind: 'football',
  payload: { input, at: after(minutes).toISOString() },
});

/** Players 1-11 start for home, 12-18 on the bench; away's are 101-111 and 112-118. */
const player = (id: number): SheetPlayerRef => ({ id, name: `Player ${id}`, shirtNumber: id % 100, position: null });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => player(from + index));
const lineup = (side: 'home' | 'away', extra: Partial<FootballEventInput> = {}): FootballEventInput => {
  const base = side === 'home' ? 0 : 100;
  return {
    kind: 'LINEUP',
    side,
    formation: '4-3-3',
    starters: range(base + 1, base + 11),
    bench: range(base + 12, base + 18),
    ...extra,
  };
};
const kickOff = logged({ kind: 'PERIOD_START', period: 'FIRST_HALF' });
const sheets = [logged(lineup('home')), logged(lineup('away'))];
const sub = (off: number, on: number, minute = 30): FootballEventInput => ({
  kind: 'SUBSTITUTION',
  side: 'home',
  playerOff: player(off),
  playerOn: player(on),
  minute,
});
const stat = (stat: FootballEventInput['stat'], delta: number, side: 'home' | 'away' = 'home'): FootballEventInput => ({
  kind: 'STAT',
  side,
  stat,
  delta,
});

describe('football line-ups', () => {
  it('sets a side’s formation, XI and bench before kick-off, placing the XI by rows', () => {
    league
      .given()
      .when(command(lineup('home')))
      .thenState((state) => {
        expect(state.phase).toBe('NOT_STARTED');
        expect(state.lineups.home).toMatchObject({ formation: '4-3-3', rows: [4, 3, 3] });
        const view = lineupView(state, 'home')!;
        expect(view.starters.map((each) => each.row)).toEqual([0, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3]);
        expect(view.bench).toHaveLength(7);
        expect(state.players['home:id:1'].status).toBe('ON');
        expect(state.players['home:id:12'].status).toBe('BENCH');
        expect(lineupView(state, 'away')).toBeNull();
      });
  });

  it('refuses a formation that does not place 10 outfield players, naming input.formation', () => {
    league
      .given()
      .when(command(lineup('home', { formation: '4-4-3' })))
      .thenRefuses('input.formation', /places 11/);
    league
      .given()
      .when(command(lineup('home', { formation: '442' })))
      .thenRefuses('input.formation', /"4-3-3"/);
    league
      .given()
      .when(command(lineup('home', { formation: '4-0-6' })))
      .thenRefuses('input.formation', /"4-3-3"/);
    league
      .given()
      .when(command(lineup('home', { formation: '4-2-3-1' })))
      .thenState((state) => {
        expect(state.lineups.home?.rows).toEqual([4, 2, 3, 1]);
      });
  });

  it('refuses an XI of other than 11, and a player named twice', () => {
    league
      .given()
      .when(command(lineup('home', { starters: range(1, 10) })))
      .thenRefuses('input.starters', 'A starting XI has 11 players, not 10');
    league
      .given()
      .when(command(lineup('home', { bench: [player(12), player(5)] })))
      .thenRefuses('input.bench.1', 'Player 5 is named twice in the line-up');
    league
      .given()
      .when(command(lineup('home', { side: null })))
      .thenRefuses('input.side', 'Choose the side');
  });

  it('can be corrected until kick-off, and not after', () => {
    league
      .given(...sheets)
      .when(command(lineup('home', { formation: '3-5-2' })))
      .thenState((state) => {
        expect(state.lineups.home?.formation).toBe('3-5-2');
        expect(state.lineups.away?.formation).toBe('4-3-3');
      });
    league
      .given(...sheets, kickOff)
      .when(command(lineup('home'), 5))
      .thenRefuses('input.kind', 'Line-ups are set before kick-off: undo the kick-off to change one');
    // Undo the kick-off and the line-up can change again.
    league
      .given(...sheets, kickOff, undo)
      .when(command(lineup('home', { formation: '5-4-1' })))
      .thenState((state) => expect(state.lineups.home?.formation).toBe('5-4-1'));
  });
});

describe('substitutions drawn from the line-ups', () => {
  it('takes a player on the pitch off and one from the bench on, marking both', () => {
    league
      .given(...sheets, kickOff)
      .when(command(sub(9, 14), 30))
      .thenState((state) => {
        expect(state.players['home:id:9'].status).toBe('SUBBED_OFF');
        expect(state.players['home:id:14'].status).toBe('ON');
        const view = lineupView(state, 'home')!;
        expect(view.starters[8]).toMatchObject({ subbedOff: "30'", replacedBy: 'Player 14' });
        expect(view.bench[2]).toMatchObject({ subbedOn: "30'", replaced: 'Player 9' });
      });
  });

  it('refuses a player off who is not on the pitch, naming input.playerOff', () => {
    league
      .given(...sheets, kickOff)
      .when(command(sub(13, 14), 30))
      .thenRefuses('input.playerOff', 'Player 13 is not on the pitch');
    league
      .given(...sheets, kickOff)
      .when(command(sub(50, 14), 30))
      .thenRefuses('input.playerOff', 'Player 50 is not in the home line-up');
    league
      .given(...sheets, kickOff, logged(sub(9, 14), 30))
      .when(command(sub(9, 15, 40), 40))
      .thenRefuses('input.playerOff', 'Player 9 has been substituted');
  });

  it('refuses a player on who is not on the bench, naming input.playerOn', () => {
    league
      .given(...sheets, kickOff)
      .when(command(sub(9, 50), 30))
      .thenRefuses('input.playerOn', 'Player 50 is not on the home bench');
    league
      .given(...sheets, kickOff)
      .when(command(sub(9, 10), 30))
      .thenRefuses('input.playerOn', 'Player 10 is already on the pitch');
    league
      .given(...sheets, kickOff, logged(sub(9, 14), 30))
      .when(command(sub(10, 9, 40), 40))
      .thenRefuses('input.playerOn', 'Player 9 has been substituted');
  });

  it('lets only players on the pitch score once the line-up is set', () => {
    const goal = (id: number): FootballEventInput => ({ kind: 'GOAL', side: 'home', player: player(id), minute: 10 });
    league
      .given(...sheets, kickOff)
      .when(command(goal(14), 10))
      .thenRefuses('input.player', 'Player 14 is not on the pitch');
    league
      .given(...sheets, kickOff)
      .when(command(goal(10), 10))
      .thenState((state) => expect(lineupView(state, 'home')!.starters[9].goals).toBe(1));
  });

  it('keeps the old laws for a side with no line-up', () => {
    league
      .given(kickOff)
      .when(command(sub(9, 50), 30))
      .thenState((state) => expect(state.players['home:id:50'].status).toBe('ON'));
  });
});

describe('match statistics', () => {
  it('tallies taps per side; a shot on target is a shot too', () => {
    league
      .given(kickOff, logged(stat('SHOTS', 1)), logged(stat('SHOTS_ON_TARGET', 1)), logged(stat('CORNERS', 1, 'away')))
      .when(command(stat('FOULS', 1, 'away')))
      .thenState((state) => {
        expect(state.stats.home).toMatchObject({ SHOTS: 2, SHOTS_ON_TARGET: 1, CORNERS: 0 });
        expect(state.stats.away).toMatchObject({ CORNERS: 1, FOULS: 1 });
        const lines = statLines(state)!;
        expect(lines.map((line) => line.label)).toEqual([
          'Total shots',
          'Shots on target',
          'Corners',
          'Fouls',
          'Offsides',
        ]);
        expect(lines[0]).toMatchObject({ home: 2, away: 0 });
      });
  });

  it('takes a tap back with -1 or with undo, never below zero', () => {
    const taps = [kickOff, logged(stat('CORNERS', 1)), logged(stat('CORNERS', 1))];
    league
      .given(...taps)
      .when(command(stat('CORNERS', -1)))
      .thenState((state) => expect(state.stats.home.CORNERS).toBe(1));
    league
      .given(...taps, undo)
      .when(command(stat('OFFSIDES', 1)))
      .thenState((state) => {
        expect(state.stats.home.CORNERS).toBe(1);
        expect(state.stats.home.OFFSIDES).toBe(1);
      });
    league
      .given(kickOff)
      .when(command(stat('CORNERS', -1)))
      .thenRefuses('input.delta', 'The home side has no corners to take back');
    league
      .given(kickOff, logged(stat('SHOTS_ON_TARGET', 1)))
      .when(command(stat('SHOTS', -1)))
      .thenRefuses('input.delta', /fewer than shots on target \(1\)/);
    league
      .given(kickOff)
      .when(command(stat('CORNERS', 2)))
      .thenRefuses('input.delta', 'A tally moves by +1 or -1');
    league
      .given(kickOff)
      .when(command(stat(null, 1)))
      .thenRefuses('input.stat', 'Choose the statistic');
  });

  it('counts two scorers’ taps both: each tap is its own event', () => {
    const state = league.stateOf([kickOff, logged(stat('FOULS', 1)), logged(stat('FOULS', 1))]);
    expect(state.stats.home.FOULS).toBe(2);
  });

  it('sets possession as one side’s percentage, after kick-off', () => {
    league
      .given(kickOff)
      .when(command({ kind: 'POSSESSION', side: 'away', possession: 58 }))
      .thenState((state) => {
        expect(state.possession).toEqual({ home: 42, away: 58 });
        expect(statLines(state)![0]).toMatchObject({ label: 'Ball possession', home: 42, away: 58, percentage: true });
      });
    league
      .given(kickOff)
      .when(command({ kind: 'POSSESSION', side: 'home', possession: 101 }))
      .thenRefuses('input.possession', 'Possession is a whole percentage, 0 to 100');
    league
      .given()
      .when(command(stat('CORNERS', 1)))
      .thenRefuses('input.kind', 'The match has not kicked off');
  });
});

describe('officials', () => {
  it('names the referee, assistants and fourth official; a later entry replaces them', () => {
    const officials: FootballEventInput = {
      kind: 'OFFICIALS',
      referee: ' Daniele Orsato ',
      assistantReferees: ['Alessandro Giallatini', 'Fabiano Preti', ''],
      fourthOfficial: 'Szymon Marciniak',
    };
    league
      .given()
      .when(command(officials))
      .thenState((state) =>
        expect(state.officials).toEqual({
          referee: 'Daniele Orsato',
          assistantReferees: ['Alessandro Giallatini', 'Fabiano Preti'],
          fourthOfficial: 'Szymon Marciniak',
        }),
      );
    league
      .given()
      .when(command({ ...officials, referee: '  ' }))
      .thenRefuses('input.referee', 'Name the referee');
    league
      .given()
      .when(command({ ...officials, assistantReferees: ['A', 'B', 'C'] }))
      .thenRefuses('input.assistantReferees', 'A match has at most 2 assistant referees');
  });
});

describe('the match minute from the clock', () => {
  it('runs from the period’s start: minutes, added time, HT and FT', () => {
    const first = league.stateOf([kickOff]);
    expect(matchClock(first, after(22.5))).toBe("23'");
    expect(matchClock(first, after(46.2))).toBe("45+2'");
    const half = league.stateOf([kickOff, logged({ kind: 'PERIOD_END', period: 'FIRST_HALF' }, 47)]);
    expect(matchClock(half, after(50))).toBe('HT');
    const ended = league.stateOf([
      kickOff,
      logged({ kind: 'PERIOD_END', period: 'FIRST_HALF' }, 47),
      logged({ kind: 'PERIOD_START', period: 'SECOND_HALF' }, 62),
      logged({ kind: 'PERIOD_END', period: 'SECOND_HALF' }, 110),
    ]);
    expect(matchClock(ended, after(120))).toBe('FT');
    // A goal entered ahead of the clock moves the clock (the kick-off was tapped late).
    const moved = league.stateOf([kickOff, logged({ kind: 'GOAL', side: 'home', player: player(9), minute: 30 }, 20)]);
    expect(matchClock(moved, after(20))).toBe("30'");
  });
});

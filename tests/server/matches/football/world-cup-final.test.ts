import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../../server/src/modules/matches/football/event-log.js';
import {
  knockoutRules,
  type FootballEvent,
  type FootballEventInput,
} from '../../../../server/src/modules/matches/football/football-event.js';
import {
  applyFootballEvent,
  footballResultText,
  footballStandingsInput,
  initialFootballState,
  matchClock,
  projectFootball,
  scorerLines,
} from '../../../../server/src/modules/matches/football/football-state.js';

/**
 * The 2022 World Cup final, Lusail, 18 December 2022: Argentina 3-3 France after extra time, Argentina
 * won 4-2 on penalties. Expected values are written from the published record, not from the code.
 * Argentina are the home side (listed first).
 */
const KNOCKOUT = knockoutRules({ extraTime: true, penalties: true });
const KICK_OFF = Date.UTC(2022, 11, 18, 15, 0);
const minutes = (count: number) => new Date(KICK_OFF + count * 60_000);

const ev = (at: number, input: FootballEventInput): FootballEvent => ({ input, at: minutes(at) });
const p = (name: string) => ({ name });
const kick = (side: 'home' | 'away', name: string, scored: boolean) =>
  ev(170, { kind: 'SHOOTOUT_KICK', side, player: p(name), scored });

const FINAL: FootballEvent[] = [
  ev(0, { kind: 'PERIOD_START', period: 'FIRST_HALF' }),
  ev(23, { kind: 'GOAL', side: 'home', player: p('Messi'), minute: 23, penalty: true }),
  ev(36, { kind: 'GOAL', side: 'home', player: p('Di María'), assist: p('Mac Allister'), minute: 36 }),
  ev(41, { kind: 'SUBSTITUTION', side: 'away', playerOff: p('Giroud'), playerOn: p('Thuram'), minute: 41 }),
  ev(41, { kind: 'SUBSTITUTION', side: 'away', playerOff: p('Dembélé'), playerOn: p('Kolo Muani'), minute: 41 }),
  ev(52, { kind: 'PERIOD_END', period: 'FIRST_HALF' }),
  ev(67, { kind: 'PERIOD_START', period: 'SECOND_HALF' }),
  ev(85, { kind: 'SUBSTITUTION', side: 'home', playerOff: p('Di María'), playerOn: p('Acuña'), minute: 64 }),
  ev(101, { kind: 'GOAL', side: 'away', player: p('Mbappé'), minute: 80, penalty: true }),
  ev(102, { kind: 'GOAL', side: 'away', player: p('Mbappé'), minute: 81 }),
  ev(120, { kind: 'PERIOD_END', period: 'SECOND_HALF' }),
  ev(125, { kind: 'PERIOD_START', period: 'EXTRA_TIME_FIRST' }),
  ev(141, { kind: 'PERIOD_END', period: 'EXTRA_TIME_FIRST' }),
  ev(142, { kind: 'PERIOD_START', period: 'EXTRA_TIME_SECOND' }),
  ev(145, { kind: 'GOAL', side: 'home', player: p('Messi'), minute: 108 }),
  ev(155, { kind: 'GOAL', side: 'away', player: p('Mbappé'), minute: 118, penalty: true }),
  ev(160, { kind: 'PERIOD_END', period: 'EXTRA_TIME_SECOND' }),
  ev(165, { kind: 'PERIOD_START', period: 'PENALTIES' }),
  kick('away', 'Mbappé', true),
  kick('home', 'Messi', true),
  kick('away', 'Coman', false),
  kick('home', 'Dybala', true),
  kick('away', 'Tchouaméni', false),
  kick('home', 'Paredes', true),
  kick('away', 'Kolo Muani', true),
  kick('home', 'Montiel', true),
  ev(180, { kind: 'PERIOD_END', period: 'PENALTIES' }),
];

const TEAMS = { home: 'Argentina', away: 'France' };
const fold = (events: FootballEvent[]) => events.reduce(applyFootballEvent, initialFootballState(KNOCKOUT));
const asLog = (events: FootballEvent[]): LogEntry<FootballEvent>[] => events.map((event) => ({ kind: 'event', event }));
const upTo = (kind: string, period: string) =>
  FINAL.slice(0, FINAL.findIndex((e) => e.input.kind === kind && e.input.period === period) + 1);

describe('the 2022 World Cup final, event by event', () => {
  it('reproduces the published result, scorers and shoot-out', () => {
    const state = fold(FINAL);
    expect(state.score).toEqual({ home: 3, away: 3 });
    expect(state.goals.map((goal) => goal.text)).toEqual([
      "Messi 23' (pen)",
      "Di María 36'",
      "Mbappé 80' (pen)",
      "Mbappé 81'",
      "Messi 108'",
      "Mbappé 118' (pen)",
    ]);
    expect(scorerLines(state, 'home')).toEqual(["Messi 23' (pen), 108'", "Di María 36'"]);
    expect(scorerLines(state, 'away')).toEqual(["Mbappé 80' (pen), 81', 118' (pen)"]);
    expect(state.shootout?.score).toEqual({ home: 4, away: 2 });
    expect(state.phase).toBe('ENDED');
    expect(state.winner).toBe('home');
    expect(state.finishedAfter).toBe('PENALTIES');
    expect(footballResultText(state, TEAMS)).toBe('Argentina won 4-2 on penalties');
    expect(matchClock(state, minutes(200))).toBe('Pens');
    expect(state.substitutions.map((sub) => sub.text)).toEqual([
      "Thuram for Giroud 41'",
      "Kolo Muani for Dembélé 41'",
      "Acuña for Di María 64'",
    ]);
  });

  it('shows 2-0 at half time and 2-2 after ninety minutes, extra time still to come', () => {
    const halfTime = fold(upTo('PERIOD_END', 'FIRST_HALF'));
    expect(halfTime.score).toEqual({ home: 2, away: 0 });
    expect(matchClock(halfTime, minutes(60))).toBe('HT');
    expect(footballResultText(halfTime, TEAMS)).toBeNull();

    const ninety = fold(upTo('PERIOD_END', 'SECOND_HALF'));
    expect(ninety.score).toEqual({ home: 2, away: 2 });
    expect(ninety.phase).toBe('BREAK');
    expect(ninety.winner).toBeNull();

    const extraTime = fold(upTo('PERIOD_END', 'EXTRA_TIME_SECOND'));
    expect(extraTime.score).toEqual({ home: 3, away: 3 });
    expect(matchClock(extraTime, minutes(162))).toBe('AET');
  });

  it('gives the standings a 3-3 draw on goals, decided by penalties', () => {
    expect(footballStandingsInput(fold(FINAL))).toEqual({
      homeGoals: 3,
      awayGoals: 3,
      winner: 'home',
      drawOnGoals: true,
      decidedByPenalties: true,
      homePenalties: 4,
      awayPenalties: 2,
    });
  });

  it('ends the shoot-out once France cannot catch up, and refuses a further kick', () => {
    const decided = fold(FINAL.slice(0, -1));
    expect(decided.shootout?.winner).toBe('home');
    expect(() => applyFootballEvent(decided, kick('away', 'Griezmann', true))).toThrow(
      expect.objectContaining({ field: 'input.kind' }),
    );
    // Giroud was substituted in the first half, so he cannot take a kick.
    const shootoutStart = fold(
      FINAL.slice(
        0,
        FINAL.findIndex((e) => e.input.kind === 'SHOOTOUT_KICK'),
      ),
    );
    expect(() => applyFootballEvent(shootoutStart, kick('away', 'Giroud', true))).toThrow(
      expect.objectContaining({ field: 'input.player', message: 'Giroud has been substituted' }),
    );
    const beforeMontiel = fold(FINAL.slice(0, -2));
    expect(beforeMontiel.shootout?.winner).toBeNull();
  });

  it('undo: voiding the last event gives the state of the log without it, at every point of the match', () => {
    for (let length = 1; length <= FINAL.length; length += 1) {
      const withUndo = [...asLog(FINAL.slice(0, length)), { kind: 'undo' } as const];
      expect(projectFootball(KNOCKOUT, withUndo)).toEqual(fold(FINAL.slice(0, length - 1)));
    }
  });

  it('undo twice voids the last two events; a new event after an undo takes the voided one’s place', () => {
    const log = asLog(FINAL);
    const twice = projectFootball(KNOCKOUT, [...log, { kind: 'undo' }, { kind: 'undo' }]);
    expect(twice).toEqual(fold(FINAL.slice(0, -2)));
    expect(twice.shootout?.score).toEqual({ home: 3, away: 2 });

    // Montiel's kick voided, then re-entered as a miss: 3-2 with a kick each to come, the shoot-out goes on.
    const corrected = projectFootball(KNOCKOUT, [
      ...asLog(FINAL.slice(0, -1)),
      { kind: 'undo' },
      { kind: 'event', event: kick('home', 'Montiel', false) },
    ]);
    expect(corrected.shootout).toMatchObject({ score: { home: 3, away: 2 }, winner: null });
  });

  it('refuses an undo with nothing left to void', () => {
    expect(() => projectFootball(KNOCKOUT, [{ kind: 'undo' }])).toThrow(
      expect.objectContaining({ field: 'input.kind' }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  goalEvent,
  knockoutRules,
  LEAGUE_RULES,
  type FootballEventInput,
  type FootballRules,
} from '../../../../server/src/modules/matches/football/football-event.js';
import {
  applyFootballEvent,
  footballResultText,
  initialFootballState,
  matchClock,
  shootoutScoreProblem,
  type FootballState,
} from '../../../../server/src/modules/matches/football/football-state.js';

const START = Date.UTC(2026, 10, 21, 19, 0);
const at = (minutesAfterStart: number) => new Date(START + minutesAfterStart * 60_000);
const TEAMS = { home: 'Arsenal', away: 'Chelsea' };

function play(rules: FootballRules, inputs: FootballEventInput[]): FootballState {
  return inputs.reduce(
    (state, input, index) => applyFootballEvent(state, { input, at: at(index) }),
    initialFootballState(rules),
  );
}

/** The event is refused naming `field`, and the state given is left exactly as it was. */
function expectRefused(state: FootballState, input: FootballEventInput, field: string, message?: RegExp) {
  const before = structuredClone(state);
  let thrown: unknown;
  try {
    applyFootballEvent(state, { input, at: at(500) });
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toMatchObject({ name: 'RuleViolation', field });
  if (message) expect((thrown as Error).message).toMatch(message);
  expect(state).toEqual(before);
}

const start = (period: FootballEventInput['period']): FootballEventInput => ({ kind: 'PERIOD_START', period });
const end = (period: FootballEventInput['period']): FootballEventInput => ({ kind: 'PERIOD_END', period });
const goal = (side: 'home' | 'away', name: string, minute: number, extra: Partial<FootballEventInput> = {}) =>
  ({ kind: 'GOAL', side, player: { name }, minute, ...extra }) satisfies FootballEventInput;
const card = (kind: FootballEventInput['kind'], name: string, minute: number): FootballEventInput => ({
  kind,
  side: 'home',
  player: { name },
  minute,
});
const sub = (off: string, on: string, minute = 60, side: 'home' | 'away' = 'home'): FootballEventInput => ({
  kind: 'SUBSTITUTION',
  side,
  playerOff: { name: off },
  playerOn: { name: on },
  minute,
});
const FULL_MATCH = [start('FIRST_HALF'), end('FIRST_HALF'), start('SECOND_HALF')];

describe('football goals and minutes', () => {
  it('writes the scorer with added time, penalties and own goals', () => {
    const state = play(LEAGUE_RULES, [
      start('FIRST_HALF'),
      goal('away', 'Smith', 12, { ownGoal: true }),
      goal('home', 'Ronaldo', 45, { addedTime: 2, penalty: true }),
      end('FIRST_HALF'),
      start('SECOND_HALF'),
      goal('away', 'Jones', 90, { addedTime: 3 }),
    ]);
    expect(state.goals.map((each) => each.text)).toEqual(["Smith 12' (og)", "Ronaldo 45+2' (pen)", "Jones 90+3'"]);
    // The own goal counts for the side credited.
    expect(state.score).toEqual({ home: 1, away: 2 });
  });

  it('records a missed penalty without changing the score', () => {
    const state = play(LEAGUE_RULES, [
      start('FIRST_HALF'),
      { kind: 'MISSED_PENALTY', side: 'home', player: { name: 'Saka' }, minute: 30 },
    ]);
    expect(state.missedPenalties.map((each) => each.text)).toEqual(["Saka 30' (pen missed)"]);
    expect(state.score).toEqual({ home: 0, away: 0 });
    expectRefused(state, { kind: 'MISSED_PENALTY', side: 'home', player: { name: 'Saka' } }, 'input.minute');
  });

  it('maps the contract’s GoalInput to a goal event', () => {
    const state = play(LEAGUE_RULES, [
      start('FIRST_HALF'),
      goalEvent({ side: 'home', player: { id: 9, name: 'Saka' }, minute: 45, addedTime: 1 }),
    ]);
    expect(state.goals[0]).toMatchObject({ side: 'home', text: "Saka 45+1'", penalty: false, ownGoal: false });
  });

  it('accepts a late entry for an earlier minute, refuses a minute after the period being played', () => {
    const second = play(LEAGUE_RULES, [...FULL_MATCH, goal('home', 'Saka', 30)]);
    expect(second.score.home).toBe(1);
    const first = play(LEAGUE_RULES, [start('FIRST_HALF')]);
    expectRefused(first, goal('home', 'Saka', 50), 'input.minute', /outside the first half/);
    expectRefused(first, goal('home', 'Saka', 0), 'input.minute');
    expectRefused(second, goal('home', 'Saka', 91), 'input.minute');
  });

  it('refuses added time after a minute that does not end a period', () => {
    const first = play(LEAGUE_RULES, [start('FIRST_HALF')]);
    expectRefused(first, goal('home', 'Saka', 30, { addedTime: 2 }), 'input.addedTime');
    // 90+ is not open in the first half.
    expectRefused(first, goal('home', 'Saka', 90, { addedTime: 2 }), 'input.minute');
  });

  it('refuses a goal before kick-off and after full time', () => {
    expectRefused(initialFootballState(LEAGUE_RULES), goal('home', 'Saka', 5), 'input.kind', /not kicked off/);
    const fullTime = play(LEAGUE_RULES, [...FULL_MATCH, end('SECOND_HALF')]);
    expectRefused(fullTime, goal('home', 'Saka', 88), 'input.kind', /ended/);
  });

  it('takes a goal forgotten before half time in the break, but not one after ninety minutes decided what follows', () => {
    const halfTime = play(LEAGUE_RULES, [start('FIRST_HALF'), end('FIRST_HALF')]);
    const late = applyFootballEvent(halfTime, { input: goal('home', 'Saka', 44), at: at(50) });
    expect(late.goals[0]).toMatchObject({ period: 'FIRST_HALF', text: "Saka 44'" });
    expectRefused(halfTime, goal('home', 'Saka', 46), 'input.minute');

    const ninety = play(knockoutRules({ extraTime: true, penalties: true }), [...FULL_MATCH, end('SECOND_HALF')]);
    expectRefused(ninety, goal('home', 'Saka', 88), 'input.kind', /^The second half has ended: undo its end/);
  });

  it('files a late entry under the period of its minute', () => {
    const state = play(LEAGUE_RULES, [
      ...FULL_MATCH,
      goal('home', 'Saka', 45, { addedTime: 1 }),
      goal('away', 'Palmer', 60),
    ]);
    expect(state.goals.map((each) => each.period)).toEqual(['FIRST_HALF', 'SECOND_HALF']);
  });

  it('refuses a goal without a side or a player, and a penalty own goal', () => {
    const first = play(LEAGUE_RULES, [start('FIRST_HALF')]);
    expectRefused(first, { kind: 'GOAL', player: { name: 'Saka' }, minute: 3 }, 'input.side');
    expectRefused(first, { kind: 'GOAL', side: 'home', player: { name: ' ' }, minute: 3 }, 'input.player');
    expectRefused(first, goal('home', 'Saka', 3, { penalty: true, ownGoal: true }), 'input.ownGoal');
    expectRefused(first, goal('home', 'Saka', 3, { assist: { name: 'Saka' } }), 'input.assist');
  });
});

describe('football cards and substitutions', () => {
  const live = play(LEAGUE_RULES, [start('FIRST_HALF'), card('YELLOW_CARD', 'Rice', 10)]);

  it('sends a player off on a second yellow, and refuses a second yellow without a first', () => {
    const sentOff = applyFootballEvent(live, { input: card('SECOND_YELLOW', 'Rice', 30), at: at(30) });
    expect(sentOff.cards.map((each) => [each.card, each.text])).toEqual([
      ['YELLOW', "Rice 10'"],
      ['SECOND_YELLOW', "Rice 30'"],
    ]);
    expectRefused(live, card('SECOND_YELLOW', 'White', 30), 'input.kind', /no yellow card/);
    expectRefused(live, card('YELLOW_CARD', 'Rice', 30), 'input.kind', /already has a yellow card/);
  });

  it('refuses a card, a goal or a substitution for a player sent off', () => {
    const sentOff = applyFootballEvent(live, { input: card('RED_CARD', 'Partey', 20), at: at(20) });
    expectRefused(sentOff, card('YELLOW_CARD', 'Partey', 25), 'input.player', /sent off/);
    expectRefused(sentOff, goal('home', 'Partey', 25), 'input.player', /sent off/);
    expectRefused(sentOff, sub('Partey', 'Jorginho', 25), 'input.playerOff', /sent off/);
  });

  it('refuses bringing on a player already on, back on, or off twice; a substituted player cannot score', () => {
    const state = play(LEAGUE_RULES, [...FULL_MATCH, goal('home', 'Saka', 50), sub('Martinelli', 'Trossard')]);
    expectRefused(state, sub('Odegaard', 'Saka'), 'input.playerOn', /already on the pitch/);
    expectRefused(state, sub('Odegaard', 'Trossard'), 'input.playerOn', /already on the pitch/);
    expectRefused(state, sub('Odegaard', 'Martinelli'), 'input.playerOn', /substituted/);
    expectRefused(state, sub('Martinelli', 'Nketiah'), 'input.playerOff', /substituted/);
    expectRefused(state, goal('home', 'Martinelli', 70), 'input.player', /substituted/);
    // The same name on the other side is another player.
    const away = applyFootballEvent(state, { input: goal('away', 'Martinelli', 70), at: at(70) });
    expect(away.score).toEqual({ home: 1, away: 1 });
  });

  it('a substitute booked on the bench can still come on, and is then on the pitch', () => {
    const booked = applyFootballEvent(live, { input: card('YELLOW_CARD', 'Nketiah', 30), at: at(30) });
    const on = applyFootballEvent(booked, { input: sub('Jesus', 'Nketiah', 40), at: at(40) });
    expect(on.substitutions.map((each) => each.text)).toEqual(["Nketiah for Jesus 40'"]);
    expectRefused(on, sub('White', 'Nketiah', 42), 'input.playerOn', /already on the pitch/);
    // The booking stays with the player: a second yellow sends him off.
    const sentOff = applyFootballEvent(on, { input: card('SECOND_YELLOW', 'Nketiah', 44), at: at(44) });
    expectRefused(sentOff, goal('home', 'Nketiah', 45), 'input.player', /sent off/);
  });

  it('allows a half-time substitution at minute 46 and refuses everything once the match has ended', () => {
    const halfTime = play(LEAGUE_RULES, [start('FIRST_HALF'), end('FIRST_HALF')]);
    const substitution = sub('Sterling', 'Mudryk', 46, 'away');
    expect(applyFootballEvent(halfTime, { input: substitution, at: at(50) }).substitutions).toHaveLength(1);
    const ended = play(LEAGUE_RULES, [...FULL_MATCH, end('SECOND_HALF')]);
    expectRefused(ended, { ...substitution, minute: 80 }, 'input.kind', /ended/);
    expectRefused(ended, card('YELLOW_CARD', 'Rice', 80), 'input.kind', /ended/);
    expectRefused(ended, start('EXTRA_TIME_FIRST'), 'input.kind', /ended/);
  });
});

describe('football periods, knockouts and results', () => {
  it('ends a league match at full time: a draw stands, extra time is refused', () => {
    const level = play(LEAGUE_RULES, [...FULL_MATCH, goal('home', 'Saka', 50), goal('away', 'Palmer', 70)]);
    expectRefused(level, start('EXTRA_TIME_FIRST'), 'input.period', /no extra time/);
    const ended = applyFootballEvent(level, { input: end('SECOND_HALF'), at: at(100) });
    expect(ended.phase).toBe('ENDED');
    expect(footballResultText(ended, TEAMS)).toBe('Draw');
    expect(matchClock(ended, at(200))).toBe('FT');
  });

  it('refuses periods out of order', () => {
    expectRefused(initialFootballState(LEAGUE_RULES), start('SECOND_HALF'), 'input.period', /first half/);
    const first = play(LEAGUE_RULES, [start('FIRST_HALF')]);
    expectRefused(first, start('SECOND_HALF'), 'input.period', /End the first half/);
    expectRefused(first, end('SECOND_HALF'), 'input.period');
    expectRefused(first, { kind: 'PERIOD_START' }, 'input.period');
  });

  it('a knockout with penalties only goes from ninety minutes straight to the shoot-out', () => {
    const rules = knockoutRules({ extraTime: false, penalties: true });
    const level = play(rules, [...FULL_MATCH, end('SECOND_HALF')]);
    expect(level.phase).toBe('BREAK');
    expectRefused(level, start('EXTRA_TIME_FIRST'), 'input.period', /no extra time/);
    const shootout = applyFootballEvent(level, { input: start('PENALTIES'), at: at(110) });
    expect(matchClock(shootout, at(111))).toBe('Pens');
  });

  it('a winner in normal time ends a knockout at full time', () => {
    const rules = knockoutRules({ extraTime: true, penalties: true });
    const won = play(rules, [...FULL_MATCH, goal('away', 'Palmer', 77), end('SECOND_HALF')]);
    expect(won.phase).toBe('ENDED');
    expect(won.winner).toBe('away');
    expect(footballResultText(won, TEAMS)).toBe('Chelsea won');
    expectRefused(won, start('EXTRA_TIME_FIRST'), 'input.kind');
  });

  it('a goal in extra time wins after extra time; with no shoot-out a level knockout is a draw', () => {
    const rules = knockoutRules({ extraTime: true, penalties: false });
    const extraTime = [
      ...FULL_MATCH,
      end('SECOND_HALF'),
      start('EXTRA_TIME_FIRST'),
      end('EXTRA_TIME_FIRST'),
      start('EXTRA_TIME_SECOND'),
    ];
    const won = play(rules, [...extraTime, goal('home', 'Havertz', 120, { addedTime: 1 }), end('EXTRA_TIME_SECOND')]);
    expect(won.goals[0].text).toBe("Havertz 120+1'");
    expect(footballResultText(won, TEAMS)).toBe('Arsenal won after extra time');
    expect(matchClock(won, at(200))).toBe('AET');
    const drawn = play(rules, [...extraTime, end('EXTRA_TIME_SECOND')]);
    expect(footballResultText(drawn, TEAMS)).toBe('Draw');
    expectRefused(drawn, start('PENALTIES'), 'input.kind');
  });

  it('shoot-out kicks: none before the shoot-out, in turn, not until it is decided to end it', () => {
    const rules = knockoutRules({ extraTime: false, penalties: true });
    const kick = (side: 'home' | 'away', name: string, scored = true): FootballEventInput => ({
      kind: 'SHOOTOUT_KICK',
      side,
      player: { name },
      scored,
    });
    const ninety = play(rules, [...FULL_MATCH, end('SECOND_HALF')]);
    expectRefused(ninety, kick('home', 'Saka'), 'input.kind', /has not started/);
    const shootout = play(rules, [...FULL_MATCH, end('SECOND_HALF'), start('PENALTIES'), kick('home', 'Saka')]);
    expectRefused(shootout, kick('home', 'Odegaard'), 'input.side', /away side/);
    expectRefused(shootout, { kind: 'SHOOTOUT_KICK', side: 'away', player: { name: 'Palmer' } }, 'input.scored');
    expectRefused(shootout, end('PENALTIES'), 'input.period', /not decided/);
    expectRefused(shootout, goal('home', 'Saka', 100), 'input.kind', /shoot-out/);
  });

  it('a shoot-out goes to sudden death after five kicks each', () => {
    const rules = knockoutRules({ extraTime: false, penalties: true });
    const kicks: FootballEventInput[] = [];
    for (let round = 1; round <= 6; round += 1) {
      kicks.push({ kind: 'SHOOTOUT_KICK', side: 'home', player: { name: `H${round}` }, scored: true });
      kicks.push({ kind: 'SHOOTOUT_KICK', side: 'away', player: { name: `A${round}` }, scored: round < 6 });
    }
    const state = play(rules, [...FULL_MATCH, end('SECOND_HALF'), start('PENALTIES'), ...kicks]);
    expect(state.shootout).toMatchObject({ score: { home: 6, away: 5 }, winner: 'home' });
    const fiveEach = play(rules, [...FULL_MATCH, end('SECOND_HALF'), start('PENALTIES'), ...kicks.slice(0, 10)]);
    expect(fiveEach.shootout).toMatchObject({ score: { home: 5, away: 5 }, winner: null });
    const ended = applyFootballEvent(state, { input: end('PENALTIES'), at: at(200) });
    expect(footballResultText(ended, TEAMS)).toBe('Arsenal won 6-5 on penalties');
  });
});

describe('a shoot-out score entered as a whole', () => {
  const check = (home: number, away: number) => shootoutScoreProblem({ home, away })?.field ?? null;

  it('accepts the scores a shoot-out can stop at', () => {
    // 4-2 (the 2022 World Cup final), 3-0 after three each, 5-3, and sudden death 7-6, 1-0.
    for (const [home, away] of [
      [4, 2],
      [2, 4],
      [3, 0],
      [5, 3],
      [3, 5],
      [5, 4],
      [7, 6],
      [1, 0],
    ]) {
      expect(check(home, away)).toBeNull();
    }
  });

  it('refuses a level score, and one the shoot-out would have stopped before', () => {
    expect(check(3, 3)).toBe('input.awayPenalties');
    expect(check(5, 2)).toBe('input.homePenalties');
    expect(check(0, 4)).toBe('input.awayPenalties');
    expect(check(6, 4)).toBe('input.homePenalties');
    expect(check(-1, 3)).toBe('input.homePenalties');
  });
});

describe('the match clock on the public page', () => {
  const kickOff = applyFootballEvent(initialFootballState(LEAGUE_RULES), {
    input: start('FIRST_HALF'),
    at: new Date(START),
  });
  const minutesIn = (minutes: number, seconds = 0) => new Date(START + minutes * 60_000 + seconds * 1000);

  it('counts the first half from its start, into added time', () => {
    expect(matchClock(initialFootballState(LEAGUE_RULES), minutesIn(0))).toBeNull();
    expect(matchClock(kickOff, minutesIn(0, 20))).toBe("1'");
    expect(matchClock(kickOff, minutesIn(44, 59))).toBe("45'");
    expect(matchClock(kickOff, minutesIn(46, 30))).toBe("45+2'");
  });

  it('moves the clock to an event’s minute when it is ahead (a kick-off tapped late), never back for a late entry', () => {
    // The server heard of the kick-off late: a goal in the 20th minute arrives one minute after it.
    const goalAt20 = applyFootballEvent(kickOff, { input: goal('home', 'Ann', 20), at: minutesIn(1) });
    expect(matchClock(goalAt20, minutesIn(1))).toBe("20'");
    expect(matchClock(goalAt20, minutesIn(2))).toBe("21'");
    // A card in the 5th minute entered afterwards is a late entry: the clock stays.
    const lateCard = applyFootballEvent(goalAt20, {
      input: { kind: 'YELLOW_CARD', side: 'away', player: { name: 'Cid' }, minute: 5 },
      at: minutesIn(3),
    });
    expect(lateCard.periodStartedAt).toBe(goalAt20.periodStartedAt);
    expect(matchClock(lateCard, minutesIn(3))).toBe("22'");
    // Added time counts: 45+2 reached at the 30th minute by the server's clock.
    const stoppage = applyFootballEvent(kickOff, {
      input: goal('away', 'Dee', 45, { addedTime: 2 }),
      at: minutesIn(30),
    });
    expect(matchClock(stoppage, minutesIn(30))).toBe("45+2'");
  });

  it('counts the second half from 46 and extra time from 91', () => {
    const secondHalf = [end('FIRST_HALF'), start('SECOND_HALF')].reduce(
      (state, input) => applyFootballEvent(state, { input, at: minutesIn(62) }),
      kickOff,
    );
    expect(matchClock(secondHalf, minutesIn(62 + 21, 10))).toBe("67'");
    expect(matchClock(secondHalf, minutesIn(62 + 47))).toBe("90+3'");

    const rules = knockoutRules({ extraTime: true, penalties: true });
    const extraTime = play(rules, [...FULL_MATCH, end('SECOND_HALF'), start('EXTRA_TIME_FIRST')]);
    expect(matchClock(extraTime, at(4))).toBe("91'");
    const etBreak = applyFootballEvent(extraTime, { input: end('EXTRA_TIME_FIRST'), at: at(20) });
    expect(matchClock(etBreak, at(21))).toBe('ET HT');
  });
});

import { RuleViolation } from '../decider.js';
import { project, type LogEntry } from '../log.js';
import { minuteText, periodMinutes, startAfterEvent, type Timed } from './clock.js';
import { shootoutWinner } from './shootout.js';
import {
  emptyStats,
  matchOfficials,
  possessionOf,
  tally,
  teamSheet,
  type MatchOfficials,
  type TeamSheet,
  type TeamStats,
} from './match-sheet.js';
import {
  otherSide,
  type FootballEvent,
  type FootballEventInput,
  type FootballEventKind,
  type FootballPeriod,
  type FootballRules,
  type FootballSide,
  type PlayerRef,
} from './football-event.js';

export type Score = { home: number; away: number };

/** NOT_STARTED before kick-off; PLAYING in a period; BREAK between periods; ENDED at the final whistle. */
export type FootballPhase = 'NOT_STARTED' | 'PLAYING' | 'BREAK' | 'ENDED';

/** The stage a match ended in. */
export type FinishedAfter = 'NORMAL_TIME' | 'EXTRA_TIME' | 'PENALTIES';

export type GoalRecord = Timed & {
  /** The side credited with the goal; an own goal's scorer plays for the other side. */
  side: FootballSide;
  player: PlayerRef;
  assist: PlayerRef | null;
  penalty: boolean;
  ownGoal: boolean;
  period: FootballPeriod;
  /** As the scorers' line prints it: "Messi 23' (pen)", "Smith 12' (og)". */
  text: string;
};

export type MissedPenaltyRecord = Timed & { side: FootballSide; player: PlayerRef; text: string };

export type CardKind = 'YELLOW' | 'SECOND_YELLOW' | 'RED';
export type CardRecord = Timed & { side: FootballSide; player: PlayerRef; card: CardKind; text: string };

export type SubstitutionRecord = Timed & {
  side: FootballSide;
  playerOff: PlayerRef;
  playerOn: PlayerRef;
  /** "Thuram for Giroud 41'". */
  text: string;
};

export type ShootoutKick = { side: FootballSide; player: PlayerRef; scored: boolean };
export type Shootout = { kicks: ShootoutKick[]; score: Score; winner: FootballSide | null };

/**
 * What the rules know of a player: only those named in events. A player first seen scoring or being
 * substituted is taken as a starter (ON); one first seen only in a card may be on the bench (UNPLACED).
 * Once the side's line-up is set, its players are those of the team sheet: the starters ON, the bench
 * BENCH, and nobody else.
 */
export type PlayerRecord = {
  side: FootballSide;
  status: 'ON' | 'UNPLACED' | 'BENCH' | 'SUBBED_OFF' | 'SENT_OFF';
  yellows: number;
};

export type FootballState = {
  rules: FootballRules;
  phase: FootballPhase;
  /** The periods started, in order; the last is the one being played or the last played. */
  periods: FootballPeriod[];
  /** When the current period started (ISO), for the match clock. */
  periodStartedAt: string | null;
  /** Goals after extra time when it was played; shoot-out kicks are not goals. */
  score: Score;
  goals: GoalRecord[];
  missedPenalties: MissedPenaltyRecord[];
  cards: CardRecord[];
  substitutions: SubstitutionRecord[];
  shootout: Shootout | null;
  players: Record<string, PlayerRecord>;
  winner: FootballSide | null;
  finishedAfter: FinishedAfter | null;
  /** Each side's team sheet, once the scorer set it (before kick-off). */
  lineups: Record<FootballSide, TeamSheet | null>;
  officials: MatchOfficials | null;
  /** The scorer's tallies per side. */
  stats: Record<FootballSide, TeamStats>;
  /** Percentages as the scorer last set them; null until set. */
  possession: Score | null;
};

export function initialFootballState(rules: FootballRules): FootballState {
  return {
    rules,
    phase: 'NOT_STARTED',
    periods: [],
    periodStartedAt: null,
    score: { home: 0, away: 0 },
    goals: [],
    missedPenalties: [],
    cards: [],
    substitutions: [],
    shootout: null,
    players: {},
    winner: null,
    finishedAfter: null,
    lineups: { home: null, away: null },
    officials: null,
    stats: { home: emptyStats(), away: emptyStats() },
    possession: null,
  };
}

const PERIOD_NAMES: Record<FootballPeriod, string> = {
  FIRST_HALF: 'the first half',
  SECOND_HALF: 'the second half',
  EXTRA_TIME_FIRST: 'the first half of extra time',
  EXTRA_TIME_SECOND: 'the second half of extra time',
  PENALTIES: 'the penalty shoot-out',
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export { minuteText, periodMinutes } from './clock.js';

export const playerName = (player: PlayerRef) => player.name?.trim() || `#${player.id}`;

export function playerKey(side: FootballSide, player: PlayerRef): string {
  return player.id != null ? `${side}:id:${player.id}` : `${side}:name:${player.name!.trim().toLowerCase()}`;
}

/** The played period a minute falls in: a late entry belongs to its own period, not the current one. */
function periodOf(state: FootballState, minute: number): FootballPeriod {
  const played = state.periods.filter((period) => {
    const window = periodMinutes(state.rules, period);
    return window !== null && minute >= window.first && minute <= window.last;
  });
  return played[0] ?? currentPeriod(state)!;
}

export const currentPeriod = (state: FootballState): FootballPeriod | null => state.periods.at(-1) ?? null;
export const level = (score: Score) => score.home === score.away;

/** The period the rules let start next, or null when none may. */
export function nextPeriod(state: FootballState): FootballPeriod | null {
  if (state.phase === 'NOT_STARTED') return 'FIRST_HALF';
  if (state.phase !== 'BREAK') return null;
  const knockout = state.rules.knockout;
  switch (currentPeriod(state)) {
    case 'FIRST_HALF':
      return 'SECOND_HALF';
    case 'SECOND_HALF':
      return knockout?.extraTime ? 'EXTRA_TIME_FIRST' : knockout?.penalties ? 'PENALTIES' : null;
    case 'EXTRA_TIME_FIRST':
      return 'EXTRA_TIME_SECOND';
    case 'EXTRA_TIME_SECOND':
      return knockout?.penalties ? 'PENALTIES' : null;
    default:
      return null;
  }
}

function refuseIfEnded(state: FootballState) {
  if (state.phase === 'ENDED') throw new RuleViolation('input.kind', 'The match has ended');
}

function refuseIfNotStarted(state: FootballState) {
  if (state.phase === 'NOT_STARTED') throw new RuleViolation('input.kind', 'The match has not kicked off');
}

/**
 * Goals and missed penalties happen in a timed period; one forgotten before half time may be entered
 * in the break. After ninety minutes (or extra time) the score has decided what comes next, so a late
 * goal needs the period's end undone first.
 */
function requirePlay(state: FootballState) {
  refuseIfNotStarted(state);
  refuseIfEnded(state);
  const period = currentPeriod(state);
  if (state.phase === 'BREAK' && period !== 'FIRST_HALF' && period !== 'EXTRA_TIME_FIRST') {
    throw new RuleViolation('input.kind', `${capitalized(PERIOD_NAMES[period!])} has ended: undo its end to add to it`);
  }
  if (currentPeriod(state) === 'PENALTIES') {
    throw new RuleViolation('input.kind', 'The match is in the shoot-out: record a shoot-out kick');
  }
}

function requireSide(input: FootballEventInput): FootballSide {
  if (input.side !== 'home' && input.side !== 'away') throw new RuleViolation('input.side', 'Choose the side');
  return input.side;
}

function requirePlayer(player: PlayerRef | null | undefined, field: string): PlayerRef {
  if (!player || (player.id == null && !player.name?.trim())) throw new RuleViolation(field, 'Choose the player');
  return player;
}

/**
 * Checks the minute against the periods played so far: a late entry for an earlier period is fine, a
 * minute beyond the current one is not; added time only follows a period's last minute (45+2, 90+3).
 */
function requireMinute(state: FootballState, input: FootballEventInput, inBreak: 'nextMinute' | 'played'): Timed {
  const { minute } = input;
  if (minute == null || !Number.isInteger(minute) || minute < 1) {
    throw new RuleViolation('input.minute', 'Enter the minute (1 or more)');
  }
  const addedTime = input.addedTime || null;
  if (addedTime !== null && (!Number.isInteger(addedTime) || addedTime < 0 || addedTime > 59)) {
    throw new RuleViolation('input.addedTime', 'Added time is a whole number of minutes, 0 to 59');
  }
  const played = state.periods.map((period) => periodMinutes(state.rules, period)).filter((window) => window !== null);
  const lastPlayed = played.at(-1);
  if (!lastPlayed) throw new RuleViolation('input.kind', 'The match has not kicked off');
  const next = nextPeriod(state);
  const nextWindow = next ? periodMinutes(state.rules, next) : null;
  // Between periods a substitution or a card may be given the next period's first minute (46').
  const latest = state.phase === 'BREAK' && nextWindow && inBreak === 'nextMinute' ? nextWindow.first : lastPlayed.last;
  if (minute > latest) {
    const period = PERIOD_NAMES[currentPeriod(state)!];
    throw new RuleViolation('input.minute', `Minute ${minute} is outside ${period} (up to ${lastPlayed.last}+)`);
  }
  if (addedTime !== null && !played.some((window) => window.last === minute)) {
    const ends = played.map((window) => window.last).join(', ');
    throw new RuleViolation('input.addedTime', `Added time follows the last minute of a period (${ends})`);
  }
  return { minute, addedTime };
}

function refuseIfGone(record: PlayerRecord | undefined, player: PlayerRef, field: string, substitutedToo: boolean) {
  if (record?.status === 'SENT_OFF') throw new RuleViolation(field, `${playerName(player)} has been sent off`);
  if (substitutedToo && record?.status === 'SUBBED_OFF') {
    throw new RuleViolation(field, `${playerName(player)} has been substituted`);
  }
}

/**
 * The player's record, taking a player not seen before as a starter on the pitch; once the side's line-up
 * is set, only a player on the pitch (a starter, or a substitute who came on).
 */
function onPitch(state: FootballState, side: FootballSide, player: PlayerRef, field: string) {
  const record = knownPlayer(state, side, player, field, false);
  if (state.lineups[side] && record.status !== 'ON') {
    throw new RuleViolation(field, `${playerName(player)} is not on the pitch`);
  }
  if (record.status === 'UNPLACED') record.status = 'ON';
  return record;
}

/**
 * The player's record, made on first sight (once the side's line-up is set, only a player on its sheet);
 * refuses a player sent off (and one substituted, unless allowed).
 */
function knownPlayer(state: FootballState, side: FootballSide, player: PlayerRef, field: string, substituted: boolean) {
  const key = playerKey(side, player);
  refuseIfGone(state.players[key], player, field, !substituted);
  if (!state.players[key] && state.lineups[side]) {
    throw new RuleViolation(field, `${playerName(player)} is not in the ${side} line-up`);
  }
  return (state.players[key] ??= { side, status: 'UNPLACED', yellows: 0 });
}

function endMatch(state: FootballState, after: FinishedAfter) {
  state.phase = 'ENDED';
  state.finishedAfter = after;
  const decider = after === 'PENALTIES' ? state.shootout!.score : state.score;
  state.winner = level(decider) ? null : decider.home > decider.away ? 'home' : 'away';
}

function startPeriod(state: FootballState, input: FootballEventInput, at: Date) {
  refuseIfEnded(state);
  const period = input.period;
  if (!period) throw new RuleViolation('input.period', 'Choose the period');
  const knockout = state.rules.knockout;
  if (period.startsWith('EXTRA_TIME') && !knockout?.extraTime) {
    throw new RuleViolation('input.period', 'This competition’s rules have no extra time');
  }
  if (period === 'PENALTIES' && !knockout?.penalties) {
    throw new RuleViolation('input.period', 'This competition’s rules have no penalty shoot-out');
  }
  if (state.phase === 'PLAYING') {
    throw new RuleViolation('input.period', `End ${PERIOD_NAMES[currentPeriod(state)!]} first`);
  }
  const expected = nextPeriod(state);
  if (period !== expected) {
    throw new RuleViolation(
      'input.period',
      expected ? `The next period is ${PERIOD_NAMES[expected]}` : `The match is not ready for ${PERIOD_NAMES[period]}`,
    );
  }
  state.phase = 'PLAYING';
  state.periods.push(period);
  state.periodStartedAt = at.toISOString();
  if (period === 'PENALTIES') state.shootout = { kicks: [], score: { home: 0, away: 0 }, winner: null };
}

function endPeriod(state: FootballState, input: FootballEventInput) {
  refuseIfNotStarted(state);
  refuseIfEnded(state);
  const current = currentPeriod(state)!;
  if (state.phase !== 'PLAYING') throw new RuleViolation('input.period', 'No period is being played');
  if (input.period !== current)
    throw new RuleViolation('input.period', `The period being played is ${PERIOD_NAMES[current]}`);
  state.periodStartedAt = null;
  const knockout = state.rules.knockout;
  if (current === 'FIRST_HALF' || current === 'EXTRA_TIME_FIRST') state.phase = 'BREAK';
  else if (current === 'SECOND_HALF') {
    if (level(state.score) && (knockout?.extraTime || knockout?.penalties)) state.phase = 'BREAK';
    else endMatch(state, 'NORMAL_TIME');
  } else if (current === 'EXTRA_TIME_SECOND') {
    if (level(state.score) && knockout?.penalties) state.phase = 'BREAK';
    else endMatch(state, 'EXTRA_TIME');
  } else {
    if (!state.shootout?.winner) throw new RuleViolation('input.period', 'The shoot-out is not decided yet');
    endMatch(state, 'PENALTIES');
  }
}

function recordGoal(state: FootballState, input: FootballEventInput) {
  requirePlay(state);
  const side = requireSide(input);
  const player = requirePlayer(input.player, 'input.player');
  const penalty = input.penalty ?? false;
  const ownGoal = input.ownGoal ?? false;
  if (penalty && ownGoal) throw new RuleViolation('input.ownGoal', 'A penalty cannot be an own goal');
  const timed = requireMinute(state, input, 'played');
  const scorerSide = ownGoal ? otherSide(side) : side;
  onPitch(state, scorerSide, player, 'input.player');
  const assist = input.assist ?? null;
  if (assist) {
    requirePlayer(assist, 'input.assist');
    if (ownGoal) throw new RuleViolation('input.assist', 'An own goal has no assist');
    if (playerKey(side, assist) === playerKey(side, player)) {
      throw new RuleViolation('input.assist', 'A scorer cannot assist their own goal');
    }
    onPitch(state, side, assist, 'input.assist');
  }
  const note = penalty ? ' (pen)' : ownGoal ? ' (og)' : '';
  state.goals.push({
    side,
    player,
    assist,
    penalty,
    ownGoal,
    period: periodOf(state, timed.minute),
    ...timed,
    text: `${playerName(player)} ${minuteText(timed.minute, timed.addedTime)}${note}`,
  });
  state.score[side] += 1;
}

function recordMissedPenalty(state: FootballState, input: FootballEventInput) {
  requirePlay(state);
  const side = requireSide(input);
  const player = requirePlayer(input.player, 'input.player');
  const timed = requireMinute(state, input, 'played');
  onPitch(state, side, player, 'input.player');
  const text = `${playerName(player)} ${minuteText(timed.minute, timed.addedTime)} (pen missed)`;
  state.missedPenalties.push({ side, player, ...timed, text });
}

/** Cards happen in breaks and shoot-outs too, and a substituted player can still be booked. */
function recordCard(state: FootballState, input: FootballEventInput, card: CardKind) {
  refuseIfNotStarted(state);
  refuseIfEnded(state);
  const side = requireSide(input);
  const player = requirePlayer(input.player, 'input.player');
  const timed = requireMinute(state, input, 'nextMinute');
  const record = knownPlayer(state, side, player, 'input.player', true);
  if (card === 'YELLOW') {
    if (record.yellows > 0) {
      throw new RuleViolation('input.kind', `${playerName(player)} already has a yellow card: record a second yellow`);
    }
    record.yellows = 1;
  } else if (card === 'SECOND_YELLOW') {
    if (record.yellows !== 1) {
      throw new RuleViolation('input.kind', `${playerName(player)} has no yellow card: record a yellow card first`);
    }
    record.yellows = 2;
    record.status = 'SENT_OFF';
  } else record.status = 'SENT_OFF';
  state.cards.push({
    side,
    player,
    card,
    ...timed,
    text: `${playerName(player)} ${minuteText(timed.minute, timed.addedTime)}`,
  });
}

function recordSubstitution(state: FootballState, input: FootballEventInput) {
  refuseIfNotStarted(state);
  refuseIfEnded(state);
  const side = requireSide(input);
  const playerOff = requirePlayer(input.playerOff, 'input.playerOff');
  const playerOn = requirePlayer(input.playerOn, 'input.playerOn');
  if (playerKey(side, playerOff) === playerKey(side, playerOn)) {
    throw new RuleViolation('input.playerOn', 'A player cannot replace themselves');
  }
  const timed = requireMinute(state, input, 'nextMinute');
  const off = onPitch(state, side, playerOff, 'input.playerOff');
  const onKey = playerKey(side, playerOn);
  const on = state.players[onKey];
  refuseIfGone(on, playerOn, 'input.playerOn', true);
  if (on?.status === 'ON') throw new RuleViolation('input.playerOn', `${playerName(playerOn)} is already on the pitch`);
  // Once the line-up is set, a substitute comes from the bench.
  if (state.lineups[side] && on?.status !== 'BENCH') {
    throw new RuleViolation('input.playerOn', `${playerName(playerOn)} is not on the ${side} bench`);
  }
  off.status = 'SUBBED_OFF';
  state.players[onKey] = { side, status: 'ON', yellows: on?.yellows ?? 0 };
  const text = `${playerName(playerOn)} for ${playerName(playerOff)} ${minuteText(timed.minute, timed.addedTime)}`;
  state.substitutions.push({ side, playerOff, playerOn, ...timed, text });
}
function recordShootoutKick(state: FootballState, input: FootballEventInput) {
  refuseIfEnded(state);
  const shootout = state.shootout;
  if (state.phase !== 'PLAYING' || !shootout) {
    throw new RuleViolation('input.kind', 'The shoot-out has not started: start the penalties period first');
  }
  if (shootout.winner) throw new RuleViolation('input.kind', 'The shoot-out is decided: end the penalties period');
  const side = requireSide(input);
  const first = shootout.kicks[0]?.side;
  const due = first === undefined ? side : shootout.kicks.length % 2 === 0 ? first : otherSide(first);
  if (side !== due) throw new RuleViolation('input.side', `It is the ${due} side’s kick`);
  const player = requirePlayer(input.player, 'input.player');
  if (input.scored == null) throw new RuleViolation('input.scored', 'Say whether the kick was scored');
  onPitch(state, side, player, 'input.player');
  shootout.kicks.push({ side, player, scored: input.scored });
  if (input.scored) shootout.score[side] += 1;
  shootout.winner = shootoutWinner(shootout.kicks, shootout.score);
}

/** A side's team sheet, before kick-off; a later one for the side replaces it. */
function setLineup(state: FootballState, input: FootballEventInput) {
  if (state.phase !== 'NOT_STARTED') {
    throw new RuleViolation('input.kind', 'Line-ups are set before kick-off: undo the kick-off to change one');
  }
  const side = requireSide(input);
  const sheet = teamSheet(input);
  for (const [key, record] of Object.entries(state.players)) if (record.side === side) delete state.players[key];
  for (const player of sheet.starters) state.players[playerKey(side, player)] = { side, status: 'ON', yellows: 0 };
  for (const player of sheet.bench) state.players[playerKey(side, player)] = { side, status: 'BENCH', yellows: 0 };
  state.lineups[side] = sheet;
}

/** One +1 or -1 tap of a side's tally, from kick-off on (after the final whistle too: a count corrected). */
function recordStat(state: FootballState, input: FootballEventInput) {
  refuseIfNotStarted(state);
  tally(state.stats, requireSide(input), input);
}

function setPossession(state: FootballState, input: FootballEventInput) {
  refuseIfNotStarted(state);
  state.possession = possessionOf(requireSide(input), input);
}

type Handler = (state: FootballState, input: FootballEventInput, at: Date) => void;

const HANDLERS: Record<FootballEventKind, Handler> = {
  PERIOD_START: startPeriod,
  PERIOD_END: endPeriod,
  GOAL: recordGoal,
  MISSED_PENALTY: recordMissedPenalty,
  YELLOW_CARD: (state, input) => recordCard(state, input, 'YELLOW'),
  SECOND_YELLOW: (state, input) => recordCard(state, input, 'SECOND_YELLOW'),
  RED_CARD: (state, input) => recordCard(state, input, 'RED'),
  SUBSTITUTION: recordSubstitution,
  SHOOTOUT_KICK: recordShootoutKick,
  LINEUP: setLineup,
  OFFICIALS: (state, input) => {
    state.officials = matchOfficials(input);
  },
  STAT: recordStat,
  POSSESSION: setPossession,
};

/**
 * The next state after one event, or a `RuleViolation` naming the field at fault. The state given is
 * never changed, so a refused event leaves the projection as it was.
 */
export function applyFootballEvent(state: FootballState, event: FootballEvent): FootballState {
  const handler = HANDLERS[event.input.kind] as Handler | undefined;
  if (!handler) throw new RuleViolation('input.kind', 'Unknown football event');
  const next = structuredClone(state);
  handler(next, event.input, event.at);
  moveClockTo(next, event.input, event.at);
  return next;
}

/**
 * An event's minute ahead of the match clock moves the clock (issue 47): the period started earlier than
 * the server heard of it (a kick-off tapped late, or sent from a phone that was offline), and the scorer
 * watching the match knows the minute. A minute behind the clock is a late entry and moves nothing.
 */
function moveClockTo(state: FootballState, input: FootballEventInput, at: Date): void {
  const period = currentPeriod(state);
  if (state.phase !== 'PLAYING' || !state.periodStartedAt || !period) return;
  const window = periodMinutes(state.rules, period);
  if (!window) return;
  const started = Date.parse(state.periodStartedAt);
  const moved = startAfterEvent(window, started, input, at.getTime());
  if (moved !== started) state.periodStartedAt = new Date(moved).toISOString();
}

/** The state from the whole log, folded from scratch (undo entries void the latest event). */
export function projectFootball(rules: FootballRules, log: readonly LogEntry<FootballEvent>[]): FootballState {
  return project(initialFootballState(rules), applyFootballEvent, log);
}

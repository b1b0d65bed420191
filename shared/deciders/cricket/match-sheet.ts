// What frames a cricket match besides its balls: the toss, each side's playing XI (and the players it may
// bring in), the officials, the powerplays and the player of the match. Events of the log like any other,
// checked here and undone the same way; a delivery's replacements change the XI they name.
import type { Delivery, MatchReplacement, PlayerKey, Replacements, Review, TeamKey } from './delivery.js';
import { CricketRuleError, type InningsState, type MatchState } from './innings.js';

export const TOSS_DECISIONS = ['bat', 'field'] as const;
export type TossDecision = (typeof TOSS_DECISIONS)[number];

/** Cricsheet's powerplay types. */
export const POWERPLAY_KINDS = ['mandatory', 'batting', 'fielding'] as const;
export type PowerplayKind = (typeof POWERPLAY_KINDS)[number];

/** Why a player comes into a match for another, in Cricsheet's words; the pad offers the first two. */
export const REPLACEMENT_REASONS = [
  'impact_player',
  'concussion_substitute',
  'covid_replacement',
  'injury_substitute',
  'national_callup',
  'excluded',
] as const;

export const REVIEW_DECISIONS = ['upheld', 'struck down'] as const;

export const PLAYING_XI = 11;
/** The 12th man and, where the playing conditions have one, the impact-player list (IPL: five names). */
export const MAX_SUBSTITUTES = 5;
const MAX_OFFICIALS = 4;
const MAX_NAME = 80;

export type Officials = {
  umpires: string[];
  tvUmpires: string[];
  reserveUmpires: string[];
  matchReferees: string[];
};

/** Overs from 1, both ends included: the first six overs are { from: 1, to: 6 }. */
export type Powerplay = { innings: number; from: number; to: number; kind: PowerplayKind };

export type CricketSheetEvent =
  | { type: 'toss'; winner: TeamKey; decision: TossDecision }
  /** A side's XI before the first ball; `substitutes` are the names it may bring in (12th man, impact list). */
  | { type: 'playing xi'; team: TeamKey; players: PlayerKey[]; substitutes: PlayerKey[] }
  | ({ type: 'officials' } & Officials)
  | ({ type: 'powerplay' } & Powerplay)
  | { type: 'player of the match'; players: PlayerKey[] };

export const CRICKET_SHEET_KINDS = ['toss', 'playing xi', 'officials', 'powerplay', 'player of the match'] as const;

export type PlayingXi = {
  /** The XI as named before the first ball. */
  named: PlayerKey[];
  /** On the field now: the XI with each replacement made since. */
  players: PlayerKey[];
  substitutes: PlayerKey[];
};

export type CricketSheet = {
  toss: { winner: TeamKey; decision: TossDecision } | null;
  xi: Partial<Record<TeamKey, PlayingXi>>;
  officials: Officials | null;
  powerplays: Powerplay[];
  playerOfMatch: PlayerKey[];
  /** Replacements into the match in the order they came, for the scorecard. */
  replacements: (MatchReplacement & { innings: number })[];
};

export const EMPTY_SHEET: Readonly<CricketSheet> = Object.freeze({
  toss: null,
  xi: {},
  officials: null,
  powerplays: [],
  playerOfMatch: [],
  replacements: [],
});

export function isCricketSheetPayload(payload: Readonly<Record<string, unknown>>): boolean {
  return (CRICKET_SHEET_KINDS as readonly unknown[]).includes(payload.type);
}

export const isSheetEvent = (event: { type: string }): event is CricketSheetEvent =>
  (CRICKET_SHEET_KINDS as readonly string[]).includes(event.type);

/** The sheet of a state (a state stored before sheets were kept has none). */
export const sheetOf = (state: MatchState): CricketSheet => state.sheet ?? EMPTY_SHEET;

const bowled = (state: MatchState) => state.innings.some((innings) => innings.batted.length > 0);

function distinct(keys: readonly unknown[], field: string): PlayerKey[] {
  const seen = new Set<string>();
  keys.forEach((key, index) => {
    if (typeof key !== 'string' || key.trim() === '')
      throw new CricketRuleError(`${field}[${index}]`, 'Name the player');
    if (seen.has(key)) throw new CricketRuleError(`${field}[${index}]`, `${key} is named twice`);
    seen.add(key);
  });
  return [...seen];
}

function names(value: unknown, field: string, max = MAX_OFFICIALS): string[] {
  const list = (value ?? []) as unknown[];
  if (!Array.isArray(list) || list.length > max) throw new CricketRuleError(field, `At most ${max} names`);
  return list.map((name, index) => {
    if (typeof name !== 'string' || !name.trim() || name.trim().length > MAX_NAME) {
      throw new CricketRuleError(`${field}[${index}]`, `A name of 1 to ${MAX_NAME} characters`);
    }
    return name.trim();
  });
}

function checkTeam(state: MatchState, team: unknown, field: string): TeamKey {
  if (typeof team !== 'string' || !state.config.teams.includes(team)) {
    throw new CricketRuleError(field, `${String(team)} is not playing in this match`);
  }
  return team;
}

/** Applies a sheet event, or refuses it naming the field (the state is untouched then). */
export function applySheetEvent(state: MatchState, event: CricketSheetEvent): MatchState {
  const sheet = sheetOf(state);
  switch (event.type) {
    case 'toss': {
      const winner = checkTeam(state, event.winner, 'input.winner');
      if (!(TOSS_DECISIONS as readonly string[]).includes(event.decision)) {
        throw new CricketRuleError('input.decision', 'The toss winner chose to bat or to field');
      }
      if (state.innings.length > 0) throw new CricketRuleError('input', 'The toss comes before the first innings');
      const loser = state.config.teams.find((team) => team !== winner)!;
      const battingFirst = event.decision === 'bat' ? winner : loser;
      return {
        ...state,
        config: { ...state.config, battingFirst },
        sheet: { ...sheet, toss: { winner, decision: event.decision } },
      };
    }
    case 'playing xi': {
      const team = checkTeam(state, event.team, 'input.team');
      if (bowled(state)) throw new CricketRuleError('input', 'The XIs are named before the first ball');
      const players = distinct(event.players, 'input.players');
      if (players.length !== PLAYING_XI) {
        throw new CricketRuleError('input.players', `A playing XI is ${PLAYING_XI} players (${players.length} named)`);
      }
      const substitutes = distinct(event.substitutes ?? [], 'input.substitutes');
      if (substitutes.length > MAX_SUBSTITUTES) {
        throw new CricketRuleError('input.substitutes', `At most ${MAX_SUBSTITUTES} substitutes`);
      }
      const both = substitutes.findIndex((player) => players.includes(player));
      if (both >= 0) throw new CricketRuleError(`input.substitutes[${both}]`, `${substitutes[both]} is in the XI`);
      const xi = { ...sheet.xi, [team]: { named: players, players, substitutes } };
      return { ...state, sheet: { ...sheet, xi } };
    }
    case 'officials': {
      const officials: Officials = {
        umpires: names(event.umpires, 'input.umpires', 2),
        tvUmpires: names(event.tvUmpires, 'input.tvUmpires'),
        reserveUmpires: names(event.reserveUmpires, 'input.reserveUmpires'),
        matchReferees: names(event.matchReferees, 'input.matchReferees'),
      };
      return { ...state, sheet: { ...sheet, officials } };
    }
    case 'powerplay': {
      const { innings, from, to } = event;
      const last = state.innings.at(-1);
      const open = (last?.number ?? 0) + (last && !last.closed ? 0 : 1);
      if (!Number.isInteger(innings) || innings < 1 || innings > open) {
        throw new CricketRuleError('input.innings', `Innings ${innings} is not played or next (the next is ${open})`);
      }
      const overs = state.innings[innings - 1]?.superOver || innings >= 3 ? 1 : state.config.overs;
      if (!Number.isInteger(from) || from < 1 || from > overs) {
        throw new CricketRuleError('input.fromOver', `The first over is a number from 1 to ${overs}`);
      }
      if (!Number.isInteger(to) || to < from || to > overs) {
        throw new CricketRuleError('input.toOver', `The last over is a number from ${from} to ${overs}`);
      }
      if (!(POWERPLAY_KINDS as readonly string[]).includes(event.kind)) {
        throw new CricketRuleError('input.powerplayKind', `A powerplay is ${POWERPLAY_KINDS.join(', ')}`);
      }
      const overlap = sheet.powerplays.some((each) => each.innings === innings && each.from <= to && from <= each.to);
      if (overlap) throw new CricketRuleError('input.fromOver', 'It overlaps a powerplay of the innings');
      const powerplays = [...sheet.powerplays, { innings, from, to, kind: event.kind }].sort(
        (a, b) => a.innings - b.innings || a.from - b.from,
      );
      return { ...state, sheet: { ...sheet, powerplays } };
    }
    case 'player of the match': {
      const players = distinct(event.players, 'input.players');
      if (players.length < 1 || players.length > 2) {
        throw new CricketRuleError('input.players', 'Name the player of the match (two at most, when shared)');
      }
      return { ...state, sheet: { ...sheet, playerOfMatch: players } };
    }
  }
}

/** Checks a delivery's replacements against the XIs and answers the sheet after them. */
export function withReplacements(
  state: MatchState,
  innings: number,
  replacements: Replacements | undefined,
  field = 'input.replacements',
): CricketSheet {
  const sheet = sheetOf(state);
  if (!replacements?.match?.length) return sheet;
  const xi = { ...sheet.xi };
  const made = [...sheet.replacements];
  replacements.match.forEach((each, index) => {
    const at = `${field}[${index}]`;
    const team = checkTeam(state, each.team, `${at}.team`);
    if (!each.reason?.trim()) throw new CricketRuleError(`${at}.reason`, 'Say why the player comes in');
    if (each.in === each.out) throw new CricketRuleError(`${at}.in`, 'A player cannot replace themselves');
    const side = xi[team];
    if (side) {
      if (!side.players.includes(each.out)) throw new CricketRuleError(`${at}.out`, `${each.out} is not in the XI`);
      if (side.players.includes(each.in)) throw new CricketRuleError(`${at}.in`, `${each.in} is already in the XI`);
      xi[team] = { ...side, players: side.players.map((player) => (player === each.out ? each.in : player)) };
    }
    made.push({ ...each, innings });
  });
  return { ...sheet, xi, replacements: made };
}

/** With XIs named, the batters are of the batting side's XI and the bowler of the other's (fielders may be subs). */
export function checkSelected(
  sheet: CricketSheet,
  innings: InningsState,
  delivery: Pick<Delivery, 'batter' | 'nonStriker' | 'bowler'>,
): void {
  const batting = sheet.xi[innings.battingTeam];
  const bowling = sheet.xi[innings.bowlingTeam];
  for (const [player, field] of [
    [delivery.batter, 'input.batter'],
    [delivery.nonStriker, 'input.nonStriker'],
  ] as const) {
    if (batting && !batting.players.includes(player)) {
      throw new CricketRuleError(field, `${player} is not in the batting side’s XI`);
    }
  }
  if (bowling && !bowling.players.includes(delivery.bowler)) {
    throw new CricketRuleError('input.bowler', `${delivery.bowler} is not in the bowling side’s XI`);
  }
}

/**
 * A review as the laws keep it: the side and the decision checked; the rest as recorded. The batter is not
 * checked against the ball's pair: real files name others (IPL 2018, a review about a batter not on strike
 * or at the other end).
 */
export function checkReview(state: MatchState, review: Review | undefined): Review | undefined {
  if (!review) return undefined;
  if (review.by !== undefined) checkTeam(state, review.by, 'input.review.by');
  if (review.decision !== undefined && !(REVIEW_DECISIONS as readonly string[]).includes(review.decision)) {
    throw new CricketRuleError('input.review.decision', 'A review is upheld or struck down');
  }
  if (review.umpire !== undefined && (!review.umpire.trim() || review.umpire.length > MAX_NAME)) {
    throw new CricketRuleError('input.review.umpire', `A name of 1 to ${MAX_NAME} characters`);
  }
  return review;
}

// The match sheet's laws: each side's team sheet (formation, starting XI, bench), the officials, and the
// tallies a scorer keeps (shots, corners, fouls, offsides) with the possession they set. Plain data: the
// fold (football-state.ts) keeps what these answer, and the pages read it from there.
import { RuleViolation } from '../decider.js';
import {
  FOOTBALL_STATS,
  type FootballEventInput,
  type FootballSide,
  type FootballStat,
  type PlayerRef,
  type SheetPlayerRef,
} from './football-event.js';

export const STARTERS = 11;
/** More than any competition names (FIFA allows 15 at a World Cup). */
export const MAX_BENCH = 15;
export const MAX_OFFICIAL_NAME = 100;
export const MAX_ASSISTANTS = 2;

/** A side's team sheet: the starters are the goalkeeper, then each row of the formation from defence to attack. */
export type TeamSheet = { formation: string; rows: number[]; starters: SheetPlayerRef[]; bench: SheetPlayerRef[] };

export type MatchOfficials = { referee: string; assistantReferees: string[]; fourthOfficial: string | null };

export type TeamStats = Record<FootballStat, number>;

const STAT_WORDS: Record<FootballStat, string> = {
  SHOTS: 'shots',
  SHOTS_ON_TARGET: 'shots on target',
  CORNERS: 'corners',
  FOULS: 'fouls',
  OFFSIDES: 'offsides',
};

export const emptyStats = (): TeamStats => ({ SHOTS: 0, SHOTS_ON_TARGET: 0, CORNERS: 0, FOULS: 0, OFFSIDES: 0 });

const FORMATION_SHAPE = /^[1-9](-[1-9]){1,4}$/;

/** The rows of a formation ("4-2-3-1" is 4, 2, 3, 1): two to five rows placing the 10 outfield players. */
export function formationRows(formation: string | null | undefined): number[] {
  const text = formation?.trim() ?? '';
  if (!FORMATION_SHAPE.test(text)) {
    throw new RuleViolation(
      'input.formation',
      'Give the formation as the rows of outfield players from defence to attack, such as "4-3-3"',
    );
  }
  const rows = text.split('-').map(Number);
  const outfield = rows.reduce((sum, row) => sum + row, 0);
  if (outfield !== STARTERS - 1) {
    throw new RuleViolation('input.formation', `A formation places 10 outfield players: ${text} places ${outfield}`);
  }
  return rows;
}

const refKey = (player: PlayerRef) =>
  player.id != null ? `id:${player.id}` : `name:${(player.name ?? '').trim().toLowerCase()}`;
const refName = (player: PlayerRef) => player.name?.trim() || `#${player.id}`;

/** A side's team sheet as the scorer names it: a formation, eleven starters and a bench, each player once. */
export function teamSheet(input: FootballEventInput): TeamSheet {
  const rows = formationRows(input.formation);
  const starters = input.starters ?? [];
  if (starters.length !== STARTERS) {
    throw new RuleViolation('input.starters', `A starting XI has 11 players, not ${starters.length}`);
  }
  const bench = input.bench ?? [];
  if (bench.length > MAX_BENCH) throw new RuleViolation('input.bench', `A bench has at most ${MAX_BENCH} players`);
  const seen = new Set<string>();
  const named: [SheetPlayerRef | null | undefined, string][] = [
    ...starters.map((player, index): [SheetPlayerRef, string] => [player, `input.starters.${index}`]),
    ...bench.map((player, index): [SheetPlayerRef, string] => [player, `input.bench.${index}`]),
  ];
  for (const [player, field] of named) {
    if (!player || (player.id == null && !player.name?.trim())) throw new RuleViolation(field, 'Choose the player');
    const key = refKey(player);
    if (seen.has(key)) throw new RuleViolation(field, `${refName(player)} is named twice in the line-up`);
    seen.add(key);
  }
  const copy = (player: SheetPlayerRef): SheetPlayerRef => ({
    id: player.id ?? null,
    name: player.name ?? null,
    shirtNumber: player.shirtNumber ?? null,
    position: player.position ?? null,
  });
  return { formation: rows.join('-'), rows, starters: starters.map(copy), bench: bench.map(copy) };
}

/** The officials as named: a referee, up to two assistants and a fourth official. */
export function matchOfficials(input: FootballEventInput): MatchOfficials {
  const name = (text: string | null | undefined, field: string) => {
    const trimmed = text?.trim() ?? '';
    if (trimmed.length > MAX_OFFICIAL_NAME) {
      throw new RuleViolation(field, `A name has at most ${MAX_OFFICIAL_NAME} characters`);
    }
    return trimmed;
  };
  const referee = name(input.referee, 'input.referee');
  if (!referee) throw new RuleViolation('input.referee', 'Name the referee');
  const assistants = (input.assistantReferees ?? [])
    .map((each, index) => name(each, `input.assistantReferees.${index}`))
    .filter(Boolean);
  if (assistants.length > MAX_ASSISTANTS) {
    throw new RuleViolation('input.assistantReferees', `A match has at most ${MAX_ASSISTANTS} assistant referees`);
  }
  return {
    referee,
    assistantReferees: assistants,
    fourthOfficial: name(input.fourthOfficial, 'input.fourthOfficial') || null,
  };
}

/**
 * One tap of a tally: +1, or -1 to take one back. A shot on target is a shot too, so it moves both; a shot
 * taken back cannot leave fewer shots than shots on target.
 */
export function tally(stats: Record<FootballSide, TeamStats>, side: FootballSide, input: FootballEventInput): void {
  const stat = input.stat;
  if (!stat || !(FOOTBALL_STATS as readonly string[]).includes(stat)) {
    throw new RuleViolation('input.stat', 'Choose the statistic');
  }
  const delta = input.delta;
  if (delta !== 1 && delta !== -1) throw new RuleViolation('input.delta', 'A tally moves by +1 or -1');
  const counts = stats[side];
  if (delta < 0 && counts[stat] === 0) {
    throw new RuleViolation('input.delta', `The ${side} side has no ${STAT_WORDS[stat]} to take back`);
  }
  if (delta < 0 && stat === 'SHOTS' && counts.SHOTS - 1 < counts.SHOTS_ON_TARGET) {
    throw new RuleViolation(
      'input.delta',
      `Shots cannot be fewer than shots on target (${counts.SHOTS_ON_TARGET}): take back a shot on target instead`,
    );
  }
  counts[stat] += delta;
  if (stat === 'SHOTS_ON_TARGET') counts.SHOTS += delta;
}

/** The possession the scorer sets: one side's whole percentage, the other side's the rest. */
export function possessionOf(side: FootballSide, input: FootballEventInput): Record<FootballSide, number> {
  const value = input.possession;
  if (value == null || !Number.isInteger(value) || value < 0 || value > 100) {
    throw new RuleViolation('input.possession', 'Possession is a whole percentage, 0 to 100');
  }
  return side === 'home' ? { home: value, away: 100 - value } : { home: 100 - value, away: value };
}

/** The events that set the match sheet rather than play it: before kick-off they leave a match scheduled. */
const SHEET_KINDS: readonly string[] = ['LINEUP', 'OFFICIALS'];

/** Whether a stored payload is a football LINEUP or OFFICIALS event. */
export function isSheetPayload(payload: Readonly<Record<string, unknown>>): boolean {
  const input = payload.input as { kind?: unknown } | null | undefined;
  return typeof input === 'object' && input !== null && SHEET_KINDS.includes(input.kind as string);
}

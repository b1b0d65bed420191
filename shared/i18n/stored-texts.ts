import type { GeneratedTexts } from './generated-texts.js';

/** The round names the site gives itself (stage plans), as stored: English, and read back into a language. */
const FIXED: Record<string, Parameters<GeneratedTexts>[0]> = {
  Final: 'round.final',
  'Semi-final': 'round.semiFinal',
  'Quarter-final': 'round.quarterFinal',
  'Third-place play-off': 'round.thirdPlace',
  Eliminator: 'round.eliminator',
  Match: 'round.match',
};

const NUMBERED: [RegExp, Parameters<GeneratedTexts>[0], string][] = [
  [/^Round of (\d+)$/, 'round.roundOf', 'teams'],
  [/^Qualifier (\d+)$/, 'round.qualifier', 'number'],
  [/^Matchday (\d+)$/, 'round.matchday', 'number'],
];

const REPLAY = /^(.*) \(replay\)$/;

const PENALTIES = /^(\d+)-(\d+) on penalties$/;

const DECIDED: Record<string, Parameters<GeneratedTexts>[0]> = {
  'on penalties': 'decided.onPenalties',
  'after extra time': 'decided.extraTime',
  'after a super over': 'decided.superOver',
};

/**
 * A stored round name in the reader's language: the names the site wrote itself ("Semi-final", "Matchday 3",
 * "Quarter-final (replay)") are translated; any other name ("Group A", an organiser's "Grand Final") is the
 * organiser's own and is kept as typed.
 */
export function roundNameIn(texts: GeneratedTexts, stored: string): string {
  if (texts.language === 'en') return stored;
  const replay = REPLAY.exec(stored);
  if (replay) return texts('round.replay', { round: roundNameIn(texts, replay[1]) });
  const fixed = FIXED[stored];
  if (fixed) return texts(fixed);
  for (const [pattern, id, value] of NUMBERED) {
    const found = pattern.exec(stored);
    if (found) return texts(id, { [value]: Number(found[1]) });
  }
  return stored;
}

/** A stored "4-2 on penalties", "after extra time" or "after a super over" in the reader's language. */
export function decidedByIn(texts: GeneratedTexts, stored: string): string {
  if (texts.language === 'en') return stored;
  const penalties = PENALTIES.exec(stored);
  if (penalties) return texts('decided.penalties', { winner: Number(penalties[1]), loser: Number(penalties[2]) });
  const fixed = DECIDED[stored];
  return fixed ? texts(fixed) : stored;
}

import { knockoutRoundName } from '../../../../shared/validation/stages.js';
import { Side } from '../matches/match.entity.js';

/** One planned knockout or playoff match; slots are first-round slot indexes (0-based) feeding its sides. */
export type BracketMatch = {
  round: number;
  roundName: string;
  homeSlot: number | null;
  awaySlot: number | null;
  isFinal: boolean;
  next?: { index: number; slot: Side };
  loserNext?: { index: number; slot: Side };
};

const sideOf = (index: number) => (index % 2 === 0 ? Side.home : Side.away);

/**
 * A single-elimination bracket from slots in bracket order (slot 1 plays slot 2, 3 plays 4...). A slot paired
 * with a bye goes straight to the second round. With `thirdPlace`, the semi-final losers meet before the final.
 */
export function bracketPlan(slots: readonly { bye?: boolean | null }[], thirdPlace: boolean): BracketMatch[] {
  const size = slots.length;
  const rounds = Math.log2(size);
  type Draft = BracketMatch & { key: string; bye: boolean };
  const drafts: Draft[] = [];
  const byKey = new Map<string, Draft>();
  for (let round = 1; round <= rounds; round += 1) {
    const count = size / 2 ** round;
    for (let index = 0; index < count; index += 1) {
      const draft: Draft = {
        key: `${round}:${index}`,
        round,
        roundName: knockoutRoundName(count * 2),
        homeSlot: round === 1 ? index * 2 : null,
        awaySlot: round === 1 ? index * 2 + 1 : null,
        isFinal: round === rounds,
        bye: false,
      };
      drafts.push(draft);
      byKey.set(draft.key, draft);
    }
  }
  for (let index = 0; index < size / 2; index += 1) {
    const draft = byKey.get(`1:${index}`)!;
    const homeBye = slots[index * 2].bye === true;
    const awayBye = slots[index * 2 + 1].bye === true;
    if (!homeBye && !awayBye) continue;
    draft.bye = true;
    const next = byKey.get(`2:${Math.floor(index / 2)}`)!;
    const through = homeBye ? index * 2 + 1 : index * 2;
    if (index % 2 === 0) next.homeSlot = through;
    else next.awaySlot = through;
  }
  let kept = drafts.filter((draft) => !draft.bye);
  if (thirdPlace && rounds >= 2) {
    const final = kept.pop()!;
    kept = [
      ...kept,
      {
        key: 'third',
        round: rounds,
        roundName: 'Third-place play-off',
        homeSlot: null,
        awaySlot: null,
        isFinal: false,
        bye: false,
      },
      final,
    ];
  }
  const position = new Map(kept.map((draft, index) => [draft.key, index]));
  return kept.map((draft) => {
    const planned: BracketMatch = {
      round: draft.round,
      roundName: draft.roundName,
      homeSlot: draft.homeSlot,
      awaySlot: draft.awaySlot,
      isFinal: draft.isFinal,
    };
    if (draft.key === 'third') return planned;
    const [round, index] = draft.key.split(':').map(Number);
    const nextKey = `${round + 1}:${Math.floor(index / 2)}`;
    if (position.has(nextKey)) planned.next = { index: position.get(nextKey)!, slot: sideOf(index) };
    if (thirdPlace && round === rounds - 1) planned.loserNext = { index: position.get('third')!, slot: sideOf(index) };
    return planned;
  });
}

/**
 * The page playoff of the top four: Qualifier 1 (1st v 2nd; the winner to the final, the loser to Qualifier 2),
 * the Eliminator (3rd v 4th; the winner to Qualifier 2), Qualifier 2, and the Final.
 */
export function pagePlayoffPlan(): BracketMatch[] {
  return [
    {
      round: 1,
      roundName: 'Qualifier 1',
      homeSlot: 0,
      awaySlot: 1,
      isFinal: false,
      next: { index: 3, slot: Side.home },
      loserNext: { index: 2, slot: Side.home },
    },
    {
      round: 1,
      roundName: 'Eliminator',
      homeSlot: 2,
      awaySlot: 3,
      isFinal: false,
      next: { index: 2, slot: Side.away },
    },
    {
      round: 2,
      roundName: 'Qualifier 2',
      homeSlot: null,
      awaySlot: null,
      isFinal: false,
      next: { index: 3, slot: Side.away },
    },
    { round: 3, roundName: 'Final', homeSlot: null, awaySlot: null, isFinal: true },
  ];
}

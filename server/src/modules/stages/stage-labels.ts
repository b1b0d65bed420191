import { ENGLISH_TEXTS, type GeneratedTexts } from '../../../../shared/i18n/generated-texts.js';
import { roundNameIn } from '../../../../shared/i18n/stored-texts.js';
import type { Match, Side } from '../matches/match.entity.js';
import type { SlotSpec } from '../tournaments/stage.entity.js';

// What a bracket shows where a team is not known yet, in the reader's language.

/**
 * A later round's side before its team is known, as fans say it: "Winner Qualifier 2", "Loser Qualifier 1",
 * "Winner Semi-final 2" (numbered when the round has more than one match).
 */
export function feederLabel(
  match: Pick<Match, 'id'>,
  side: Side,
  stageMatches: Match[],
  texts: GeneratedTexts = ENGLISH_TEXTS,
): string | null {
  const name = (feeder: Match) => {
    const namesakes = stageMatches.filter((other) => other.roundName === feeder.roundName);
    const round = feeder.roundName ? roundNameIn(texts, feeder.roundName) : texts('round.match');
    return namesakes.length > 1 ? texts('round.numbered', { round, number: namesakes.indexOf(feeder) + 1 }) : round;
  };
  const winner = stageMatches.find((other) => other.nextMatch?.id === match.id && other.nextMatchSlot === side);
  if (winner) return texts('slot.winnerOf', { from: name(winner) });
  const loser = stageMatches.find(
    (other) => other.loserNextMatch?.id === match.id && other.loserNextMatchSlot === side,
  );
  return loser ? texts('slot.loserOf', { from: name(loser) }) : null;
}

/** A table position as a slot reads it: "Winner", "Runner-up", then "3rd place", "4th place"... */
function positionLabel(position: number, texts: GeneratedTexts): string {
  if (position === 1) return texts('slot.winner');
  if (position === 2) return texts('slot.runnerUp');
  return texts('slot.place', { position });
}

/** What a slot says before (or instead of) its team: "Winner Group A", "3rd place League", "Bye". */
export function slotLabel(
  slot: SlotSpec,
  stageNames: Map<number, string>,
  texts: GeneratedTexts = ENGLISH_TEXTS,
): string | null {
  if (slot.bye) return texts('slot.bye');
  if (slot.stageId == null) return null;
  const from = slot.groupName ?? stageNames.get(slot.stageId) ?? '';
  return `${positionLabel(slot.position ?? 1, texts)} ${from}`.trim();
}

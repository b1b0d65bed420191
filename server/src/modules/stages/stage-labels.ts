import { positionLabel } from '../../../../shared/validation/stages.js';
import type { Match, Side } from '../matches/match.entity.js';
import type { SlotSpec } from '../tournaments/stage.entity.js';

// What a bracket shows where a team is not known yet.

/**
 * A later round's side before its team is known, as fans say it: "Winner Qualifier 2", "Loser Qualifier 1",
 * "Winner Semi-final 2" (numbered when the round has more than one match).
 */
export function feederLabel(match: Pick<Match, 'id'>, side: Side, stageMatches: Match[]): string | null {
  const name = (feeder: Match) => {
    const namesakes = stageMatches.filter((other) => other.roundName === feeder.roundName);
    const number = namesakes.length > 1 ? ` ${namesakes.indexOf(feeder) + 1}` : '';
    return `${feeder.roundName ?? 'Match'}${number}`;
  };
  const winner = stageMatches.find((other) => other.nextMatch?.id === match.id && other.nextMatchSlot === side);
  if (winner) return `Winner ${name(winner)}`;
  const loser = stageMatches.find(
    (other) => other.loserNextMatch?.id === match.id && other.loserNextMatchSlot === side,
  );
  return loser ? `Loser ${name(loser)}` : null;
}

/** What a slot says before (or instead of) its team: "Winner Group A", "3rd place League", "Bye". */
export function slotLabel(slot: SlotSpec, stageNames: Map<number, string>): string | null {
  if (slot.bye) return 'Bye';
  if (slot.stageId == null) return null;
  return `${positionLabel(slot.position ?? 1)} ${slot.groupName ?? stageNames.get(slot.stageId) ?? ''}`.trim();
}

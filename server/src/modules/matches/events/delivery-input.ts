import type { Delivery } from '../cricket/delivery.js';
import type { DeliveryInput } from './match-event.inputs.js';

/** A delivery the laws accepted, named by players' names, as a scorer sends it (players by name). */
export function deliveryInputByName(delivery: Delivery, teamIds: Record<string, number>): DeliveryInput {
  return {
    innings: delivery.innings,
    battingTeamId: teamIds[delivery.battingTeam],
    batter: { name: delivery.batter },
    nonStriker: { name: delivery.nonStriker },
    bowler: { name: delivery.bowler },
    runs: delivery.runs,
    nonBoundary: delivery.nonBoundary,
    extras: delivery.extras,
    wickets: delivery.wickets.map((wicket) => ({
      kind: wicket.kind,
      playerOut: { name: wicket.playerOut },
      fielders: wicket.fielders.map((name) => ({ name })),
    })),
  };
}

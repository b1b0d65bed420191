import type { EntityManager } from '@mikro-orm/postgresql';
import { Match } from '../matches/match.entity.js';
import { KNOCKOUT_FORMATS, KnockoutDecider, Stage } from '../tournaments/stage.entity.js';
import type { Tournament } from '../tournaments/tournament.entity.js';
import { registerKnockoutDeciderChanged } from '../tournaments/tournament-hooks.js';
import { OPEN } from './slot-filling.js';

/** How a level match of a knockout stage is settled: the stage's own decider, else the tournament's. */
export function effectiveDecider(stage: Stage, tournament: Tournament): KnockoutDecider | null {
  return stage.decider ?? tournament.knockoutDecider ?? null;
}

/**
 * The tournament's decider changed (inside its transaction): the unplayed knockout matches of the stages without
 * a decider of their own follow it. Played matches keep the decider they were played under.
 */
export async function onKnockoutDeciderChanged(tx: EntityManager, tournament: Tournament): Promise<void> {
  const following = await tx.find(Stage, { tournament, decider: null, format: { $in: [...KNOCKOUT_FORMATS] } });
  if (following.length === 0) return;
  const matches = await tx.find(Match, { stage: { $in: following }, status: { $in: OPEN } });
  for (const match of matches) {
    match.decider = tournament.knockoutDecider ?? null;
    match.needsWinner = tournament.knockoutDecider !== KnockoutDecider.REPLAY;
  }
}

registerKnockoutDeciderChanged(onKnockoutDeciderChanged);

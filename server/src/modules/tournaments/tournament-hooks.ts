import type { EntityManager } from '@mikro-orm/postgresql';
import type { Tournament } from './tournament.entity.js';

/**
 * Called inside the transaction that changed a tournament's knockout decider. The stages domain (above this one)
 * registers it: the unplayed knockout matches of the stages that follow the tournament's decider take the new one.
 */
export type KnockoutDeciderChanged = (tx: EntityManager, tournament: Tournament) => Promise<void>;

let onKnockoutDeciderChanged: KnockoutDeciderChanged | null = null;

export function registerKnockoutDeciderChanged(hook: KnockoutDeciderChanged): void {
  onKnockoutDeciderChanged = hook;
}

export function knockoutDeciderChanged(tx: EntityManager, tournament: Tournament): Promise<void> {
  return onKnockoutDeciderChanged ? onKnockoutDeciderChanged(tx, tournament) : Promise.resolve();
}

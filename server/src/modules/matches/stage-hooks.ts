import type { EntityManager } from '@mikro-orm/postgresql';
import type { Match } from './match.entity.js';

/**
 * Called inside the transaction that completes a match of a stage, after its winner and loser moved on.
 * The stages domain (above this one) registers it: it fills the later stages' slots when the match's stage
 * has ended. Answers the matches it changed, so their watchers hear of it.
 */
export type StageMatchCompleted = (tx: EntityManager, match: Match) => Promise<Match[]>;

let onStageMatchCompleted: StageMatchCompleted | null = null;

export function registerStageMatchCompleted(hook: StageMatchCompleted): void {
  onStageMatchCompleted = hook;
}

export function stageMatchCompleted(tx: EntityManager, match: Match): Promise<Match[]> {
  return match.stage && onStageMatchCompleted ? onStageMatchCompleted(tx, match) : Promise.resolve([]);
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { Sport } from '../../tournaments/tournament.entity.js';
import type { Match } from '../match.entity.js';
import { footballState, hasLiveResult } from '../events/match-projection.js';
import type { FootballState } from './football-state.js';

/**
 * The football fold of a match's log, shared by every field a page asks of it (the timeline, the line-ups,
 * the officials, the statistics): the log is read once, in one statement, whatever the fields. Kept by match,
 * seq and last change for a few seconds, as the cricket cards are (match-card.service.ts): a new event is a
 * new seq, so a fold is never stale; watchers of a live match share one.
 */
const FOLD_CACHE_SIZE = 64;
const FOLD_CACHE_MS = 10_000;
const folds = new Map<string, { at: number; fold: Promise<FootballState | null> }>();

/** Null for another sport, or a result entered whole (no events to fold). */
export function footballFold(em: EntityManager, match: Match): Promise<FootballState | null> {
  const key = `${match.id}:${match.seq}:${match.updatedAt.getTime()}`;
  const now = Date.now();
  const hit = folds.get(key);
  if (hit && now - hit.at < FOLD_CACHE_MS) return hit.fold;
  const fold = loadFold(em, match);
  folds.delete(key);
  folds.set(key, { at: now, fold });
  fold.catch(() => folds.delete(key));
  if (folds.size > FOLD_CACHE_SIZE) folds.delete(folds.keys().next().value!);
  return fold;
}

async function loadFold(em: EntityManager, match: Match): Promise<FootballState | null> {
  const tournament = await match.tournament.loadOrFail();
  if (tournament.sport !== Sport.football) return null;
  const log = await em.execute<{ kind: string; payload: Record<string, unknown> }[]>(
    'select kind, payload from match_events where match_id = ? order by seq',
    [match.id],
  );
  if (hasLiveResult(log)) return null;
  return footballState(tournament, log, match);
}

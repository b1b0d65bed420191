import type { EntityManager } from '@mikro-orm/postgresql';
import { perRequest } from '../../db/loaders.js';
import { visibleTournamentWhere, type Viewer } from '../common/policy.js';
import type { Tournament } from '../tournaments/tournament.entity.js';
import { findSeasons } from './competitions.queries.js';

/**
 * A competition's seasons the viewer may see, newest first: read once per request, however many of the
 * competition's fields (seasons, table, records, archive) ask.
 */
const seasonLoaders = perRequest(() => new Map<string, Promise<Tournament[]>>());

export function visibleSeasons(em: EntityManager, viewer: Viewer, competitionId: number): Promise<Tournament[]> {
  const bag = seasonLoaders(em);
  const key = `${viewer?.id ?? 0}:${competitionId}`;
  let seasons = bag.get(key);
  if (!seasons) {
    seasons = findSeasons(em, competitionId, visibleTournamentWhere(viewer));
    bag.set(key, seasons);
  }
  return seasons;
}

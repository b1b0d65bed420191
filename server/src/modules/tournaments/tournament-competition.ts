import type { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenError, InputError } from '../../core/errors.js';
import { holdsStaffRole, type Viewer } from '../common/policy.js';
import type { Sport } from '../common/sport.js';
import { Competition } from './competition.entity.js';

/** Only the organiser who created a competition adds seasons to it (or takes them out). */
export function canManageCompetition(viewer: Viewer, competition: Pick<Competition, 'creator'>): boolean {
  return holdsStaffRole(viewer) && competition.creator.id === viewer.id;
}

/**
 * The competition a tournament's input names, checked: it exists, the viewer runs it, and it plays the
 * tournament's sport. `undefined` (the field left out) keeps what the tournament had; null takes it out.
 */
export async function competitionForInput(
  em: EntityManager,
  viewer: Viewer,
  competitionId: number | null | undefined,
  sport: Sport,
): Promise<Competition | null | undefined> {
  if (competitionId === undefined) return undefined;
  if (competitionId === null) return null;
  const competition = await em.findOne(Competition, { id: competitionId });
  if (!competition) throw new InputError({ competitionId: 'Competition not found' });
  if (!canManageCompetition(viewer, competition)) {
    throw new ForbiddenError('Only the organiser of this competition can add seasons to it.');
  }
  if (competition.sport !== sport) {
    throw new InputError({
      competitionId: `${competition.name} is a ${competition.sport} competition; this tournament is ${sport}`,
    });
  }
  return competition;
}

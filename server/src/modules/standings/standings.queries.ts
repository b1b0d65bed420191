import type { EntityManager } from '@mikro-orm/postgresql';
import { childrenLoader, perRequest } from '../../db/loaders.js';
import { PointsDeduction } from './points-deduction.entity.js';

/** Reads of points deductions, oldest first. */

export function findDeductions(em: EntityManager, tournamentId: number): Promise<PointsDeduction[]> {
  return em.find(PointsDeduction, { tournament: tournamentId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
}

export const deductionLoaders = perRequest((em: EntityManager) => ({
  deductionsByTournament: childrenLoader(
    (ids) => em.find(PointsDeduction, { tournament: { $in: ids } }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
    (deduction) => deduction.tournament.id,
  ),
}));

import { LockMode } from '@mikro-orm/core';
import type { RequestContext } from '../../core/request-context.js';
import { publishStandingsChanged, type AppPubSub } from '../../core/pubsub.js';
import { InputError, NotFoundError } from '../../core/errors.js';
import { requireStaff } from '../../core/guards.js';
import { assertCanManageTournament } from '../common/policy.js';
import { findCompletedMatches } from '../matches/matches.queries.js';
import { findTeam } from '../teams/teams.queries.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { findRegistrationsWithTeams } from '../tournaments/tournaments.queries.js';
import { ActivityAction, recordActivity } from '../users/activity.service.js';
import type { User } from '../users/user.entity.js';
import { PointsDeduction } from './points-deduction.entity.js';

/** Points an organiser takes off a team: a breach, an unpaid fee, fielding an ineligible player. */
export class PointsDeductionsService {
  constructor(private readonly ctx: Pick<RequestContext<User>, 'em' | 'viewer'> & { pubSub?: AppPubSub }) {}

  async deduct(tournamentId: number, teamId: number, points: number, reason: string): Promise<PointsDeduction> {
    const viewer = requireStaff(this.ctx);
    const why = reason.trim();
    if (!Number.isInteger(points) || points < 1 || points > 100) {
      throw new InputError({ points: 'Points to deduct must be a whole number from 1 to 100' });
    }
    if (!why) throw new InputError({ reason: 'Give the reason for the deduction' });
    if (why.length > 300) throw new InputError({ reason: 'The reason can be at most 300 characters' });
    const deduction = await this.ctx.em.transactional(async (tx) => {
      const tournament = assertCanManageTournament(
        viewer,
        await tx.findOne(Tournament, { id: tournamentId }, { lockMode: LockMode.PESSIMISTIC_READ }),
      );
      const team = await findTeam(tx, teamId);
      if (!team) throw new NotFoundError('Team not found');
      // A team in the table: registered, or withdrawn with its results kept.
      const registered = (await findRegistrationsWithTeams(tx, tournamentId, 'joined')).some(
        (registration) => registration.team.id === teamId,
      );
      const played =
        registered ||
        (await findCompletedMatches(tx, tournamentId)).some(
          (match) => match.homeTeam?.id === teamId || match.awayTeam?.id === teamId,
        );
      if (!played) throw new InputError({ teamId: `${team.name} is not in this tournament’s table` });
      const deduction = tx.create(PointsDeduction, { tournament, team, points, reason: why, deductedBy: viewer });
      recordActivity(
        tx,
        ActivityAction.points_deducted,
        viewer,
        null,
        `Tournament ${tournament.id}: ${points} point${points === 1 ? '' : 's'} deducted from ${team.name} (${why})`,
      );
      await tx.flush();
      return deduction;
    });
    publishStandingsChanged(this.ctx.pubSub, { tournamentId, reason: 'points_deducted' });
    return deduction;
  }

  /** The organiser takes a deduction back: the points return to the team and the table's footnote goes. */
  async remove(id: number): Promise<PointsDeduction> {
    const viewer = requireStaff(this.ctx);
    const removed = await this.ctx.em.transactional(async (tx) => {
      // Locked, so two removals of one deduction cannot both report it removed.
      const deduction = await tx.findOne(PointsDeduction, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!deduction) throw new NotFoundError('Points deduction not found');
      const tournament = assertCanManageTournament(
        viewer,
        await tx.findOne(Tournament, { id: deduction.tournament.id }),
      );
      const team = await findTeam(tx, deduction.team.id);
      recordActivity(
        tx,
        ActivityAction.points_deduction_removed,
        viewer,
        null,
        `Tournament ${tournament.id}: ${deduction.points} point${deduction.points === 1 ? '' : 's'} given back to ${team?.name ?? `team ${deduction.team.id}`} (deducted for ${deduction.reason})`,
      );
      tx.remove(deduction);
      await tx.flush();
      return deduction;
    });
    publishStandingsChanged(this.ctx.pubSub, {
      tournamentId: removed.tournament.id,
      reason: 'points_deduction_removed',
    });
    return removed;
  }
}

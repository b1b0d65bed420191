import { LockMode, ref } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { entrySettingsSchema, LIVE_ENTRY_STATUSES, reviewSchema } from '../../../../shared/entries.js';
import type { RequestContext } from '../../core/request-context.js';
import { ConflictError, ForbiddenError, InputError, NotFoundError } from '../../core/errors.js';
import { requireStaff } from '../../core/guards.js';
import { parseInput } from '../../core/validation.js';
import { assertCanManageTournament, canManageTournament, canSeeTournament } from '../common/policy.js';
import { canManageTeam } from '../teams/teams.service.js';
import { findTeam } from '../teams/teams.queries.js';
import { ActivityAction, recordActivity } from '../users/activity.service.js';
import type { User } from '../users/user.entity.js';
import { FeeStatus, Registration, RegistrationStatus, ReviewDecision } from './registration.entity.js';
import type { EntrySettingsInput } from './registration.inputs.js';
import { Tournament } from './tournament.entity.js';

/**
 * Entries a tournament's organiser reviews. Every change of an entry's status runs under a row lock on its
 * tournament (SELECT … FOR UPDATE, taken first, before any entry is read), so counting the approved entries
 * and writing one more is one step: never more APPROVED than the capacity, whatever runs at once.
 *
 * Places come free when an approved team withdraws or is removed, or the capacity grows: the waiting list
 * then fills them in order of entry (`fillFromWaitlist`). An organiser's own decisions never promote anyone:
 * APPROVE on a full tournament is refused (CONFLICT), so a review never quietly does something else.
 */

const REVIEWED: Record<ReviewDecision, RegistrationStatus> = {
  [ReviewDecision.APPROVE]: RegistrationStatus.APPROVED,
  [ReviewDecision.WAITLIST]: RegistrationStatus.WAITLISTED,
  [ReviewDecision.REJECT]: RegistrationStatus.REJECTED,
};

const PAST_TENSES: Record<RegistrationStatus, string> = {
  [RegistrationStatus.PENDING]: 'pending',
  [RegistrationStatus.APPROVED]: 'approved',
  [RegistrationStatus.WAITLISTED]: 'waitlisted',
  [RegistrationStatus.REJECTED]: 'rejected',
  [RegistrationStatus.WITHDRAWN]: 'withdrawn',
};

const pastTense = (status: RegistrationStatus) => PAST_TENSES[status];

/** The activity log's details column holds 255 characters. */
const details = (text: string) => (text.length > 255 ? `${text.slice(0, 254)}…` : text);

/** A tournament as the activity log names it. */
const named = (tournament: Tournament) => `Tournament ${tournament.id} (${tournament.name})`;

/** The fee a new entry owes: none when the tournament charges none. */
export function entryFeeStatus(tournament: Pick<Tournament, 'entryFee'>): FeeStatus {
  return Number(tournament.entryFee) > 0 ? FeeStatus.UNPAID : FeeStatus.NOT_REQUIRED;
}

export function countApproved(em: EntityManager, tournamentId: number): Promise<number> {
  return em.count(Registration, { tournament: tournamentId, status: RegistrationStatus.APPROVED });
}

/** Whether one more team may be approved. Call under the tournament's lock. */
async function hasPlace(em: EntityManager, tournament: Tournament): Promise<boolean> {
  if (tournament.maxTeams === null || tournament.maxTeams === undefined) return true;
  return (await countApproved(em, tournament.id)) < tournament.maxTeams;
}

/**
 * A new entry's status: PENDING for the organiser's review when entries need approval (a team the organiser
 * adds is approved by that act); otherwise APPROVED while places last, then WAITLISTED. Call under the lock.
 */
export async function newEntryStatus(
  em: EntityManager,
  tournament: Tournament,
  byOrganiser: boolean,
): Promise<RegistrationStatus> {
  if (tournament.entriesNeedApproval && !byOrganiser) return RegistrationStatus.PENDING;
  return (await hasPlace(em, tournament)) ? RegistrationStatus.APPROVED : RegistrationStatus.WAITLISTED;
}

/**
 * Promotes waitlisted teams, first entered first, while the tournament has places. Call under the
 * tournament's lock; `actor` is whoever's change freed the places (the activity log names them).
 */
export async function fillFromWaitlist(
  em: EntityManager,
  tournament: Tournament,
  actor: User,
): Promise<Registration[]> {
  if (tournament.maxTeams === null || tournament.maxTeams === undefined) return [];
  const places = tournament.maxTeams - (await countApproved(em, tournament.id));
  if (places <= 0) return [];
  const promoted = await em.find(
    Registration,
    { tournament, status: RegistrationStatus.WAITLISTED },
    { orderBy: { enteredAt: 'asc', id: 'asc' }, limit: places, populate: ['team'] },
  );
  for (const registration of promoted) {
    registration.status = RegistrationStatus.APPROVED;
    recordActivity(
      em,
      ActivityAction.registration_promoted,
      actor,
      null,
      details(`${named(tournament)}: ${registration.team.getEntity().name} promoted from the waiting list`),
    );
  }
  await em.flush();
  return promoted;
}

/**
 * After the capacity or the fee changed (the entry settings, or the tournament's form): entries owing
 * nothing owe the new fee, and owe nothing once it is gone; new places go to the waiting list.
 */
export async function entrySettingsChanged(
  em: EntityManager,
  tournament: Tournament,
  actor: User,
  feeBefore: number,
): Promise<void> {
  const hadFee = Number(feeBefore) > 0;
  const hasFee = Number(tournament.entryFee) > 0;
  if (hadFee !== hasFee) {
    const entries = await em.find(Registration, {
      tournament,
      feeStatus: hasFee ? FeeStatus.NOT_REQUIRED : FeeStatus.UNPAID,
    });
    for (const entry of entries) entry.feeStatus = hasFee ? FeeStatus.UNPAID : FeeStatus.NOT_REQUIRED;
  }
  await em.flush();
  await fillFromWaitlist(em, tournament, actor);
}

/** Reviews, fees and withdrawals of entries. */
export class RegistrationService {
  constructor(private readonly ctx: Pick<RequestContext<User>, 'em' | 'viewer'>) {}

  /** The organiser approves, waitlists or rejects an entry, with a note the team's manager reads. */
  async review(id: number, decision: ReviewDecision, note: string | null | undefined): Promise<Registration> {
    const viewer = requireStaff(this.ctx);
    const { note: text } = parseInput(reviewSchema, { note });
    return this.ctx.em.transactional(async (tx) => {
      const { registration, tournament } = await this.lockedEntry(tx, id);
      assertCanManageTournament(viewer, tournament, 'Only the tournament’s organiser can review its entries.');
      if (registration.status === RegistrationStatus.WITHDRAWN) {
        throw new ConflictError('This team withdrew its entry; it can enter again.');
      }
      const status = REVIEWED[decision];
      if (
        status === RegistrationStatus.APPROVED &&
        registration.status !== RegistrationStatus.APPROVED &&
        !(await hasPlace(tx, tournament))
      ) {
        throw new ConflictError(
          `This tournament is full: its ${tournament.maxTeams} places are approved. Withdraw or reject an ` +
            'approved team first, or waitlist this one.',
        );
      }
      registration.status = status;
      registration.note = text;
      registration.reviewedAt = new Date();
      registration.reviewedBy = ref(viewer);
      const team = await registration.team.loadOrFail();
      recordActivity(
        tx,
        ActivityAction.registration_reviewed,
        viewer,
        null,
        details(`${named(tournament)}: ${team.name} ${pastTense(status)}${text ? ` (${text})` : ''}`),
      );
      await tx.flush();
      return registration;
    });
  }

  /** The organiser records the entry fee paid, waived, or still unpaid (it is paid outside the site). */
  async setFeeStatus(id: number, feeStatus: FeeStatus): Promise<Registration> {
    const viewer = requireStaff(this.ctx);
    return this.ctx.em.transactional(async (tx) => {
      const { registration, tournament } = await this.lockedEntry(tx, id);
      assertCanManageTournament(viewer, tournament, 'Only the tournament’s organiser can record entry fees.');
      if (!(Number(tournament.entryFee) > 0)) throw new InputError({ feeStatus: 'This tournament has no entry fee' });
      if (feeStatus === FeeStatus.NOT_REQUIRED) {
        throw new InputError({ feeStatus: 'An entry fee is due: record it PAID, WAIVED or UNPAID' });
      }
      registration.feeStatus = feeStatus;
      const team = await registration.team.loadOrFail();
      recordActivity(
        tx,
        ActivityAction.registration_fee_recorded,
        viewer,
        null,
        details(`${named(tournament)}: ${team.name}'s entry fee ${feeStatus.toLowerCase()}`),
      );
      await tx.flush();
      return registration;
    });
  }

  /**
   * The team's manager or club owner (or the organiser) withdraws an entry that is pending, approved or
   * waitlisted. An approved team's place goes to the first team on the waiting list. After the registration
   * deadline a team that is in asks the organiser, as for `unregisterTeam`.
   */
  async withdraw(id: number): Promise<Registration> {
    const viewer = requireStaff(this.ctx);
    return this.ctx.em.transactional(async (tx) => {
      const { registration, tournament } = await this.lockedEntry(tx, id);
      const isOrganiser = canManageTournament(viewer, tournament);
      const team = await findTeam(tx, registration.team.id);
      if (!team) throw new NotFoundError('Registration not found');
      if (!isOrganiser) {
        if (!canSeeTournament(viewer, tournament)) throw new NotFoundError('Registration not found');
        if (!(await canManageTeam(team, viewer))) {
          throw new ForbiddenError("Only the team's manager or its club owner can withdraw this entry.");
        }
      }
      if (!LIVE_ENTRY_STATUSES.includes(registration.status)) {
        throw new ConflictError(`This entry is ${pastTense(registration.status)}; there is nothing to withdraw`);
      }
      const wasApproved = registration.status === RegistrationStatus.APPROVED;
      const closed = !!tournament.registrationDeadline && tournament.registrationDeadline.getTime() <= Date.now();
      if (wasApproved && closed && !isOrganiser) throw new ConflictError('Registration has closed; ask the organiser');
      registration.status = RegistrationStatus.WITHDRAWN;
      recordActivity(
        tx,
        ActivityAction.registration_withdrawn,
        viewer,
        null,
        details(`${named(tournament)}: ${team.name} withdrew`),
      );
      await tx.flush();
      if (wasApproved) await fillFromWaitlist(tx, tournament, viewer);
      return registration;
    });
  }

  /** The organiser's entry settings: capacity, fee and currency, approval, the squad deadline. */
  async updateEntrySettings(tournamentId: number, input: EntrySettingsInput): Promise<Tournament> {
    const viewer = requireStaff(this.ctx);
    const values = parseInput(entrySettingsSchema, input);
    return this.ctx.em.transactional(async (tx) => {
      const tournament = assertCanManageTournament(
        viewer,
        await tx.findOne(Tournament, { id: tournamentId }, { lockMode: LockMode.PESSIMISTIC_WRITE }),
      );
      if (values.capacity !== null) {
        const approved = await countApproved(tx, tournament.id);
        if (values.capacity < approved) {
          throw new InputError({ capacity: `Capacity cannot be below the ${approved} teams already approved` });
        }
      }
      const feeBefore = tournament.entryFee;
      tournament.maxTeams = values.capacity;
      tournament.entryFee = values.entryFee;
      tournament.entryFeeCurrency = values.entryFeeCurrency;
      tournament.entriesNeedApproval = values.entriesNeedApproval;
      tournament.squadDeadline = values.squadDeadline;
      await entrySettingsChanged(tx, tournament, viewer, feeBefore);
      return tournament;
    });
  }

  /**
   * The entry and its tournament, the tournament's row locked first: every writer of entries takes that
   * lock before reading them, so what is read here stays true until commit.
   */
  private async lockedEntry(
    tx: EntityManager,
    id: number,
  ): Promise<{ registration: Registration; tournament: Tournament }> {
    const [row] = await tx.execute<{ tournament_id: number }[]>(
      'select tournament_id from tournament_registrations where id = ?',
      [id],
    );
    if (!row) throw new NotFoundError('Registration not found');
    const tournament = await tx.findOne(
      Tournament,
      { id: Number(row.tournament_id) },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const registration = await tx.findOne(Registration, { id }, { refresh: true });
    if (!tournament || !registration) throw new NotFoundError('Registration not found');
    return { registration, tournament };
  }
}

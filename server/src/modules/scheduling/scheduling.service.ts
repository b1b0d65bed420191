import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  autoScheduleSchema,
  rescheduleSchema,
  schedulingSettingsSchema,
  venueSchema,
} from '../../../../shared/validation/scheduling.js';
import { ConflictError, InputError, NotFoundError } from '../../core/errors.js';
import { requireActivated } from '../../core/guards.js';
import type { RequestContext } from '../../core/request-context.js';
import { parseInput } from '../../core/validation.js';
import { assertCanManageTournament, canManageTournament, canSeeMatch } from '../common/policy.js';
import { checkWithinTournament } from '../matches/fixtures.service.js';
import { MatchLifecycleService } from '../matches/events/match-lifecycle.service.js';
import { Match, MatchStatus } from '../matches/match.entity.js';
import { publishMatchChange } from '../matches/match-events.js';
import { Stage } from '../tournaments/stage.entity.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { Pitch, Venue } from '../tournaments/venue.entity.js';
import type { User } from '../users/user.entity.js';
import type { AutoScheduleInput, SchedulingSettingsInput, VenueInput } from './scheduling.inputs.js';
import { dayOf, overlaps, placeFixtures, tooClose, type Booking, type Unplaced } from './schedule-rules.js';
import { formatSiteDate, siteTime } from '../../../../shared/site-time.js';

type SchedulingContext = Pick<RequestContext<User>, 'em' | 'viewer' | 'pubSub' | 'changes' | 'outbox'>;

const MANAGE_MESSAGE = 'Only the tournament’s creator can schedule its matches.';
/** Matches that hold their day and pitch: everything but a cancelled or postponed one. */
const OFF_CALENDAR = [MatchStatus.cancelled, MatchStatus.postponed];
const STARTED = [MatchStatus.in_progress, MatchStatus.completed, MatchStatus.cancelled];

const teamIdsOf = (match: Match): number[] =>
  [match.homeTeam?.id, match.awayTeam?.id].filter((id): id is number => id != null);

const describeMatch = (match: Match): string =>
  `${match.homeTeam?.getEntity().name ?? 'TBD'} v ${match.awayTeam?.getEntity().name ?? 'TBD'}`;

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/**
 * Venues, pitches, rest days and kick-off times. Every change that books a day or a pitch locks the
 * tournament's row first, so two organisers moving fixtures at once are checked one after the other and
 * never both take one pitch slot.
 */
export class SchedulingService {
  constructor(private readonly ctx: SchedulingContext) {}

  /** The tournament, for its creator; locked (and re-read) when `lock` is set. */
  private async manage(em: EntityManager, tournamentId: number, lock = false): Promise<Tournament> {
    const viewer = requireActivated(this.ctx);
    const tournament = await em.findOne(
      Tournament,
      { id: tournamentId },
      lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {},
    );
    return assertCanManageTournament(viewer, tournament, MANAGE_MESSAGE);
  }

  async addVenue(tournamentId: number, input: VenueInput): Promise<Venue> {
    const parsed = parseInput(venueSchema, input);
    return this.ctx.em.transactional(async (tx) => {
      const tournament = await this.manage(tx, tournamentId, true);
      const taken = await tx.find(Venue, { tournament });
      if (taken.some((venue) => venue.name.toLowerCase() === parsed.name.toLowerCase())) {
        throw new InputError({ name: `This tournament already has a venue called ${parsed.name}` });
      }
      const venue = tx.create(Venue, { tournament, name: parsed.name });
      for (const name of parsed.pitches) tx.create(Pitch, { venue, name });
      await tx.flush();
      return venue;
    });
  }

  async updateSettings(tournamentId: number, input: SchedulingSettingsInput): Promise<Tournament> {
    const parsed = parseInput(schedulingSettingsSchema, input);
    return this.ctx.em.transactional(async (tx) => {
      const tournament = await this.manage(tx, tournamentId, true);
      tournament.minRestDays = parsed.minRestDays;
      tournament.matchDurationMinutes = parsed.matchDurationMinutes;
      await tx.flush();
      return tournament;
    });
  }

  /**
   * Gives every unplaced fixture (not started, no pitch yet) a day, kick-off time and pitch from
   * `startDate` to the tournament's last day, in stage and round order, around the matches already
   * booked. All or nothing: when some fixtures do not fit, nothing changes and the error says so.
   */
  async autoSchedule(tournamentId: number, input: AutoScheduleInput): Promise<Match[]> {
    const parsed = parseInput(autoScheduleSchema, input);
    const moved = await this.ctx.em.transactional(async (tx) => {
      const tournament = await this.manage(tx, tournamentId, true);
      if (parsed.startDate < tournament.startDate || parsed.startDate > tournament.endDate) {
        throw new InputError({
          startDate: `Start on a day of the tournament (${formatSiteDate(tournament.startDate)} to ${formatSiteDate(tournament.endDate)})`,
        });
      }
      const pitchIds = await this.pitchesToUse(tx, tournament, parsed.pitchIds);
      const matches = await tx.find(Match, { tournament }, { refresh: true, orderBy: { id: 'asc' } });
      const sequence = new Map((await tx.find(Stage, { tournament })).map((stage) => [stage.id, stage.sequence]));
      const isUnplaced = (match: Match) => match.status === MatchStatus.scheduled && !match.pitch;
      const fixtures: Unplaced[] = matches.filter(isUnplaced).map((match) => ({
        matchId: match.id,
        teamIds: teamIdsOf(match),
        phase: [match.stage ? (sequence.get(match.stage.id) ?? 0) : 0, match.roundNumber ?? 0],
        hasOpenSlot: !match.homeTeam || !match.awayTeam,
      }));
      if (fixtures.length === 0) throw new ConflictError('Every fixture already has a pitch and a kick-off time.');
      const booked: Booking[] = matches
        .filter((match) => !isUnplaced(match) && match.scheduledDate && !OFF_CALENDAR.includes(match.status))
        .map((match) => ({
          matchId: match.id,
          teamIds: teamIdsOf(match),
          pitchId: match.pitch?.id ?? null,
          at: match.scheduledDate!,
        }));
      const { placed, unplaced } = placeFixtures(fixtures, booked, {
        startDate: parsed.startDate,
        lastDate: tournament.endDate,
        kickOffTimes: parsed.kickOffTimes,
        pitchIds,
        minRestDays: tournament.minRestDays,
        durationMinutes: tournament.matchDurationMinutes,
      });
      if (unplaced.length > 0) {
        throw new InputError({
          kickOffTimes:
            `${unplaced.length} of ${fixtures.length} fixtures do not fit between ${formatSiteDate(parsed.startDate)} and ` +
            `${formatSiteDate(tournament.endDate)} with ${days(tournament.minRestDays)} of rest: add kick-off times or pitches, ` +
            'start earlier, or lower the rest days',
        });
      }
      const byId = new Map(matches.map((match) => [match.id, match]));
      const pitches = new Map(
        (await tx.find(Pitch, { id: { $in: pitchIds } }, { populate: ['venue'] })).map((pitch) => [pitch.id, pitch]),
      );
      const changed = placed.map((placement) => {
        const match = byId.get(placement.matchId)!;
        this.book(tx, match, placement.at, pitches.get(placement.pitchId)!);
        return match;
      });
      await tx.flush();
      return changed;
    });
    for (const match of moved) publishMatchChange(this.ctx.pubSub, match);
    return moved.sort((a, b) => a.scheduledDate!.getTime() - b.scheduledDate!.getTime() || a.id - b.id);
  }

  /** The organiser's pitches, or the ones chosen among them. */
  private async pitchesToUse(
    tx: EntityManager,
    tournament: Tournament,
    chosen: number[] | null | undefined,
  ): Promise<number[]> {
    const all = await tx.find(
      Pitch,
      { venue: { tournament } },
      { orderBy: { venue: { name: 'asc' }, name: 'asc', id: 'asc' } },
    );
    if (all.length === 0) throw new InputError({ pitchIds: 'Add a venue with its pitches first' });
    if (!chosen || chosen.length === 0) return all.map((pitch) => pitch.id);
    const own = new Set(all.map((pitch) => pitch.id));
    const foreign = chosen.find((id) => !own.has(id));
    if (foreign !== undefined)
      throw new InputError({ pitchIds: `Pitch ${foreign} is not at this tournament’s venues` });
    return [...new Set(chosen)];
  }

  private book(tx: EntityManager, match: Match, at: Date, pitch: Pitch): void {
    match.scheduledDate = at;
    match.pitch = tx.getReference(Pitch, pitch.id, { wrapped: true });
    // Integrators read the venue as text: it names the venue the pitch belongs to.
    match.venue = pitch.venue.getEntity().name;
  }

  /**
   * Moves one fixture to a new kick-off (and pitch; without one it keeps its own). Refused, naming the
   * field, when a team plays within the rest days or the pitch is taken at an overlapping time.
   */
  async rescheduleMatch(matchId: number, scheduledAt: Date, pitchId: number | null | undefined): Promise<Match> {
    const parsed = parseInput(rescheduleSchema, { scheduledAt, pitchId });
    const moved = await this.ctx.em.transactional(async (tx) => {
      const found = await tx.findOne(Match, { id: matchId }, { populate: ['tournament'] });
      // A match the viewer cannot see reads as a missing one.
      if (
        !found ||
        (!canManageTournament(this.ctx.viewer, found.tournament.getEntity()) && !canSeeMatch(this.ctx.viewer, found))
      ) {
        throw new NotFoundError('Match not found');
      }
      const tournament = await this.manage(tx, found.tournament.id, true);
      // Read again under the lock: another organiser may have moved it a moment ago.
      const match = await tx.findOneOrFail(
        Match,
        { id: matchId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      await tx.populate(match, ['homeTeam', 'awayTeam']);
      if (STARTED.includes(match.status)) {
        throw new ConflictError(`This match is ${match.status.replace('_', ' ')}: only a match still to play can move`);
      }
      try {
        checkWithinTournament(tournament, parsed.scheduledAt);
      } catch (error) {
        if (error instanceof InputError) throw new InputError({ scheduledAt: Object.values(error.fields)[0] });
        throw error;
      }
      const pitch = await this.pitchFor(
        tx,
        tournament,
        parsed.pitchId === undefined || parsed.pitchId === null ? match.pitch?.id : parsed.pitchId,
      );
      const others = await tx.find(
        Match,
        {
          tournament,
          id: { $ne: match.id },
          scheduledDate: { $ne: null },
          status: { $nin: OFF_CALENDAR },
        },
        { refresh: true, populate: ['homeTeam', 'awayTeam'] },
      );
      this.checkTeams(tournament, match, parsed.scheduledAt, others);
      if (pitch) this.checkPitch(tournament, pitch, parsed.scheduledAt, others);

      if (pitch) this.book(tx, match, parsed.scheduledAt, pitch);
      else match.scheduledDate = parsed.scheduledAt;
      await tx.flush();
      // A postponed match given a new date is on again: a `reschedule` event of its log, in this transaction.
      if (match.status === MatchStatus.postponed)
        await new MatchLifecycleService({ ...this.ctx, em: tx }).reschedule(match.id);
      return match;
    });
    publishMatchChange(this.ctx.pubSub, moved);
    return moved;
  }

  private async pitchFor(
    tx: EntityManager,
    tournament: Tournament,
    pitchId: number | undefined,
  ): Promise<Pitch | null> {
    if (pitchId === undefined) return null;
    const pitch = await tx.findOne(Pitch, { id: pitchId }, { populate: ['venue'] });
    if (!pitch || pitch.venue.getEntity().tournament.id !== tournament.id) {
      throw new InputError({ pitchId: 'Choose a pitch of this tournament’s venues' });
    }
    return pitch;
  }

  private checkTeams(tournament: Tournament, match: Match, at: Date, others: Match[]): void {
    const rest = tournament.minRestDays;
    for (const team of [match.homeTeam, match.awayTeam]) {
      if (!team) continue;
      const clash = others.find(
        (other) =>
          (other.homeTeam?.id === team.id || other.awayTeam?.id === team.id) &&
          tooClose(rest, at, other.scheduledDate!),
      );
      if (!clash) continue;
      const name = team.getEntity().name;
      const day = dayOf(clash.scheduledDate!);
      // Said as every page says a day ("Thu 3 Dec 2026"), not as the ISO date the rules compare.
      const said = formatSiteDate(day);
      throw new InputError({
        scheduledAt:
          day === dayOf(at)
            ? `${name} already play on ${said} (${describeMatch(clash)})`
            : `${name} play on ${said} (${describeMatch(clash)}): teams rest ${days(rest)} between matches here`,
      });
    }
  }

  private checkPitch(tournament: Tournament, pitch: Pitch, at: Date, others: Match[]): void {
    const clash = others.find(
      (other) => other.pitch?.id === pitch.id && overlaps(tournament.matchDurationMinutes, at, other.scheduledDate!),
    );
    if (!clash) return;
    throw new InputError({
      pitchId:
        `${pitch.name} at ${pitch.venue.getEntity().name} is taken: ${describeMatch(clash)} kicks off there at ` +
        `${siteTime(clash.scheduledDate!)} on ${formatSiteDate(dayOf(clash.scheduledDate!))} (a match holds its pitch ${tournament.matchDurationMinutes} minutes)`,
    });
  }
}

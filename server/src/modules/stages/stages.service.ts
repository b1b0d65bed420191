import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SPORT_DECIDERS } from '../../../../shared/enums.js';
import { stageSchema } from '../../../../shared/validation/stages.js';
import type { RequestContext } from '../../core/request-context.js';
import { ConflictError, InputError, NotFoundError } from '../../core/errors.js';
import { requireActivated } from '../../core/guards.js';
import { parseInput } from '../../core/validation.js';
import { assertCanManageTournament, canSeeMatch } from '../common/policy.js';
import type { User } from '../users/user.entity.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import {
  KNOCKOUT_FORMATS,
  Stage,
  StageFormat,
  StageGroup,
  TABLE_FORMATS,
  type SlotSpec,
} from '../tournaments/stage.entity.js';
import { findRegistrationsWithTeams, findStages, findTournament } from '../tournaments/tournaments.queries.js';
import { Match, MatchStatus } from '../matches/match.entity.js';
import { publishMatchChange } from '../matches/match-events.js';
import { fillSlots, OPEN } from './slot-filling.js';
import { createStageFixtures } from './stage-fixtures.js';
import type { StageInput } from './stages.inputs.js';

type StagesContext = Pick<RequestContext<User>, 'em' | 'viewer' | 'pubSub'>;

const PLAYED = [MatchStatus.in_progress, MatchStatus.completed];

/** Stages of a tournament: added, their fixtures generated and their slots overridden by its organiser. */
export class StagesService {
  constructor(private readonly ctx: StagesContext) {}

  private async ownTournament(em: EntityManager, tournamentId: number, lock = false): Promise<Tournament> {
    const viewer = requireActivated(this.ctx);
    const tournament = lock
      ? await em.findOne(Tournament, { id: tournamentId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true })
      : await findTournament(em, tournamentId);
    return assertCanManageTournament(viewer, tournament, 'Only the tournament’s creator can manage its stages.');
  }

  /** Adds a stage after the existing ones; bad input names the field and stores nothing. */
  async addStage(tournamentId: number, input: StageInput): Promise<Stage> {
    return this.ctx.em.transactional(async (tx) => {
      // The tournament's row lock orders concurrent additions, so each gets the next sequence.
      const tournament = await this.ownTournament(tx, tournamentId, true);
      const registered = new Set(
        (await findRegistrationsWithTeams(tx, tournamentId, 'registered')).map((registration) => registration.team.id),
      );
      // Said before the draw's own checks, which would only name an empty group.
      if (input.format === StageFormat.GROUPS && registered.size < 2) {
        throw new InputError({
          groups: `A group stage is drawn from the registered teams, and ${tournament.name} has ${registered.size}: register at least two teams first`,
        });
      }
      const parsed = parseInput(stageSchema, input);
      const stages = await findStages(tx, tournamentId);

      const deciders = SPORT_DECIDERS[tournament.sport];
      if (parsed.decider && !deciders.includes(parsed.decider)) {
        throw new InputError({ decider: `A ${tournament.sport} match is settled by ${deciders.join(' or ')}` });
      }
      let groups = parsed.groups ?? [];
      if ((parsed.format === StageFormat.LEAGUE || parsed.format === StageFormat.ROUND_ROBIN) && groups.length === 0) {
        if (registered.size < 2)
          throw new InputError({ groups: 'At least two registered teams are needed for a league' });
        groups = [{ name: parsed.name, teamIds: [...registered] }];
      }
      const names = new Set<string>();
      const drawn = new Map<number, string>();
      groups.forEach((group, index) => {
        if (names.has(group.name))
          throw new InputError({ [`groups.${index}.name`]: `Two groups are named ${group.name}` });
        names.add(group.name);
        group.teamIds.forEach((teamId, at) => {
          const field = `groups.${index}.teamIds.${at}`;
          if (!registered.has(teamId))
            throw new InputError({ [field]: `Team ${teamId} is not registered in this tournament` });
          const other = drawn.get(teamId);
          if (other !== undefined) {
            throw new InputError({ [field]: `Team ${teamId} is already in ${other}: a team plays in one group only` });
          }
          drawn.set(teamId, group.name);
        });
      });

      const slots: SlotSpec[] = [];
      const seenTeams = new Set<number>();
      const seenRefs = new Set<string>();
      for (const [index, slot] of (parsed.slots ?? []).entries()) {
        const field = `slots.${index}`;
        if (slot.bye) {
          slots.push({ bye: true });
          continue;
        }
        if (slot.teamId != null) {
          if (!registered.has(slot.teamId)) {
            throw new InputError({ [`${field}.teamId`]: `Team ${slot.teamId} is not registered in this tournament` });
          }
          if (seenTeams.has(slot.teamId)) throw new InputError({ [`${field}.teamId`]: 'This team already has a slot' });
          seenTeams.add(slot.teamId);
          slots.push({ teamId: slot.teamId });
          continue;
        }
        const source = stages.find((stage) => stage.id === slot.stageId);
        if (!source) throw new InputError({ [`${field}.stageId`]: 'Choose an earlier stage of this tournament' });
        if (!TABLE_FORMATS.includes(source.format)) {
          throw new InputError({ [`${field}.stageId`]: `${source.name} has no table: choose a league or group stage` });
        }
        const sourceGroups = await tx.find(StageGroup, { stage: source }, { orderBy: { id: 'asc' } });
        const group = slot.groupName
          ? sourceGroups.find((candidate) => candidate.name === slot.groupName)
          : sourceGroups.length === 1
            ? sourceGroups[0]
            : undefined;
        if (!group) {
          throw new InputError({
            [`${field}.groupName`]: slot.groupName
              ? `${source.name} has no group named ${slot.groupName}`
              : `Name the group of ${source.name}`,
          });
        }
        if (slot.position! > group.teams.length) {
          throw new InputError({ [`${field}.position`]: `${group.name} has ${group.teams.length} teams` });
        }
        const key = `${source.id}:${group.name}:${slot.position}`;
        if (seenRefs.has(key)) throw new InputError({ [`${field}.position`]: 'This position already has a slot' });
        seenRefs.add(key);
        slots.push({
          stageId: source.id,
          groupName: sourceGroups.length === 1 && !slot.groupName ? null : group.name,
          position: slot.position,
        });
      }

      const stage = tx.create(Stage, {
        tournament,
        sequence: Math.max(0, ...stages.map((existing) => existing.sequence)) + 1,
        name: parsed.name,
        format: parsed.format,
        thirdPlaceMatch: parsed.thirdPlaceMatch ?? false,
        decider: parsed.decider ?? null,
        slots: KNOCKOUT_FORMATS.includes(parsed.format) ? slots : null,
      });
      for (const group of groups) tx.create(StageGroup, { stage, name: group.name, teams: group.teamIds });
      await tx.flush();
      return stage;
    });
  }

  /** The stage of this tournament, its row locked for the change. */
  private async lockStage(tx: EntityManager, tournamentId: number, stageId: number): Promise<Stage> {
    const stage = await tx.findOne(
      Stage,
      { id: stageId, tournament: tournamentId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    if (!stage) throw new InputError({ stageId: 'No such stage in this tournament' });
    return stage;
  }

  /**
   * A stage's fixtures: each group's round robin (a league's home and away), or the bracket with its slots'
   * teams where known; later rounds fill as winners arrive. Played matches are never destroyed.
   */
  async generate(tournamentId: number, stageId: number, replace: boolean): Promise<Match[]> {
    const created = await this.ctx.em.transactional(async (tx) => {
      const tournament = await this.ownTournament(tx, tournamentId);
      const stage = await this.lockStage(tx, tournamentId, stageId);
      const existing = await tx.find(Match, { stage });
      const played = existing.filter((match) => PLAYED.includes(match.status)).length;
      if (played > 0) {
        throw new ConflictError(
          `The fixtures of ${stage.name} cannot be regenerated: ${played} ${played === 1 ? 'match has' : 'matches have'} been played or started.`,
        );
      }
      if (existing.length > 0 && !replace) {
        throw new ConflictError(
          `${stage.name} already has ${existing.length} fixtures. Generate with replace to replace them (none has been played).`,
        );
      }
      for (const match of existing) tx.remove(match);
      await tx.flush();
      return createStageFixtures(tx, tournament, stage);
    });
    for (const match of created) publishMatchChange(this.ctx.pubSub, match);
    return created;
  }

  /**
   * The organiser puts a team into a slot (1 for the first), whatever the earlier stage says; refused once the
   * slot's match has started.
   */
  async overrideSlot(tournamentId: number, stageId: number, position: number, teamId: number): Promise<Stage> {
    const { stage, changed } = await this.ctx.em.transactional(async (tx) => {
      await this.ownTournament(tx, tournamentId);
      const stage = await this.lockStage(tx, tournamentId, stageId);
      const slots = (stage.slots ?? []).map((slot) => ({ ...slot }));
      const slot = slots[position - 1];
      if (!Number.isInteger(position) || !slot) {
        throw new InputError({ position: `Choose a slot from 1 to ${slots.length}` });
      }
      if (slot.bye) throw new InputError({ position: 'That slot is a bye' });
      const registered = await findRegistrationsWithTeams(tx, tournamentId, 'registered');
      if (!registered.some((registration) => registration.team.id === teamId)) {
        throw new InputError({ teamId: `Team ${teamId} is not registered in this tournament` });
      }
      const elsewhere = slots.findIndex((other, index) => index !== position - 1 && other.teamId === teamId);
      if (elsewhere >= 0) throw new InputError({ teamId: `The team already has slot ${elsewhere + 1}` });
      const fed = await tx.findOne(Match, { stage, $or: [{ homeSlot: position - 1 }, { awaySlot: position - 1 }] });
      if (fed && !OPEN.includes(fed.status)) {
        throw new ConflictError(`The slot’s match is ${fed.status}: its teams can no longer change`);
      }
      slots[position - 1] = { ...slot, teamId, override: true };
      stage.slots = slots;
      await tx.flush();
      const changed = await fillSlots(tx, stage.id);
      await tx.flush();
      return { stage, changed };
    });
    for (const match of changed) publishMatchChange(this.ctx.pubSub, match);
    return stage;
  }

  /**
   * Removes a stage and its unplayed fixtures; the stages after it move up one place. Refused once one of its
   * matches has started, and while a later stage's slots read its positions (remove that stage first).
   */
  async removeStage(tournamentId: number, stageId: number): Promise<Stage[]> {
    return this.ctx.em.transactional(async (tx) => {
      // The tournament's row lock orders this against additions and moves of its stages.
      await this.ownTournament(tx, tournamentId, true);
      const stage = await this.lockStage(tx, tournamentId, stageId);
      const matches = await tx.find(Match, { stage });
      const played = matches.filter((match) => PLAYED.includes(match.status)).length;
      if (played > 0) {
        throw new ConflictError(
          `${stage.name} cannot be removed: ${played} of its matches ${played === 1 ? 'has' : 'have'} been played or started.`,
        );
      }
      const stages = await findStages(tx, tournamentId);
      const readers = stages.filter((other) => (other.slots ?? []).some((slot) => slot.stageId === stage.id));
      if (readers.length > 0) {
        throw new ConflictError(
          `${stage.name} cannot be removed: ${readers.map((reader) => reader.name).join(' and ')} ${readers.length === 1 ? 'reads' : 'read'} its positions. Remove ${readers.length === 1 ? 'that stage' : 'those stages'} first.`,
        );
      }
      // The links between its matches go first, so no match is removed while another still points at it.
      for (const match of matches) {
        match.nextMatch = null;
        match.loserNextMatch = null;
        match.replayOf = null;
      }
      await tx.flush();
      for (const match of matches) tx.remove(match);
      tx.remove(stage);
      await tx.flush();
      const remaining = stages.filter((other) => other.id !== stage.id);
      await this.renumber(tx, remaining);
      return remaining;
    });
  }

  /**
   * Moves a stage to another place (1 first); the stages between shift by one. Only stages not yet started move,
   * and a stage stays after every stage whose positions its slots read.
   */
  async moveStage(tournamentId: number, stageId: number, position: number): Promise<Stage[]> {
    return this.ctx.em.transactional(async (tx) => {
      await this.ownTournament(tx, tournamentId, true);
      const stages = await findStages(tx, tournamentId);
      const from = stages.findIndex((stage) => stage.id === stageId);
      if (from < 0) throw new InputError({ stageId: 'No such stage in this tournament' });
      if (!Number.isInteger(position) || position < 1 || position > stages.length) {
        throw new InputError({ position: `Choose a place from 1 to ${stages.length}` });
      }
      const order = [...stages];
      const [moving] = order.splice(from, 1);
      order.splice(position - 1, 0, moving);
      const shifted = order.filter((stage, index) => stage.sequence !== index + 1);
      if (shifted.length === 0) return order;
      const started = await tx.find(Match, { stage: { $in: shifted }, status: { $in: PLAYED } }, { limit: 1 });
      if (started.length > 0) {
        const stage = shifted.find((item) => item.id === started[0].stage!.id)!;
        throw new ConflictError(`${stage.name} has started: only stages not yet started can be moved.`);
      }
      order.forEach((stage, index) => {
        for (const slot of stage.slots ?? []) {
          const source = order.findIndex((other) => other.id === slot.stageId);
          if (slot.stageId != null && source > index) {
            throw new ConflictError(
              `${stage.name} reads the positions of ${order[source].name}, so it must come after it.`,
            );
          }
        }
      });
      await this.renumber(tx, order);
      return order;
    });
  }

  /** Numbers the stages 1, 2, 3... in the given order; through negatives, as (tournament, sequence) is unique. */
  private async renumber(tx: EntityManager, order: Stage[]): Promise<void> {
    const moved = order.filter((stage, index) => stage.sequence !== index + 1);
    if (moved.length === 0) return;
    for (const stage of moved) stage.sequence = -stage.sequence;
    await tx.flush();
    order.forEach((stage, index) => {
      stage.sequence = index + 1;
    });
    await tx.flush();
  }

  /** The stage's matches the viewer may see, in round and match order. */
  async matchesOf(stage: Stage): Promise<Match[]> {
    const matches = await this.ctx.em.find(
      Match,
      { stage },
      { populate: ['tournament'], orderBy: { roundNumber: 'asc', matchNumber: 'asc', id: 'asc' } },
    );
    return matches.filter((match) => canSeeMatch(this.ctx.viewer, match));
  }

  async stage(id: number): Promise<Stage> {
    const stage = await this.ctx.em.findOne(Stage, { id });
    if (!stage) throw new NotFoundError('Stage not found');
    return stage;
  }
}

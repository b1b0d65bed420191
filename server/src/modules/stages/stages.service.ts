import { LockMode, ref } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SPORT_DECIDERS } from '../../../../shared/enums.js';
import { positionLabel, stageSchema } from '../../../../shared/validation/stages.js';
import type { RequestContext } from '../../core/request-context.js';
import { ConflictError, InputError, NotFoundError } from '../../core/errors.js';
import { requireActivated } from '../../core/guards.js';
import { parseInput } from '../../core/validation.js';
import { assertCanManageTournament, canSeeMatch } from '../common/policy.js';
import { Team } from '../teams/team.entity.js';
import { findTeamsByIds, teamLoaders } from '../teams/teams.queries.js';
import type { User } from '../users/user.entity.js';
import { Sport, Tournament } from '../tournaments/tournament.entity.js';
import {
  KNOCKOUT_FORMATS,
  KnockoutDecider,
  Stage,
  StageFormat,
  StageGroup,
  TABLE_FORMATS,
  type SlotSpec,
} from '../tournaments/stage.entity.js';
import { registerKnockoutDeciderChanged } from '../tournaments/tournament-hooks.js';
import { findRegistrationsWithTeams, findStages, findTournament } from '../tournaments/tournaments.queries.js';
import { Match, MatchStatus, Side } from '../matches/match.entity.js';
import { publishMatchChange } from '../matches/match-events.js';
import { league, roundDates, roundRobin } from '../matches/fixtures.schedule.js';
import { checkWithinTournament } from '../matches/fixtures.service.js';
import { registerStageMatchCompleted } from '../matches/stage-hooks.js';
import { StandingsService } from '../standings/standings.service.js';
import { findCompletedResults, groupResultLoaders } from '../standings/standings.queries.js';
import type { CompletedMatch } from '../standings/standings.rules.js';
import type { StandingRow } from '../standings/standing-row.type.js';
import { bracketPlan, pagePlayoffPlan, type BracketMatch } from './stage-plans.js';
import type { StageInput } from './stages.inputs.js';

type StagesContext = Pick<RequestContext<User>, 'em' | 'viewer' | 'pubSub'>;

const KICK_OFF_UTC = 'T18:00:00Z';
const PLAYED = [MatchStatus.in_progress, MatchStatus.completed];
const OPEN = [MatchStatus.scheduled, MatchStatus.postponed];
const DAY = 86_400_000;

/** A stage's share of the tournament's days: stage i of n plays the i-th of n equal spans (ISO dates). */
function stageWindow(tournament: Tournament, sequence: number, stages: number): [string, string] {
  const start = Date.parse(`${tournament.startDate}T00:00:00Z`);
  const days = Math.max(0, Math.round((Date.parse(`${tournament.endDate}T00:00:00Z`) - start) / DAY));
  const from = start + Math.floor(((sequence - 1) * days) / stages) * DAY;
  const to = start + Math.max(Math.floor((sequence * days) / stages) - (sequence < stages ? 1 : 0), 0) * DAY;
  const iso = (at: number) => new Date(at).toISOString().slice(0, 10);
  return [iso(from), iso(Math.max(from, to))];
}

type GroupReads = {
  teams: (ids: number[]) => Promise<(Team | null)[]>;
  results: (groupId: number) => Promise<CompletedMatch[]>;
};

/** The table of one group, ranked by the tournament's rules, from reads made now (a stage that ends reads it). */
export function groupTable(em: EntityManager, tournament: Tournament, group: StageGroup): Promise<StandingRow[]> {
  return rankGroup(em, tournament, group, {
    teams: (ids) => findTeamsByIds(em, ids),
    results: (groupId) => findCompletedResults(em, { groupIds: [groupId] }),
  });
}

/** The same through the request's loaders: a page's groups share one read of their teams and one of their results. */
export function loadedGroupTable(em: EntityManager, tournament: Tournament, group: StageGroup): Promise<StandingRow[]> {
  return rankGroup(em, tournament, group, {
    teams: async (ids) =>
      (await teamLoaders(em).teamById.loadMany(ids)).map((team) => (team instanceof Error ? null : team)),
    results: (groupId) => groupResultLoaders(em).resultsByGroup.load(groupId),
  });
}

async function rankGroup(em: EntityManager, tournament: Tournament, group: StageGroup, reads: GroupReads) {
  const teams = await reads.teams(group.teams);
  const names = new Map(teams.flatMap((team) => (team ? [[team.id, team.name] as const] : [])));
  const matches = await reads.results(group.id);
  return new StandingsService({ em, viewer: null }).table(tournament, names, matches);
}

/** A stage has ended when it has fixtures and every one is completed or cancelled. */
async function stageEnded(em: EntityManager, stageId: number): Promise<boolean> {
  const total = await em.count(Match, { stage: stageId });
  if (total === 0) return false;
  const open = await em.count(Match, {
    stage: stageId,
    status: { $nin: [MatchStatus.completed, MatchStatus.cancelled] },
  });
  return open === 0;
}

/** The group a slot reads: the named one, or a league's only table. */
async function sourceGroup(em: EntityManager, slot: SlotSpec): Promise<StageGroup | null> {
  const groups = await em.find(StageGroup, { stage: slot.stageId! }, { orderBy: { id: 'asc' } });
  if (slot.groupName) return groups.find((group) => group.name === slot.groupName) ?? null;
  return groups.length === 1 ? groups[0] : null;
}

/**
 * Fills a stage's slots from the earlier stages that have ended (the organiser's overrides stay) and puts the
 * slots' teams into the unplayed matches they feed. The stage's row is locked, so concurrent fills run one
 * after the other; filling again with nothing new changes nothing. Answers the matches changed.
 */
export async function fillSlots(tx: EntityManager, stageId: number): Promise<Match[]> {
  const stage = await tx.findOneOrFail(Stage, { id: stageId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  await tx.populate(stage, ['tournament']);
  const tournament = stage.tournament.getEntity();
  const slots = (stage.slots ?? []).map((slot) => ({ ...slot }));
  const tables = new Map<string, StandingRow[] | null>();
  for (const slot of slots) {
    if (slot.stageId == null || slot.override) continue;
    const key = `${slot.stageId}:${slot.groupName ?? ''}`;
    if (!tables.has(key)) {
      const group = (await stageEnded(tx, slot.stageId)) ? await sourceGroup(tx, slot) : null;
      tables.set(key, group ? await groupTable(tx, tournament, group) : null);
    }
    const rows = tables.get(key);
    if (rows) slot.teamId = rows[slot.position! - 1]?.teamId ?? null;
  }
  stage.slots = slots;

  const changed: Match[] = [];
  const fed = await tx.find(Match, { stage, $or: [{ homeSlot: { $ne: null } }, { awaySlot: { $ne: null } }] });
  for (const match of fed) {
    if (!OPEN.includes(match.status)) continue;
    let touched = false;
    for (const side of ['home', 'away'] as const) {
      const index = side === 'home' ? match.homeSlot : match.awaySlot;
      if (index == null) continue;
      const teamId = slots[index]?.teamId ?? null;
      const current = side === 'home' ? match.homeTeam : match.awayTeam;
      if ((current?.id ?? null) === teamId) continue;
      const team = teamId === null ? null : tx.getReference(Team, teamId, { wrapped: true });
      if (side === 'home') match.homeTeam = team;
      else match.awayTeam = team;
      touched = true;
    }
    if (touched) changed.push(match);
  }
  return changed;
}

/**
 * After a match of a stage completes (inside its transaction): when that was the stage's last open match, the
 * later stages whose slots read its positions are filled. The stage's row is locked first, so of two last
 * matches completing at once the second sees the first committed and does the fill.
 */
export async function onStageMatchCompleted(tx: EntityManager, match: Match): Promise<Match[]> {
  const stage = await tx.findOne(
    Stage,
    { id: match.stage!.id },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  if (stage && match.decider === KnockoutDecider.REPLAY && !match.winnerTeam) return [await replay(tx, match)];
  if (!stage || !TABLE_FORMATS.includes(stage.format)) return [];
  await tx.flush();
  if (!(await stageEnded(tx, stage.id))) return [];
  const later = await tx.find(Stage, { tournament: stage.tournament.id, sequence: { $gt: stage.sequence } });
  const changed: Match[] = [];
  for (const target of later) {
    if ((target.slots ?? []).some((slot) => slot.stageId === stage.id))
      changed.push(...(await fillSlots(tx, target.id)));
  }
  return changed;
}

registerStageMatchCompleted(onStageMatchCompleted);

/** How a level match of a knockout stage is settled: the stage's own decider, else the tournament's. */
export function effectiveDecider(stage: Stage, tournament: Tournament): KnockoutDecider | null {
  return stage.decider ?? tournament.knockoutDecider ?? null;
}

/**
 * The tournament's decider changed (inside its transaction): the unplayed knockout matches of the stages without
 * a decider of their own follow it. Played matches keep the decider they were played under.
 */
export async function onKnockoutDeciderChanged(tx: EntityManager, tournament: Tournament): Promise<void> {
  const following = await tx.find(Stage, { tournament, decider: null, format: { $in: [...KNOCKOUT_FORMATS] } });
  if (following.length === 0) return;
  const matches = await tx.find(Match, { stage: { $in: following }, status: { $in: OPEN } });
  for (const match of matches) {
    match.decider = tournament.knockoutDecider ?? null;
    match.needsWinner = tournament.knockoutDecider !== KnockoutDecider.REPLAY;
  }
}

registerKnockoutDeciderChanged(onKnockoutDeciderChanged);

/**
 * A knockout match completed level in a stage that replays: the same pairing again, its winner going where the
 * first match's would have (once only: the stage's row is locked and an existing replay is answered).
 */
async function replay(tx: EntityManager, match: Match): Promise<Match> {
  const existing = await tx.findOne(Match, { replayOf: match });
  if (existing) return existing;
  const last = await tx.findOne(
    Match,
    { tournament: match.tournament },
    { orderBy: { matchNumber: 'desc nulls last' } },
  );
  const again = tx.create(Match, {
    tournament: match.tournament,
    stage: match.stage,
    homeTeam: match.homeTeam,
    awayTeam: match.awayTeam,
    roundNumber: match.roundNumber,
    roundName: `${(match.roundName ?? 'Match').replace(/ \(replay\)$/, '')} (replay)`,
    matchNumber: (last?.matchNumber ?? 0) + 1,
    needsWinner: false,
    decider: KnockoutDecider.REPLAY,
    isFinal: match.isFinal,
    nextMatch: match.nextMatch,
    nextMatchSlot: match.nextMatchSlot,
    loserNextMatch: match.loserNextMatch,
    loserNextMatchSlot: match.loserNextMatchSlot,
    replayOf: match,
  });
  match.decidedBy = 'level: to be replayed';
  return again;
}

/**
 * A later round's side before its team is known, as fans say it: "Winner Qualifier 2", "Loser Qualifier 1",
 * "Winner Semi-final 2" (numbered when the round has more than one match).
 */
export function feederLabel(match: Pick<Match, 'id'>, side: Side, stageMatches: Match[]): string | null {
  const name = (feeder: Match) => {
    const namesakes = stageMatches.filter((other) => other.roundName === feeder.roundName);
    const number = namesakes.length > 1 ? ` ${namesakes.indexOf(feeder) + 1}` : '';
    return `${feeder.roundName ?? 'Match'}${number}`;
  };
  const winner = stageMatches.find((other) => other.nextMatch?.id === match.id && other.nextMatchSlot === side);
  if (winner) return `Winner ${name(winner)}`;
  const loser = stageMatches.find(
    (other) => other.loserNextMatch?.id === match.id && other.loserNextMatchSlot === side,
  );
  return loser ? `Loser ${name(loser)}` : null;
}

/** What a slot says before (or instead of) its team: "Winner Group A", "3rd place League", "Bye". */
export function slotLabel(slot: SlotSpec, stageNames: Map<number, string>): string | null {
  if (slot.bye) return 'Bye';
  if (slot.stageId == null) return null;
  return `${positionLabel(slot.position ?? 1)} ${slot.groupName ?? stageNames.get(slot.stageId) ?? ''}`.trim();
}

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

      const deciders = SPORT_DECIDERS[tournament.sport as Sport];
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

      type Planned = Partial<BracketMatch> & {
        round: number;
        roundName: string;
        group?: StageGroup;
        homeTeamId?: number | null;
        awayTeamId?: number | null;
      };
      let plan: Planned[];
      if (KNOCKOUT_FORMATS.includes(stage.format)) {
        const slots = stage.slots ?? [];
        plan =
          stage.format === StageFormat.PAGE_PLAYOFF ? pagePlayoffPlan() : bracketPlan(slots, stage.thirdPlaceMatch);
      } else {
        const groups = await tx.find(StageGroup, { stage }, { orderBy: { name: 'asc' } });
        plan = groups
          .flatMap((group) =>
            (stage.format === StageFormat.LEAGUE ? league(group.teams) : roundRobin(group.teams)).map((planned) => ({
              round: planned.round,
              roundName: stage.format === StageFormat.GROUPS ? group.name : `Matchday ${planned.round}`,
              group,
              homeTeamId: planned.homeTeamId,
              awayTeamId: planned.awayTeamId,
            })),
          )
          // Matchday by matchday across the groups.
          .sort((a, b) => a.round - b.round);
      }

      const stages = await findStages(tx, tournamentId);
      const decider = effectiveDecider(stage, tournament);
      const rounds = Math.max(1, ...plan.map((planned) => planned.round));
      const [from, to] = stageWindow(tournament, stages.findIndex((item) => item.id === stage.id) + 1, stages.length);
      const dates = roundDates(from, to, rounds);
      const last = await tx.findOne(Match, { tournament }, { orderBy: { matchNumber: 'desc nulls last' } });
      const first = (last?.matchNumber ?? 0) + 1;
      const teamRef = (id: number | null | undefined) =>
        id == null ? null : tx.getReference(Team, id, { wrapped: true });
      const matches = plan.map((planned, index) =>
        tx.create(Match, {
          tournament,
          stage,
          group: planned.group ?? null,
          homeTeam: teamRef(planned.homeTeamId),
          awayTeam: teamRef(planned.awayTeamId),
          homeSlot: planned.homeSlot ?? null,
          awaySlot: planned.awaySlot ?? null,
          roundNumber: planned.round,
          roundName: planned.roundName,
          matchNumber: first + index,
          // A stage that replays a level match lets it complete level; the replay is added when it does.
          needsWinner: KNOCKOUT_FORMATS.includes(stage.format) && decider !== KnockoutDecider.REPLAY,
          decider: KNOCKOUT_FORMATS.includes(stage.format) ? decider : null,
          scheduledDate: new Date(`${dates[planned.round - 1]}${KICK_OFF_UTC}`),
          isFinal: planned.isFinal ?? false,
        }),
      );
      for (const match of matches) checkWithinTournament(tournament, match.scheduledDate);
      plan.forEach((planned, index) => {
        if (planned.next) {
          matches[index].nextMatch = ref(matches[planned.next.index]);
          matches[index].nextMatchSlot = planned.next.slot;
        }
        if (planned.loserNext) {
          matches[index].loserNextMatch = ref(matches[planned.loserNext.index]);
          matches[index].loserNextMatchSlot = planned.loserNext.slot;
        }
      });
      await tx.flush();
      // Slots already known (a team, or an earlier stage that has ended) go straight into the first round.
      if (KNOCKOUT_FORMATS.includes(stage.format)) await fillSlots(tx, stage.id);
      await tx.flush();
      return matches;
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

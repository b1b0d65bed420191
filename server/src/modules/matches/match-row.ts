import type { EntityClass, Opt, Primary, Ref } from '@mikro-orm/core';
import { TimestampedRow, heldRecord } from '../../db/plain-reads.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Team } from '../teams/team.entity.js';
import { cardTeams, type TeamView } from '../teams/team-row.js';
import { ObjectSlot } from '../../core/object-slot.js';
import { encodeMatchCursor } from './match-cursor.js';
import { Match, MatchStatus, reportedResultKind, type ResultKind, type Side } from './match.entity.js';

/** The columns of `matches` a public list reads, as PostgreSQL returns them (dates as text, decimals as text). */
export type MatchColumns = {
  id: number;
  created_at: string;
  updated_at: string;
  tournament_id: number;
  home_team_id: number | null;
  away_team_id: number | null;
  winner_team_id: number | null;
  referee_id: number | null;
  scorer_id: number | null;
  round_number: number | null;
  match_number: number | null;
  scheduled_date: string | null;
  venue: string | null;
  status: MatchStatus;
  home_bonus_points: number;
  away_bonus_points: number;
  home_team_score: number | null;
  away_team_score: number | null;
  match_notes: string | null;
  weather_conditions: string | null;
  is_final: boolean;
  home_wickets: number | null;
  away_wickets: number | null;
  home_balls: number | null;
  away_balls: number | null;
  home_all_out: boolean;
  away_all_out: boolean;
  batted_first: Side | null;
  result_kind: ResultKind | null;
  revised_overs: string | number | null;
  revised_target: number | null;
  seq: number;
  round_name: string | null;
  decided_by: string | null;
  stage_id: number | null;
  group_id: number | null;
  home_slot: number | null;
  away_slot: number | null;
};

/** The select list of those columns from `alias`. */
export const MATCH_COLUMNS: readonly (keyof MatchColumns)[] = [
  'id',
  'created_at',
  'updated_at',
  'tournament_id',
  'home_team_id',
  'away_team_id',
  'winner_team_id',
  'referee_id',
  'scorer_id',
  'round_number',
  'match_number',
  'scheduled_date',
  'venue',
  'status',
  'home_bonus_points',
  'away_bonus_points',
  'home_team_score',
  'away_team_score',
  'match_notes',
  'weather_conditions',
  'is_final',
  'home_wickets',
  'away_wickets',
  'home_balls',
  'away_balls',
  'home_all_out',
  'away_all_out',
  'batted_first',
  'result_kind',
  'revised_overs',
  'revised_target',
  'seq',
  'round_name',
  'decided_by',
  'stage_id',
  'group_id',
  'home_slot',
  'away_slot',
];

/**
 * A match as a public list reads it: its own columns and the ids of the relations a card shows, no
 * managed entity. Building entities was 85-90% of a list's CPU (each match and its six references in the
 * identity map and the unit of work) for pages that only read. Its fields are the `Match` type's, read
 * the same way; a field that needs more of the match loads the entity (`matchEntity`).
 */
export class MatchRow extends TimestampedRow {
  readonly id: number;
  readonly tournamentId: number;
  readonly homeTeamId: number | null;
  readonly awayTeamId: number | null;
  readonly winnerTeamId: number | null;
  readonly refereeId: number | null;
  readonly scorerId: number | null;
  readonly roundNumber: number | null;
  readonly matchNumber: number | null;
  readonly scheduledDate: Date | null;
  readonly venue: string | null;
  readonly status: MatchStatus;
  readonly homeBonusPoints: number;
  readonly awayBonusPoints: number;
  readonly homeTeamScore: number | null;
  readonly awayTeamScore: number | null;
  readonly matchNotes: string | null;
  readonly weatherConditions: string | null;
  readonly isFinal: boolean;
  readonly homeWickets: number | null;
  readonly awayWickets: number | null;
  readonly homeBalls: number | null;
  readonly awayBalls: number | null;
  readonly homeAllOut: boolean;
  readonly awayAllOut: boolean;
  readonly battedFirst: Side | null;
  readonly resultKind: ResultKind | null;
  readonly revisedOvers: number | null;
  readonly revisedTarget: number | null;
  readonly seq: number;
  readonly roundName: string | null;
  readonly decidedBy: string | null;
  readonly stageId: number | null;
  readonly groupId: number | null;
  readonly homeSlot: number | null;
  readonly awaySlot: number | null;

  constructor(row: MatchColumns, parseDate: (value: string) => Date) {
    super(row, parseDate);
    this.id = row.id;
    this.tournamentId = row.tournament_id;
    this.homeTeamId = row.home_team_id;
    this.awayTeamId = row.away_team_id;
    this.winnerTeamId = row.winner_team_id;
    this.refereeId = row.referee_id;
    this.scorerId = row.scorer_id;
    this.roundNumber = row.round_number;
    this.matchNumber = row.match_number;
    this.scheduledDate = row.scheduled_date === null ? null : parseDate(row.scheduled_date);
    this.venue = row.venue;
    this.status = row.status;
    this.homeBonusPoints = row.home_bonus_points;
    this.awayBonusPoints = row.away_bonus_points;
    this.homeTeamScore = row.home_team_score;
    this.awayTeamScore = row.away_team_score;
    this.matchNotes = row.match_notes;
    this.weatherConditions = row.weather_conditions;
    this.isFinal = row.is_final;
    this.homeWickets = row.home_wickets;
    this.awayWickets = row.away_wickets;
    this.homeBalls = row.home_balls;
    this.awayBalls = row.away_balls;
    this.homeAllOut = row.home_all_out;
    this.awayAllOut = row.away_all_out;
    this.battedFirst = row.batted_first;
    this.resultKind = row.result_kind;
    this.revisedOvers = row.revised_overs === null ? null : Number(row.revised_overs);
    this.revisedTarget = row.revised_target;
    this.seq = row.seq;
    this.roundName = row.round_name;
    this.decidedBy = row.decided_by;
    this.stageId = row.stage_id;
    this.groupId = row.group_id;
    this.homeSlot = row.home_slot;
    this.awaySlot = row.away_slot;
  }

  /** The `resultKind` field, as the entity answers it. */
  get reportedResultKind(): Opt<ResultKind> | null {
    return reportedResultKind(this);
  }

  get cursor(): string {
    return encodeMatchCursor(this);
  }
}

/** What the `Match` type's resolvers get: the entity, or a list's plain row. */
export type MatchView = Match | MatchRow;

/** How to build the entity of a row read with every column of the match (`findMatchView`), by row. */
const entityBuilders = new ObjectSlot<MatchRow, () => Match>('entity builder');

/** Keeps how to build a row's entity from the columns its read had, for a field that needs the entity. */
export function keepEntityBuilder(row: MatchRow, build: () => Match): void {
  entityBuilders.set(row, build);
}

/**
 * The managed match behind a view: itself, the entity the request holds, the entity built from the columns
 * a row's read kept, or loaded through the request's dataloader (the rows of one list that need it are one
 * statement).
 */
export function matchEntity(em: EntityManager, match: MatchView): Promise<Match> {
  if (match instanceof Match) return Promise.resolve(match);
  const held = heldRecord(em, Match, match.id);
  if (held) return Promise.resolve(held);
  const build = entityBuilders.get(match);
  return build ? Promise.resolve(build()) : loadById(em, Match, match.id);
}

/** A record by id through the request's identity map, or its dataloader (one statement a batch). */
export function loadById<Entity extends { id: number }>(
  em: EntityManager,
  entity: EntityClass<Entity>,
  id: number,
): Promise<Entity> {
  return em.getReference(entity, id as Primary<Entity>, { wrapped: true }).loadOrFail();
}

export function loadOptional<Entity extends { id: number }>(
  em: EntityManager,
  entity: EntityClass<Entity>,
  id: number | null,
): Promise<Entity | null> {
  return id === null ? Promise.resolve(null) : loadById(em, entity, id);
}

/** An entity's optional reference, loaded (a no-op when its record is loaded already). */
export function loadRef<Entity extends object>(ref: Ref<Entity> | null | undefined): Promise<Entity | null> {
  return ref ? (ref.loadOrFail() as Promise<Entity>) : Promise.resolve(null);
}

/**
 * A relation a field resolves: at once when the request holds it loaded (a list merged its teams and
 * tournament), else through the dataloader. Answered at once, a card's object completes without a promise:
 * graphql-js then builds no promise per card and per relation, most of a list's execution time.
 */
export function heldById<Entity extends { id: number }>(
  em: EntityManager,
  entity: EntityClass<Entity>,
  id: number,
): Entity | Promise<Entity> {
  return heldRecord(em, entity, id) ?? loadById(em, entity, id);
}

/** An entity's reference, at once when loaded (see `heldById`). */
export function heldRef<Entity extends object>(ref: Ref<Entity>): Entity | Promise<Entity> {
  return ref.isInitialized() ? (ref.unwrap() as Entity) : (ref.loadOrFail() as Promise<Entity>);
}

/**
 * A side of a match: the entity's reference, or a row's team id, answered from the entity the request holds
 * or the plain row its cards kept (`cardTeams`), else through the dataloader.
 */
export function heldTeam(
  em: EntityManager,
  relation: Ref<Team> | number | null | undefined,
): TeamView | null | Promise<Team> {
  if (relation === null || relation === undefined) return null;
  if (typeof relation !== 'number') return heldRef(relation);
  return heldRecord(em, Team, relation) ?? cardTeams(em).get(relation) ?? loadById(em, Team, relation);
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { perRequest } from '../../db/loaders.js';
import { TimestampedRow, heldRecord } from '../../db/plain-reads.js';
import { defaultTieBreakers, type PointsPerResult } from '../../../../shared/tie-breakers.js';
import type { Sport } from '../common/sport.js';
import type { KnockoutDecider } from '../../../../shared/enums.js';
import {
  pointsPerResultOf,
  Tournament,
  type PointsFormat,
  type TieBreaker,
  type TournamentType,
} from './tournament.entity.js';

/**
 * The columns of `tournaments` a page's read takes beside a match, as PostgreSQL's JSON gives them (dates as
 * text, decimals as numbers or text). Not the players' totals: lazy on the entity, never on a page.
 */
export type TournamentColumns = {
  id: number;
  created_at: string;
  updated_at: string;
  name: string;
  description: string | null;
  creator_id: number;
  competition_id: number | null;
  sport: Sport;
  tournament_type: TournamentType;
  start_date: string;
  end_date: string;
  registration_deadline: string | null;
  max_teams: number | null;
  entry_fee: number | string;
  entry_fee_currency: string;
  entries_need_approval: boolean;
  squad_deadline: string | null;
  prize_pool: number | string;
  rules: string | null;
  venue_info: string | null;
  is_published: boolean;
  is_active: boolean;
  overs_per_innings: number;
  balls_per_over: number;
  points_format: PointsFormat;
  min_rest_days: number;
  match_duration_minutes: number;
  knockout_decider: KnockoutDecider | null;
  tie_breaker_order: TieBreaker[] | null;
  points_per_result: Partial<PointsPerResult> | null;
  drawing_of_lots_order: number[] | null;
  expunged_teams: number[] | null;
};

/**
 * A match's tournament as plain columns, no managed entity: merging it into the identity map (an entity, a
 * snapshot, references to its creator and competition) was an eighth of the CPU of a match's page, which
 * shows five of its fields. Its fields are the `Tournament` type's, read the same way; a field that needs
 * the entity loads it (`tournamentEntity`).
 */
export class TournamentRow extends TimestampedRow {
  readonly id: number;
  readonly name: string;
  readonly description: string | null;
  /** What the policy reads of the creator (as of the entity's reference). */
  readonly creator: { readonly id: number };
  readonly competitionId: number | null;
  readonly sport: Sport;
  readonly tournamentType: TournamentType;
  readonly startDate: string;
  readonly endDate: string;
  readonly registrationDeadline: Date | null;
  readonly maxTeams: number | null;
  readonly entryFee: number;
  readonly entryFeeCurrency: string;
  readonly entriesNeedApproval: boolean;
  readonly squadDeadline: Date | null;
  readonly prizePool: number;
  readonly rules: string | null;
  readonly venueInfo: string | null;
  readonly isPublished: boolean;
  readonly isActive: boolean;
  readonly oversPerInnings: number;
  readonly ballsPerOver: number;
  readonly pointsFormat: PointsFormat;
  readonly minRestDays: number;
  readonly matchDurationMinutes: number;
  readonly knockoutDecider: KnockoutDecider | null;
  readonly tieBreakerOrder: TieBreaker[] | null;
  readonly pointsPerResult: Partial<PointsPerResult> | null;
  readonly drawingOfLotsOrder: number[] | null;
  readonly expungedTeams: number[] | null;

  constructor(row: TournamentColumns, parseDate: (value: string) => Date) {
    super(row, parseDate);
    this.id = row.id;
    this.name = row.name;
    this.description = row.description;
    this.creator = { id: row.creator_id };
    this.competitionId = row.competition_id;
    this.sport = row.sport;
    this.tournamentType = row.tournament_type;
    this.startDate = row.start_date;
    this.endDate = row.end_date;
    this.registrationDeadline = row.registration_deadline === null ? null : parseDate(row.registration_deadline);
    this.maxTeams = row.max_teams;
    this.entryFee = Number(row.entry_fee);
    this.entryFeeCurrency = row.entry_fee_currency;
    this.entriesNeedApproval = row.entries_need_approval;
    this.squadDeadline = row.squad_deadline === null ? null : parseDate(row.squad_deadline);
    this.prizePool = Number(row.prize_pool);
    this.rules = row.rules;
    this.venueInfo = row.venue_info;
    this.isPublished = row.is_published;
    this.isActive = row.is_active;
    this.oversPerInnings = row.overs_per_innings;
    this.ballsPerOver = row.balls_per_over;
    this.pointsFormat = row.points_format;
    this.minRestDays = row.min_rest_days;
    this.matchDurationMinutes = row.match_duration_minutes;
    this.knockoutDecider = row.knockout_decider;
    this.tieBreakerOrder = row.tie_breaker_order;
    this.pointsPerResult = row.points_per_result;
    this.drawingOfLotsOrder = row.drawing_of_lots_order;
    this.expungedTeams = row.expunged_teams;
  }

  // The entity's derived fields, answered the same way.
  get tieBreakers(): TieBreaker[] {
    return this.tieBreakerOrder ?? defaultTieBreakers(this.sport);
  }

  get points(): PointsPerResult {
    return pointsPerResultOf(this);
  }

  get pointsForWin(): number {
    return this.points.win;
  }

  get pointsForDraw(): number {
    return this.points.draw;
  }

  get pointsForLoss(): number {
    return this.points.loss;
  }

  get pointsForNoResult(): number {
    return this.points.noResult;
  }

  get drawingOfLots(): number[] {
    return this.drawingOfLotsOrder ?? [];
  }

  get expungedTeamIds(): number[] {
    return this.expungedTeams ?? [];
  }

  get capacity(): number | null {
    return this.maxTeams ?? null;
  }

  get creatorId(): number {
    return this.creator.id;
  }
}

/** What the `Tournament` type's resolvers get: the entity, or a page's plain row. */
export type TournamentView = Tournament | TournamentRow;

/** The tournaments a request has read as plain rows beside its matches, by id. */
const rowTournaments = perRequest(() => new Map<number, TournamentRow>());

/** Keeps a tournament read beside a match as a plain row for the request, once. */
export function keepTournamentRow(
  em: EntityManager,
  columns: TournamentColumns,
  parseDate: (value: string) => Date,
): TournamentRow {
  const kept = rowTournaments(em);
  let row = kept.get(columns.id);
  if (!row) kept.set(columns.id, (row = new TournamentRow(columns, parseDate)));
  return row;
}

/** The tournament the request holds: the entity if it has it loaded, else the plain row it kept, else none. */
export function heldTournament(em: EntityManager, id: number): TournamentView | null {
  return heldRecord(em, Tournament, id) ?? rowTournaments(em).get(id) ?? null;
}

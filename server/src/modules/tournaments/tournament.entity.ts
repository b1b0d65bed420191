import { DecimalType, type Opt, type OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { LocalDateResolver } from 'graphql-scalars';
import { DateTimeISOResolver } from '../../core/date-time.js';
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { Sport } from '../common/sport.js';
import { User } from '../users/user.entity.js';
import { Competition } from './competition.entity.js';
import { KnockoutDecider, PointsFormat, TieBreaker, TournamentType } from '../../../../shared/enums.js';
import { defaultPointsPerResult, defaultTieBreakers, type PointsPerResult } from '../../../../shared/tie-breakers.js';

export { PointsFormat, TieBreaker, TournamentType };

/** Where a tournament stands today (see `tournamentPhase` in tournaments.service.ts). */
export enum TournamentPhase {
  draft = 'draft',
  upcoming = 'upcoming',
  in_progress = 'in_progress',
  finished = 'finished',
}

registerEnumType(TournamentPhase, {
  name: 'TournamentPhase',
  description:
    'Where a tournament stands today in the site’s zone: draft (not published), upcoming (before its first day), ' +
    'in_progress (from its first day to its last), finished (after its last day).',
});

registerEnumType(TieBreaker, {
  name: 'TieBreaker',
  description:
    'One ranking rule; a tournament lists them in order. HEAD_TO_HEAD_* build a mini-table of the matches among ' +
    'exactly the teams still level, reapplied to those still level when the tie splits. FAIR_PLAY: fewest card ' +
    'points (yellow 1, second yellow 3 in all, red 4, yellow then red 5). DRAWING_OF_LOTS: the order the ' +
    'organiser recorded (recordDrawingOfLots).',
});

registerEnumType(PointsFormat, {
  name: 'PointsFormat',
  description:
    'Points sports: volleyball (best of 5 sets to 25, the fifth to 15), beach_volleyball (best of 3 to 21, the ' +
    'third to 15), badminton (best of 3 to 21, capped at 30), table_tennis and squash (best of 5 to 11), tennis ' +
    '(sets of games to 6, best of 3), basketball (4 periods, overtime), netball (4 periods, a draw stands), points ' +
    '(one total per side).',
});

registerEnumType(TournamentType, {
  name: 'TournamentType',
  description: 'round_robin: every pair once; league: every pair home and away; knockout: a seeded bracket.',
});

// Teams have a sport too, and sit below tournaments; tournament code keeps importing it from here.
export { Sport };

// Plain fields are read as plain properties: no field middleware here (see graphql/private-fields.ts).
@ObjectType({ description: 'A competition between registered teams.', simpleResolvers: true })
@Entity({ tableName: 'tournaments' })
@Index({ properties: ['isPublished', 'startDate'] })
export class Tournament extends BaseEntity {
  // Enums with a default are optional through OptionalProps, not typed Opt<...>: a branded enum no longer
  // compares as its enum (no-unsafe-enum-comparison).
  declare [OptionalProps]?: 'sport' | 'pointsFormat';

  @Field(() => String, { description: 'The tournament name.' })
  @Property({ type: 'string' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'What the tournament is about.' })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @ManyToOne(() => User, { ref: true, deleteRule: 'restrict' })
  creator!: Ref<User>;

  /** The competition this tournament is a season of, if any (see competitions/). */
  @ManyToOne(() => Competition, { ref: true, nullable: true, deleteRule: 'set null', index: true })
  competition?: Ref<Competition> | null;

  @Field(() => Sport, { description: 'The sport, which decides how matches are scored and standings ranked.' })
  @Enum({ items: () => Sport, default: Sport.football })
  sport: Sport = Sport.football;

  @Field(() => TournamentType, { description: 'The format: round robin, league or knockout.' })
  @Enum({ items: () => TournamentType })
  tournamentType!: TournamentType;

  @Field(() => LocalDateResolver, { description: 'The first day of play (YYYY-MM-DD).' })
  @Property({ type: 'date' })
  startDate!: string;

  @Field(() => LocalDateResolver, { description: 'The last day of play (YYYY-MM-DD).' })
  @Property({ type: 'date' })
  endDate!: string;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'Teams may register until this moment.' })
  @Property({ type: 'datetime', nullable: true })
  registrationDeadline?: Date | null;

  @Field(() => Int, {
    description: 'The most teams that may be APPROVED (the capacity); empty for no limit.',
    nullable: true,
  })
  @Property({ type: 'integer', nullable: true })
  maxTeams?: number | null;

  @Field(() => Float, { description: 'Entry fee, in entryFeeCurrency; 0 for none.' })
  @Property({ type: new DecimalType('number'), precision: 10, scale: 2, default: 0 })
  entryFee: Opt<number> = 0;

  @Field(() => String, { description: 'The entry fee’s currency (ISO 4217, e.g. USD, XCD); paid outside the site.' })
  @Property({ type: 'string', length: 3, default: 'USD' })
  entryFeeCurrency: Opt<string> = 'USD';

  @Field(() => Boolean, {
    description: 'Entries wait as PENDING for the organiser’s review; else in while places last.',
  })
  @Property({ type: 'boolean', default: false })
  entriesNeedApproval: Opt<boolean> = false;

  @Field(() => DateTimeISOResolver, {
    nullable: true,
    description: 'Teams name their squads until this moment; after it only the organiser changes them.',
  })
  @Property({ type: 'datetime', nullable: true })
  squadDeadline?: Date | null;

  @Field(() => Float, { description: 'Prize pool in dollars.' })
  @Property({ type: new DecimalType('number'), precision: 12, scale: 2, default: 0 })
  prizePool: Opt<number> = 0;

  @Field(() => String, { description: 'The rules as the organiser wrote them.', nullable: true })
  @Property({ type: 'text', nullable: true })
  rules?: string | null;

  @Field(() => String, { description: 'Where the tournament is played.', nullable: true })
  @Property({ type: 'text', nullable: true })
  venueInfo?: string | null;

  @Field(() => Boolean, { description: 'Published tournaments are public; the others are drafts.' })
  @Property({ type: 'boolean', default: false })
  isPublished: Opt<boolean> = false;

  @Field(() => Boolean, { description: 'Inactive tournaments are hidden everywhere.' })
  @Property({ type: 'boolean', default: true })
  isActive: Opt<boolean> = true;

  @Field(() => Int, { description: 'Cricket: overs per innings (20 for T20).' })
  @Property({ type: 'integer', default: 20 })
  oversPerInnings: Opt<number> = 20;

  @Field(() => Int, { description: 'Cricket: legal balls per over.' })
  @Property({ type: 'integer', default: 6 })
  ballsPerOver: Opt<number> = 6;

  @Field(() => PointsFormat, { description: 'Points sports: how sets or periods are won (points: one total).' })
  @Enum({ items: () => PointsFormat, default: PointsFormat.points })
  pointsFormat: PointsFormat = PointsFormat.points;

  @Field(() => Int, {
    description:
      'Scheduling: whole days a team rests between two of its matches (0: any other day, never twice a day).',
  })
  @Property({ type: 'integer', default: 0 })
  minRestDays: Opt<number> = 0;

  @Field(() => Int, { description: 'Scheduling: how long a match holds its pitch, in minutes.' })
  @Property({ type: 'integer', default: 120 })
  matchDurationMinutes: Opt<number> = 120;

  @Field(() => KnockoutDecider, {
    nullable: true,
    description:
      'How a level match of every knockout or page playoff stage is settled, unless the stage names its own ' +
      '(StageInput.decider); empty for the sport’s way.',
  })
  @Enum({ items: () => KnockoutDecider, nullable: true })
  knockoutDecider?: KnockoutDecider | null;

  /** The ranking rules in order; null: the sport's default (see `tieBreakers`). */
  @Property({ type: 'json', nullable: true })
  tieBreakerOrder?: TieBreaker[] | null;

  /** Points per result the organiser set; a missing one is the sport's default. */
  @Property({ type: 'json', nullable: true })
  pointsPerResult?: Partial<PointsPerResult> | null;

  /** Team ids in the order a drawing of lots placed them. */
  @Property({ type: 'json', nullable: true })
  drawingOfLotsOrder?: number[] | null;

  /** Teams withdrawn whose results the organiser chose to expunge. */
  @Property({ type: 'json', nullable: true })
  expungedTeams?: number[] | null;

  /**
   * Its players' totals (the leaderboards' rows), as the stats domain last summed them from the played
   * matches' lines, tagged with what they came from. Never read by pages (lazy); stale once its key no
   * longer matches the matches (see tournament-totals.ts).
   */
  @Property({ type: 'json', nullable: true, lazy: true })
  playerTotals?: { key: string; totals: unknown } | null;

  // The derived fields below are the API's through TournamentFieldsResolver, for a page's plain row too.
  get tieBreakers(): Opt<TieBreaker[]> {
    return this.tieBreakerOrder ?? defaultTieBreakers(this.sport);
  }

  /** Points per result, the sport's defaults filling what the organiser left empty. */
  get points(): Opt<PointsPerResult> {
    return pointsPerResultOf(this);
  }

  get pointsForWin(): Opt<number> {
    return this.points.win;
  }

  get pointsForDraw(): Opt<number> {
    return this.points.draw;
  }

  get pointsForLoss(): Opt<number> {
    return this.points.loss;
  }

  get pointsForNoResult(): Opt<number> {
    return this.points.noResult;
  }

  get drawingOfLots(): Opt<number[]> {
    return this.drawingOfLotsOrder ?? [];
  }

  get expungedTeamIds(): Opt<number[]> {
    return this.expungedTeams ?? [];
  }

  get competitionId(): Opt<number> | null {
    return this.competition?.id ?? null;
  }

  get capacity(): Opt<number> | null {
    return this.maxTeams ?? null;
  }

  get creatorId(): Opt<number> {
    return this.creator.id;
  }
}

/** A tournament's points per result: the sport's defaults filling what the organiser left empty. */
export function pointsPerResultOf(tournament: {
  sport: Sport;
  pointsPerResult?: Partial<PointsPerResult> | null;
}): PointsPerResult {
  return { ...defaultPointsPerResult(tournament.sport), ...tournament.pointsPerResult };
}

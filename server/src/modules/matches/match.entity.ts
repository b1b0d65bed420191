import { DecimalType, type Opt, type OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { DateTimeISOResolver } from '../../core/date-time.js';
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { Team } from '../teams/team.entity.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { KnockoutDecider, Stage, StageGroup } from '../tournaments/stage.entity.js';
import { Pitch } from '../tournaments/venue.entity.js';
import { User } from '../users/user.entity.js';
import { encodeMatchCursor } from './match-cursor.js';
import { MatchStatus, ResultKind, Side } from '../../../../shared/enums.js';

export { MatchStatus, ResultKind, Side };

registerEnumType(MatchStatus, {
  name: 'MatchStatus',
  description: 'in_progress is shown as LIVE, completed as FINAL.',
});

registerEnumType(ResultKind, {
  name: 'ResultKind',
  description:
    'How a completed match ended, in every sport: normal (the score decided it), tie (level scores, a draw ' +
    'in football), no_result, or rain_revised (cricket: the chasing side had revised overs and a revised target).',
});

registerEnumType(Side, { name: 'Side', description: 'A side of a match: home or away.' });

type ResultFacts = Pick<Match, 'status' | 'resultKind' | 'homeTeamScore' | 'awayTeamScore' | 'winnerTeamId'>;

/**
 * The result kind readers see, one rule for every sport: null until completed; cricket's recorded kind;
 * otherwise tie for level scores (a draw, or level before a decider), normal when the score decided it.
 */
export function reportedResultKind(match: ResultFacts): ResultKind | null {
  if (match.status !== MatchStatus.completed) return null;
  if (match.resultKind) return match.resultKind;
  const { homeTeamScore: home, awayTeamScore: away } = match;
  if (home == null || away == null) return match.winnerTeamId !== null ? ResultKind.normal : ResultKind.no_result;
  return home === away ? ResultKind.tie : ResultKind.normal;
}

// Plain fields are read as plain properties: no field middleware here (see graphql/private-fields.ts).
@ObjectType({ description: 'A fixture between two teams of a tournament, and its result.', simpleResolvers: true })
@Entity({ tableName: 'matches' })
@Index({ properties: ['tournament', 'status'] })
// The soonest of a status in page order (date, then id): the landing page's live and upcoming lists.
@Index({ properties: ['status', 'scheduledDate', 'id'] })
// Latest results first (the landing page, the results feed): read from the top, not by sorting every result.
@Index({
  name: 'matches_status_recent_index',
  columns: [{ name: 'status' }, { name: 'scheduled_date', sort: 'desc', nulls: 'last' }, { name: 'id', sort: 'desc' }],
})
@Index({ properties: ['stage'] })
@Index({ properties: ['group'] })
@Index({ properties: ['pitch', 'scheduledDate'] })
export class Match extends BaseEntity {
  // Enums with a default are optional through OptionalProps, not typed Opt<...>: a branded enum no longer
  // compares as its enum (no-unsafe-enum-comparison).
  declare [OptionalProps]?: 'status';

  @ManyToOne(() => Tournament, { ref: true, deleteRule: 'cascade' })
  tournament!: Ref<Tournament>;

  /** Empty until a knockout slot is filled by the winner of an earlier match. */
  @ManyToOne(() => Team, { ref: true, nullable: true, deleteRule: 'restrict' })
  homeTeam?: Ref<Team> | null;

  @ManyToOne(() => Team, { ref: true, nullable: true, deleteRule: 'restrict' })
  awayTeam?: Ref<Team> | null;

  @Field(() => Int, { description: 'The round (or matchday) the match belongs to.', nullable: true })
  @Property({ type: 'integer', nullable: true })
  roundNumber?: number | null;

  @Field(() => Int, { description: 'The number of the match within the tournament.', nullable: true })
  @Property({ type: 'integer', nullable: true })
  matchNumber?: number | null;

  @Field(() => DateTimeISOResolver, {
    description: 'When the match starts; empty when not yet fixed (TBD).',
    nullable: true,
  })
  @Property({ type: 'datetime', nullable: true })
  scheduledDate?: Date | null;

  @Field(() => String, {
    description: 'Where the match is played; empty when not yet fixed (Venue TBD).',
    nullable: true,
  })
  @Property({ type: 'string', nullable: true })
  venue?: string | null;

  /** The pitch the match is booked on; `venue` then carries the venue's name for readers of the text. */
  @ManyToOne(() => Pitch, { ref: true, nullable: true, deleteRule: 'set null' })
  pitch?: Ref<Pitch> | null;

  @Field(() => MatchStatus, {
    description: 'scheduled, in_progress (LIVE), completed (FINAL), cancelled or postponed.',
  })
  @Enum({ items: () => MatchStatus, default: MatchStatus.scheduled })
  status: MatchStatus = MatchStatus.scheduled;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  referee?: Ref<User> | null;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  scorer?: Ref<User> | null;

  @Field(() => Int, {
    description: 'Bonus table points the home side earned in this match (cricket batting and bowling bonus).',
  })
  @Property({ type: 'integer', default: 0 })
  homeBonusPoints: Opt<number> = 0;

  @Field(() => Int, { description: 'Bonus table points the away side earned in this match.' })
  @Property({ type: 'integer', default: 0 })
  awayBonusPoints: Opt<number> = 0;

  @Field(() => Int, { nullable: true, description: 'Goals, runs or points of the home side.' })
  @Property({ type: 'integer', nullable: true })
  homeTeamScore?: number | null;

  @Field(() => Int, { nullable: true, description: 'Goals, runs or points of the away side.' })
  @Property({ type: 'integer', nullable: true })
  awayTeamScore?: number | null;

  @ManyToOne(() => Team, { ref: true, nullable: true, deleteRule: 'set null' })
  winnerTeam?: Ref<Team> | null;

  @Field(() => String, {
    description: 'Notes from the officials, for example a result summary or why it was postponed.',
    nullable: true,
  })
  @Property({ type: 'text', nullable: true })
  matchNotes?: string | null;

  @Field(() => String, { description: 'The conditions at the ground.', nullable: true })
  @Property({ type: 'string', nullable: true })
  weatherConditions?: string | null;

  @Field(() => Boolean, { description: 'Whether this is the final of the tournament.' })
  @Property({ type: 'boolean', default: false })
  isFinal: Opt<boolean> = false;

  // Cricket: the innings of each side.
  @Field(() => Int, { description: 'Cricket: wickets the home side lost.', nullable: true })
  @Property({ type: 'integer', nullable: true })
  homeWickets?: number | null;

  @Field(() => Int, { description: 'Cricket: wickets the away side lost.', nullable: true })
  @Property({ type: 'integer', nullable: true })
  awayWickets?: number | null;

  @Field(() => Int, { nullable: true, description: 'Legal balls the home side faced.' })
  @Property({ type: 'integer', nullable: true })
  homeBalls?: number | null;

  @Field(() => Int, { nullable: true, description: 'Legal balls the away side faced.' })
  @Property({ type: 'integer', nullable: true })
  awayBalls?: number | null;

  @Field(() => Boolean, { description: 'Cricket: the home side was bowled out.' })
  @Property({ type: 'boolean', default: false })
  homeAllOut: Opt<boolean> = false;

  @Field(() => Boolean, { description: 'Cricket: the away side was bowled out.' })
  @Property({ type: 'boolean', default: false })
  awayAllOut: Opt<boolean> = false;

  @Field(() => Side, { nullable: true, description: 'Cricket: which side batted first.' })
  @Enum({ items: () => Side, nullable: true })
  battedFirst?: Side | null;

  /**
   * As scoring records it: cricket's kind, or null where the score alone tells (football and points
   * sports). Readers get `reportedResultKind`, the same rule for every sport.
   */
  @Enum({ items: () => ResultKind, nullable: true })
  resultKind?: ResultKind | null;

  @Field(() => Float, { nullable: true, description: 'Rain-revised overs of the chasing side.' })
  @Property({ type: new DecimalType('number'), precision: 5, scale: 1, nullable: true })
  revisedOvers?: number | null;

  @Field(() => Int, { nullable: true, description: 'Rain-revised target of the chasing side.' })
  @Property({ type: 'integer', nullable: true })
  revisedTarget?: number | null;

  @Field(() => Int, { description: 'The number of the last event in the match’s log; 0 before the first.' })
  @Property({ type: 'integer', default: 0 })
  seq: Opt<number> = 0;

  /**
   * The match's revision as calendar feeds number it (iCalendar's SEQUENCE): PostgreSQL adds one whenever
   * its kick-off, venue, state or sides change (migration match_calendar_revision). Read only by the feeds (lazy).
   */
  @Property({ type: 'integer', default: 0, lazy: true })
  calendarRevision?: number;

  /**
   * The cricket fold after event `seq` (the match's state as its log leaves it), so scoring a ball need not
   * read and fold the whole log. Valid only while its seq is the match's; never read by pages (lazy).
   */
  @Property({ type: 'json', nullable: true, lazy: true })
  foldState?: { seq: number; state: unknown } | null;

  /**
   * What each player did in the match, as the stats domain last folded it from the log, tagged with the
   * inputs it came from: leaderboards and player pages read these instead of every ball. Never read by
   * pages (lazy); stale once its key no longer matches the match (see played-matches.ts).
   */
  @Property({ type: 'json', nullable: true, lazy: true })
  playerLines?: { key: string; lines: unknown } | null;

  /** Knockout: the match the winner goes on to, and on which side. */
  @ManyToOne(() => Match, { ref: true, nullable: true, deleteRule: 'set null' })
  nextMatch?: Ref<Match> | null;

  @Enum({ items: () => Side, nullable: true })
  nextMatchSlot?: Side | null;

  /** Page playoff and third-place match: the match the loser goes on to, and on which side. */
  @ManyToOne(() => Match, { ref: true, nullable: true, deleteRule: 'set null' })
  loserNextMatch?: Ref<Match> | null;

  @Enum({ items: () => Side, nullable: true })
  loserNextMatchSlot?: Side | null;

  /** The stage the match belongs to; empty in a tournament played as one stage. */
  @ManyToOne(() => Stage, { ref: true, nullable: true, deleteRule: 'cascade' })
  stage?: Ref<Stage> | null;

  /** The group of a group stage the match belongs to. */
  @ManyToOne(() => StageGroup, { ref: true, nullable: true, deleteRule: 'cascade' })
  group?: Ref<StageGroup> | null;

  /** Knockout stage: the first-round slots (0-based, in bracket order) that feed this match's sides. */
  @Property({ type: 'integer', nullable: true })
  homeSlot?: number | null;

  @Property({ type: 'integer', nullable: true })
  awaySlot?: number | null;

  /**
   * Whether a level result needs a decider: set from the stage's format; null (a single-stage tournament)
   * means the tournament's type says.
   */
  @Property({ type: 'boolean', nullable: true })
  needsWinner?: boolean | null;

  /** The knockout match this one replays, level the first time. */
  @ManyToOne(() => Match, { ref: true, nullable: true, deleteRule: 'cascade' })
  replayOf?: Ref<Match> | null;

  /** A knockout stage's way of settling a level match, copied from the stage (null: the sport's way). */
  @Enum({ items: () => KnockoutDecider, nullable: true })
  decider?: KnockoutDecider | null;

  // Answered by MatchFieldsResolver.roundName, in the reader's language.
  @Property({ type: 'string', nullable: true })
  roundName?: string | null;

  // Answered by MatchFieldsResolver.decidedBy, in the reader's language.
  @Property({ type: 'string', nullable: true })
  decidedBy?: string | null;

  // The fields below are answered by MatchFieldsResolver, so a list's plain rows (MatchRow) answer them too.
  get reportedResultKind(): Opt<ResultKind> | null {
    return reportedResultKind(this);
  }

  get cursor(): Opt<string> {
    return encodeMatchCursor(this);
  }

  get tournamentId(): Opt<number> {
    return this.tournament.id;
  }

  get homeTeamId(): Opt<number> | null {
    return this.homeTeam?.id ?? null;
  }

  get awayTeamId(): Opt<number> | null {
    return this.awayTeam?.id ?? null;
  }

  get winnerTeamId(): Opt<number> | null {
    return this.winnerTeam?.id ?? null;
  }

  get refereeId(): Opt<number> | null {
    return this.referee?.id ?? null;
  }

  get scorerId(): Opt<number> | null {
    return this.scorer?.id ?? null;
  }

  get stageId(): Opt<number> | null {
    return this.stage?.id ?? null;
  }

  get groupId(): Opt<number> | null {
    return this.group?.id ?? null;
  }
}

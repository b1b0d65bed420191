import { DecimalType, type Opt, type Ref } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { DateTimeISOResolver, LocalDateResolver } from 'graphql-scalars';
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../shared/base.entity.js';
import { User } from '../users/user.entity.js';

export enum TournamentType {
  round_robin = 'round_robin',
  knockout = 'knockout',
  league = 'league',
}
registerEnumType(TournamentType, {
  name: 'TournamentType',
  description: 'round_robin: every pair once; league: every pair home and away; knockout: a seeded bracket.',
});

export enum Sport {
  football = 'football',
  cricket = 'cricket',
  points = 'points',
}
registerEnumType(Sport, {
  name: 'Sport',
  description: 'football: scored in goals; cricket: runs, wickets and balls; points: any other sport scored in points.',
});

@ObjectType({ description: 'A competition between registered teams.' })
@Entity({ tableName: 'tournaments' })
@Index({ properties: ['isPublished', 'startDate'] })
export class Tournament extends BaseEntity {
  @Field(() => String)
  @Property({ type: 'string' })
  name!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @ManyToOne(() => User, { ref: true, deleteRule: 'restrict' })
  creator!: Ref<User>;

  @Field(() => Sport)
  @Enum({ items: () => Sport, default: Sport.football })
  sport: Opt<Sport> = Sport.football;

  @Field(() => TournamentType)
  @Enum({ items: () => TournamentType })
  tournamentType!: TournamentType;

  @Field(() => LocalDateResolver)
  @Property({ type: 'date' })
  startDate!: string;

  @Field(() => LocalDateResolver)
  @Property({ type: 'date' })
  endDate!: string;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'Teams may register until this moment.' })
  @Property({ type: 'datetime', nullable: true })
  registrationDeadline?: Date | null;

  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  maxTeams?: number | null;

  @Field(() => Float, { description: 'Entry fee in dollars.' })
  @Property({ type: new DecimalType('number'), precision: 10, scale: 2, default: 0 })
  entryFee: Opt<number> = 0;

  @Field(() => Float, { description: 'Prize pool in dollars.' })
  @Property({ type: new DecimalType('number'), precision: 12, scale: 2, default: 0 })
  prizePool: Opt<number> = 0;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  rules?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  venueInfo?: string | null;

  @Field(() => Boolean, { description: 'Published tournaments are public; the others are drafts.' })
  @Property({ type: 'boolean', default: false })
  isPublished: Opt<boolean> = false;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  isActive: Opt<boolean> = true;

  @Field(() => Int, { description: 'Cricket: overs per innings (20 for T20).' })
  @Property({ type: 'integer', default: 20 })
  oversPerInnings: Opt<number> = 20;

  @Field(() => Int, { description: 'Cricket: legal balls per over.' })
  @Property({ type: 'integer', default: 6 })
  ballsPerOver: Opt<number> = 6;

  @Field(() => Int)
  get creatorId(): Opt<number> {
    return this.creator.id;
  }
}

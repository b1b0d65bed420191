import { Entity, Enum, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt, OptionalProps, Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeISOResolver } from '../../core/date-time.js';
import { BaseEntity } from '../common/base.entity.js';
import { Team } from '../teams/team.entity.js';
import { User } from '../users/user.entity.js';
import { Tournament } from './tournament.entity.js';
import { FeeStatus, RegistrationStatus, ReviewDecision } from '../../../../shared/entries.js';

export { FeeStatus, RegistrationStatus, ReviewDecision };

registerEnumType(RegistrationStatus, {
  name: 'RegistrationStatus',
  description:
    'PENDING: waiting for the organiser; APPROVED: in (only approved teams play); WAITLISTED: waiting for a place, ' +
    'promoted in order of entry when one frees; REJECTED; WITHDRAWN by the team.',
});
registerEnumType(FeeStatus, {
  name: 'FeeStatus',
  description:
    'The entry fee, paid outside the site: NOT_REQUIRED (no fee), UNPAID, PAID, WAIVED (the organiser let it go).',
});
registerEnumType(ReviewDecision, { name: 'ReviewDecision', description: 'An organiser’s decision on an entry.' });

@ObjectType({ description: 'A team entered into a tournament.' })
@Entity({ tableName: 'tournament_registrations' })
@Unique({ properties: ['tournament', 'team'] })
@Index({ properties: ['tournament', 'status', 'enteredAt'] })
// A team's page lists its tournaments: without it, a scan of every entry on every read.
@Index({ properties: ['team', 'status'] })
export class Registration extends BaseEntity {
  // Enums with a default are optional through OptionalProps, not typed Opt<...>: a branded enum no longer
  // compares as its enum (no-unsafe-enum-comparison).
  declare [OptionalProps]?: 'status' | 'feeStatus';

  @ManyToOne(() => Tournament, { ref: true, deleteRule: 'cascade' })
  tournament!: Ref<Tournament>;

  @ManyToOne(() => Team, { ref: true, deleteRule: 'cascade' })
  team!: Ref<Team>;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  registeredBy?: Ref<User> | null;

  // Rows made before entries were reviewed, and teams an organiser adds, are in: APPROVED.
  @Field(() => RegistrationStatus, { description: 'Where the entry stands; only APPROVED teams play.' })
  @Enum({ items: () => RegistrationStatus, default: RegistrationStatus.APPROVED })
  status: RegistrationStatus = RegistrationStatus.APPROVED;

  @Field(() => FeeStatus, { description: 'The entry fee: NOT_REQUIRED when the tournament charges none.' })
  @Enum({ items: () => FeeStatus, default: FeeStatus.NOT_REQUIRED })
  feeStatus: FeeStatus = FeeStatus.NOT_REQUIRED;

  /** The organiser's note on the last review: read through `Registration.note`, for the two sides only. */
  @Property({ type: 'text', nullable: true })
  note?: string | null;

  /** When the team entered (again, after a withdrawal): the waiting list's order. */
  @Field(() => DateTimeISOResolver, { description: 'When the team entered; the waiting list goes in this order.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  enteredAt: Opt<Date> = new Date();

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When the organiser last reviewed the entry.' })
  @Property({ type: 'datetime', nullable: true })
  reviewedAt?: Date | null;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  reviewedBy?: Ref<User> | null;

  @Field(() => Int, { description: 'The tournament entered.' })
  get tournamentId(): Opt<number> {
    return this.tournament.id;
  }

  @Field(() => Int, { description: 'The team entered.' })
  get teamId(): Opt<number> {
    return this.team.id;
  }
}

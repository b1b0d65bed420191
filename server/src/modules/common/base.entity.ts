import type { Opt } from '@mikro-orm/core';
import { PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { DateTimeISOResolver } from '../../core/date-time.js';
import { Field, Int, ObjectType } from 'type-graphql';

/** Columns every table has: a numeric id and the two timestamps the spec lists. */
@ObjectType()
export abstract class BaseEntity {
  @Field(() => Int, { description: 'Stable numeric identifier.' })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => DateTimeISOResolver, { description: 'When the record was created.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Field(() => DateTimeISOResolver, { description: 'When the record last changed.' })
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}

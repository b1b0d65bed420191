import { Field, Int, ObjectType } from 'type-graphql';
import type { User } from '../users/user.entity.js';

/** A match official as the public sees them: a name, never an e-mail. */
@ObjectType({ description: 'A referee or scorer, as shown to the public.' })
export class Official {
  @Field(() => Int, { description: 'Id of the official.' })
  id!: number;

  @Field(() => String, { description: 'The official’s name, or "Official" when they have not given one.' })
  name!: string;

  static from(user: User): Official {
    return Object.assign(new Official(), { id: user.id, name: user.name ?? 'Official' });
  }
}

import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'A player: a roster id, or a name (a name new to the side’s roster adds the player).' })
export class PlayerRef {
  @Field(() => Int, { nullable: true })
  id?: number | null;

  @Field(() => String, { nullable: true })
  name?: string | null;
}

import { Field, InputType } from 'type-graphql';

@InputType({ description: 'A club as its owner fills it in. Empty optional fields are stored as null.' })
export class ClubInput {
  @Field(() => String, { description: "Required: 'Club name is required'." })
  name!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  location?: string | null;

  @Field(() => String, { nullable: true, description: 'A valid e-mail address, if given.' })
  contactEmail?: string | null;

  @Field(() => String, { nullable: true })
  contactPhone?: string | null;

  @Field(() => String, { nullable: true, description: 'An http(s) address of the logo.' })
  logoUrl?: string | null;
}

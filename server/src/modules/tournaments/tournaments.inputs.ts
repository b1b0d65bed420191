import { ArgsType, Field } from 'type-graphql';
import { Sport, TournamentType } from './tournament.entity.js';

@ArgsType()
export class PublicTournamentsArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Case-insensitive text matched against the name and the description.',
  })
  search?: string | null;

  @Field(() => TournamentType, { nullable: true, description: 'Only tournaments of this type.' })
  type?: TournamentType | null;

  @Field(() => Sport, { nullable: true, description: 'Only tournaments of this sport.' })
  sport?: Sport | null;
}

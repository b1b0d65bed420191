import { Field, InputType, Int } from 'type-graphql';
import { Sport } from '../common/sport.js';

@InputType({ description: 'A competition as its organiser names it.' })
export class CompetitionInput {
  @Field(() => String, { description: "Required: 'Competition name is required'." })
  name!: string;

  @Field(() => Sport, { description: 'The sport every season plays.' })
  sport!: Sport;
}

@InputType({ description: 'A new season copied from one of the competition’s seasons.' })
export class NewSeasonInput {
  @Field(() => Int, { description: 'The season whose format, rules, stages and venues are copied.' })
  tournamentId!: number;

  @Field(() => String, { description: "Required: the new season's name, e.g. 'CPL 2024'." })
  name!: string;

  @Field(() => String, { description: 'Required, YYYY-MM-DD.' })
  startDate!: string;

  @Field(() => String, { description: 'Required, YYYY-MM-DD, on or after the start date.' })
  endDate!: string;
}

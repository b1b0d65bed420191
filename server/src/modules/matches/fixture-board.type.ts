import { Field, ObjectType } from 'type-graphql';
import { Team } from '../teams/team.entity.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { Match } from './match.entity.js';

@ObjectType({ description: 'What an organiser needs to manage a tournament’s fixtures.' })
export class FixtureBoard {
  @Field(() => Tournament)
  tournament!: Tournament;

  @Field(() => [Match], { description: 'Every match, in round and match-number order.' })
  matches!: Match[];

  @Field(() => [Team], { description: 'The registered teams, in registration (seeding) order.' })
  teams!: Team[];
}

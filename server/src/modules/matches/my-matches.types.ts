import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { Team } from '../teams/team.entity.js';
import { Match } from './match.entity.js';

export enum TeamRelation {
  player = 'player',
  coach = 'coach',
  manager = 'manager',
}
registerEnumType(TeamRelation, {
  name: 'TeamRelation',
  description: 'How the signed-in person belongs to a team: on its roster (player), its coach or its manager.',
});

@ObjectType({ description: 'A team the signed-in person plays for, coaches or manages, with its fixtures.' })
export class MyTeam {
  @Field(() => Team, { description: 'The team.' })
  team!: Team;

  @Field(() => [TeamRelation], { description: 'How the signed-in person belongs to the team.' })
  relations!: TeamRelation[];

  @Field(() => [Match], {
    description: 'The next matches (live or scheduled) of published tournaments, soonest first.',
  })
  upcoming!: Match[];

  @Field(() => [Match], { description: 'The latest completed matches of published tournaments, most recent first.' })
  recent!: Match[];
}

@ObjectType({ description: 'The matches the signed-in person officiates as referee or scorer.' })
export class MyMatches {
  @Field(() => [Match], {
    description: 'Matches not yet completed (live, scheduled or postponed), live first, then soonest first.',
  })
  upcoming!: Match[];

  @Field(() => [Match], { description: 'Completed or cancelled matches, most recent first.' })
  recent!: Match[];
}

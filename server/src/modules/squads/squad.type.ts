import { Field, Int, ObjectType } from 'type-graphql';
import { DateTimeISOResolver } from '../../core/date-time.js';
import { TeamMember } from '../teams/team-member.entity.js';

@ObjectType({ description: 'The players a team names for one tournament (a season), from its roster.' })
export class Squad {
  @Field(() => Int)
  tournamentId!: number;

  @Field(() => Int)
  teamId!: number;

  @Field(() => Boolean, { description: 'Whether the team has named a squad; until it does, its roster plays.' })
  named!: boolean;

  @Field(() => [TeamMember], { description: 'The players named, shirt numbers first (empty until named).' })
  players!: TeamMember[];

  @Field(() => Int, { description: 'The fewest players a squad of this sport names.' })
  minPlayers!: number;

  @Field(() => Int, { description: 'The most players a squad of this sport names.' })
  maxPlayers!: number;

  @Field(() => DateTimeISOResolver, {
    nullable: true,
    description: 'The organiser’s deadline: after it only the organiser changes squads.',
  })
  deadline!: Date | null;

  @Field(() => Boolean, { description: 'Whether the viewer may change this squad now.' })
  canEdit!: boolean;
}

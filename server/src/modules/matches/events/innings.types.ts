import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Team } from '../../teams/team.entity.js';
import { Player } from './player.type.js';

// The scorecard as GraphQL answers it: `projectScorecard`'s shape with players and teams resolved.

@ObjectType({ description: 'Extras of an innings, in runs.' })
export class Extras {
  @Field(() => Int) wides!: number;
  @Field(() => Int) noBalls!: number;
  @Field(() => Int) byes!: number;
  @Field(() => Int) legByes!: number;
  @Field(() => Int) penalty!: number;
  @Field(() => Int) total!: number;
}

@ObjectType({ description: 'How a batter’s innings ended.' })
export class Dismissal {
  @Field(() => String, { description: 'Cricsheet’s words: "caught", "run out", "retired hurt"...' })
  kind!: string;

  @Field(() => Player, { nullable: true, description: 'The bowler, when the dismissal is credited to them.' })
  bowler!: Player | null;

  @Field(() => [Player])
  fielders!: Player[];

  @Field(() => String, { description: 'As a scorecard prints it: "c Pant b Rabada".' })
  text!: string;
}

@ObjectType({ description: 'One batter’s line of the card.' })
export class BattingEntry {
  @Field(() => Player) player!: Player;
  @Field(() => Int) runs!: number;
  @Field(() => Int) balls!: number;
  @Field(() => Int) fours!: number;
  @Field(() => Int) sixes!: number;
  @Field(() => Float, { nullable: true }) strikeRate!: number | null;
  @Field(() => Dismissal, { nullable: true, description: 'Null when not out.' }) dismissal!: Dismissal | null;
}

@ObjectType({ description: 'One bowler’s figures.' })
export class BowlingEntry {
  @Field(() => Player) player!: Player;
  @Field(() => Int) legalBalls!: number;
  @Field(() => String, { description: 'As "3.4".' }) overs!: string;
  @Field(() => Int) maidens!: number;
  @Field(() => Int) runs!: number;
  @Field(() => Int) wickets!: number;
  @Field(() => Float, { nullable: true }) economy!: number | null;
  @Field(() => Int, { description: 'Wides bowled (deliveries).' }) wides!: number;
  @Field(() => Int, { description: 'No-balls bowled (deliveries).' }) noBalls!: number;
}

@ObjectType({ description: 'A wicket and the score when it fell.' })
export class FallOfWicket {
  @Field(() => Int) wicket!: number;
  @Field(() => Int) runs!: number;
  @Field(() => Player) player!: Player;
  @Field(() => String, { description: 'The ball it fell to, as "2.3".' }) over!: string;
  @Field(() => String, { description: '"1-23 (Shaw, 2.3 ov)"' }) text!: string;
}

@ObjectType({ description: 'Runs two batters added together.' })
export class Partnership {
  @Field(() => Int, { description: 'The wicket it was for: 1 for the openers.' }) wicket!: number;
  @Field(() => [Player]) batters!: Player[];
  @Field(() => Int) runs!: number;
  @Field(() => Int) legalBalls!: number;
  @Field(() => Boolean, { description: 'Still together when the innings ended.' }) unbroken!: boolean;
}

@ObjectType({ description: 'Runs and wickets of one over, and the total after it.' })
export class OverSummary {
  @Field(() => Int) over!: number;
  @Field(() => Int) runs!: number;
  @Field(() => Int) wickets!: number;
  @Field(() => Int) total!: number;
}

@ObjectType({ description: 'One line of ball-by-ball commentary.' })
export class CommentaryLine {
  @Field(() => String) ball!: string;
  @Field(() => String) text!: string;
}

@ObjectType({ description: 'An innings of a cricket match, projected from its deliveries.' })
export class Innings {
  @Field(() => Int) number!: number;
  @Field(() => Boolean, { description: 'Innings 3, 4...: a super over.' }) superOver!: boolean;
  @Field(() => Team) battingTeam!: Team;
  @Field(() => Int) runs!: number;
  @Field(() => Int) wickets!: number;
  @Field(() => Int) legalBalls!: number;
  @Field(() => String, { description: 'As "19.4".' }) overs!: string;
  @Field(() => Int, { nullable: true, description: 'Runs to win, for a chase.' }) target!: number | null;
  @Field(() => String, { nullable: true, description: 'The chase’s overs, as "20" or "12.3" when revised.' })
  targetOvers!: string | null;
  @Field(() => Boolean, { description: 'The target was rain-revised (DLS).' }) targetRevised!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'Why the innings closed: overs, all out, target, declared, forfeited, closed; null while open.',
  })
  closed!: string | null;
  @Field(() => Boolean) allOut!: boolean;
  @Field(() => Extras) extras!: Extras;
  @Field(() => [BattingEntry]) batting!: BattingEntry[];
  @Field(() => [BowlingEntry]) bowling!: BowlingEntry[];
  @Field(() => [FallOfWicket]) fallOfWickets!: FallOfWicket[];
  @Field(() => [Partnership]) partnerships!: Partnership[];
  @Field(() => [OverSummary], { description: 'For a worm or a manhattan chart.' }) runsPerOver!: OverSummary[];
  @Field(() => [CommentaryLine]) commentary!: CommentaryLine[];
}

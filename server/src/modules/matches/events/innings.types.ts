import { Ctx, Field, Float, Int, ObjectType } from 'type-graphql';
import { textsIn } from '../../../../../shared/i18n/generated-texts.js';
import { Team } from '../../teams/team.entity.js';
import type { GraphQLContext } from '../../users/graphql-context.js';
import {
  commentaryIn,
  dismissalIn,
  fallOfWicketIn,
  type BallSay,
  type DismissalSay,
  type FallOfWicketSay,
} from '../cricket/card-texts.js';
import { Player } from './player.type.js';
import { InningsPowerplay, InningsReplacement, InningsReview } from './cricket-sheet.types.js';

// The scorecard as GraphQL answers it: `projectScorecard`'s shape with players and teams resolved. A card is
// shared by every reader, so its texts are kept as what they say (`say`) and worded at the field, in the
// request's language: a root must be an instance with no own `text`, or that would be answered instead.

/** Added to the description of every text the card words itself. */
export const IN_READERS_LANGUAGE = 'In the request’s Accept-Language (English without one).';

@ObjectType({ description: 'Extras of an innings, in runs.' })
export class Extras {
  @Field(() => Int, { description: 'Runs from wides.' }) wides!: number;
  @Field(() => Int, { description: 'Runs from no-ball penalties.' }) noBalls!: number;
  @Field(() => Int, { description: 'Byes.' }) byes!: number;
  @Field(() => Int, { description: 'Leg-byes.' }) legByes!: number;
  @Field(() => Int, { description: 'Penalty runs awarded to the batting side.' }) penalty!: number;
  @Field(() => Int, { description: 'All extras.' }) total!: number;
}

@ObjectType({ description: 'How a batter’s innings ended.' })
export class Dismissal {
  @Field(() => String, { description: 'Cricsheet’s words: "caught", "run out", "retired hurt"...' })
  kind!: string;

  @Field(() => Player, { nullable: true, description: 'The bowler, when the dismissal is credited to them.' })
  bowler!: Player | null;

  @Field(() => [Player], { description: 'The fielders named (the catcher, the run-out thrower...).' })
  fielders!: Player[];

  /** What `text` says (not a field). */
  say!: DismissalSay;

  @Field(() => String, {
    description: `As a scorecard prints it: "c Pant b Rabada". ${IN_READERS_LANGUAGE} The notation (c, b, lbw, st) is the same in every language.`,
  })
  text(@Ctx() { language }: GraphQLContext): string {
    return dismissalIn(textsIn(language), this.say);
  }
}

@ObjectType({ description: 'One batter’s line of the card.' })
export class BattingEntry {
  @Field(() => Player, { description: 'The batter.' }) player!: Player;
  @Field(() => Int, { description: 'Runs off the bat.' }) runs!: number;
  @Field(() => Int, { description: 'Balls faced (wides are not).' }) balls!: number;
  @Field(() => Int, { description: 'Fours.' }) fours!: number;
  @Field(() => Int, { description: 'Sixes.' }) sixes!: number;
  @Field(() => Float, { nullable: true, description: 'Runs per 100 balls; null before a ball faced.' }) strikeRate!:
    number | null;
  @Field(() => Dismissal, { nullable: true, description: 'Null when not out.' }) dismissal!: Dismissal | null;
}

@ObjectType({ description: 'One bowler’s figures.' })
export class BowlingEntry {
  @Field(() => Player, { description: 'The bowler.' }) player!: Player;
  @Field(() => Int, { description: 'Legal balls bowled.' }) legalBalls!: number;
  @Field(() => String, { description: 'As "3.4".' }) overs!: string;
  @Field(() => Int, { description: 'Complete overs conceding nothing.' }) maidens!: number;
  @Field(() => Int, { description: 'Runs conceded (byes, leg-byes and penalties are not).' }) runs!: number;
  @Field(() => Int, { description: 'Wickets credited to the bowler.' }) wickets!: number;
  @Field(() => Float, { nullable: true, description: 'Runs conceded per over; null before a legal ball.' }) economy!:
    number | null;
  @Field(() => Int, { description: 'Wides bowled (deliveries).' }) wides!: number;
  @Field(() => Int, { description: 'No-balls bowled (deliveries).' }) noBalls!: number;
}

@ObjectType({ description: 'A wicket and the score when it fell.' })
export class FallOfWicket {
  @Field(() => Int, { description: 'Which wicket: 1 for the first.' }) wicket!: number;
  @Field(() => Int, { description: 'The total when it fell.' }) runs!: number;
  @Field(() => Player, { description: 'The batter out.' }) player!: Player;
  @Field(() => String, { description: 'The ball it fell to, as "2.3".' }) over!: string;
  /** What `text` says (not a field). */
  say!: FallOfWicketSay;

  @Field(() => String, { description: `"1-23 (Shaw, 2.3 ov)". ${IN_READERS_LANGUAGE}` })
  text(@Ctx() { language }: GraphQLContext): string {
    return fallOfWicketIn(textsIn(language), this.say);
  }
}

@ObjectType({ description: 'Runs two batters added together.' })
export class Partnership {
  @Field(() => Int, { description: 'The wicket it was for: 1 for the openers.' }) wicket!: number;
  @Field(() => [Player], { description: 'The two batters.' }) batters!: Player[];
  @Field(() => Int, { description: 'Runs added together, extras included.' }) runs!: number;
  @Field(() => Int, { description: 'Legal balls of the partnership.' }) legalBalls!: number;
  @Field(() => Boolean, { description: 'Still together when the innings ended.' }) unbroken!: boolean;
}

@ObjectType({ description: 'Runs and wickets of one over, and the total after it.' })
export class OverSummary {
  @Field(() => Int, { description: 'The over, from 1.' }) over!: number;
  @Field(() => Int, { description: 'Runs in the over.' }) runs!: number;
  @Field(() => Int, { description: 'Wickets in the over.' }) wickets!: number;
  @Field(() => Int, { description: 'The total after the over.' }) total!: number;
}

@ObjectType({ description: 'One line of ball-by-ball commentary.' })
export class CommentaryLine {
  @Field(() => String, { description: 'The ball, as "3.2".' }) ball!: string;
  /** What `text` says (not a field). */
  say!: BallSay;

  @Field(() => String, { description: `What happened, as "3.2 Rabada to Shaw, FOUR". ${IN_READERS_LANGUAGE}` })
  text(@Ctx() { language }: GraphQLContext): string {
    return commentaryIn(textsIn(language), this.say);
  }

  @Field(() => String, { description: 'The ball as a chip of the over: "1", "4", "W", "wd", "2nb", "1lb".' })
  chip!: string;
  @Field(() => Int, { description: 'All runs off the delivery, extras included.' }) runs!: number;
  @Field(() => Boolean, { description: 'A wicket of the innings fell to it.' }) wicket!: boolean;
}

@ObjectType({ description: 'The over being bowled, or the last one bowled.' })
export class ThisOver {
  @Field(() => Int, { description: 'The over, from 1.' }) over!: number;
  @Field(() => Player, { description: 'Who bowled its latest ball.' }) bowler!: Player;
  @Field(() => [String], { description: 'Its balls as chips, in order: "1", "4", "W", "wd"...' }) balls!: string[];
}

@ObjectType({ description: 'An innings of a cricket match, projected from its deliveries.' })
export class Innings {
  @Field(() => Int, { description: '1 and 2 for the main innings; 3, 4... super overs.' }) number!: number;
  @Field(() => Boolean, { description: 'Innings 3, 4...: a super over.' }) superOver!: boolean;
  @Field(() => Team, { description: 'The side batting.' }) battingTeam!: Team;
  @Field(() => Int, { description: 'The total.' }) runs!: number;
  @Field(() => Int, { description: 'Wickets down (retired hurt is not one).' }) wickets!: number;
  @Field(() => Int, { description: 'Legal balls bowled.' }) legalBalls!: number;
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
  @Field(() => Boolean, { description: 'The side was bowled out.' }) allOut!: boolean;
  @Field(() => Extras, { description: 'Extras by kind.' }) extras!: Extras;
  @Field(() => [BattingEntry], { description: 'Batters in the order they came in.' }) batting!: BattingEntry[];
  @Field(() => [BowlingEntry], { description: 'Bowlers in the order they came on.' }) bowling!: BowlingEntry[];
  @Field(() => [FallOfWicket], { description: 'Each wicket and the score when it fell.' })
  fallOfWickets!: FallOfWicket[];
  @Field(() => [Partnership], { description: 'Partnerships, wicket by wicket.' }) partnerships!: Partnership[];
  @Field(() => [OverSummary], { description: 'For a worm or a manhattan chart.' }) runsPerOver!: OverSummary[];
  @Field(() => [CommentaryLine], { description: 'One line per delivery, oldest first.' })
  commentary!: CommentaryLine[];
  @Field(() => [Player], {
    description:
      'Players of the batting side’s XI (its roster when no XI was named) who have not batted: "Did not bat" once the innings closed.',
  })
  yetToBat!: Player[];
  @Field(() => BattingEntry, { nullable: true, description: 'On strike now; null once the innings closed.' })
  striker!: BattingEntry | null;
  @Field(() => BattingEntry, { nullable: true, description: 'At the other end now; null once the innings closed.' })
  nonStriker!: BattingEntry | null;
  @Field(() => BowlingEntry, {
    nullable: true,
    description: 'The bowler of the latest ball, while the innings is open.',
  })
  currentBowler!: BowlingEntry | null;
  @Field(() => ThisOver, { nullable: true, description: 'The over being bowled, or the last one; null before a ball.' })
  thisOver!: ThisOver | null;
  @Field(() => Int, { nullable: true, description: 'An open chase: runs still needed to win.' })
  runsNeeded!: number | null;
  @Field(() => Int, { nullable: true, description: 'An open chase: legal balls left.' }) ballsLeft!: number | null;
  @Field(() => Float, { nullable: true, description: 'An open chase: runs needed per over of the balls left.' })
  requiredRunRate!: number | null;
  @Field(() => [InningsReview], { description: 'Reviews (DRS) in the order of the balls.' }) reviews!: InningsReview[];
  @Field(() => [InningsReplacement], { description: 'Players brought in during the innings.' })
  replacements!: InningsReplacement[];
  @Field(() => [InningsPowerplay], { description: 'The innings’ powerplays, with their runs and wickets.' })
  powerplays!: InningsPowerplay[];
}

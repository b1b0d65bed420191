import { Ctx, Field, Int, ObjectType } from 'type-graphql';
import { textsIn } from '../../../../../shared/i18n/generated-texts.js';
import { Team } from '../../teams/team.entity.js';
import type { GraphQLContext } from '../../users/graphql-context.js';
import {
  powerplayIn,
  replacementIn,
  reviewIn,
  tossIn,
  type PowerplaySay,
  type ReplacementSay,
  type ReviewSay,
} from '../cricket/card-texts.js';
import type { TossDecision } from '../cricket/match-sheet.js';
import { Player } from './player.type.js';

/** Added to the description of every text the sheet words itself. */
const IN_READERS_LANGUAGE = 'In the request’s Accept-Language (English without one).';

// What frames a cricket match as the match page reads it: the toss, the XIs, officials, player of the match,
// and per innings its reviews, replacements and powerplays. Their texts are worded at the field in the
// request's language (the sheet is shared by every reader): a root must be an instance with no own `text`.

@ObjectType({ description: 'The toss.' })
export class CricketToss {
  @Field(() => Team, { description: 'The side that won it.' }) team!: Team;
  @Field(() => String, { description: '"bat" or "field".' }) decision!: TossDecision;

  @Field(() => String, {
    description: `"Trinbago Knight Riders won the toss and chose to field". ${IN_READERS_LANGUAGE} The team’s name is kept as typed.`,
  })
  text(@Ctx() { language }: GraphQLContext): string {
    return tossIn(textsIn(language), this.team.name, this.decision);
  }
}

@ObjectType({ description: 'A side’s playing XI, as named before the first ball.' })
export class CricketPlayingXi {
  @Field(() => Team, { description: 'The side.' }) team!: Team;
  @Field(() => [Player], { description: 'The XI as named, in the order given.' }) players!: Player[];
  @Field(() => [Player], { description: 'The 12th man and impact-player list, not brought in.' })
  substitutes!: Player[];
  @Field(() => [Player], { description: 'Players brought in since (an impact player, a concussion substitute).' })
  cameIn!: Player[];
  @Field(() => [Player], { description: 'Players of the XI replaced since, out of the match.' })
  replaced!: Player[];
}

@ObjectType({ description: 'The officials of a cricket match, by name.' })
export class CricketOfficials {
  @Field(() => [String], { description: 'The two on-field umpires.' }) umpires!: string[];
  @Field(() => [String], { description: 'The TV (third) umpire.' }) tvUmpires!: string[];
  @Field(() => [String], { description: 'The reserve (fourth) umpire.' }) reserveUmpires!: string[];
  @Field(() => [String], { description: 'The match referee.' }) matchReferees!: string[];
}

@ObjectType({
  description: 'The toss, XIs, officials and player of the match, as the log (or an imported file) has them.',
})
export class CricketMatchSheet {
  @Field(() => CricketToss, { nullable: true, description: 'The toss; null until recorded.' })
  toss!: CricketToss | null;
  @Field(() => [CricketPlayingXi], { description: 'Each side that named its XI, home first.' })
  playingXIs!: CricketPlayingXi[];
  @Field(() => CricketOfficials, { nullable: true, description: 'The officials; null until named.' })
  officials!: CricketOfficials | null;
  @Field(() => [Player], { description: 'The player of the match (two when shared); empty until named.' })
  playerOfMatch!: Player[];
}

@ObjectType({ description: 'A review of an on-field decision (DRS) on a ball of the innings.' })
export class InningsReview {
  @Field(() => String, { description: 'The ball, as "3.2".' }) ball!: string;
  @Field(() => Team, { nullable: true, description: 'The side that asked.' }) team!: Team | null;
  @Field(() => String, { nullable: true, description: 'The umpire whose decision was reviewed.' })
  umpire!: string | null;
  @Field(() => Player, { nullable: true, description: 'The batter the decision was about.' }) batter!: Player | null;
  @Field(() => String, { nullable: true, description: '"upheld" or "struck down".' }) decision!: string | null;
  @Field(() => Boolean, { description: 'Struck down on umpire’s call: the side kept its review.' }) retained!: boolean;
  /** What `text` says (not a field). */
  say!: ReviewSay;

  @Field(() => String, { description: `As the card prints it. ${IN_READERS_LANGUAGE}` })
  text(@Ctx() { language }: GraphQLContext): string {
    return reviewIn(textsIn(language), this.say);
  }
}

@ObjectType({ description: 'A player brought into the match before a ball of the innings.' })
export class InningsReplacement {
  @Field(() => String, { description: 'The ball it came before, as "10.1".' }) ball!: string;
  @Field(() => Team, { description: 'The side making the change.' }) team!: Team;
  @Field(() => Player, { description: 'Who came in.' }) playerIn!: Player;
  @Field(() => Player, { description: 'Whom they replaced (out of the match).' }) playerOut!: Player;
  @Field(() => String, { description: 'Cricsheet’s reason: impact_player, concussion_substitute...' }) reason!: string;
  /** What `text` says (not a field). */
  say!: ReplacementSay;

  @Field(() => String, { description: `"Impact player: A in for B". ${IN_READERS_LANGUAGE}` })
  text(@Ctx() { language }: GraphQLContext): string {
    return replacementIn(textsIn(language), this.say);
  }
}

@ObjectType({ description: 'A powerplay of the innings and what the batting side made in it.' })
export class InningsPowerplay {
  @Field(() => Int, { description: 'Its first over, from 1.' }) fromOver!: number;
  @Field(() => Int, { description: 'Its last over.' }) toOver!: number;
  @Field(() => String, { description: 'mandatory, batting or fielding.' }) kind!: string;
  @Field(() => Int, { description: 'Runs in its overs.' }) runs!: number;
  @Field(() => Int, { description: 'Wickets in its overs.' }) wickets!: number;
  /** What `text` says (not a field). */
  say!: PowerplaySay;

  @Field(() => String, { description: `"Powerplay (overs 1-6): 52/1". ${IN_READERS_LANGUAGE}` })
  text(@Ctx() { language }: GraphQLContext): string {
    return powerplayIn(textsIn(language), this.say);
  }
}

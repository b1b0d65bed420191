import { Ctx, Field, Float, Int, ObjectType } from 'type-graphql';
import { textsIn } from '../../../../shared/i18n/generated-texts.js';
import type { GraphQLContext } from '../users/graphql-context.js';
import { Match } from '../matches/match.entity.js';
import { Player } from '../matches/events/player.type.js';
import { Team } from '../teams/team.entity.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { playerMatchSummary, type MatchLines } from './match-lines.js';

// Figures summed over matches (super overs left out), for leaderboards and player pages.

@ObjectType({ description: 'Batting figures over several innings.' })
export class BattingFigures {
  @Field(() => Int, { description: 'Innings batted.' }) innings!: number;
  @Field(() => Int, { description: 'Innings not out (retired hurt or not out included).' }) notOuts!: number;
  @Field(() => Int, { description: 'Runs off the bat.' }) runs!: number;
  @Field(() => Int, { description: 'Balls faced (wides are not).' }) balls!: number;
  @Field(() => Int, { description: 'The highest score.' }) highScore!: number;
  @Field(() => Boolean, { description: 'The highest score was not out (printed 75*).' }) highScoreNotOut!: boolean;
  @Field(() => Float, { nullable: true, description: 'Runs per dismissal; null until out.' }) average!: number | null;
  @Field(() => Float, { nullable: true, description: 'Runs per 100 balls; null before a ball faced.' })
  strikeRate!: number | null;
  @Field(() => Int, { description: 'Fours.' }) fours!: number;
  @Field(() => Int, { description: 'Sixes.' }) sixes!: number;
  @Field(() => Int, { description: 'Scores of 50 to 99.' }) fifties!: number;
  @Field(() => Int, { description: 'Scores of 100 or more.' }) hundreds!: number;
}

@ObjectType({ description: 'Bowling figures over several innings.' })
export class BowlingFigures {
  @Field(() => Int, { description: 'Innings bowled in.' }) innings!: number;
  @Field(() => Int, { description: 'Legal balls bowled.' }) legalBalls!: number;
  @Field(() => String, { description: 'As "15.4".' }) overs!: string;
  @Field(() => Int, { description: 'Maiden overs.' }) maidens!: number;
  @Field(() => Int, { description: 'Runs conceded (byes, leg-byes and penalties are not).' }) runs!: number;
  @Field(() => Int, { description: 'Wickets credited to the bowler.' }) wickets!: number;
  @Field(() => Float, { nullable: true, description: 'Runs per over; null before a legal ball.' })
  economy!: number | null;
  @Field(() => Float, { nullable: true, description: 'Runs per wicket; null without a wicket.' })
  average!: number | null;
  @Field(() => String, { nullable: true, description: 'The best innings, most wickets then fewest runs: "3/20".' })
  bestFigures!: string | null;
}

@ObjectType({ description: 'Football figures over several matches.' })
export class FootballFigures {
  @Field(() => Int, { description: 'Matches whose events name the player (goals, cards, substitutions).' })
  appearances!: number;
  @Field(() => Int, { description: 'Goals (own goals are not).' }) goals!: number;
  @Field(() => Int, { description: 'Goals from penalty kicks (shoot-outs are not).' }) penalties!: number;
  @Field(() => Int, { description: 'Assists.' }) assists!: number;
  @Field(() => Int, { description: 'Yellow cards (a second yellow included).' }) yellowCards!: number;
  @Field(() => Int, { description: 'Sendings off (a second yellow included).' }) redCards!: number;
}

@ObjectType({ description: 'A batter on a tournament’s leaderboard: most runs first.' })
export class BattingLeader extends BattingFigures {
  @Field(() => Player, { description: 'The batter.' }) player!: Player;
  @Field(() => Team, { description: 'The side they batted for.' }) team!: Team;
}

@ObjectType({ description: 'A bowler on a tournament’s leaderboard: most wickets, then the lower economy.' })
export class BowlingLeader extends BowlingFigures {
  @Field(() => Player, { description: 'The bowler.' }) player!: Player;
  @Field(() => Team, { description: 'The side they bowled for.' }) team!: Team;
}

@ObjectType({ description: 'A scorer on a tournament’s leaderboard: most goals, then most assists.' })
export class ScorerLeader extends FootballFigures {
  @Field(() => Player, { description: 'The player.' }) player!: Player;
  @Field(() => Team, { description: 'The side they played for.' }) team!: Team;
}

@ObjectType({ description: 'A player’s figures, by sport; null where they have none.' })
export class PlayerFigures {
  @Field(() => BattingFigures, { nullable: true, description: 'Cricket batting; null when the player never batted.' })
  batting!: BattingFigures | null;
  @Field(() => BowlingFigures, { nullable: true, description: 'Cricket bowling; null when the player never bowled.' })
  bowling!: BowlingFigures | null;
  @Field(() => FootballFigures, { nullable: true, description: 'Football; null outside football matches.' })
  football!: FootballFigures | null;
}

@ObjectType({ description: 'A player’s figures in one tournament.' })
export class PlayerTournamentFigures extends PlayerFigures {
  @Field(() => Tournament, { description: 'The tournament.' }) tournament!: Tournament;
}

@ObjectType({ description: 'A match a player played in, with what they did.' })
export class PlayerMatch {
  @Field(() => Match, { description: 'The match.' }) match!: Match;
  /** The match's lines and the player's id, worded by `summary` in the reader's language (not fields). */
  lines!: MatchLines;
  player!: number;

  @Field(() => String, {
    description:
      'As "45* (30), 2/24" or "2 goals, 1 assist"; empty when nothing counted. In the request’s ' +
      'Accept-Language (English without one).',
  })
  summary(@Ctx() { language }: GraphQLContext): string {
    return playerMatchSummary(textsIn(language), this.lines, this.player);
  }
}

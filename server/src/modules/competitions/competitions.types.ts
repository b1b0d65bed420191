import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Match } from '../matches/match.entity.js';
import type { MatchView } from '../matches/match-row.js';
import { StandingRow } from '../standings/standing-row.type.js';
import { Team } from '../teams/team.entity.js';
import { Tournament } from '../tournaments/tournament.entity.js';

export enum ChampionDecidedBy {
  FINAL = 'FINAL',
  TABLE = 'TABLE',
}
registerEnumType(ChampionDecidedBy, {
  name: 'ChampionDecidedBy',
  description: 'FINAL: the winner of the season’s final; TABLE: the top of its table once the season ended.',
});

export enum WinMargin {
  GOALS = 'GOALS',
  RUNS = 'RUNS',
  WICKETS = 'WICKETS',
  POINTS = 'POINTS',
}
registerEnumType(WinMargin, {
  name: 'WinMargin',
  description: 'What a winning margin counts: goals (football), runs or wickets (cricket), points (other sports).',
});

@ObjectType({ description: 'One season of a competition as it ended (or stands): its table and its champion.' })
export class SeasonArchive {
  @Field(() => Tournament, { description: 'The season.' })
  season!: Tournament;

  @Field(() => [StandingRow], { description: 'The season’s table, as its standings page shows it.' })
  table!: StandingRow[];

  @Field(() => Team, {
    nullable: true,
    description: 'The champion: the winner of the final, else the top of the table once the season has ended.',
  })
  champion!: Team | null;

  @Field(() => ChampionDecidedBy, { nullable: true, description: 'How the champion was decided; null without one.' })
  decidedBy!: ChampionDecidedBy | null;
}

@ObjectType({ description: 'Two teams’ meetings in completed matches, in every competition, seen from one side.' })
export class HeadToHead {
  @Field(() => Int, { description: 'The other team.' })
  opponentId!: number;

  @Field(() => Int, { description: 'Completed meetings (no results included).' })
  played!: number;

  @Field(() => Int, { description: 'Won by this team (a knockout decided on penalties or a super over included).' })
  won!: number;

  @Field(() => Int, { description: 'Drawn, or tied in cricket.' })
  drawn!: number;

  @Field(() => Int, { description: 'Lost by this team.' })
  lost!: number;

  @Field(() => Int, { description: 'Cricket: meetings with no result.' })
  noResults!: number;

  @Field(() => Int, { description: 'Goals (football), runs (cricket) or points this team scored in the meetings.' })
  scoredFor!: number;

  @Field(() => Int, { description: 'Goals, runs or points the opponent scored in the meetings.' })
  scoredAgainst!: number;

  @Field(() => [Match], { description: 'The last five meetings, newest first.' })
  lastMeetings!: MatchView[];
}

/** Where a record was set: the season and match, named as the page shows them. */
@ObjectType()
class RecordPlace {
  @Field(() => Int, { description: 'The season (tournament) id.' }) seasonId!: number;
  @Field(() => String, { description: 'The season’s name.' }) seasonName!: string;
}

@ObjectType()
class MatchRecordPlace extends RecordPlace {
  @Field(() => Int, { description: 'The match.' }) matchId!: number;
  @Field(() => String, { nullable: true, description: 'When it was played (ISO date-time).' })
  playedOn!: string | null;
}

@ObjectType({ description: 'A team’s total in one match: runs (cricket), goals or points.' })
export class TeamTotalRecord extends MatchRecordPlace {
  @Field(() => Int, { description: 'The team that made the total.' })
  teamId!: number;
  @Field(() => String, { description: 'Its name.' })
  teamName!: string;
  @Field(() => Int, { description: 'The other side.' })
  opponentId!: number;
  @Field(() => String, { description: 'Its name.' })
  opponentName!: string;
  @Field(() => Int, { description: 'Runs, goals or points.' }) total!: number;
  @Field(() => Int, { nullable: true, description: 'Cricket: wickets lost.' }) wickets!: number | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Cricket: the side was bowled out (the total prints as its runs alone, "151").',
  })
  allOut!: boolean | null;
  @Field(() => Int, { nullable: true, description: 'Cricket: legal balls faced.' }) balls!: number | null;
}

@ObjectType({ description: 'A win and its margin.' })
export class WinRecord extends MatchRecordPlace {
  @Field(() => Int, { description: 'The winning team.' })
  winnerId!: number;
  @Field(() => String, { description: 'Its name.' })
  winnerName!: string;
  @Field(() => Int, { description: 'The losing team.' })
  loserId!: number;
  @Field(() => String, { description: 'Its name.' })
  loserName!: string;
  @Field(() => Int, { description: 'The margin, counted in `by`.' }) margin!: number;
  @Field(() => WinMargin, { description: 'What the margin counts.' }) by!: WinMargin;
  @Field(() => String, { description: 'The score as the page prints it, winner first: "6-0", "196/6 v 146/5".' })
  score!: string;
}

@ObjectType({ description: 'A batter’s innings.' })
export class BattingRecord extends MatchRecordPlace {
  @Field(() => Int, { description: 'The batter (a roster id).' })
  playerId!: number;
  @Field(() => String, { description: 'The name on the roster.' })
  playerName!: string;
  @Field(() => Int, { description: 'The side they batted for.' })
  teamId!: number;
  @Field(() => String, { description: 'Its name.' })
  teamName!: string;
  @Field(() => Int, { description: 'Runs off the bat.' })
  runs!: number;
  @Field(() => Int, { description: 'Balls faced.' })
  balls!: number;
  @Field(() => Boolean, { description: 'Not out (printed 75*).' }) notOut!: boolean;
}

@ObjectType({ description: 'A bowler’s figures in an innings.' })
export class BowlingRecord extends MatchRecordPlace {
  @Field(() => Int, { description: 'The bowler (a roster id).' })
  playerId!: number;
  @Field(() => String, { description: 'The name on the roster.' })
  playerName!: string;
  @Field(() => Int, { description: 'The side they bowled for.' })
  teamId!: number;
  @Field(() => String, { description: 'Its name.' })
  teamName!: string;
  @Field(() => Int, { description: 'Wickets credited to the bowler.' })
  wickets!: number;
  @Field(() => Int, { description: 'Runs conceded.' })
  runs!: number;
  @Field(() => Int, { description: 'Legal balls bowled.' })
  legalBalls!: number;
}

@ObjectType({ description: 'Goals in one season: a player’s or a team’s.' })
export class SeasonGoalsRecord extends RecordPlace {
  @Field(() => Int, { nullable: true, description: 'The player; null for a team’s record.' }) playerId!: number | null;
  @Field(() => String, { nullable: true, description: 'The name on the roster; null for a team’s record.' })
  playerName!: string | null;
  @Field(() => Int, { description: 'The team (the player’s side).' })
  teamId!: number;
  @Field(() => String, { description: 'Its name.' })
  teamName!: string;
  @Field(() => Int, { description: 'Goals in the season (own goals are nobody’s).' })
  goals!: number;
}

@ObjectType({ description: 'A competition’s records over every season the viewer may see, best first.' })
export class CompetitionRecords {
  @Field(() => [TeamTotalRecord], { description: 'Highest team totals in a match.' })
  highestTotals!: TeamTotalRecord[];
  @Field(() => [WinRecord], { description: 'Biggest wins: by goals or points; cricket by runs, then by wickets.' })
  biggestWins!: WinRecord[];
  @Field(() => [BattingRecord], { description: 'Cricket: highest individual innings.' })
  bestBatting!: BattingRecord[];
  @Field(() => [BowlingRecord], { description: 'Cricket: best bowling figures (most wickets, then fewest runs).' })
  bestBowling!: BowlingRecord[];
  @Field(() => [SeasonGoalsRecord], { description: 'Football: most goals by a player in one season.' })
  playerGoalsInSeason!: SeasonGoalsRecord[];
  @Field(() => [SeasonGoalsRecord], { description: 'Football: most goals by a team in one season.' })
  teamGoalsInSeason!: SeasonGoalsRecord[];
}

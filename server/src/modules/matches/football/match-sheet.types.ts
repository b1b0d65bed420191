import { Field, Int, ObjectType } from 'type-graphql';
import { PlayerPosition } from '../../teams/team-member.entity.js';
import { Side } from '../match.entity.js';
import type { LineupView, SheetPlayerView, StatLine } from './football-state.js';
import type { MatchOfficials } from '../../../../../shared/deciders/football/match-sheet.js';

// The football match sheet as the public match page reads it: line-ups, officials, statistics.

@ObjectType({ description: 'A player of a football line-up, with what happened to them in the match.' })
export class FootballLineupPlayer {
  @Field(() => Int, { nullable: true, description: 'The roster entry’s id.' }) id!: number | null;
  @Field(() => String, { description: 'The name on the team sheet.' }) name!: string;
  @Field(() => Int, { nullable: true, description: 'The shirt number on the roster when the line-up was set.' })
  shirtNumber!: number | null;
  @Field(() => PlayerPosition, { nullable: true, description: 'The position on the roster.' })
  position!: PlayerPosition | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'Where the player starts: 0 in goal, then the formation’s rows from defence (1) to attack; null on the bench.',
  })
  row!: number | null;
  @Field(() => Int, { description: 'Goals scored (own goals apart).' }) goals!: number;
  @Field(() => Int, { description: 'Own goals.' }) ownGoals!: number;
  @Field(() => Boolean, { description: 'Booked.' }) yellowCard!: boolean;
  @Field(() => Boolean, { description: 'Sent off (a red card or a second yellow).' }) redCard!: boolean;
  @Field(() => String, { nullable: true, description: 'The minute the player was substituted: "67\'".' })
  subbedOff!: string | null;
  @Field(() => String, { nullable: true, description: 'Who came on for the player.' }) replacedBy!: string | null;
  @Field(() => String, { nullable: true, description: 'A substitute: the minute they came on.' })
  subbedOn!: string | null;
  @Field(() => String, { nullable: true, description: 'A substitute: whom they replaced.' }) replaced!: string | null;

  static from(view: SheetPlayerView): FootballLineupPlayer {
    const position = view.player.position;
    return Object.assign(new FootballLineupPlayer(), {
      id: view.player.id ?? null,
      name: view.name,
      shirtNumber: view.player.shirtNumber ?? null,
      position: position && (Object.values(PlayerPosition) as string[]).includes(position) ? position : null,
      row: view.row,
      goals: view.goals,
      ownGoals: view.ownGoals,
      yellowCard: view.yellowCard,
      redCard: view.redCard,
      subbedOff: view.subbedOff,
      replacedBy: view.replacedBy,
      subbedOn: view.subbedOn,
      replaced: view.replaced,
    });
  }
}

@ObjectType({ description: 'One side’s football line-up, as the scorer set it before kick-off.' })
export class FootballLineup {
  @Field(() => Side, { description: 'Home or away.' }) side!: Side;
  @Field(() => String, { description: 'The formation, rows from defence to attack: "4-3-3".' }) formation!: string;
  @Field(() => [Int], { description: 'The formation’s rows: [4, 3, 3].' }) rows!: number[];
  @Field(() => [FootballLineupPlayer], {
    description: 'The starting XI: the goalkeeper, then each row of the formation in turn.',
  })
  starters!: FootballLineupPlayer[];
  @Field(() => [FootballLineupPlayer], { description: 'The substitutes named.' }) bench!: FootballLineupPlayer[];

  static from(view: LineupView): FootballLineup {
    return Object.assign(new FootballLineup(), {
      side: view.side as Side,
      formation: view.formation,
      rows: view.rows,
      starters: view.starters.map((player) => FootballLineupPlayer.from(player)),
      bench: view.bench.map((player) => FootballLineupPlayer.from(player)),
    });
  }
}

@ObjectType({ description: 'The officials of a football match, by name, as the scorer or organiser entered them.' })
export class FootballOfficials {
  @Field(() => String, { description: 'The referee.' }) referee!: string;
  @Field(() => [String], { description: 'The assistant referees (two at most).' }) assistantReferees!: string[];
  @Field(() => String, { nullable: true, description: 'The fourth official.' }) fourthOfficial!: string | null;

  static from(officials: MatchOfficials): FootballOfficials {
    return Object.assign(new FootballOfficials(), officials);
  }
}

@ObjectType({ description: 'One line of a football match’s statistics: the home value and the away value.' })
export class FootballStatLine {
  @Field(() => String, {
    description: 'POSSESSION, SHOTS, SHOTS_ON_TARGET, CORNERS, FOULS or OFFSIDES.',
  })
  key!: string;
  @Field(() => String, {
    description:
      'As the page labels it: "Ball possession", "Total shots"…, in the request’s Accept-Language (English without one).',
  })
  label!: string;
  @Field(() => Int, { description: 'The home side’s value.' }) home!: number;
  @Field(() => Int, { description: 'The away side’s value.' }) away!: number;
  @Field(() => Boolean, { description: 'The values are percentages (possession).' }) percentage!: boolean;

  static from(line: StatLine): FootballStatLine {
    return Object.assign(new FootballStatLine(), line);
  }
}

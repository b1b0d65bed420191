import { Field, InputType, Int, registerEnumType } from 'type-graphql';
import { PlayerRef } from './player-ref.input.js';

/** What a cricket sheet event records. */
export enum CricketSheetKind {
  TOSS = 'toss',
  PLAYING_XI = 'playing xi',
  OFFICIALS = 'officials',
  POWERPLAY = 'powerplay',
  PLAYER_OF_THE_MATCH = 'player of the match',
}
registerEnumType(CricketSheetKind, {
  name: 'CricketSheetKind',
  description: 'What frames a cricket match besides its balls.',
  valuesConfig: {
    TOSS: { description: 'Before the first innings: teamId won the toss and chose (decision) to bat or field.' },
    PLAYING_XI: {
      description:
        'Before the first ball: teamId’s XI (players, 11) and the substitutes it may bring in (12th man, impact ' +
        'list; five at most). Once named, the side bats and bowls from its XI; a replacement on a delivery changes it.',
    },
    OFFICIALS: { description: 'umpires (two on the field), tvUmpires, reserveUmpires, matchReferees: names.' },
    POWERPLAY: { description: 'innings, fromOver and toOver (overs from 1), powerplayKind.' },
    PLAYER_OF_THE_MATCH: { description: 'players: one, or two when shared (by id, or a name with teamId).' },
  },
});

export enum TossDecision {
  BAT = 'bat',
  FIELD = 'field',
}
registerEnumType(TossDecision, { name: 'TossDecision', description: 'What the toss winner chose.' });

export enum PowerplayKind {
  MANDATORY = 'mandatory',
  BATTING = 'batting',
  FIELDING = 'fielding',
}
registerEnumType(PowerplayKind, { name: 'PowerplayKind', description: 'Cricsheet’s powerplay types.' });

export enum DrsDecision {
  UPHELD = 'upheld',
  STRUCK_DOWN = 'struck down',
}
registerEnumType(DrsDecision, {
  name: 'DrsDecision',
  description: 'UPHELD: the umpire’s decision was changed; STRUCK_DOWN: it stood.',
});

export enum ReplacementReason {
  IMPACT_PLAYER = 'impact_player',
  CONCUSSION_SUBSTITUTE = 'concussion_substitute',
  COVID_REPLACEMENT = 'covid_replacement',
  INJURY_SUBSTITUTE = 'injury_substitute',
}
registerEnumType(ReplacementReason, {
  name: 'ReplacementReason',
  description: 'Why a player comes into the match for another (Cricsheet’s words).',
});

@InputType({ description: 'A toss, a playing XI, the officials, a powerplay or the player of the match.' })
export class CricketSheetInput {
  @Field(() => CricketSheetKind)
  kind!: CricketSheetKind;

  @Field(() => Int, {
    nullable: true,
    description: 'TOSS: the winner. PLAYING_XI: the side. PLAYER_OF_THE_MATCH: the side of players named by name.',
  })
  teamId?: number | null;

  @Field(() => TossDecision, { nullable: true, description: 'TOSS: bat or field.' })
  decision?: TossDecision | null;

  @Field(() => [PlayerRef], { nullable: true, description: 'PLAYING_XI: the eleven. PLAYER_OF_THE_MATCH: one or two.' })
  players?: PlayerRef[] | null;

  @Field(() => [PlayerRef], { nullable: true, description: 'PLAYING_XI: the 12th man and impact list.' })
  substitutes?: PlayerRef[] | null;

  @Field(() => [String], { nullable: true, description: 'OFFICIALS: the two on-field umpires.' })
  umpires?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'OFFICIALS: the TV (third) umpire.' })
  tvUmpires?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'OFFICIALS: the reserve (fourth) umpire.' })
  reserveUmpires?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'OFFICIALS: the match referee.' })
  matchReferees?: string[] | null;

  @Field(() => Int, { nullable: true, description: 'POWERPLAY: the innings.' })
  innings?: number | null;

  @Field(() => Int, { nullable: true, description: 'POWERPLAY: its first over, from 1.' })
  fromOver?: number | null;

  @Field(() => Int, { nullable: true, description: 'POWERPLAY: its last over.' })
  toOver?: number | null;

  @Field(() => PowerplayKind, {
    nullable: true,
    defaultValue: PowerplayKind.MANDATORY,
    description: 'POWERPLAY: its type.',
  })
  powerplayKind?: PowerplayKind | null;
}

@InputType({ description: 'A review of an on-field decision on this delivery (DRS).' })
export class ReviewInput {
  @Field(() => Int, { description: 'The side that asked.' })
  byTeamId!: number;

  @Field(() => DrsDecision)
  decision!: DrsDecision;

  @Field(() => PlayerRef, { nullable: true, description: 'The batter the decision was about (of the batting side).' })
  batter?: PlayerRef | null;

  @Field(() => String, { nullable: true, description: 'The umpire whose decision was reviewed.' })
  umpire?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Struck down on umpire’s call: the side keeps its review.',
  })
  umpiresCall?: boolean | null;
}

@InputType({ description: 'A player brought into the match before this delivery, for another of the same side.' })
export class ReplacementInput {
  @Field(() => Int)
  teamId!: number;

  @Field(() => PlayerRef, { description: 'Who comes in.' })
  playerIn!: PlayerRef;

  @Field(() => PlayerRef, { description: 'Whom they replace (out of the match).' })
  playerOut!: PlayerRef;

  @Field(() => ReplacementReason)
  reason!: ReplacementReason;
}

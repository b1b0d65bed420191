import type { Opt, Ref } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { Tournament } from './tournament.entity.js';
import { KnockoutDecider, StageFormat } from '../../../../shared/enums.js';

export { KnockoutDecider, StageFormat };

registerEnumType(KnockoutDecider, {
  name: 'KnockoutDecider',
  description:
    'How a level knockout match is settled. EXTRA_TIME_AND_PENALTIES (football), PENALTIES (football, straight to a ' +
    'shoot-out), SUPER_OVER (cricket), REPLAY (the match is completed level and played again).',
});

registerEnumType(StageFormat, {
  name: 'StageFormat',
  description:
    'ROUND_ROBIN: every pair once; LEAGUE: every pair home and away; GROUPS: groups, each a round robin; ' +
    'KNOCKOUT: single elimination from slots in bracket order (byes, optional third-place match); PAGE_PLAYOFF: ' +
    'the top four: Qualifier 1 (1 v 2), Eliminator (3 v 4), Qualifier 2 (loser Q1 v winner Eliminator), Final.',
});

/**
 * One slot of a knockout or page playoff's first round, as stored: a team, a bye, or a position of an earlier
 * stage's group. `teamId` of a position is filled when that stage ends; `override` marks the organiser's choice.
 */
export type SlotSpec = {
  teamId?: number | null;
  bye?: boolean;
  stageId?: number | null;
  groupName?: string | null;
  position?: number | null;
  override?: boolean;
};

/** Formats whose matches need a winner (a level match goes to the tournament's decider). */
export const KNOCKOUT_FORMATS: readonly StageFormat[] = [StageFormat.KNOCKOUT, StageFormat.PAGE_PLAYOFF];
/** Formats ranked by a table, whose positions later stages may read. */
export const TABLE_FORMATS: readonly StageFormat[] = [StageFormat.ROUND_ROBIN, StageFormat.LEAGUE, StageFormat.GROUPS];

@ObjectType({ description: 'One stage of a tournament, played in order: a league, groups, a knockout or a playoff.' })
@Entity({ tableName: 'stages' })
@Unique({ properties: ['tournament', 'sequence'] })
export class Stage extends BaseEntity {
  @ManyToOne(() => Tournament, { ref: true, deleteRule: 'cascade' })
  tournament!: Ref<Tournament>;

  @Field(() => Int, { description: 'The stage’s place in the tournament, 1 first.' })
  @Property({ type: 'integer' })
  sequence!: number;

  @Field(() => String, { description: 'The stage’s name, e.g. "Group stage" or "Knockout stage".' })
  @Property({ type: 'string' })
  name!: string;

  @Field(() => StageFormat, { description: 'How the stage is played.' })
  @Enum({ items: () => StageFormat })
  format!: StageFormat;

  @Field(() => Boolean, { description: 'Knockout: the semi-final losers play a third-place match.' })
  @Property({ type: 'boolean', default: false })
  thirdPlaceMatch: Opt<boolean> = false;

  @Field(() => KnockoutDecider, {
    nullable: true,
    description: 'Knockout and page playoff: how a level match is settled; empty for the sport’s way.',
  })
  @Enum({ items: () => KnockoutDecider, nullable: true })
  decider?: KnockoutDecider | null;

  /** Knockout and page playoff: the first round's slots in bracket order. */
  @Property({ type: 'json', nullable: true })
  slots?: SlotSpec[] | null;

  @Field(() => Int, { description: 'Id of the tournament.' })
  get tournamentId(): Opt<number> {
    return this.tournament.id;
  }
}

@ObjectType('Group', {
  description: 'A group of a stage: its teams play each other, ranked by the tournament’s rules.',
})
@Entity({ tableName: 'stage_groups' })
@Unique({ properties: ['stage', 'name'] })
@Index({ properties: ['stage'] })
export class StageGroup extends BaseEntity {
  @ManyToOne(() => Stage, { ref: true, deleteRule: 'cascade' })
  stage!: Ref<Stage>;

  @Field(() => String, { description: 'The group’s name, e.g. "A".' })
  @Property({ type: 'string' })
  name!: string;

  /** The teams drawn into the group, in the organiser's order (the round robin's order). */
  @Property({ type: 'json' })
  teams!: number[];

  @Field(() => [Int], { description: 'The teams drawn into the group.' })
  get teamIds(): Opt<number[]> {
    return this.teams;
  }

  @Field(() => Int, { description: 'Id of the stage.' })
  get stageId(): Opt<number> {
    return this.stage.id;
  }
}

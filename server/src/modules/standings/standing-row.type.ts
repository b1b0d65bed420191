import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { ComputedRow } from './standings.rules.js';

export enum FormResult {
  W = 'W',
  D = 'D',
  T = 'T',
  L = 'L',
  NR = 'NR',
}
registerEnumType(FormResult, {
  name: 'FormResult',
  description: 'One result of the form guide: W win, D draw, T tie (cricket), L loss, NR no result.',
});

// Plain fields are read as plain properties: no field middleware here (see graphql/private-fields.ts).
@ObjectType({
  description: 'One row of a tournament’s standings, computed from its completed matches.',
  simpleResolvers: true,
})
export class StandingRow {
  @Field(() => Int, { description: 'Position in the table; teams level on every rule share a position.' })
  position!: number;

  @Field(() => Int, { description: 'Id of the team.' })
  teamId!: number;

  @Field(() => String, { description: 'The team name.' })
  teamName!: string;

  @Field(() => Int, { description: 'Completed matches played, no results included.' })
  matchesPlayed!: number;

  @Field(() => Int, { description: 'Matches won.' })
  wins!: number;

  @Field(() => Int, { description: 'Draws, or ties in cricket.' })
  draws!: number;

  @Field(() => Int, { description: 'Matches lost.' })
  losses!: number;

  @Field(() => Int, { description: 'Cricket: matches with no result (left out of net run rate).' })
  noResults!: number;

  @Field(() => Int, { description: 'Table points: results and bonus points, less any deduction.' })
  points!: number;

  @Field(() => Int, { description: 'Bonus points earned (included in points).' })
  bonusPoints!: number;

  @Field(() => Int, { description: 'Points the organiser deducted (already taken off points); see pointsDeductions.' })
  pointsDeducted!: number;

  @Field(() => Int, {
    description:
      'Scored: runs in cricket (as counted for net run rate, with rain-revised credit), else goals or points.',
    deprecationReason:
      'Named for cricket. Football and points sports: use goalsFor. Cricket: the runs counted for net run rate.',
  })
  runsFor!: number;

  @Field(() => Int, {
    description: 'Conceded, counted the same way as runsFor.',
    deprecationReason:
      'Named for cricket. Football and points sports: use goalsAgainst. Cricket: the runs counted for net run rate.',
  })
  runsAgainst!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'Football: goals scored (points sports: points, or sets won in a set sport). Empty for cricket.',
  })
  goalsFor?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Football: goals conceded (points sports: points or sets conceded). Empty for cricket.',
  })
  goalsAgainst?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Cricket: legal balls faced for net run rate (a side bowled out is charged its full quota).',
  })
  ballsFaced?: number | null;

  @Field(() => Int, { nullable: true, description: 'Cricket: legal balls bowled for net run rate.' })
  ballsBowled?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Football and points sports: goalsFor minus goalsAgainst. Empty for cricket.',
  })
  goalDifference?: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Cricket: net run rate rounded to three decimals (the order uses the exact value).',
  })
  netRunRate?: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'The spec’s run_rate: the same value as netRunRate (cricket), empty for other sports.',
    deprecationReason: 'Use netRunRate: this field repeats it.',
  })
  runRate?: number | null;

  @Field(() => [FormResult], { description: 'The last five results, oldest first.' })
  form!: FormResult[];
}

/** Rounds half away from zero at three decimals, as points tables publish net run rate. */
export function roundNetRunRate(value: number): number {
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * 1000 + 1e-9)) / 1000;
  return rounded === 0 ? 0 : rounded;
}

/** A computed row as the API answers it: cricket's balls and run rate, or football's goals. */
export function toStandingRow(row: ComputedRow, cricket: boolean): StandingRow {
  const nrr = cricket ? roundNetRunRate(row.netRunRate) : null;
  return Object.assign(new StandingRow(), {
    ...row,
    ballsFaced: cricket ? row.ballsFaced : null,
    ballsBowled: cricket ? row.ballsBowled : null,
    goalsFor: cricket ? null : row.runsFor,
    goalsAgainst: cricket ? null : row.runsAgainst,
    goalDifference: cricket ? null : row.runsFor - row.runsAgainst,
    netRunRate: nrr,
    runRate: nrr,
    form: row.form.map((result) => FormResult[result]),
  });
}

import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'A venue of a tournament and its pitches.' })
export class VenueInput {
  @Field(() => String, { description: 'The venue’s name, e.g. "Queen’s Park Oval".' })
  name!: string;

  @Field(() => [String], { description: 'Its pitches’ names, e.g. ["Main", "Nets 2"]: at least one.' })
  pitches!: string[];
}

@InputType({ description: 'How a tournament’s matches are spaced.' })
export class SchedulingSettingsInput {
  @Field(() => Int, {
    description: 'Whole days a team rests between two of its matches (0: any other day, never twice a day).',
  })
  minRestDays!: number;

  @Field(() => Int, { description: 'How long a match holds its pitch, in minutes.' })
  matchDurationMinutes!: number;
}

@InputType({ description: 'Where and when the auto-scheduler may place fixtures.' })
export class AutoScheduleInput {
  @Field(() => String, {
    description: 'The first day to play (YYYY-MM-DD); fixtures go no later than the tournament’s last day.',
  })
  startDate!: string;

  @Field(() => [String], {
    description: 'Kick-off times of each day, "HH:MM" (24-hour, the clock match times are stored in).',
  })
  kickOffTimes!: string[];

  @Field(() => [Int], { nullable: true, description: 'The pitches to use; default every pitch of the tournament.' })
  pitchIds?: number[] | null;
}

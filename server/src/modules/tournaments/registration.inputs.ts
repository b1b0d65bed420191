import { Field, Float, InputType, Int } from 'type-graphql';

@InputType({ description: 'How a tournament takes entries. Empty fields take the defaults named.' })
export class EntrySettingsInput {
  @Field(() => Int, {
    nullable: true,
    description: 'The most APPROVED teams (2 to 1024; the tournament’s maxTeams); empty for no limit.',
  })
  capacity?: number | null;

  @Field(() => Float, { nullable: true, description: 'The entry fee, 0 or more (default 0: none).' })
  entryFee?: number | null;

  @Field(() => String, { nullable: true, description: 'The fee’s currency, ISO 4217 (default USD).' })
  entryFeeCurrency?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Entries wait for the organiser’s review (default false).' })
  entriesNeedApproval?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Squads are named until this ISO date-time (YYYY-MM-DD: the end of that day, UTC); empty: no deadline.',
  })
  squadDeadline?: string | null;
}

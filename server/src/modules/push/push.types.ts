import { Field, ObjectType } from 'type-graphql';

@ObjectType({
  description: 'Whether web push is on, and what the server needs for it: for the people who run competitions.',
})
export class WebPushSetup {
  @Field(() => Boolean, { description: 'The VAPID keys are set: visitors are offered notifications.' })
  configured!: boolean;

  @Field(() => [String], {
    description:
      'The environment variables to set for web push (all of them, or none), empty when it is on: see the README’s Configuration.',
  })
  missing!: string[];
}

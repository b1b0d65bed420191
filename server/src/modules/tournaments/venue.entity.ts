import type { Opt, Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { Tournament } from './tournament.entity.js';

/**
 * A ground the organiser plays a tournament's matches at. Venues belong to one tournament, so the
 * tournament's creator alone edits them and a pitch is only ever booked by that tournament's matches.
 */
@ObjectType({ description: 'A ground of a tournament, e.g. "Queen’s Park Oval", with its pitches.' })
@Entity({ tableName: 'venues' })
@Unique({ properties: ['tournament', 'name'] })
export class Venue extends BaseEntity {
  @ManyToOne(() => Tournament, { ref: true, deleteRule: 'cascade' })
  tournament!: Ref<Tournament>;

  @Field(() => String, { description: 'The venue’s name; a match played on one of its pitches shows it as `venue`.' })
  @Property({ type: 'string' })
  name!: string;

  @Field(() => Int, { description: 'Id of the tournament.' })
  get tournamentId(): Opt<number> {
    return this.tournament.id;
  }
}

@ObjectType({ description: 'A pitch (field, court, net) of a venue: one match at a time.' })
@Entity({ tableName: 'pitches' })
@Unique({ properties: ['venue', 'name'] })
export class Pitch extends BaseEntity {
  @ManyToOne(() => Venue, { ref: true, deleteRule: 'cascade' })
  venue!: Ref<Venue>;

  @Field(() => String, { description: 'The pitch’s name within its venue, e.g. "Main" or "Nets 2".' })
  @Property({ type: 'string' })
  name!: string;

  @Field(() => Int, { description: 'Id of the venue.' })
  get venueId(): Opt<number> {
    return this.venue.id;
  }
}

import type { TournamentView } from '../tournaments/tournament-row.js';
import { DateTimeISOResolver } from '../../core/date-time.js';
import { Arg, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../users/graphql-context.js';
import { Match } from '../matches/match.entity.js';
import { matchEntity, type MatchView } from '../matches/match-row.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { venueLoaders } from '../tournaments/tournaments.queries.js';
import { Pitch, Venue } from '../tournaments/venue.entity.js';
import { AutoScheduleInput, SchedulingSettingsInput, VenueInput } from './scheduling.inputs.js';
import { SchedulingService } from './scheduling.service.js';

/** Venues, rest days, the auto-scheduler and moving one fixture. */
@Resolver(() => Venue)
export class SchedulingResolver {
  @Mutation(() => Venue, {
    description: 'Adds a venue with its pitches to a tournament. For the tournament’s creator.',
  })
  addVenue(
    @Arg('tournamentId', () => Int) tournamentId: number,
    @Arg('input', () => VenueInput) input: VenueInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Venue> {
    return new SchedulingService(ctx).addVenue(tournamentId, input);
  }

  @Mutation(() => Tournament, {
    description: 'Sets the rest days between a team’s matches and how long a match holds its pitch. For the creator.',
  })
  updateSchedulingSettings(
    @Arg('tournamentId', () => Int) tournamentId: number,
    @Arg('input', () => SchedulingSettingsInput) input: SchedulingSettingsInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Tournament> {
    return new SchedulingService(ctx).updateSettings(tournamentId, input);
  }

  @Mutation(() => [Match], {
    description:
      'Gives every fixture still to place (not started, no pitch) a day, kick-off time and pitch from startDate to ' +
      'the tournament’s last day: stage and round order kept, rest days respected, no team or pitch booked twice. ' +
      'All or nothing. Answers the fixtures placed, by kick-off. For the tournament’s creator.',
  })
  autoSchedule(
    @Arg('tournamentId', () => Int) tournamentId: number,
    @Arg('input', () => AutoScheduleInput) input: AutoScheduleInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Match[]> {
    return new SchedulingService(ctx).autoSchedule(tournamentId, input);
  }

  @Mutation(() => Match, {
    description:
      'Moves a fixture to a new kick-off, and pitch (without pitchId it keeps its own). Refused, naming scheduledAt ' +
      'or pitchId, when a team plays that day or within the rest days, or the pitch is taken at an overlapping ' +
      'time. For the tournament’s creator.',
  })
  rescheduleMatch(
    @Arg('matchId', () => Int) matchId: number,
    @Arg('scheduledAt', () => DateTimeISOResolver) scheduledAt: Date,
    @Arg('pitchId', () => Int, { nullable: true }) pitchId: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Match> {
    return new SchedulingService(ctx).rescheduleMatch(matchId, scheduledAt, pitchId);
  }

  @FieldResolver(() => [Pitch], { description: 'The venue’s pitches by name.' })
  pitches(@Root() venue: Venue, @Ctx() ctx: GraphQLContext): Promise<Pitch[]> {
    return venueLoaders(ctx.em).pitchesByVenue.load(venue.id);
  }
}

@Resolver(() => Pitch)
export class PitchVenueResolver {
  @FieldResolver(() => Venue, { description: 'The venue the pitch is at.' })
  venue(@Root() pitch: Pitch): Promise<Venue> {
    return pitch.venue.loadOrFail();
  }
}

@Resolver(() => Tournament)
export class TournamentVenuesResolver {
  @FieldResolver(() => [Venue], { description: 'The tournament’s venues by name.' })
  venues(@Root() tournament: TournamentView, @Ctx() ctx: GraphQLContext): Promise<Venue[]> {
    return venueLoaders(ctx.em).venuesByTournament.load(tournament.id);
  }
}

@Resolver(() => Match)
export class MatchPitchResolver {
  @FieldResolver(() => Pitch, { nullable: true, description: 'The pitch the match is booked on, if any.' })
  async pitch(@Root() view: MatchView, @Ctx() ctx: GraphQLContext): Promise<Pitch | null> {
    const match = await matchEntity(ctx.em, view);
    return match.pitch ? match.pitch.loadOrFail() : null;
  }
}

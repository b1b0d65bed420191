import { FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { TieBreaker, Tournament } from './tournament.entity.js';
import type { TournamentView } from './tournament-row.js';

/**
 * The `Tournament` fields the entity answers by a getter, answered for a match page's plain row too: on a
 * getter field, TypeGraphQL copies a root that is not an instance of the type into a new one.
 */
@Resolver(() => Tournament)
export class TournamentFieldsResolver {
  @FieldResolver(() => [TieBreaker], {
    description: 'The ranking rules, most important first (the sport’s default if unset).',
  })
  tieBreakers(@Root() tournament: TournamentView): TieBreaker[] {
    return tournament.tieBreakers;
  }

  @FieldResolver(() => Int, { description: 'Table points for a win (default 3 in football, 2 elsewhere).' })
  pointsForWin(@Root() tournament: TournamentView): number {
    return tournament.pointsForWin;
  }

  @FieldResolver(() => Int, { description: 'Table points for a draw, or a tie in cricket (default 1).' })
  pointsForDraw(@Root() tournament: TournamentView): number {
    return tournament.pointsForDraw;
  }

  @FieldResolver(() => Int, { description: 'Table points for a loss (default 0).' })
  pointsForLoss(@Root() tournament: TournamentView): number {
    return tournament.pointsForLoss;
  }

  @FieldResolver(() => Int, { description: 'Cricket: table points for a no result (default 1).' })
  pointsForNoResult(@Root() tournament: TournamentView): number {
    return tournament.pointsForNoResult;
  }

  @FieldResolver(() => [Int], {
    description: 'The team ids in the order the organiser’s drawing of lots placed them (DRAWING_OF_LOTS).',
  })
  drawingOfLots(@Root() tournament: TournamentView): number[] {
    return tournament.drawingOfLots;
  }

  @FieldResolver(() => [Int], { description: 'Teams withdrawn with their results expunged: left out of the table.' })
  expungedTeamIds(@Root() tournament: TournamentView): number[] {
    return tournament.expungedTeamIds;
  }

  @FieldResolver(() => Int, { nullable: true, description: 'Id of the competition this tournament is a season of.' })
  competitionId(@Root() tournament: TournamentView): number | null {
    return tournament.competitionId;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: 'The most APPROVED entries (maxTeams); the rest wait on the list. Empty for no limit.',
  })
  capacity(@Root() tournament: TournamentView): number | null {
    return tournament.capacity;
  }

  @FieldResolver(() => Int, { description: 'Id of the user who created the tournament.' })
  creatorId(@Root() tournament: TournamentView): number {
    return tournament.creatorId;
  }
}

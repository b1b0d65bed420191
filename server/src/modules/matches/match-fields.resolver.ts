import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { textsIn } from '../../../../shared/i18n/generated-texts.js';
import { decidedByIn, roundNameIn } from '../../../../shared/i18n/stored-texts.js';
import type { GraphQLContext } from '../users/graphql-context.js';
import { Match, ResultKind } from './match.entity.js';
import type { MatchView } from './match-row.js';
import { roundLabel } from './match-rules.js';

/**
 * The `Match` fields derived from its columns. Resolvers rather than getters on the entity type:
 * TypeGraphQL answers a getter field by copying any root that is not an instance of the type into a new
 * one, which a list's plain rows (`MatchRow`) are not, and which would build an entity per row.
 */
@Resolver(() => Match)
export class MatchFieldsResolver {
  @FieldResolver(() => ResultKind, {
    name: 'resultKind',
    nullable: true,
    description:
      'How a completed match ended, the same in every sport: normal (the score decided it), tie (level ' +
      'scores: a draw, or a tie that a decider such as penalties or a super over may still have settled; ' +
      'see winnerTeamId), no_result or rain_revised (cricket). Null until the match is completed.',
  })
  reportedResultKind(@Root() match: MatchView): ResultKind | null {
    return match.reportedResultKind;
  }

  @FieldResolver(() => String, {
    description:
      'Opaque cursor of this match (its date and id). Pass it as `after` to any match list to read the ' +
      'matches after it in that list’s order.',
  })
  cursor(@Root() match: MatchView): string {
    return match.cursor;
  }

  @FieldResolver(() => Int, { description: 'Id of the tournament.' })
  tournamentId(@Root() match: MatchView): number {
    return match.tournamentId;
  }

  @FieldResolver(() => Int, {
    description: 'Id of the home side; empty until a knockout slot is decided.',
    nullable: true,
  })
  homeTeamId(@Root() match: MatchView): number | null {
    return match.homeTeamId;
  }

  @FieldResolver(() => Int, {
    description: 'Id of the away side; empty until a knockout slot is decided.',
    nullable: true,
  })
  awayTeamId(@Root() match: MatchView): number | null {
    return match.awayTeamId;
  }

  @FieldResolver(() => Int, {
    description: 'Id of the winner of a completed match; empty for a draw, tie or no result.',
    nullable: true,
  })
  winnerTeamId(@Root() match: MatchView): number | null {
    return match.winnerTeamId;
  }

  @FieldResolver(() => Int, { description: 'Id of the referee.', nullable: true })
  refereeId(@Root() match: MatchView): number | null {
    return match.refereeId;
  }

  @FieldResolver(() => Int, { description: 'Id of the scorer.', nullable: true })
  scorerId(@Root() match: MatchView): number | null {
    return match.scorerId;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The round as fans say it: "Group A, matchday 2" in a group stage, the round’s name ("Quarter-final", ' +
      '"Matchday 3"), or "Round 4"; empty when the fixture has none. In the request’s Accept-Language ' +
      '(English without one); an organiser’s own names are kept as typed.',
  })
  roundLabel(@Root() match: MatchView, @Ctx() { language }: GraphQLContext): string | null {
    return roundLabel(match, textsIn(language));
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The round as fans say it: "Group A", "Matchday 3", "Quarter-final", "Qualifier 1", "Final". The names ' +
      'the site gives rounds itself come in the request’s Accept-Language (English without one); an ' +
      'organiser’s own names are kept as typed.',
  })
  roundName(@Root() match: MatchView, @Ctx() { language }: GraphQLContext): string | null {
    return match.roundName ? roundNameIn(textsIn(language), match.roundName) : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'How a level knockout match was decided, e.g. "4-2 on penalties" (the winner’s count first), "after extra ' +
      'time" or "after a super over"; empty when the score decided it. In the request’s Accept-Language ' +
      '(English without one).',
  })
  decidedBy(@Root() match: MatchView, @Ctx() { language }: GraphQLContext): string | null {
    return match.decidedBy ? decidedByIn(textsIn(language), match.decidedBy) : null;
  }
}

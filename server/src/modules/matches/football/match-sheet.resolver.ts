import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { textsIn } from '../../../../../shared/i18n/generated-texts.js';
import type { GraphQLContext } from '../../users/graphql-context.js';
import { Match } from '../match.entity.js';
import { matchEntity, type MatchView } from '../match-row.js';
import { footballFold } from './football-fold.js';
import { lineupView, statLines } from './football-state.js';
import { FootballLineup, FootballOfficials, FootballStatLine } from './match-sheet.types.js';

/** The football match sheet on `Match`, each field from the one fold of the log the page reads. Thin. */
@Resolver(() => Match)
export class FootballSheetResolver {
  @FieldResolver(() => [FootballLineup], {
    description:
      'Football: each side’s line-up (formation, starting XI, bench) as the scorer set it before kick-off, home ' +
      'first, with goals, cards and substitutions marked; a side appears once its line-up is set. Empty otherwise.',
  })
  async footballLineups(@Root() view: MatchView, @Ctx() ctx: GraphQLContext): Promise<FootballLineup[]> {
    const state = await footballFold(ctx.em, await matchEntity(ctx.em, view));
    if (!state) return [];
    return (['home', 'away'] as const).flatMap((side) => {
      const lineup = lineupView(state, side);
      return lineup ? [FootballLineup.from(lineup)] : [];
    });
  }

  @FieldResolver(() => FootballOfficials, {
    nullable: true,
    description: 'Football: the referee, assistant referees and fourth official as last entered; null until named.',
  })
  async footballOfficials(@Root() view: MatchView, @Ctx() ctx: GraphQLContext): Promise<FootballOfficials | null> {
    const state = await footballFold(ctx.em, await matchEntity(ctx.em, view));
    return state?.officials ? FootballOfficials.from(state.officials) : null;
  }

  @FieldResolver(() => [FootballStatLine], {
    nullable: true,
    description:
      'Football: the statistics the scorer tallied, per side: ball possession (once set), total shots, shots on ' +
      'target, corners, fouls and offsides, labelled in the request’s Accept-Language (English without one). ' +
      'Null until any was recorded.',
  })
  async footballStats(@Root() view: MatchView, @Ctx() ctx: GraphQLContext): Promise<FootballStatLine[] | null> {
    const state = await footballFold(ctx.em, await matchEntity(ctx.em, view));
    const lines = state && statLines(state, textsIn(ctx.language));
    return lines ? lines.map((line) => FootballStatLine.from(line)) : null;
  }
}

import { Field, Int, ObjectType } from 'type-graphql';
import { requireStaff } from '../../core/guards.js';
import type { RequestContext } from '../../core/request-context.js';
import { countTournamentMatchWork } from '../matches/matches.queries.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { findRegisteredTeamIds } from '../tournaments/tournaments.queries.js';
import type { User } from '../users/user.entity.js';

/** How long after its kick-off a match's result counts as missing. */
export const RESULT_DUE_HOURS = 3;

@ObjectType({ description: 'One of my tournaments, with what it needs from me.' })
export class TournamentAgenda {
  @Field(() => Tournament)
  tournament!: Tournament;

  @Field(() => Int, { description: 'Teams registered.' })
  registeredTeams!: number;

  @Field(() => Int, {
    description: 'Registered teams with no fixture yet: entries still to be drawn or given fixtures.',
  })
  entriesToReview!: number;

  @Field(() => Int, {
    description: `Matches whose kick-off was more than ${RESULT_DUE_HOURS} hours ago and that have no result yet.`,
  })
  resultsMissing!: number;

  @Field(() => Int, { description: 'Fixtures with no date yet.' })
  unscheduledFixtures!: number;
}

/**
 * The organiser's home: each active tournament they created, soonest first, with its to-do counts. A read
 * across tournaments and matches, so it sits in the admin domain; three statements however many tournaments.
 */
export class OrganiserAgendaService {
  constructor(private readonly ctx: Pick<RequestContext<User>, 'em' | 'viewer'>) {}

  async load(now = new Date()): Promise<TournamentAgenda[]> {
    const viewer = requireStaff(this.ctx);
    const em = this.ctx.em;
    const tournaments = await em.find(
      Tournament,
      { creator: viewer.id, isActive: true },
      { orderBy: { startDate: 'asc', id: 'asc' } },
    );
    const ids = tournaments.map((tournament) => tournament.id);
    const [registered, work] = await Promise.all([
      findRegisteredTeamIds(em, ids),
      countTournamentMatchWork(em, ids, new Date(now.getTime() - RESULT_DUE_HOURS * 3_600_000)),
    ]);
    return tournaments.map((tournament) => {
      const teams = registered.get(tournament.id) ?? [];
      const matches = work.get(tournament.id);
      return {
        tournament,
        registeredTeams: teams.length,
        entriesToReview: teams.filter((id) => !matches?.teamIds.has(id)).length,
        resultsMissing: matches?.resultsMissing ?? 0,
        unscheduledFixtures: matches?.unscheduled ?? 0,
      };
    });
  }
}

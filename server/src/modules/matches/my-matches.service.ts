import { QueryOrder, type FilterQuery } from '@mikro-orm/core';
import type { RequestContext } from '../../core/request-context.js';
import type { User } from '../users/user.entity.js';
import { requireActivated, requireStaff } from '../../core/guards.js';
import { holdsStaffRole, PUBLIC_MATCH } from '../common/policy.js';
import { Match, MatchStatus } from './match.entity.js';
import { TeamRelation, type MyMatches, type MyTeam } from './my-matches.types.js';
import { findTeamsOfPerson } from '../teams/teams.queries.js';

/** How many fixtures and results each of "My teams" shows. */
export const MY_TEAM_MATCHES = 3;
/** How many matches each list of "My matches" shows at most. */
export const MY_MATCHES_LIMIT = 30;
/** How many of the organiser's next matches the dashboard shows. */
export const ORGANISED_MATCHES_LIMIT = 5;

const NOT_DONE = [MatchStatus.in_progress, MatchStatus.scheduled, MatchStatus.postponed];
const SOONEST = [{ scheduledDate: QueryOrder.ASC_NULLS_LAST }, { id: QueryOrder.ASC }] as const;
const LATEST = [{ scheduledDate: QueryOrder.DESC_NULLS_LAST }, { id: QueryOrder.DESC }] as const;
const POPULATE = ['tournament', 'homeTeam', 'awayTeam'] as const;

/** Live matches before the rest; the query already ordered each group soonest first. */
function liveFirst(matches: Match[]): Match[] {
  return [...matches].sort(
    (a, b) => Number(b.status === MatchStatus.in_progress) - Number(a.status === MatchStatus.in_progress),
  );
}

/**
 * The signed-in person's own view: the teams they belong to and the matches they officiate or organise.
 * Every list costs a fixed number of statements, however many teams or matches it shows.
 */
export class MyMatchesService {
  constructor(private readonly ctx: Pick<RequestContext<User>, 'em' | 'viewer'>) {}

  /** Teams the viewer is on the roster of, coaches or manages, each with its next and latest matches. */
  async myTeams(): Promise<MyTeam[]> {
    const viewer = requireActivated(this.ctx);
    const em = this.ctx.em;
    const { teams, rosterTeamIds } = await findTeamsOfPerson(em, viewer.id);
    if (teams.length === 0) return [];
    const ids = teams.map((team) => team.id);
    const ofTeams: FilterQuery<Match> = { $or: [{ homeTeam: { $in: ids } }, { awayTeam: { $in: ids } }] };
    const [upcoming, recent] = await Promise.all([
      em.find(
        Match,
        { $and: [PUBLIC_MATCH, ofTeams, { status: { $in: [MatchStatus.in_progress, MatchStatus.scheduled] } }] },
        { orderBy: [...SOONEST], populate: [...POPULATE] },
      ),
      em.find(
        Match,
        { $and: [PUBLIC_MATCH, ofTeams, { status: MatchStatus.completed }] },
        { orderBy: [...LATEST], populate: [...POPULATE] },
      ),
    ]);
    const plays = (teamId: number) => (match: Match) => match.homeTeam?.id === teamId || match.awayTeam?.id === teamId;
    return teams.map((team) => ({
      team,
      relations: [
        ...(rosterTeamIds.has(team.id) ? [TeamRelation.player] : []),
        ...(team.coach?.id === viewer.id ? [TeamRelation.coach] : []),
        ...(team.manager?.id === viewer.id ? [TeamRelation.manager] : []),
      ],
      upcoming: liveFirst(upcoming.filter(plays(team.id))).slice(0, MY_TEAM_MATCHES),
      recent: recent.filter(plays(team.id)).slice(0, MY_TEAM_MATCHES),
    }));
  }

  /**
   * Matches the viewer is the referee or scorer of, in any tournament (officials see drafts too, while
   * their role lets them officiate: one demoted to player keeps only what the public sees).
   */
  async myMatches(): Promise<MyMatches> {
    const viewer = requireActivated(this.ctx);
    const officiated: FilterQuery<Match> = { $or: [{ referee: viewer.id }, { scorer: viewer.id }] };
    const mine: FilterQuery<Match> = holdsStaffRole(viewer) ? officiated : { $and: [officiated, PUBLIC_MATCH] };
    const [upcoming, recent] = await Promise.all([
      this.ctx.em.find(
        Match,
        { $and: [mine, { status: { $in: NOT_DONE } }] },
        { orderBy: [...SOONEST], populate: [...POPULATE], limit: MY_MATCHES_LIMIT },
      ),
      this.ctx.em.find(
        Match,
        { $and: [mine, { status: { $in: [MatchStatus.completed, MatchStatus.cancelled] } }] },
        { orderBy: [...LATEST], populate: [...POPULATE], limit: MY_MATCHES_LIMIT },
      ),
    ]);
    return { upcoming: liveFirst(upcoming), recent };
  }

  /** The next matches (live first, then soonest) of the tournaments the viewer created. */
  async organisedMatches(): Promise<Match[]> {
    const viewer = requireStaff(this.ctx);
    const matches = await this.ctx.em.find(
      Match,
      { tournament: { creator: viewer.id, isActive: true }, status: { $in: NOT_DONE } },
      { orderBy: [...SOONEST], populate: [...POPULATE], limit: ORGANISED_MATCHES_LIMIT * 4 },
    );
    return liveFirst(matches).slice(0, ORGANISED_MATCHES_LIMIT);
  }
}

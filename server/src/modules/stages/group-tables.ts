import type { EntityManager } from '@mikro-orm/postgresql';
import { StandingsService } from '../standings/standings.service.js';
import { findCompletedResults, groupResultLoaders } from '../standings/standings.queries.js';
import type { CompletedMatch } from '../standings/standings.rules.js';
import type { StandingRow } from '../standings/standing-row.type.js';
import type { Team } from '../teams/team.entity.js';
import { findTeamsByIds, teamLoaders } from '../teams/teams.queries.js';
import type { StageGroup } from '../tournaments/stage.entity.js';
import type { Tournament } from '../tournaments/tournament.entity.js';

// A group's table is computed per read, not kept: a group has a handful of matches.

type GroupReads = {
  teams: (ids: number[]) => Promise<(Team | null)[]>;
  results: (groupId: number) => Promise<CompletedMatch[]>;
};

/** The table of one group, ranked by the tournament's rules, from reads made now (a stage that ends reads it). */
export function groupTable(em: EntityManager, tournament: Tournament, group: StageGroup): Promise<StandingRow[]> {
  return rankGroup(em, tournament, group, {
    teams: (ids) => findTeamsByIds(em, ids),
    results: (groupId) => findCompletedResults(em, { groupIds: [groupId] }),
  });
}

/** The same through the request's loaders: a page's groups share one read of their teams and one of their results. */
export function loadedGroupTable(em: EntityManager, tournament: Tournament, group: StageGroup): Promise<StandingRow[]> {
  return rankGroup(em, tournament, group, {
    teams: async (ids) =>
      (await teamLoaders(em).teamById.loadMany(ids)).map((team) => (team instanceof Error ? null : team)),
    results: (groupId) => groupResultLoaders(em).resultsByGroup.load(groupId),
  });
}

async function rankGroup(em: EntityManager, tournament: Tournament, group: StageGroup, reads: GroupReads) {
  const teams = await reads.teams(group.teams);
  const names = new Map(teams.flatMap((team) => (team ? [[team.id, team.name] as const] : [])));
  const matches = await reads.results(group.id);
  return new StandingsService({ em, viewer: null }).table(tournament, names, matches);
}

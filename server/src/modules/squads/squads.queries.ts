import type { EntityManager } from '@mikro-orm/postgresql';
import { TeamMember } from '../teams/team-member.entity.js';
import { SquadMember } from './squad-member.entity.js';

/** Reads of squads, for this domain and the ones above it (the scoring pad's roster lookup). */

/**
 * The teams' rosters, and each team's squad for a tournament as roster ids (a team missing from the map has
 * named none: its roster plays), in one statement: the scorer's lookup on every ball.
 */
export async function findMembersWithSquads(
  em: EntityManager,
  tournamentId: number,
  teamIds: readonly number[],
): Promise<{ members: TeamMember[]; squads: Map<number, Set<number>> }> {
  const rows = await em.execute<(Record<string, unknown> & { in_squad: boolean; named_squad: boolean })[]>(
    `select "t0".*, "s"."member_id" is not null as "in_squad",
            exists (select 1 from "squad_members" "n" where "n"."tournament_id" = ? and "n"."team_id" = "t0"."team_id") as "named_squad"
       from "team_members" as "t0"
       left join "squad_members" as "s" on "s"."member_id" = "t0"."id" and "s"."tournament_id" = ?
      where "t0"."team_id" in (${teamIds.map(() => '?').join(', ')})
      order by "t0"."id"`,
    [tournamentId, tournamentId, ...teamIds],
  );
  const squads = new Map<number, Set<number>>();
  const members = rows.map(({ in_squad: inSquad, named_squad: namedSquad, ...row }) => {
    const member = em.map(TeamMember, row);
    if (namedSquad) {
      if (!squads.has(member.team.id)) squads.set(member.team.id, new Set());
      if (inSquad) squads.get(member.team.id)!.add(member.id);
    }
    return member;
  });
  return { members, squads };
}

/** A team's squad for a tournament, roster order (shirt numbers first), with each entry's roster record. */
export async function findSquad(em: EntityManager, tournamentId: number, teamId: number): Promise<TeamMember[]> {
  const rows = await em.find(
    SquadMember,
    { tournament: tournamentId, team: teamId },
    { populate: ['member'], orderBy: { member: { jerseyNumber: 'asc nulls last', name: 'asc', id: 'asc' } } },
  );
  return rows.map((row) => row.member.getEntity());
}

/** The squad of another team in the tournament that names `personIds` already: for the clear error. */
export async function findOtherSquadsOfPeople(
  em: EntityManager,
  tournamentId: number,
  teamId: number,
  personIds: number[],
): Promise<{ personId: number; name: string; teamName: string }[]> {
  if (personIds.length === 0) return [];
  const rows = await em.execute<{ person_id: number; name: string; team_name: string }[]>(
    `select squad.person_id, member.name, team.name as team_name
       from squad_members squad
       join team_members member on member.id = squad.member_id
       join teams team on team.id = squad.team_id
      where squad.tournament_id = ? and squad.team_id <> ? and squad.person_id in (${personIds.map(() => '?').join(', ')})
      order by member.name`,
    [tournamentId, teamId, ...personIds],
  );
  return rows.map((row) => ({ personId: Number(row.person_id), name: row.name, teamName: row.team_name }));
}

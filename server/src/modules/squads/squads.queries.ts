import type { EntityManager } from '@mikro-orm/postgresql';
import { TeamMember } from '../teams/team-member.entity.js';
import { SquadMember } from './squad-member.entity.js';

/** Reads of squads, for this domain and the ones above it (the scoring pad's roster lookup). */

/**
 * Each team's squad for a tournament, as roster ids: a team missing from the map has named none (its
 * roster plays). One statement for every team asked about.
 */
export async function findSquadMemberIds(
  em: EntityManager,
  tournamentId: number,
  teamIds: readonly number[],
): Promise<Map<number, Set<number>>> {
  const squads = new Map<number, Set<number>>();
  if (teamIds.length === 0) return squads;
  const rows = await em.execute<{ team_id: number; member_id: number }[]>(
    `select team_id, member_id from squad_members where tournament_id = ? and team_id in (${teamIds.map(() => '?').join(', ')})`,
    [tournamentId, ...teamIds],
  );
  for (const row of rows) {
    const teamId = Number(row.team_id);
    if (!squads.has(teamId)) squads.set(teamId, new Set());
    squads.get(teamId)!.add(Number(row.member_id));
  }
  return squads;
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

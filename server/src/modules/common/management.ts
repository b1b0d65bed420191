import DataLoader from 'dataloader';
import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TeamMember } from '../teams/team-member.entity.js';
import { Team } from '../teams/team.entity.js';
import { Registration } from '../tournaments/registration.entity.js';

type CountRow = { key: number; count: string | number };

/**
 * Counts rows per parent in one grouped query, so a list of N cards costs one query, not N.
 * `rows` runs the grouped query for a batch of parent ids.
 */
function groupedCounter(rows: (ids: number[]) => Promise<unknown>): DataLoader<number, number> {
  return new DataLoader<number, number>(async (ids) => {
    const counted = (await rows([...ids])) as CountRow[];
    const counts = new Map(counted.map((row) => [Number(row.key), Number(row.count)]));
    return ids.map((id) => counts.get(id) ?? 0);
  });
}

const COUNT_COLUMNS = (column: string) => [raw(`${column} as key`), raw('count(*) as count')];

export type ManagementLoaders = {
  teamCountByClub: DataLoader<number, number>;
  playerCountByTeam: DataLoader<number, number>;
  registrationCountByTournament: DataLoader<number, number>;
  membersByTeam: DataLoader<number, TeamMember[]>;
  registrationsByTournament: DataLoader<number, Registration[]>;
  registrationsByTeam: DataLoader<number, Registration[]>;
};

// One bag per request: the EntityManager is forked per request, so it keys the bag.
const bags = new WeakMap<EntityManager, ManagementLoaders>();

export function managementLoaders(em: EntityManager): ManagementLoaders {
  let bag = bags.get(em);
  if (!bag) {
    bag = {
      teamCountByClub: groupedCounter((ids) =>
        em
          .createQueryBuilder(Team, 'row')
          .select(COUNT_COLUMNS('row.club_id'))
          .where({ club: { $in: ids } })
          .groupBy(raw('row.club_id'))
          .execute('all', false),
      ),
      playerCountByTeam: groupedCounter((ids) =>
        em
          .createQueryBuilder(TeamMember, 'row')
          .select(COUNT_COLUMNS('row.team_id'))
          .where({ team: { $in: ids } })
          .groupBy(raw('row.team_id'))
          .execute('all', false),
      ),
      registrationCountByTournament: groupedCounter((ids) =>
        em
          .createQueryBuilder(Registration, 'row')
          .select(COUNT_COLUMNS('row.tournament_id'))
          .where({ tournament: { $in: ids } })
          .groupBy(raw('row.tournament_id'))
          .execute('all', false),
      ),
      membersByTeam: new DataLoader<number, TeamMember[]>(async (ids) => {
        const members = await em.find(
          TeamMember,
          { team: { $in: [...ids] } },
          { orderBy: { jerseyNumber: 'asc nulls last', name: 'asc', id: 'asc' } },
        );
        return ids.map((id) => members.filter((member) => member.team.id === id));
      }),
      registrationsByTournament: new DataLoader<number, Registration[]>(async (ids) => {
        const registrations = await em.find(
          Registration,
          { tournament: { $in: [...ids] } },
          { orderBy: { createdAt: 'asc', id: 'asc' } },
        );
        return ids.map((id) => registrations.filter((registration) => registration.tournament.id === id));
      }),
      registrationsByTeam: new DataLoader<number, Registration[]>(async (ids) => {
        const registrations = await em.find(
          Registration,
          { team: { $in: [...ids] } },
          { orderBy: { createdAt: 'asc', id: 'asc' } },
        );
        return ids.map((id) => registrations.filter((registration) => registration.team.id === id));
      }),
    };
    bags.set(em, bag);
  }
  return bag;
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { beforeAll, expect } from 'vitest';
import { MatchStatus, type Match } from '../../../server/src/modules/matches/match.entity.js';
import { TeamMember } from '../../../server/src/modules/teams/team-member.entity.js';
import type { Team } from '../../../server/src/modules/teams/team.entity.js';
import type { Tournament } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role, type User } from '../../../server/src/modules/users/user.entity.js';
import { TestClient } from '../../support/client.js';
import {
  createClub,
  createMatch,
  createTeam,
  createTournament,
  createUser,
  registerTeams,
} from '../../support/factories.js';
import type { TestServer } from '../../support/server.js';
import { useTestServer } from '../management/support.js';

/**
 * Powers follow the role at the time of each request. A tournament's creator, a club's owner, a team's
 * manager and a match's referee keep what they created or were named to, but may act on it only while
 * their account is active and holds a role that runs competitions: demoted to player (or deactivated),
 * they lose every power at once, on every tournament, over GraphQL, REST and the WebSocket, and get it
 * back the moment the role is given back. Every refusal stores nothing.
 */

/** Tables a power writes to: a refused request must leave every row as it was. */
const POWER_TABLES = [
  'tournaments',
  'tournament_registrations',
  'matches',
  'match_events',
  'stages',
  'venues',
  'pitches',
  'webhooks',
  'points_deductions',
  'clubs',
  'teams',
  'team_members',
  'team_crest',
];

async function powerTables(em: EntityManager): Promise<Record<string, string[]>> {
  const connection = em.getConnection();
  const tables: Record<string, string[]> = {};
  for (const table of POWER_TABLES) {
    const rows = await connection.execute<{ row: string }[]>(
      `select row_to_json(t)::text as row from "${table}" t order by 1`,
    );
    tables[table] = rows.map((entry) => entry.row);
  }
  return tables;
}

export type Answer = { ok: boolean; code: string | null; message: string };

/** One power, tried as the signed-in person: over GraphQL, or over a REST route. */
export type Power = { name: string; run(client: TestClient): Promise<Answer> };

export function gql(name: string, query: string, variables: () => Record<string, unknown> = () => ({})): Power {
  return {
    name,
    async run(client) {
      const { errors } = await client.gql(query, variables());
      return {
        ok: !errors,
        code: errors?.[0].extensions?.code ?? null,
        message: errors?.[0].message ?? '',
      };
    },
  };
}

const REST_CODES: Record<number, string> = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' };

/** `route` names it (the path is known only once the rows exist). */
export function rest(method: string, route: string, path: () => string, body?: () => unknown): Power {
  return {
    name: `${method} ${route}`,
    async run(client) {
      const answer = await client.rest<{ error?: string }>(method, path(), body?.());
      const ok = answer.status < 300;
      return { ok, code: ok ? null : (REST_CODES[answer.status] ?? String(answer.status)), message: '' };
    },
  };
}

export const ROLE_LOST = 'Your role no longer lets you run competitions or officiate matches.';

/** The rows the powers are tried on, arranged once for the describe block. */
export type DemotionRows = {
  /** An administrator, signed in: changes the others' roles. */
  admin: TestClient;
  cup: Tournament;
  draft: Tournament;
  /** Another organiser's tournament, open for registration. */
  open: Tournament;
  home: Team;
  away: Team;
  spare: Team;
  fixture: Match;
  live: Match;
  draftMatch: Match;
  homeMember: TeamMember;
  awayMember: TeamMember;
};

export type DemotionWorld = {
  server: TestServer;
  people: Record<'organiser' | 'owner' | 'manager' | 'referee', User>;
  /** Filled in by the describe block's beforeAll. */
  rows: DemotionRows;
  signedIn: (user: User) => Promise<TestClient>;
  setRole: (user: User, role: Role) => Promise<void>;
  /** Every power refused (FORBIDDEN, or NOT_FOUND for what is no longer theirs to see), nothing stored. */
  expectAllRefused: (client: TestClient, powers: Power[]) => Promise<Map<string, Answer>>;
};

/**
 * A test server for the surrounding describe block holding an organiser's published cup and draft, a
 * club owner's club with a manager's team, and a referee named to a fixture, a live match and the draft's match.
 */
export function useDemotionWorld(): DemotionWorld {
  const server = useTestServer();
  const people = {} as DemotionWorld['people'];
  const rows = {} as DemotionRows;

  beforeAll(async () => {
    const em = server.em();
    await createUser(em, { email: 'admin@example.test', role: Role.tournament_creator });
    people.organiser = await createUser(em, { email: 'organiser@example.test', role: Role.tournament_creator });
    people.owner = await createUser(em, { email: 'owner@example.test', role: Role.club_owner });
    people.manager = await createUser(em, { email: 'manager@example.test', role: Role.manager });
    people.referee = await createUser(em, { email: 'referee@example.test', role: Role.referee });
    const club = await createClub(em, people.owner, { name: 'Windward SC' });
    const home = await createTeam(em, club, { name: 'Windward Reds', manager: people.manager });
    const away = await createTeam(em, club, { name: 'Windward Blues' });
    const spare = await createTeam(em, club, { name: 'Windward Greens' });
    const homeMember = em.create(TeamMember, { team: home, name: 'Kept Home Player' });
    const awayMember = em.create(TeamMember, { team: away, name: 'Kept Away Player' });
    await em.flush();
    const cup = await createTournament(em, people.organiser, { name: 'Island Cup' });
    const draft = await createTournament(em, people.organiser, { name: 'Draft Shield', isPublished: false });
    const open = await createTournament(em, await createUser(em, { role: Role.tournament_creator }), { name: 'Open' });
    await registerTeams(em, cup, [home, away]);
    await registerTeams(em, draft, [home, away]);
    const referee = people.referee;
    const fixture = await createMatch(em, cup, home, away, { referee });
    const live = await createMatch(em, cup, away, home, { referee, status: MatchStatus.in_progress });
    const draftMatch = await createMatch(em, draft, home, away, { referee });
    const admin = new TestClient(server.url);
    await admin.signIn('admin@example.test');
    Object.assign(rows, {
      admin,
      cup,
      draft,
      open,
      home,
      away,
      spare,
      fixture,
      live,
      draftMatch,
      homeMember,
      awayMember,
    });
  });

  async function signedIn(user: User): Promise<TestClient> {
    const client = new TestClient(server.url);
    await client.signIn(user.email);
    return client;
  }

  async function setRole(user: User, role: Role): Promise<void> {
    const { errors } = await rows.admin.gql(
      'mutation ($id: Int!, $role: Role!) { changeUserRole(id: $id, role: $role) { id } }',
      {
        id: user.id,
        role,
      },
    );
    expect(errors).toBeUndefined();
  }

  async function expectAllRefused(client: TestClient, powers: Power[]): Promise<Map<string, Answer>> {
    const before = await powerTables(server.em());
    const answers = new Map<string, Answer>();
    for (const power of powers) {
      const answer = await power.run(client);
      answers.set(power.name, answer);
      expect(answer.ok, `${power.name} was allowed`).toBe(false);
      expect(['FORBIDDEN', 'NOT_FOUND'], `${power.name}: ${answer.code} ${answer.message}`).toContain(answer.code);
    }
    expect(await powerTables(server.em())).toEqual(before);
    return answers;
  }

  return { server, people, rows, signedIn, setRole, expectAllRefused };
}

/** Each power allowed. */
export async function expectAllowed(client: TestClient, ...powers: Power[]): Promise<void> {
  for (const power of powers) {
    const answer = await power.run(client);
    expect(answer, power.name).toMatchObject({ ok: true });
  }
}

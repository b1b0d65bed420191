import type { EntityManager } from '@mikro-orm/postgresql';
import { parse, type DocumentNode } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { Match, MatchStatus } from '../../../server/src/modules/matches/match.entity.js';
import type { Team } from '../../../server/src/modules/teams/team.entity.js';
import { Stage, StageFormat, StageGroup } from '../../../server/src/modules/tournaments/stage.entity.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import {
  BrowseMatchesDocument,
  BrowseTournamentsDocument,
  EmbedFixturesDocument,
  EmbedMatchDocument,
  EmbedStandingsDocument,
  LandingDocument,
  LeadersPageDocument,
  MatchCentreSidesDocument,
  MatchPageDocument,
  PublicFixturesPageDocument,
  StandingsPageDocument,
  TeamPageDocument,
  TournamentPageDocument,
} from '../../../web/src/gql/graphql.js';
import { TestClient } from '../../support/client.js';
import { createClub, createTeam, createTournament, createUser, registerTeams } from '../../support/factories.js';
import { useTestServer } from '../management/support.js';
import { recordStatements } from '../../support/statements.js';

/**
 * Each public page's own documents, as the browser sends them, cost the same number of SQL statements for a
 * tournament of 12 matches and one of 240: a page reads what it shows, never every match.
 */
describe('public pages read a fixed number of statements whatever the data size', () => {
  const server = useTestServer();
  const statements: string[] = [];
  const sizes = { small: 12, large: 240 } as const;
  const ids: Record<keyof typeof sizes, { tournament: number; team: number; match: number }> = {
    small: { tournament: 0, team: 0, match: 0 },
    large: { tournament: 0, team: 0, match: 0 },
  };

  /** A round robin of `count` matches among eight teams: a third completed, two live, the rest to come. */
  async function arrange(em: EntityManager, count: number) {
    const creator = await createUser(em, { role: Role.tournament_creator });
    const club = await createClub(em, creator);
    const teams = [];
    for (let index = 0; index < 8; index += 1) teams.push(await createTeam(em, club));
    const tournament = await createTournament(em, creator);
    await registerTeams(em, tournament, teams);
    const matches: Match[] = [];
    for (let index = 0; index < count; index += 1) {
      const home = teams[index % 8];
      const away = teams[(index + 1 + (Math.floor(index / 8) % 7)) % 8];
      const completed = index < count / 3;
      const live = !completed && index < count / 3 + 2;
      matches.push(
        em.create(Match, {
          tournament,
          homeTeam: home,
          awayTeam: away,
          roundNumber: Math.floor(index / 4) + 1,
          matchNumber: index + 1,
          scheduledDate: new Date(Date.UTC(2026, 11, 1) + index * 3_600_000),
          status: completed ? MatchStatus.completed : live ? MatchStatus.in_progress : MatchStatus.scheduled,
          homeTeamScore: completed || live ? index % 4 : null,
          awayTeamScore: completed || live ? (index + 1) % 3 : null,
        }),
      );
    }
    await em.flush();
    return { tournament: tournament.id, team: teams[0].id, match: matches[0].id };
  }

  beforeAll(async () => {
    ids.small = await arrange(server.em(), sizes.small);
    ids.large = await arrange(server.em(), sizes.large);
    recordStatements(server.orm, statements);
  });

  async function count(document: DocumentNode, variables: Record<string, unknown>): Promise<number> {
    statements.length = 0;
    const { errors } = await new TestClient(server.url).gql(document, variables);
    expect(errors).toBeUndefined();
    const counted = statements.filter((sql) => !/"session"/.test(sql));
    expect(counted.length).toBeGreaterThan(0);
    return counted.length;
  }

  const pages: {
    name: string;
    document: DocumentNode;
    variables: (size: keyof typeof sizes) => object;
    most: number;
    /** The page keeps what it folds: counted once warm; its first read may cost `cold` statements more. */
    cold?: number;
  }[] = [
    {
      name: 'tournament',
      document: TournamentPageDocument,
      variables: (size) => ({ id: ids[size].tournament, live: 20, upcoming: 5, recent: 5 }),
      // The tournament (with its counts and its stages, for the bracket link), then its three short lists in
      // one statement.
      most: 2,
    },
    {
      name: 'standings',
      document: StandingsPageDocument,
      variables: (size) => ({ id: ids[size].tournament }),
      // The tournament with its stages, its deductions, its registered teams and its table as kept: one
      // statement; computed, the table's inputs read after its version (the tournament, its teams, its
      // results) and the table kept.
      most: 1,
      cold: 4,
    },
    {
      name: 'fixtures',
      document: PublicFixturesPageDocument,
      variables: (size) => ({ id: ids[size].tournament }),
      // The tournament with its teams, and every match with both sides: the list is the page.
      most: 2,
    },
    // The match with its tournament, teams and officials: one joined statement.
    { name: 'match', document: MatchPageDocument, variables: (size) => ({ id: ids[size].match }), most: 1 },
    {
      name: 'team',
      document: TeamPageDocument,
      variables: (size) => ({ id: ids[size].team, fixtures: 10, results: 10 }),
      // The team (with its club, its squad and its tournaments), then a page each of its fixtures and results
      // in one statement.
      most: 2,
    },
    {
      name: 'match centre',
      document: MatchCentreSidesDocument,
      variables: (size) => ({ id: ids[size].match }),
      // The match (with its teams), its sides' squads and line-ups, and its log's length.
      most: 3,
    },
    {
      name: 'fixtures embed',
      document: EmbedFixturesDocument,
      variables: (size) => ({ id: ids[size].tournament, upcoming: 5, recent: 5 }),
      // The tournament, then its two short lists in one statement.
      most: 2,
    },
    {
      name: 'standings embed',
      document: EmbedStandingsDocument,
      variables: (size) => ({ id: ids[size].tournament }),
      // The tournament with its deductions and its table as kept: one statement.
      most: 1,
      cold: 4,
    },
    { name: 'match embed', document: EmbedMatchDocument, variables: (size) => ({ id: ids[size].match }), most: 1 },
    // Two short lists (one statement) and the site's counts (one statement).
    { name: 'browse matches', document: BrowseMatchesDocument, variables: () => ({ live: 6, upcoming: 6 }), most: 2 },
    // A page of tournaments and their count over all pages.
    {
      name: 'browse tournaments',
      document: BrowseTournamentsDocument,
      variables: () => ({ search: null, type: null, first: 24 }),
      most: 2,
    },
    {
      name: 'leaders',
      document: LeadersPageDocument,
      variables: (size) => ({ id: ids[size].tournament, limit: 10 }),
      // The tournament and its stored players' totals (no player named: no players or teams read); cold,
      // its played matches' stored lines, those not folded yet, their logs, their lines and the totals stored.
      most: 2,
      cold: 5,
    },
  ];

  for (const page of pages) {
    it(`the ${page.name} page`, async () => {
      if (page.cold !== undefined) {
        for (const size of ['small', 'large'] as const) {
          const first = await count(page.document, page.variables(size) as Record<string, unknown>);
          expect(first).toBeLessThanOrEqual(page.most + page.cold);
        }
      }
      const small = await count(page.document, page.variables('small') as Record<string, unknown>);
      const large = await count(page.document, page.variables('large') as Record<string, unknown>);
      expect(large).toBe(small);
      expect(large).toBeLessThanOrEqual(page.most);
    });
  }

  it('a page of matches joins each card’s teams and tournament, and counts them only when asked', async () => {
    const page = (total: string) => /* GraphQL */ `
      query Page($id: Int!) {
        matches(filter: { tournamentId: $id }, first: 20) {
          nodes { id homeTeam { name } awayTeam { name } tournament { name } }
          ${total}
        }
      }
    `;
    const variables = { id: ids.large.tournament };
    // The tournament (may the viewer see it?) and the page with its teams and tournament.
    expect(await count(parse(page('')), variables)).toBe(2);
    expect(await count(parse(page('totalCount')), variables)).toBe(3);
  });

  it('a standings page with group tables: the same statements for two groups as for six', async () => {
    /** A group stage of `size` groups of four, each group's six matches completed. */
    async function groupStage(size: number): Promise<number> {
      const em = server.em();
      const creator = await createUser(em, { role: Role.tournament_creator });
      const club = await createClub(em, creator);
      const tournament = await createTournament(em, creator);
      const stage = em.create(Stage, { tournament, sequence: 1, name: 'Group stage', format: StageFormat.GROUPS });
      for (let index = 0; index < size; index += 1) {
        const teams: Team[] = [];
        for (let place = 0; place < 4; place += 1) teams.push(await createTeam(em, club));
        await registerTeams(em, tournament, teams);
        const group = em.create(StageGroup, {
          stage,
          name: String.fromCharCode(65 + index),
          teams: teams.map((t) => t.id),
        });
        teams.forEach((home, first) =>
          teams.slice(first + 1).forEach((away, second) =>
            em.create(Match, {
              tournament,
              stage,
              group,
              homeTeam: home,
              awayTeam: away,
              roundNumber: 1,
              status: MatchStatus.completed,
              homeTeamScore: (first + second) % 3,
              awayTeamScore: 1,
            }),
          ),
        );
      }
      await em.flush();
      return tournament.id;
    }
    const two = await groupStage(2);
    const six = await groupStage(6);
    // Cold, each tournament's table is computed and kept; then counted warm.
    await count(StandingsPageDocument, { id: two });
    await count(StandingsPageDocument, { id: six });
    const small = await count(StandingsPageDocument, { id: two });
    const large = await count(StandingsPageDocument, { id: six });
    // The standings page's three, its stages' groups, and the groups' teams and results, read once for all.
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(6);
  });

  it('the landing page', async () => {
    const landing = await count(LandingDocument, {
      live: 6,
      results: 6,
      upcoming: 6,
      followed: [],
      following: false,
      followedSize: 6,
      tournaments: 3,
    });
    // Its three short lists with the site's counts (one statement), and its tournaments (one statement).
    expect(landing).toBeLessThanOrEqual(2);
    // A visitor following teams adds their live and next matches to the lists' statement: none more.
    const following = await count(LandingDocument, {
      live: 6,
      results: 6,
      upcoming: 6,
      followed: [ids.small.team, ids.large.team],
      following: true,
      followedSize: 6,
      tournaments: 3,
    });
    expect(following).toBe(landing);
  });
});

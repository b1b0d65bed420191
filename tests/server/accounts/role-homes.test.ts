import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchStatus } from '../../../server/src/modules/matches/match.entity.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import { TestClient } from '../../support/client.js';
import {
  createClub,
  createMatch,
  createTeam,
  createTournament,
  createUser,
  registerTeams,
} from '../../support/factories.js';
import { recordStatements } from '../../support/statements.js';
import { startTestServer, type TestServer } from '../../support/server.js';

const Agenda = /* GraphQL */ `
  query {
    organiserAgenda {
      tournament {
        name
      }
      registeredTeams
      entriesToReview
      resultsMissing
      unscheduledFixtures
    }
  }
`;

type AgendaRow = {
  tournament: { name: string };
  registeredTeams: number;
  entriesToReview: number;
  resultsMissing: number;
  unscheduledFixtures: number;
};

// Issue 49: each role's home starts with its own work; the organiser's with its tournaments and what they need.
describe('the organiser’s agenda', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    const organiser = await createUser(em, { email: 'organiser@example.test', role: Role.tournament_creator });
    const rival = await createUser(em, { email: 'rival@example.test', role: Role.tournament_creator });
    await createUser(em, { email: 'referee@example.test', role: Role.referee });
    await createUser(em, { email: 'player@example.test', role: Role.player });
    const club = await createClub(em, organiser);
    const [a, b, c, d, e] = await Promise.all(['A', 'B', 'C', 'D', 'E'].map((name) => createTeam(em, club, { name })));
    const cup = await createTournament(em, organiser, { name: 'Island Cup', startDate: '2026-12-01' });
    const draft = await createTournament(em, organiser, {
      name: 'Draft Shield',
      isPublished: false,
      startDate: '2027-01-01',
      endDate: '2027-01-31',
    });
    const theirs = await createTournament(em, rival, { name: 'Rival Trophy' });
    await registerTeams(em, cup, [a, b, c, d, e]);
    await registerTeams(em, draft, [a, b]);
    await registerTeams(em, theirs, [a, b]);
    const hours = (n: number) => new Date(Date.now() + n * 3_600_000);
    // A and B have played; C and D kicked off five hours ago with no result; C plays A with no date yet.
    await createMatch(em, cup, a, b, { scheduledDate: hours(-48), status: MatchStatus.completed });
    await createMatch(em, cup, c, d, { scheduledDate: hours(-5) });
    await createMatch(em, cup, c, a, {});
    // Not missing yet: kicked off an hour ago, or still to come.
    await createMatch(em, cup, a, d, { scheduledDate: hours(-1), status: MatchStatus.in_progress });
    await createMatch(em, cup, b, d, { scheduledDate: hours(24) });
    await createMatch(em, theirs, a, b, { scheduledDate: hours(-5) });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('lists my active tournaments, soonest first, with entries to review, results missing and fixtures unscheduled', async () => {
    const client = new TestClient(server.url);
    await client.signIn('organiser@example.test');
    const { data, errors } = await client.gql<{ organiserAgenda: AgendaRow[] }>(Agenda);
    expect(errors).toBeUndefined();
    expect(data?.organiserAgenda).toEqual([
      {
        tournament: { name: 'Island Cup' },
        registeredTeams: 5,
        entriesToReview: 1,
        resultsMissing: 1,
        unscheduledFixtures: 1,
      },
      {
        tournament: { name: 'Draft Shield' },
        registeredTeams: 2,
        entriesToReview: 2,
        resultsMissing: 0,
        unscheduledFixtures: 0,
      },
    ]);
  });

  it('reads a fixed number of statements', async () => {
    const client = new TestClient(server.url);
    await client.signIn('organiser@example.test');
    await client.gql(Agenda);
    const recorder = recordStatements(server.orm);
    await client.gql(Agenda);
    recorder.stop();
    // The viewer, the tournaments, their registrations and their matches' counts (and the session's touch).
    expect(recorder.statements.length).toBeLessThanOrEqual(6);
  });

  it('is the viewer’s own: none for a referee, refused to a player', async () => {
    const referee = new TestClient(server.url);
    await referee.signIn('referee@example.test');
    expect((await referee.gql<{ organiserAgenda: AgendaRow[] }>(Agenda)).data?.organiserAgenda).toEqual([]);
    const player = new TestClient(server.url);
    await player.signIn('player@example.test');
    expect((await player.gql(Agenda)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await new TestClient(server.url).gql(Agenda)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

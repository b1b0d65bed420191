import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Registration, RegistrationStatus } from '../../../server/src/modules/tournaments/registration.entity.js';
import type { Team } from '../../../server/src/modules/teams/team.entity.js';
import type { Tournament } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import type { TestClient } from '../../support/client.js';
import { createClub, createTeam, createTournament, createUser } from '../../support/factories.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { signedInClient } from '../management/support.js';

/**
 * Entries under real concurrency on PostgreSQL (TEST_DATABASE_URL; PGlite is one connection and would
 * serialise everything): thirty teams applying at once to eight places with approval, the organiser approving
 * them all at once, and withdrawals racing promotions. A watcher counts the approved entries throughout, from
 * its own connection: never more than eight, at any moment.
 */

const Register = `mutation ($t: Int!, $team: Int!) { registerTeam(tournamentId: $t, teamId: $team) { id status } }`;
const Review = `mutation ($id: Int!, $decision: ReviewDecision!) { reviewRegistration(id: $id, decision: $decision) { id status } }`;
const Withdraw = `mutation ($id: Int!) { withdrawRegistration(id: $id) { id status } }`;
const Settings = `mutation ($t: Int!, $input: EntrySettingsInput!) { updateEntrySettings(tournamentId: $t, input: $input) { id } }`;
const Generate = `mutation ($t: Int!) { generateFixtures(tournamentId: $t) { id homeTeam { id } awayTeam { id } } }`;

const CAPACITY = 8;

describe.skipIf(!process.env.TEST_DATABASE_URL)('entries racing for eight places (PostgreSQL)', () => {
  let server: TestServer;
  let organiser: TestClient;
  let owner: TestClient;
  let teams: Team[];
  let cup: Tournament;

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    const creator = await createUser(em, { email: 'organiser@example.test', role: Role.tournament_creator });
    const clubOwner = await createUser(em, { email: 'owner@example.test', role: Role.club_owner });
    const club = await createClub(em, clubOwner, { name: 'Thirty Sides SC' });
    teams = [];
    for (let index = 0; index < 30; index++) teams.push(await createTeam(em, club, { name: `Side ${index + 1}` }));
    cup = await createTournament(em, creator, { name: 'Eight Places Cup' });
    organiser = await signedInClient(server, 'organiser@example.test');
    owner = await signedInClient(server, 'owner@example.test');
    const settings = await organiser.gql(Settings, {
      t: cup.id,
      input: { capacity: CAPACITY, entriesNeedApproval: true },
    });
    expect(settings.errors).toBeUndefined();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  /** Counts the approved entries from its own connection until `race` settles; answers the most it saw. */
  async function watchApproved<T>(race: Promise<T>): Promise<{ answers: T; most: number }> {
    let done = false;
    let most = 0;
    const watcher = (async () => {
      const em = server.em();
      while (!done) {
        const [row] = await em.execute<{ count: string }[]>(
          `select count(*) as count from tournament_registrations where tournament_id = ? and status = 'APPROVED'`,
          [cup.id],
        );
        most = Math.max(most, Number(row.count));
      }
    })();
    const answers = await race;
    done = true;
    await watcher;
    return { answers, most };
  }

  const statuses = () =>
    server.em().find(Registration, { tournament: cup.id }, { orderBy: { enteredAt: 'asc', id: 'asc' } });
  const approvedCount = async () =>
    server.em().count(Registration, { tournament: cup.id, status: RegistrationStatus.APPROVED });

  it('thirty apply at once, all wait for review; thirty approvals at once admit exactly eight', async () => {
    const applied = await Promise.all(
      teams.map((team) =>
        owner.gql<{ registerTeam: { id: number; status: string } }>(Register, { t: cup.id, team: team.id }),
      ),
    );
    expect(applied.filter((answer) => answer.errors)).toEqual([]);
    expect(new Set(applied.map((answer) => answer.data!.registerTeam.status))).toEqual(new Set(['PENDING']));
    expect(await server.em().count(Registration, { tournament: cup.id })).toBe(30);

    const { answers, most } = await watchApproved(
      Promise.all(
        applied.map((answer) =>
          organiser.gql<{ reviewRegistration: { status: string } }>(Review, {
            id: answer.data!.registerTeam.id,
            decision: 'APPROVE',
          }),
        ),
      ),
    );
    expect(most).toBeLessThanOrEqual(CAPACITY);
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(CAPACITY);
    for (const refused of answers.filter((answer) => answer.errors)) {
      expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
      expect(refused.errors?.[0].message).toMatch(/This tournament is full/);
    }
    expect(await approvedCount()).toBe(CAPACITY);
  }, 120_000);

  it('withdrawals race promotions and approvals: never more than eight approved, every freed place refilled', async () => {
    // The other 22 go on the waiting list, all at once.
    const waiting = (await statuses()).filter((row) => row.status === RegistrationStatus.PENDING);
    expect(waiting).toHaveLength(30 - CAPACITY);
    const listed = await Promise.all(waiting.map((row) => organiser.gql(Review, { id: row.id, decision: 'WAITLIST' })));
    expect(listed.filter((answer) => answer.errors)).toEqual([]);

    for (let round = 0; round < 3; round++) {
      const rows = await statuses();
      const approved = rows.filter((row) => row.status === RegistrationStatus.APPROVED);
      const waitlisted = rows.filter((row) => row.status === RegistrationStatus.WAITLISTED);
      // Three approved teams withdraw while the organiser tries to approve five waitlisted ones and two
      // waitlisted teams withdraw too: each withdrawal of an approved team promotes the first in line.
      const { most } = await watchApproved(
        Promise.all([
          ...approved.slice(0, 3).map((row) => owner.gql(Withdraw, { id: row.id })),
          ...waitlisted.slice(-5).map((row) => organiser.gql(Review, { id: row.id, decision: 'APPROVE' })),
          ...waitlisted.slice(0, 2).map((row) => owner.gql(Withdraw, { id: row.id })),
        ]),
      );
      expect(most, `round ${round}`).toBeLessThanOrEqual(CAPACITY);
      expect(await approvedCount(), `round ${round}`).toBe(CAPACITY);
    }

    // Fifteen withdrew (five a round); the places they freed were all refilled.
    const rows = await statuses();
    expect(rows.filter((row) => row.status === RegistrationStatus.WITHDRAWN)).toHaveLength(15);
    expect(rows.filter((row) => row.status === RegistrationStatus.APPROVED)).toHaveLength(CAPACITY);

    // Fixtures: the eight approved teams only, every pair once.
    const fixtures = await organiser.gql<{
      generateFixtures: { homeTeam: { id: number }; awayTeam: { id: number } }[];
    }>(Generate, { t: cup.id });
    expect(fixtures.errors).toBeUndefined();
    const approvedIds = new Set(
      rows.filter((row) => row.status === RegistrationStatus.APPROVED).map((row) => row.team.id),
    );
    const playing = new Set(fixtures.data!.generateFixtures.flatMap((match) => [match.homeTeam.id, match.awayTeam.id]));
    expect(playing).toEqual(approvedIds);
    expect(fixtures.data!.generateFixtures).toHaveLength((CAPACITY * (CAPACITY - 1)) / 2);
  }, 180_000);
});

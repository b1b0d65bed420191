import { beforeEach, describe, expect, it } from 'vitest';
import { ActivityAction, ActivityLog } from '../../../server/src/modules/users/activity-log.entity.js';
import { Registration } from '../../../server/src/modules/tournaments/registration.entity.js';
import type { Team } from '../../../server/src/modules/teams/team.entity.js';
import type { Tournament } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role, type User } from '../../../server/src/modules/users/user.entity.js';
import { TestClient } from '../../support/client.js';
import { createClub, createTeam, createTournament, createUser, registerTeams } from '../../support/factories.js';
import { signedInClient, useTestServer } from '../management/support.js';

/**
 * Entries an organiser reviews: status and fee status, the organiser's note for the team, the waiting list,
 * and only approved teams playing. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const Register = `mutation ($t: Int!, $team: Int!) { registerTeam(tournamentId: $t, teamId: $team) { id status feeStatus } }`;
const Review = `mutation ($id: Int!, $decision: ReviewDecision!, $note: String) {
  reviewRegistration(id: $id, decision: $decision, note: $note) { id status note reviewedAt }
}`;
const Fee = `mutation ($id: Int!, $fee: FeeStatus!) { setRegistrationFeeStatus(id: $id, feeStatus: $fee) { id feeStatus } }`;
const Withdraw = `mutation ($id: Int!) { withdrawRegistration(id: $id) { id status } }`;
const Settings = `mutation ($t: Int!, $input: EntrySettingsInput!) {
  updateEntrySettings(tournamentId: $t, input: $input) {
    id capacity maxTeams entryFee entryFeeCurrency entriesNeedApproval squadDeadline registrationCount
  }
}`;
const Entries = `query ($id: Int!) {
  managedTournament(id: $id) { id registrationCount registrations { id teamId status feeStatus note } }
}`;
const TeamEntries = `query ($id: Int!) { team(id: $id) { id registrations { id tournamentId status feeStatus note } } }`;
const PublicEntries = `query ($id: Int!) { publicTournament(id: $id) { id registrationCount registrations { teamId status note } } }`;
const PublicTeamEntries = `query ($id: Int!) { publicTeam(id: $id) { id registrations { id tournamentId status note } } }`;
const Generate = `mutation ($t: Int!) { generateFixtures(tournamentId: $t) { id homeTeam { id } awayTeam { id } } }`;

type Entry = { id: number; teamId: number; status: string; feeStatus: string; note: string | null };

describe('entries reviewed by the organiser', () => {
  const server = useTestServer();
  let organiserUser: User;
  let organiser: TestClient;
  let manager: TestClient;
  let otherManager: TestClient;
  let teams: Team[];
  let cup: Tournament;

  beforeEach(async () => {
    await server.reset();
    const em = server.em();
    organiserUser = await createUser(em, { email: 'organiser@example.test', role: Role.tournament_creator });
    const owner = await createUser(em, { email: 'owner@example.test', role: Role.club_owner });
    const managerUser = await createUser(em, { email: 'manager@example.test', role: Role.manager });
    const otherUser = await createUser(em, { email: 'other@example.test', role: Role.manager });
    const club = await createClub(em, owner, { name: 'Harbour Lights SC' });
    teams = [];
    for (let index = 0; index < 5; index++) {
      teams.push(
        await createTeam(em, club, {
          name: `Side ${index + 1}`,
          manager: index === 0 ? managerUser : index === 1 ? otherUser : null,
        }),
      );
    }
    cup = await createTournament(em, organiserUser, { name: 'Island Cup', maxTeams: 3 });
    organiser = await signedInClient(server, 'organiser@example.test');
    manager = await signedInClient(server, 'manager@example.test');
    otherManager = await signedInClient(server, 'other@example.test');
  });

  const entries = async () =>
    (await organiser.gql<{ managedTournament: { registrations: Entry[] } }>(Entries, { id: cup.id })).data!
      .managedTournament.registrations;
  const statusOf = async (team: Team) => (await entries()).find((entry) => entry.teamId === team.id)?.status;
  const setSettings = (input: Record<string, unknown>) => organiser.gql(Settings, { t: cup.id, input });

  it('existing entries stay approved with no fee; without approval entries are in while places last, then wait', async () => {
    await registerTeams(server.em(), cup, [teams[2]]);
    expect(await entries()).toMatchObject([{ teamId: teams[2].id, status: 'APPROVED', feeStatus: 'NOT_REQUIRED' }]);

    const first = await manager.gql<{ registerTeam: Entry }>(Register, { t: cup.id, team: teams[0].id });
    expect(first.data?.registerTeam).toMatchObject({ status: 'APPROVED', feeStatus: 'NOT_REQUIRED' });
    const second = await organiser.gql<{ registerTeam: Entry }>(Register, { t: cup.id, team: teams[3].id });
    expect(second.data?.registerTeam.status).toBe('APPROVED');
    // Full: the next team waits instead of being refused.
    const third = await otherManager.gql<{ registerTeam: Entry }>(Register, { t: cup.id, team: teams[1].id });
    expect(third.errors).toBeUndefined();
    expect(third.data?.registerTeam.status).toBe('WAITLISTED');

    // The public sees the three teams that are in, not the waiting one.
    const seen = await new TestClient(server.url).gql<{
      publicTournament: { registrationCount: number; registrations: { teamId: number }[] };
    }>(PublicEntries, { id: cup.id });
    expect(seen.data?.publicTournament.registrationCount).toBe(3);
    expect(seen.data?.publicTournament.registrations.map((entry) => entry.teamId).sort()).toEqual(
      [teams[0].id, teams[2].id, teams[3].id].sort(),
    );
  });

  it('with approval, entries wait for review; the rejected team’s manager reads the note; fixtures use approved teams only', async () => {
    expect((await setSettings({ capacity: 3, entriesNeedApproval: true })).errors).toBeUndefined();
    const ids: number[] = [];
    for (const [client, team] of [
      [manager, teams[0]],
      [otherManager, teams[1]],
      [organiser, teams[2]],
      [organiser, teams[3]],
    ] as const) {
      const entered = await client.gql<{ registerTeam: Entry }>(Register, { t: cup.id, team: team.id });
      expect(entered.errors).toBeUndefined();
      ids.push(entered.data!.registerTeam.id);
    }
    // The team side's entries wait; the organiser's own additions are approved by the act.
    expect((await entries()).map((entry) => entry.status)).toEqual(['PENDING', 'PENDING', 'APPROVED', 'APPROVED']);

    const rejected = await organiser.gql<{ reviewRegistration: Entry }>(Review, {
      id: ids[0],
      decision: 'REJECT',
      note: 'Your roster has only 9 registered players; add two and enter again next season.',
    });
    expect(rejected.errors).toBeUndefined();
    expect(rejected.data?.reviewRegistration.status).toBe('REJECTED');

    // The rejected team's manager sees the state and the note on the team's page; other people see neither.
    const mine = await manager.gql<{ team: { registrations: Entry[] } }>(TeamEntries, { id: teams[0].id });
    expect(mine.data?.team.registrations).toMatchObject([
      {
        tournamentId: cup.id,
        status: 'REJECTED',
        note: 'Your roster has only 9 registered players; add two and enter again next season.',
      },
    ]);
    const theirs = await otherManager.gql<{ publicTeam: { registrations: Entry[] } }>(PublicTeamEntries, {
      id: teams[0].id,
    });
    expect(theirs.data?.publicTeam.registrations).toEqual([]);
    const rejectedAgain = await manager.gql(Register, { t: cup.id, team: teams[0].id });
    expect(rejectedAgain.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });

    const approved = await organiser.gql<{ reviewRegistration: Entry }>(Review, {
      id: ids[1],
      decision: 'APPROVE',
      note: 'Welcome!',
    });
    expect(approved.data?.reviewRegistration).toMatchObject({ status: 'APPROVED', note: 'Welcome!' });

    const fixtures = await organiser.gql<{
      generateFixtures: { homeTeam: { id: number }; awayTeam: { id: number } }[];
    }>(Generate, { t: cup.id });
    expect(fixtures.errors).toBeUndefined();
    const playing = new Set(fixtures.data!.generateFixtures.flatMap((match) => [match.homeTeam.id, match.awayTeam.id]));
    expect([...playing].sort()).toEqual([teams[1].id, teams[2].id, teams[3].id].sort());
    // Three teams in a round robin: three matches, none for the rejected team.
    expect(fixtures.data!.generateFixtures).toHaveLength(3);

    const log = await server
      .em()
      .find(ActivityLog, { action: ActivityAction.registration_reviewed }, { orderBy: { id: 'asc' } });
    expect(log.map((entry) => entry.details)).toEqual([
      `Tournament ${cup.id} (Island Cup): Side 1 rejected (Your roster has only 9 registered players; add two and enter again next season.)`,
      `Tournament ${cup.id} (Island Cup): Side 2 approved (Welcome!)`,
    ]);
  });

  it('refuses to approve beyond the capacity; a withdrawal promotes the first waitlisted team', async () => {
    await setSettings({ capacity: 2, entriesNeedApproval: true });
    const ids: number[] = [];
    for (const team of teams.slice(0, 4)) {
      const client = team === teams[0] ? manager : team === teams[1] ? otherManager : organiser;
      ids.push(
        (await client.gql<{ registerTeam: Entry }>(Register, { t: cup.id, team: team.id })).data!.registerTeam.id,
      );
    }
    // Sides 3 and 4 (the organiser's) fill both places; the managers' entries wait.
    await organiser.gql(Review, { id: ids[1], decision: 'WAITLIST' });
    await organiser.gql(Review, { id: ids[0], decision: 'WAITLIST' });
    const full = await organiser.gql(Review, { id: ids[0], decision: 'APPROVE' });
    expect(full.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(full.errors?.[0].message).toMatch(/full: its 2 places are approved/);
    expect(await statusOf(teams[0])).toBe('WAITLISTED');

    // Side 3 leaves: the first team on the waiting list by time of entry (Side 1) takes its place.
    const left = await organiser.gql<{ withdrawRegistration: Entry }>(Withdraw, { id: ids[2] });
    expect(left.data?.withdrawRegistration.status).toBe('WITHDRAWN');
    expect(await statusOf(teams[0])).toBe('APPROVED');
    expect(await statusOf(teams[1])).toBe('WAITLISTED');

    // A manager withdraws their own entry, not another team's; Side 2 moves up.
    expect((await otherManager.gql(Withdraw, { id: ids[0] })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const own = await manager.gql<{ withdrawRegistration: Entry }>(Withdraw, { id: ids[0] });
    expect(own.data?.withdrawRegistration.status).toBe('WITHDRAWN');
    expect(await statusOf(teams[1])).toBe('APPROVED');
    const twice = await manager.gql(Withdraw, { id: ids[0] });
    expect(twice.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    // A withdrawn team enters again, at the back of the queue.
    const back = await manager.gql<{ registerTeam: Entry }>(Register, { t: cup.id, team: teams[0].id });
    expect(back.data?.registerTeam).toMatchObject({ id: ids[0], status: 'PENDING' });

    // More places fill from the waiting list too.
    await organiser.gql(Review, { id: ids[0], decision: 'WAITLIST' });
    const grown = await setSettings({ capacity: 3, entriesNeedApproval: true });
    expect(grown.errors).toBeUndefined();
    expect(await statusOf(teams[0])).toBe('APPROVED');
    const shrink = await setSettings({ capacity: 2 });
    expect(shrink.errors?.[0].extensions?.fields).toEqual({
      capacity: 'Capacity cannot be below the 3 teams already approved',
    });

    const promotions = await server
      .em()
      .find(ActivityLog, { action: ActivityAction.registration_promoted }, { orderBy: { id: 'asc' } });
    expect(promotions.map((entry) => entry.details)).toEqual([
      `Tournament ${cup.id} (Island Cup): Side 1 promoted from the waiting list`,
      `Tournament ${cup.id} (Island Cup): Side 2 promoted from the waiting list`,
      `Tournament ${cup.id} (Island Cup): Side 1 promoted from the waiting list`,
    ]);
    expect(await server.em().count(ActivityLog, { action: ActivityAction.registration_withdrawn })).toBe(2);
  });

  it('fee states: new entries owe a set fee; the organiser records it paid or waived', async () => {
    const noFee = await manager.gql<{ registerTeam: Entry }>(Register, { t: cup.id, team: teams[0].id });
    expect(noFee.data?.registerTeam.feeStatus).toBe('NOT_REQUIRED');
    const paidTooEarly = await organiser.gql(Fee, { id: noFee.data!.registerTeam.id, fee: 'PAID' });
    expect(paidTooEarly.errors?.[0].extensions?.fields).toEqual({ feeStatus: 'This tournament has no entry fee' });

    const settings = await setSettings({ capacity: 3, entryFee: 150, entryFeeCurrency: 'xcd' });
    expect(settings.data).toEqual({
      updateEntrySettings: expect.objectContaining({
        entryFee: 150,
        entryFeeCurrency: 'XCD',
        capacity: 3,
        maxTeams: 3,
      }),
    });
    // The entry made before the fee now owes it, as does a new one.
    expect(await entries()).toMatchObject([{ feeStatus: 'UNPAID' }]);
    const owing = await otherManager.gql<{ registerTeam: Entry }>(Register, { t: cup.id, team: teams[1].id });
    expect(owing.data?.registerTeam.feeStatus).toBe('UNPAID');

    expect(
      (await manager.gql(Fee, { id: noFee.data!.registerTeam.id, fee: 'PAID' })).errors?.[0].extensions?.code,
    ).toBe('FORBIDDEN');
    const paid = await organiser.gql<{ setRegistrationFeeStatus: Entry }>(Fee, {
      id: noFee.data!.registerTeam.id,
      fee: 'PAID',
    });
    expect(paid.data?.setRegistrationFeeStatus.feeStatus).toBe('PAID');
    const waived = await organiser.gql<{ setRegistrationFeeStatus: Entry }>(Fee, {
      id: owing.data!.registerTeam.id,
      fee: 'WAIVED',
    });
    expect(waived.data?.setRegistrationFeeStatus.feeStatus).toBe('WAIVED');
    const notRequired = await organiser.gql(Fee, { id: owing.data!.registerTeam.id, fee: 'NOT_REQUIRED' });
    expect(notRequired.errors?.[0].extensions?.fields).toHaveProperty('feeStatus');

    const badSettings = await setSettings({ capacity: 1, entryFee: -5, entryFeeCurrency: 'dollars' });
    expect(badSettings.errors?.[0].extensions?.fields).toEqual({
      capacity: 'Capacity must be a whole number from 2 to 1024',
      entryFee: 'Entry fee must be 0 or more',
      entryFeeCurrency: 'Give the currency as a three-letter code, such as USD or XCD',
    });
    expect(
      (await server.em().findOneOrFail(Registration, { id: paid.data!.setRegistrationFeeStatus.id })).feeStatus,
    ).toBe('PAID');
  });

  it('permissions: a manager cannot review or change settings; a visitor cannot register; strangers see no note', async () => {
    const entered = await manager.gql<{ registerTeam: Entry }>(Register, { t: cup.id, team: teams[0].id });
    const id = entered.data!.registerTeam.id;
    const byManager = await manager.gql(Review, { id, decision: 'APPROVE' });
    expect(byManager.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const rival = await createUser(server.em(), { email: 'rival@example.test', role: Role.tournament_creator });
    const byRival = await (await signedInClient(server, rival.email)).gql(Review, { id, decision: 'REJECT' });
    expect(byRival.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await manager.gql(Settings, { t: cup.id, input: { capacity: 10 } })).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );

    const visitor = new TestClient(server.url);
    const anonymous = await visitor.gql(Register, { t: cup.id, team: teams[3].id });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await visitor.gql(Withdraw, { id })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    await organiser.gql(Review, { id, decision: 'APPROVE', note: 'See you on the 1st' });
    const publicView = await visitor.gql<{ publicTournament: { registrations: Entry[] } }>(PublicEntries, {
      id: cup.id,
    });
    expect(publicView.data?.publicTournament.registrations).toEqual([
      { teamId: teams[0].id, status: 'APPROVED', note: null },
    ]);
    expect(await server.em().count(Registration, {})).toBe(1);
  });
});

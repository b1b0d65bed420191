import { beforeEach, describe, expect, it } from 'vitest';
import { Club } from '../../../server/src/modules/clubs/club.entity.js';
import { Role, User } from '../../../server/src/modules/users/user.entity.js';
import { TestClient } from '../../support/client.js';
import { createClub, createTeam, createUser } from '../../support/factories.js';
import { badClub } from '../../support/form-cases.js';
import { signedInClient, useTestServer } from './support.js';

const CreateClub = /* GraphQL */ `
  mutation CreateClub($input: ClubInput!) {
    createClub(input: $input) {
      id
      name
      description
      location
      contactEmail
      contactPhone
      isActive
      ownerId
      teamCount
    }
  }
`;
const UpdateClub = /* GraphQL */ `
  mutation UpdateClub($id: Int!, $input: ClubInput!) {
    updateClub(id: $id, input: $input) {
      id
      name
      location
    }
  }
`;
const SetClubActive = /* GraphQL */ `
  mutation SetClubActive($id: Int!, $active: Boolean!) {
    setClubActive(id: $id, active: $active) {
      id
      isActive
    }
  }
`;
const MyClubs = /* GraphQL */ `
  query MyClubs {
    myClubs {
      id
      name
      teamCount
    }
  }
`;

type ClubRow = { id: number; name: string; teamCount: number; isActive: boolean; ownerId: number };

describe('clubs', () => {
  const server = useTestServer();
  let owner: TestClient;
  let other: TestClient;
  let ownerId: number;

  beforeEach(async () => {
    await server.reset();
    const em = server.em();
    ownerId = (await createUser(em, { email: 'owner@example.test', role: Role.club_owner })).id;
    await createUser(em, { email: 'other@example.test', role: Role.club_owner });
    await createUser(em, { email: 'player@example.test', role: Role.player });
    await createUser(em, { email: 'pending@example.test', role: Role.club_owner, state: 'pending' });
    owner = await signedInClient(server, 'owner@example.test');
    other = await signedInClient(server, 'other@example.test');
  });

  const clubCount = () => server.em().count(Club, {});

  it('creates a club owned by the signed-in person, empty optional fields stored as null', async () => {
    const { data, errors } = await owner.gql<{ createClub: ClubRow & Record<string, unknown> }>(CreateClub, {
      input: { name: '  Harbour Lights SC ', description: '', location: 'Castries', contactEmail: 'hi@harbour.lc' },
    });
    expect(errors).toBeUndefined();
    expect(data?.createClub).toMatchObject({
      name: 'Harbour Lights SC',
      description: null,
      location: 'Castries',
      contactEmail: 'hi@harbour.lc',
      contactPhone: null,
      isActive: true,
      ownerId,
      teamCount: 0,
    });
    const stored = await server.em().findOneOrFail(Club, { id: data!.createClub.id });
    expect(stored.owner.id).toBe(ownerId);
  });

  it('refuses a missing name and a bad e-mail with the spec messages, storing nothing', async () => {
    const blank = await owner.gql(CreateClub, { input: { name: '   ' } });
    expect(blank.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(blank.errors?.[0].extensions?.fields).toEqual({ name: 'Club name is required' });
    const email = await owner.gql(CreateClub, { input: { name: 'Club', contactEmail: 'not-an-email' } });
    expect(email.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(email.errors?.[0].extensions?.fields).toHaveProperty('contactEmail');
    expect(await clubCount()).toBe(0);
  });

  it('refuses with the words the browser form shows for the same input', async () => {
    const { errors } = await owner.gql(CreateClub, { input: badClub.input });
    expect(errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(errors?.[0].extensions?.fields).toEqual(badClub.fields);
    expect(await clubCount()).toBe(0);
  });

  it('refuses visitors, pending accounts and players', async () => {
    const visitor = await new TestClient(server.url).gql(CreateClub, { input: { name: 'X' } });
    expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    for (const email of ['player@example.test', 'pending@example.test']) {
      const client = await signedInClient(server, email);
      const { errors } = await client.gql(CreateClub, { input: { name: 'X' } });
      expect(errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect(await clubCount()).toBe(0);
  });

  it('lists only my clubs with their real team counts', async () => {
    const em = server.em();
    const me = await createClub(em, await em.findOneOrFail(User, { id: ownerId }), { name: 'Mine' });
    await createTeam(em, me);
    await createTeam(em, me);
    const otherUser = await createUser(em, { role: Role.club_owner });
    await createClub(em, otherUser, { name: 'Theirs' });
    const { data } = await owner.gql<{ myClubs: ClubRow[] }>(MyClubs);
    expect(data?.myClubs).toEqual([{ id: me.id, name: 'Mine', teamCount: 2 }]);
  });

  it('lets only the owner edit, deactivate and reactivate', async () => {
    const created = await owner.gql<{ createClub: ClubRow }>(CreateClub, { input: { name: 'Sunset Bay' } });
    const id = created.data!.createClub.id;

    const refused = await other.gql(UpdateClub, { id, input: { name: 'Stolen' } });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const refusedDeactivate = await other.gql(SetClubActive, { id, active: false });
    expect(refusedDeactivate.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    let stored = await server.em().findOneOrFail(Club, { id });
    expect(stored).toMatchObject({ name: 'Sunset Bay', isActive: true });

    const badEdit = await owner.gql(UpdateClub, { id, input: { name: '' } });
    expect(badEdit.errors?.[0].extensions?.fields).toEqual({ name: 'Club name is required' });
    stored = await server.em().findOneOrFail(Club, { id });
    expect(stored.name).toBe('Sunset Bay');

    const edited = await owner.gql<{ updateClub: ClubRow }>(UpdateClub, {
      id,
      input: { name: 'Sunset Bay CC', location: 'Gros Islet' },
    });
    expect(edited.data?.updateClub).toEqual({ id, name: 'Sunset Bay CC', location: 'Gros Islet' });

    const off = await owner.gql<{ setClubActive: ClubRow }>(SetClubActive, { id, active: false });
    expect(off.data?.setClubActive.isActive).toBe(false);
    const on = await owner.gql<{ setClubActive: ClubRow }>(SetClubActive, { id, active: true });
    expect(on.data?.setClubActive.isActive).toBe(true);

    const missing = await owner.gql(SetClubActive, { id: 99999, active: false });
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('shows a club to its owner only', async () => {
    const created = await owner.gql<{ createClub: ClubRow }>(CreateClub, { input: { name: 'Sunset Bay' } });
    const ClubQuery = `query Club($id: Int!) { club(id: $id) { id name teamCount } }`;
    const id = created.data!.createClub.id;
    const mine = await owner.gql<{ club: ClubRow }>(ClubQuery, { id });
    expect(mine.data?.club).toEqual({ id, name: 'Sunset Bay', teamCount: 0 });
    const theirs = await other.gql(ClubQuery, { id });
    expect(theirs.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(theirs.data).toBeNull();
  });

  it('GET and POST /api/clubs speak the spec shape', async () => {
    const created = await owner.rest<Record<string, unknown>>('POST', '/api/clubs', {
      name: 'Northern Stars',
      description: 'Cricket club',
      location: 'Gros Islet',
      contact_email: 'stars@example.test',
      contact_phone: '+1 758 555 0101',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Northern Stars',
      contact_email: 'stars@example.test',
      contact_phone: '+1 758 555 0101',
      owner_id: ownerId,
      is_active: true,
      logo_url: null,
      team_count: 0,
    });
    expect(typeof created.body.created_at).toBe('string');
    const list = await owner.rest<Record<string, unknown>[]>('GET', '/api/clubs');
    expect(list.status).toBe(200);
    expect(list.body.map((club) => club.name)).toEqual(['Northern Stars']);
    expect((await other.rest<unknown[]>('GET', '/api/clubs')).body).toEqual([]);
  });

  it('POST /api/clubs answers 400 with the spec message and stores nothing', async () => {
    const missing = await owner.rest<{ error: string }>('POST', '/api/clubs', { location: 'Nowhere' });
    expect(missing).toMatchObject({ status: 400, body: { error: 'Club name is required' } });
    const badEmail = await owner.rest<{ error: string }>('POST', '/api/clubs', { name: 'X', contact_email: 'x@' });
    expect(badEmail.status).toBe(400);
    expect(await clubCount()).toBe(0);
    const signedOut = await new TestClient(server.url).rest('POST', '/api/clubs', { name: 'X' });
    expect(signedOut.status).toBe(401);
  });
});

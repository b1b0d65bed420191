import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Club } from '../../../server/src/modules/clubs/club.entity.js';
import { TeamCrest } from '../../../server/src/modules/teams/team-crest.entity.js';
import { Team } from '../../../server/src/modules/teams/team.entity.js';
import { Role, type User } from '../../../server/src/modules/users/user.entity.js';
import { TestClient } from '../../support/client.js';
import { createClub, createTeam, createUser } from '../../support/factories.js';
import { signedInClient, useTestServer } from './support.js';

const UpdateTeam = `mutation UpdateTeam($id: Int!, $input: TeamInput!) { updateTeam(id: $id, input: $input) { id primaryColor secondaryColor } }`;
const SetCrest = `mutation SetCrest($teamId: Int!, $image: String!) { setTeamCrest(teamId: $teamId, image: $image) { id crestUrl } }`;
const RemoveCrest = `mutation RemoveCrest($teamId: Int!) { removeTeamCrest(teamId: $teamId) { id crestUrl } }`;
const PublicTeam = `query PublicTeam($id: Int!) { publicTeam(id: $id) { id primaryColor secondaryColor crestUrl } }`;

type GqlError = { message: string; extensions?: { code?: string; fields?: Record<string, string> } };

/** A 300×200 picture in the given format: wider than tall, so the square fit shows. */
function picture(format: 'png' | 'jpeg' | 'webp', width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 14, g: 116, b: 144, alpha: 1 } } })
    .toFormat(format)
    .toBuffer();
}

describe('team colours and crests', () => {
  const server = useTestServer();
  let owner: TestClient;
  let manager: TestClient;
  let stranger: TestClient;
  let ownerUser: User;
  let managerUser: User;
  let club: Club;
  let team: Team;

  beforeEach(async () => {
    await server.reset();
    const em = server.em();
    ownerUser = await createUser(em, { email: 'owner@example.test', role: Role.club_owner });
    managerUser = await createUser(em, { email: 'manager@example.test', role: Role.manager });
    await createUser(em, { email: 'stranger@example.test', role: Role.club_owner });
    club = await createClub(em, ownerUser, { name: 'Harbour Lights SC' });
    team = await createTeam(em, club, { name: 'Harbour Lights XI', manager: managerUser });
    owner = await signedInClient(server, 'owner@example.test');
    manager = await signedInClient(server, 'manager@example.test');
    stranger = await signedInClient(server, 'stranger@example.test');
  });

  const input = (colours: Record<string, unknown>) => ({ name: 'Harbour Lights XI', clubId: club.id, ...colours });

  describe('colours', () => {
    it('stores both colours in lower case and shows them on the public team', async () => {
      const { data, errors } = await manager.gql<{ updateTeam: { primaryColor: string; secondaryColor: string } }>(
        UpdateTeam,
        { id: team.id, input: input({ primaryColor: '#0E7490', secondaryColor: ' #f97316 ' }) },
      );
      expect(errors).toBeUndefined();
      expect(data?.updateTeam).toMatchObject({ primaryColor: '#0e7490', secondaryColor: '#f97316' });
      const visitor = new TestClient(server.url);
      const read = await visitor.gql<{ publicTeam: { primaryColor: string; secondaryColor: string } }>(PublicTeam, {
        id: team.id,
      });
      expect(read.data?.publicTeam).toMatchObject({ primaryColor: '#0e7490', secondaryColor: '#f97316' });
    });

    it('refuses a colour that is not #rrggbb, naming the field, and stores nothing', async () => {
      for (const [field, value] of [
        ['primaryColor', 'red'],
        ['primaryColor', '#0e749'],
        ['secondaryColor', '#12345g'],
        ['secondaryColor', '0e7490'],
      ] as const) {
        const { errors } = await owner.gql(UpdateTeam, { id: team.id, input: input({ [field]: value }) });
        const error = errors?.[0];
        expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
        expect(error?.extensions?.fields?.[field]).toMatch(/hex code/);
      }
      const stored = await server.em().findOneOrFail(Team, team.id);
      expect([stored.primaryColor, stored.secondaryColor]).toEqual([null, null]);
    });

    it('lets only the manager or the club owner change them', async () => {
      const { errors } = await stranger.gql(UpdateTeam, { id: team.id, input: input({ primaryColor: '#000000' }) });
      expect((errors?.[0] as GqlError).extensions?.code).toBe('FORBIDDEN');
      const stored = await server.em().findOneOrFail(Team, team.id);
      expect(stored.primaryColor).toBeNull();
    });
  });

  describe('crests', () => {
    const upload = (client: TestClient, image: string, teamId = team.id) =>
      client.gql<{ setTeamCrest: { id: number; crestUrl: string | null } }>(SetCrest, { teamId, image });

    it('resizes an upload to square WebP and PNG pictures served at the public crest address', async () => {
      const png = await picture('png');
      const { data, errors } = await owner.gql<{ setTeamCrest: { crestUrl: string } }>(SetCrest, {
        teamId: team.id,
        image: `data:image/png;base64,${png.toString('base64')}`,
      });
      expect(errors).toBeUndefined();
      const crestUrl = data!.setTeamCrest.crestUrl;
      expect(crestUrl).toMatch(new RegExp(`^/crests/${team.id}/128\\.webp\\?v=[0-9a-f]{16}$`));

      for (const [file, size, format] of [
        ['64.webp', 64, 'webp'],
        ['128.webp', 128, 'webp'],
        ['256.webp', 256, 'webp'],
        ['256.png', 256, 'png'],
      ] as const) {
        const response = await fetch(`${server.url}${crestUrl.replace('128.webp', file)}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe(`image/${format}`);
        // Versioned address: kept for a year.
        expect(response.headers.get('cache-control')).toMatch(/max-age=31536000, immutable/);
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([format, size, size]);
      }

      // The public team carries the same address.
      const visitor = new TestClient(server.url);
      const read = await visitor.gql<{ publicTeam: { crestUrl: string } }>(PublicTeam, { id: team.id });
      expect(read.data?.publicTeam.crestUrl).toBe(crestUrl);
    });

    it('answers a revalidation with 304, and an unversioned address is revalidated each time', async () => {
      await upload(manager, (await picture('jpeg')).toString('base64'));
      const first = await fetch(`${server.url}/crests/${team.id}/64.webp`);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('public, no-cache');
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^"[0-9a-f]{16}-64\.webp"$/);
      const again = await fetch(`${server.url}/crests/${team.id}/64.webp`, { headers: { 'If-None-Match': etag } });
      expect(again.status).toBe(304);
    });

    it('a new upload changes the address; removing it brings back a 404', async () => {
      const first = await upload(owner, (await picture('png')).toString('base64'));
      const second = await upload(owner, (await picture('webp', 100, 400)).toString('base64'));
      expect(second.errors).toBeUndefined();
      expect(second.data!.setTeamCrest.crestUrl).not.toBe(first.data!.setTeamCrest.crestUrl);
      expect(await server.em().count(TeamCrest, {})).toBe(1);

      const removed = await owner.gql<{ removeTeamCrest: { crestUrl: string | null } }>(RemoveCrest, {
        teamId: team.id,
      });
      expect(removed.data?.removeTeamCrest.crestUrl).toBeNull();
      expect(await server.em().count(TeamCrest, {})).toBe(0);
      expect((await fetch(`${server.url}/crests/${team.id}/128.webp`)).status).toBe(404);
      expect((await fetch(`${server.url}/crests/${team.id}/512.webp`)).status).toBe(404);
    });

    it('sniffs the content: a text file or a GIF named as a PNG is refused', async () => {
      const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
        .gif()
        .toBuffer();
      for (const bytes of [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), gif]) {
        const { errors } = await upload(owner, `data:image/png;base64,${bytes.toString('base64')}`);
        const error = errors?.[0] as GqlError;
        expect(error.extensions?.code).toBe('BAD_USER_INPUT');
        expect(error.extensions?.fields?.image).toBe('Upload a PNG, JPEG or WebP picture');
      }
      // A PNG signature on a broken file is caught by the decoder.
      const broken = Buffer.concat([(await picture('png')).subarray(0, 60)]);
      const { errors } = await upload(owner, broken.toString('base64'));
      expect((errors?.[0] as GqlError).extensions?.fields?.image).toMatch(/could not be read/);
      expect(await server.em().count(TeamCrest, {})).toBe(0);
    });

    it('refuses a picture over 512 KB', async () => {
      // Random pixels do not compress: a 430×430 PNG of noise is over the limit (and within /graphql's 1 MB).
      const noise = Buffer.alloc(430 * 430 * 3);
      for (let i = 0; i < noise.length; i++) noise[i] = Math.floor(Math.random() * 256);
      const big = await sharp(noise, { raw: { width: 430, height: 430, channels: 3 } })
        .png()
        .toBuffer();
      expect(big.length).toBeGreaterThan(512 * 1024);
      const { errors } = await upload(owner, big.toString('base64'));
      const error = errors?.[0] as GqlError;
      expect(error.extensions?.fields?.image).toBe('The crest must be 512 KB or smaller');
      expect(await server.em().count(TeamCrest, {})).toBe(0);
    });

    it('lets only the manager or the club owner upload or remove a crest', async () => {
      const image = (await picture('png')).toString('base64');
      const refused = await upload(stranger, image);
      expect((refused.errors?.[0] as GqlError).extensions?.code).toBe('FORBIDDEN');
      const visitor = new TestClient(server.url);
      const anonymous = await upload(visitor, image);
      expect((anonymous.errors?.[0] as GqlError).extensions?.code).toBe('UNAUTHENTICATED');
      expect(await server.em().count(TeamCrest, {})).toBe(0);

      await upload(manager, image);
      const removal = await stranger.gql(RemoveCrest, { teamId: team.id });
      expect((removal.errors?.[0] as GqlError).extensions?.code).toBe('FORBIDDEN');
      expect(await server.em().count(TeamCrest, {})).toBe(1);
    });
  });
});

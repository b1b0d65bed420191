import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Sport, TournamentType } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import { TestClient } from '../../support/client.js';
import { createTournament, createUser } from '../../support/factories.js';
import { startTestServer, type TestServer } from '../../support/server.js';

const PublicTournaments = /* GraphQL */ `
  query PublicTournaments($search: String, $type: TournamentType, $sport: Sport) {
    publicTournaments(search: $search, type: $type, sport: $sport) {
      id
      name
      tournamentType
      sport
      isPublished
    }
  }
`;

type Result = { publicTournaments: { id: number; name: string; tournamentType: string; sport: string }[] };

describe('public tournaments', () => {
  let server: TestServer;
  let visitor: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  beforeEach(async () => {
    await server.reset();
    visitor = new TestClient(server.url);
    const em = server.em();
    const creator = await createUser(em, { role: Role.tournament_creator });
    await createTournament(em, creator, {
      name: 'Island Cup T20',
      description: 'Cricket under lights',
      sport: Sport.cricket,
      startDate: '2026-12-05',
      endDate: '2026-12-20',
    });
    await createTournament(em, creator, {
      name: 'Caribbean Football Shield',
      description: 'Home and away LEAGUE',
      tournamentType: TournamentType.league,
      startDate: '2026-12-01',
      endDate: '2027-02-01',
    });
    await createTournament(em, creator, {
      name: 'Windward Knockout',
      description: '50% off entry',
      tournamentType: TournamentType.knockout,
      startDate: '2027-01-10',
      endDate: '2027-01-20',
    });
    await createTournament(em, creator, { name: 'Secret Cup draft', isPublished: false });
  });

  it('lists only published tournaments, soonest first, to a visitor', async () => {
    const { data, errors } = await visitor.gql<Result>(PublicTournaments);
    expect(errors).toBeUndefined();
    expect(data?.publicTournaments.map((t) => t.name)).toEqual([
      'Caribbean Football Shield',
      'Island Cup T20',
      'Windward Knockout',
    ]);
  });

  it('searches name and description case-insensitively', async () => {
    const byName = await visitor.gql<Result>(PublicTournaments, { search: 'island' });
    expect(byName.data?.publicTournaments.map((t) => t.name)).toEqual(['Island Cup T20']);
    const byDescription = await visitor.gql<Result>(PublicTournaments, { search: 'league' });
    expect(byDescription.data?.publicTournaments.map((t) => t.name)).toEqual(['Caribbean Football Shield']);
    const draft = await visitor.gql<Result>(PublicTournaments, { search: 'secret' });
    expect(draft.data?.publicTournaments).toEqual([]);
  });

  it('treats LIKE wildcards in the search as text', async () => {
    const percent = await visitor.gql<Result>(PublicTournaments, { search: '50%' });
    expect(percent.data?.publicTournaments.map((t) => t.name)).toEqual(['Windward Knockout']);
    const underscore = await visitor.gql<Result>(PublicTournaments, { search: '_' });
    expect(underscore.data?.publicTournaments).toEqual([]);
  });

  it('filters by type and by sport', async () => {
    const knockout = await visitor.gql<Result>(PublicTournaments, { type: 'knockout' });
    expect(knockout.data?.publicTournaments.map((t) => t.name)).toEqual(['Windward Knockout']);
    const cricket = await visitor.gql<Result>(PublicTournaments, { sport: 'cricket' });
    expect(cricket.data?.publicTournaments.map((t) => t.name)).toEqual(['Island Cup T20']);
  });

  it('refuses an unknown type with a clear error', async () => {
    const { errors } = await visitor.gql<Result>(PublicTournaments, { type: 'cup' });
    expect(errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(errors?.[0].message).toContain('type');
  });

  it('GET /api/public/tournaments answers in the spec shape (snake_case)', async () => {
    const { status, body } = await visitor.rest<Record<string, unknown>[]>(
      'GET',
      '/api/public/tournaments?search=shield&type=league',
    );
    expect(status).toBe(200);
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      name: 'Caribbean Football Shield',
      tournament_type: 'league',
      start_date: '2026-12-01',
      end_date: '2027-02-01',
      is_published: true,
      entry_fee: 0,
      prize_pool: 0,
    });
    expect(typeof body[0].id).toBe('number');
    expect(typeof body[0].creator_id).toBe('number');
    expect(Object.keys(body[0]).some((key) => /[A-Z]/.test(key))).toBe(false);
  });

  it('GET /api/public/tournaments answers 400 naming the bad parameter', async () => {
    const { status, body } = await visitor.rest<{ error: string }>('GET', '/api/public/tournaments?type=cup');
    expect(status).toBe(400);
    expect(body.error).toContain('type');
  });
});

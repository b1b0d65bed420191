import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, User } from '../../../server/src/modules/users/user.entity.js';
import { TestClient } from '../../support/client.js';
import { createClub, createMatch, createTeam, createTournament, createUser } from '../../support/factories.js';
import { startTestServer, type TestServer } from '../../support/server.js';

const MatchQuery = /* GraphQL */ `
  query Match($id: Int!) {
    match(id: $id) {
      id
      status
      homeTeam {
        name
      }
      awayTeam {
        name
      }
      tournament {
        name
      }
      referee {
        name
      }
    }
  }
`;

type Result = {
  match: {
    id: number;
    homeTeam: { name: string };
    awayTeam: { name: string };
    tournament: { name: string };
    referee: { name: string } | null;
  } | null;
};

describe('match(id)', () => {
  let server: TestServer;
  let publicMatchId: number;
  let draftMatchId: number;

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    const creator = await createUser(em, { email: 'creator@example.test', role: Role.tournament_creator });
    const referee = await createUser(em, { email: 'ref@example.test', name: 'Marlon Joseph', role: Role.referee });
    const club = await createClub(em, creator);
    const home = await createTeam(em, club, { name: 'Harbour Lights FC' });
    const away = await createTeam(em, club, { name: 'Coral Reef FC' });
    const published = await createTournament(em, creator, { name: 'Shield' });
    const draft = await createTournament(em, creator, { name: 'Draft Cup', isPublished: false });
    const publicMatch = await createMatch(em, published, home, away);
    publicMatch.referee = em.getReference(User, referee.id, { wrapped: true });
    await em.flush();
    publicMatchId = publicMatch.id;
    draftMatchId = (await createMatch(em, draft, home, away)).id;
  });
  afterAll(async () => {
    await server.stop();
  });

  it('shows a match of a published tournament to a visitor, with team names and the referee’s name', async () => {
    const { data, errors } = await new TestClient(server.url).gql<Result>(MatchQuery, { id: publicMatchId });
    expect(errors).toBeUndefined();
    expect(data?.match).toMatchObject({
      homeTeam: { name: 'Harbour Lights FC' },
      awayTeam: { name: 'Coral Reef FC' },
      tournament: { name: 'Shield' },
      referee: { name: 'Marlon Joseph' },
    });
  });

  it('hides a draft tournament’s match from visitors but not from its creator', async () => {
    const visitor = await new TestClient(server.url).gql<Result>(MatchQuery, { id: draftMatchId });
    expect(visitor.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const creator = new TestClient(server.url);
    await creator.signIn('creator@example.test');
    const own = await creator.gql<Result>(MatchQuery, { id: draftMatchId });
    expect(own.data?.match?.tournament.name).toBe('Draft Cup');
  });

  it('answers NOT_FOUND for an unknown id', async () => {
    const { errors } = await new TestClient(server.url).gql<Result>(MatchQuery, { id: 999999 });
    expect(errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

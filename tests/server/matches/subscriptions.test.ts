import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MatchStatus } from '../../../server/src/modules/matches/match.entity.js';
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
import { startTestServer, type TestServer } from '../../support/server.js';
import { subscribe, type Subscription } from '../../support/subscriptions.js';

const MatchFields = /* GraphQL */ `
  id
  status
  homeTeamScore
  awayTeamScore
  homeTeam {
    name
  }
  winnerTeam {
    name
  }
`;

type Pushed = {
  id: number;
  status: string;
  homeTeamScore: number | null;
  awayTeamScore: number | null;
  homeTeam: { name: string };
  winnerTeam: { name: string } | null;
};

const OneMatch = `subscription ($matchId: Int!) { matchUpdated(matchId: $matchId) { ${MatchFields} } }`;
const OneMatchAfter = `subscription ($matchId: Int!, $afterSeq: Int) {
  matchUpdated(matchId: $matchId, afterSeq: $afterSeq) { seq ${MatchFields} }
}`;
const TournamentMatches = `subscription ($tournamentId: Int!) { tournamentMatchesUpdated(tournamentId: $tournamentId) { ${MatchFields} } }`;
const LiveMatches = `subscription { liveMatchesUpdated { ${MatchFields} } }`;

const UpdateScore = /* GraphQL */ `
  mutation ($matchId: Int!, $score: MatchScoreInput!) {
    updateMatchScore(matchId: $matchId, score: $score) {
      id
    }
  }
`;
const ChangeStatus = /* GraphQL */ `
  mutation ($matchId: Int!, $status: MatchStatus!) {
    changeMatchStatus(matchId: $matchId, status: $status) {
      id
    }
  }
`;
const UpdateFixture = /* GraphQL */ `
  mutation ($matchId: Int!, $venue: String) {
    updateFixture(matchId: $matchId, input: { venue: $venue }) {
      id
    }
  }
`;

describe('live updates over graphql-ws', () => {
  let server: TestServer;
  let creator: User;
  let home: Team;
  let away: Team;
  let tournament: Tournament;
  let organiser: TestClient;
  const open: Subscription<unknown>[] = [];

  async function watch<Data>(
    query: string,
    variables: Record<string, unknown> = {},
    cookie = '',
    headers: Record<string, string> = {},
  ) {
    const subscription = await subscribe<Data>(server.url, query, variables, cookie, headers);
    open.push(subscription);
    return subscription;
  }

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    while (open.length) await open.pop()!.close();
    await server.stop();
  });
  beforeEach(async () => {
    while (open.length) await open.pop()!.close();
    await server.reset();
    const em = server.em();
    creator = await createUser(em, { email: 'organiser@example.test', role: Role.tournament_creator });
    const club = await createClub(em, creator);
    home = await createTeam(em, club, { name: 'Harbour Lights FC' });
    away = await createTeam(em, club, { name: 'Coral Reef FC' });
    tournament = await createTournament(em, creator);
    await registerTeams(em, tournament, [home, away]);
    organiser = new TestClient(server.url);
    await organiser.signIn('organiser@example.test');
  });

  it('pushes every committed score and status change of one match to a visitor', async () => {
    const match = await createMatch(server.em(), tournament, home, away, { status: MatchStatus.scheduled });
    const other = await createMatch(server.em(), tournament, home, away, { status: MatchStatus.in_progress });
    const watcher = await watch<{ matchUpdated: Pushed }>(OneMatch, { matchId: match.id });

    await organiser.gql(ChangeStatus, { matchId: match.id, status: 'in_progress' });
    expect((await watcher.next()).data?.matchUpdated).toMatchObject({
      id: match.id,
      status: 'in_progress',
      homeTeamScore: 0,
      awayTeamScore: 0,
      homeTeam: { name: 'Harbour Lights FC' },
    });

    // A refused change publishes nothing; a change to another match is not this watcher's.
    const refused = await organiser.gql(UpdateScore, { matchId: match.id, score: { homeTeamScore: -1 } });
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    await organiser.gql(UpdateScore, { matchId: other.id, score: { homeTeamScore: 4 } });
    await watcher.quiet();

    await organiser.gql(UpdateScore, { matchId: match.id, score: { homeTeamScore: 1 } });
    expect((await watcher.next()).data?.matchUpdated).toMatchObject({ homeTeamScore: 1, awayTeamScore: 0 });
    await organiser.gql(UpdateScore, { matchId: match.id, score: { homeTeamScore: 2 } });
    expect((await watcher.next()).data?.matchUpdated).toMatchObject({ homeTeamScore: 2 });

    await organiser.gql(ChangeStatus, { matchId: match.id, status: 'completed' });
    expect((await watcher.next()).data?.matchUpdated).toMatchObject({
      status: 'completed',
      winnerTeam: { name: 'Harbour Lights FC' },
    });
  });

  it('pushes the match at once to a watcher who shows it at an older seq (afterSeq), then each change', async () => {
    const match = await createMatch(server.em(), tournament, home, away, { status: MatchStatus.scheduled });
    await organiser.gql(ChangeStatus, { matchId: match.id, status: 'in_progress' });
    await organiser.gql(UpdateScore, { matchId: match.id, score: { homeTeamScore: 1 } });
    const behind = await watch<{ matchUpdated: Pushed & { seq: number } }>(OneMatchAfter, {
      matchId: match.id,
      afterSeq: 1,
    });
    const upToDate = await watch<{ matchUpdated: Pushed & { seq: number } }>(OneMatchAfter, {
      matchId: match.id,
      afterSeq: 2,
    });
    const without = await watch<{ matchUpdated: Pushed }>(OneMatch, { matchId: match.id });
    expect((await behind.next()).data?.matchUpdated).toMatchObject({ id: match.id, seq: 2, homeTeamScore: 1 });
    await Promise.all([behind.quiet(), upToDate.quiet(), without.quiet()]);

    await organiser.gql(UpdateScore, { matchId: match.id, score: { homeTeamScore: 2 } });
    for (const watcher of [behind, upToDate]) {
      expect((await watcher.next()).data?.matchUpdated).toMatchObject({ seq: 3, homeTeamScore: 2 });
    }
    expect((await without.next()).data?.matchUpdated).toMatchObject({ homeTeamScore: 2 });

    // A watcher behind on a match it may not see learns nothing of it.
    const draft = await createTournament(server.em(), creator, { isPublished: false });
    const hidden = await createMatch(server.em(), draft, home, away);
    const refused = await watch(OneMatchAfter, { matchId: hidden.id, afterSeq: -1 });
    const pushed = await refused.next();
    expect(pushed.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(pushed.data ?? null).toBeNull();
    await refused.completed();
  });

  it('pushes any match of one tournament, fixture edits included', async () => {
    const first = await createMatch(server.em(), tournament, home, away);
    const second = await createMatch(server.em(), tournament, away, home);
    const elsewhere = await createMatch(server.em(), await createTournament(server.em(), creator), home, away);
    const watcher = await watch<{ tournamentMatchesUpdated: Pushed }>(TournamentMatches, {
      tournamentId: tournament.id,
    });

    await organiser.gql(ChangeStatus, { matchId: elsewhere.id, status: 'postponed' });
    await organiser.gql(ChangeStatus, { matchId: second.id, status: 'postponed' });
    expect((await watcher.next()).data?.tournamentMatchesUpdated).toMatchObject({ id: second.id, status: 'postponed' });
    await organiser.gql(UpdateFixture, { matchId: first.id, venue: 'Kensington Oval' });
    expect((await watcher.next()).data?.tournamentMatchesUpdated?.id).toBe(first.id);
    await watcher.quiet();

    // A match added by hand arrives too.
    const added = await organiser.gql<{ addMatch: { id: number } }>(
      `mutation ($input: AddMatchInput!) { addMatch(input: $input) { id } }`,
      { input: { tournamentId: tournament.id, homeTeamId: home.id, awayTeamId: away.id } },
    );
    expect(added.errors).toBeUndefined();
    expect((await watcher.next()).data?.tournamentMatchesUpdated).toMatchObject({
      id: added.data?.addMatch.id,
      status: 'scheduled',
    });
    await watcher.quiet(200);
  });

  it('pushes newly generated fixtures to the tournament’s watchers', async () => {
    const watcher = await watch<{ tournamentMatchesUpdated: Pushed }>(TournamentMatches, {
      tournamentId: tournament.id,
    });
    const generated = await organiser.gql<{ generateFixtures: { id: number }[] }>(
      `mutation ($id: Int!) { generateFixtures(tournamentId: $id) { id } }`,
      { id: tournament.id },
    );
    expect(generated.data?.generateFixtures).toHaveLength(1);
    expect((await watcher.next()).data?.tournamentMatchesUpdated.id).toBe(generated.data?.generateFixtures[0].id);
  });

  it('pushes live matches: kick-off, each score and the finish, and nothing else', async () => {
    const match = await createMatch(server.em(), tournament, home, away);
    const quiet = await createMatch(server.em(), tournament, home, away);
    const watcher = await watch<{ liveMatchesUpdated: Pushed }>(LiveMatches);

    await organiser.gql(ChangeStatus, { matchId: quiet.id, status: 'postponed' });
    await organiser.gql(ChangeStatus, { matchId: match.id, status: 'in_progress' });
    expect((await watcher.next()).data?.liveMatchesUpdated).toMatchObject({ id: match.id, status: 'in_progress' });
    await organiser.gql(UpdateScore, { matchId: match.id, score: { awayTeamScore: 1 } });
    expect((await watcher.next()).data?.liveMatchesUpdated).toMatchObject({ awayTeamScore: 1 });
    await organiser.gql(ChangeStatus, { matchId: match.id, status: 'completed' });
    expect((await watcher.next()).data?.liveMatchesUpdated).toMatchObject({ status: 'completed' });
    await watcher.quiet();
  });

  it('keeps a draft tournament’s matches from visitors but not from its creator', async () => {
    const draft = await createTournament(server.em(), creator, { isPublished: false });
    const match = await createMatch(server.em(), draft, home, away);
    const visitor = await watch<{ matchUpdated: Pushed }>(OneMatch, { matchId: match.id });
    const visitorLive = await watch<{ liveMatchesUpdated: Pushed }>(LiveMatches);
    const own = await watch<{ matchUpdated: Pushed }>(OneMatch, { matchId: match.id }, organiser.cookieHeader);
    const ownTournament = await watch<{ tournamentMatchesUpdated: Pushed }>(
      TournamentMatches,
      { tournamentId: draft.id },
      organiser.cookieHeader,
    );

    // The visitor is told at once, as the query tells them, and not left waiting.
    expect((await visitor.next()).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    await visitor.completed();

    await organiser.gql(ChangeStatus, { matchId: match.id, status: 'in_progress' });
    expect((await own.next()).data?.matchUpdated).toMatchObject({ id: match.id, status: 'in_progress' });
    expect((await ownTournament.next()).data?.tournamentMatchesUpdated).toMatchObject({ id: match.id });
    await visitorLive.quiet(100);
  });

  it('answers NOT_FOUND, as the queries do, for an unknown or unpublished id, and completes', async () => {
    const draft = await createTournament(server.em(), creator, { isPublished: false });
    const hidden = await createMatch(server.em(), draft, home, away);
    const visitor = new TestClient(server.url);
    const cases = [
      { subscription: OneMatch, query: '{ match(id: $id) { id } }', variables: { matchId: 999_999 }, id: 999_999 },
      { subscription: OneMatch, query: '{ match(id: $id) { id } }', variables: { matchId: hidden.id }, id: hidden.id },
      {
        subscription: TournamentMatches,
        query: '{ publicTournament(id: $id) { id } }',
        variables: { tournamentId: 999_999 },
        id: 999_999,
      },
      {
        subscription: TournamentMatches,
        query: '{ publicTournament(id: $id) { id } }',
        variables: { tournamentId: draft.id },
        id: draft.id,
      },
    ];
    for (const { subscription, query, variables, id } of cases) {
      const read = await visitor.gql(`query ($id: Int!) ${query}`, { id });
      const watcher = await watch(subscription, variables);
      const pushed = await watcher.next();
      expect(pushed.errors?.[0]).toMatchObject({
        message: read.errors?.[0].message,
        extensions: { code: 'NOT_FOUND' },
      });
      expect(read.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect(pushed.data ?? null).toBeNull();
      await watcher.completed();
    }
  });

  it('serves a socket opened from another site as an anonymous visitor, even with the cookie', async () => {
    const draft = await createTournament(server.em(), creator, { isPublished: false });
    const hidden = await createMatch(server.em(), draft, home, away);
    const open = await createMatch(server.em(), tournament, home, away, { status: MatchStatus.scheduled });
    const foreign = { origin: 'https://club.example' };
    const foreignDraft = await watch(OneMatch, { matchId: hidden.id }, organiser.cookieHeader, foreign);
    expect((await foreignDraft.next()).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    await foreignDraft.completed();
    // The same cookie from the site's own pages still sees the draft.
    const own = await watch<{ matchUpdated: Pushed }>(OneMatch, { matchId: hidden.id }, organiser.cookieHeader, {
      origin: server.url,
    });
    // Public data flows to the other site.
    const foreignPublic = await watch<{ matchUpdated: Pushed }>(OneMatch, { matchId: open.id }, '', foreign);
    await organiser.gql(ChangeStatus, { matchId: open.id, status: 'in_progress' });
    expect((await foreignPublic.next()).data?.matchUpdated).toMatchObject({ id: open.id, status: 'in_progress' });
    await organiser.gql(ChangeStatus, { matchId: hidden.id, status: 'in_progress' });
    expect((await own.next()).data?.matchUpdated).toMatchObject({ id: hidden.id, status: 'in_progress' });
  });
});

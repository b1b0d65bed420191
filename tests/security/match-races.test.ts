import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Match, MatchStatus } from '../../server/src/modules/matches/match.entity.js';
import { Registration, RegistrationStatus } from '../../server/src/modules/tournaments/registration.entity.js';
import { Role, type User } from '../../server/src/modules/users/user.entity.js';
import type { Team } from '../../server/src/modules/teams/team.entity.js';
import type { Tournament } from '../../server/src/modules/tournaments/tournament.entity.js';
import { TestClient } from '../support/client.js';
import { createClub, createMatch, createTeam, createTournament, createUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Read-then-write under real concurrency on PostgreSQL: score changes racing a completion must never
 * store a winner that contradicts the stored score, and registrations racing for the last places must
 * never overfill a tournament.
 */

const UpdateScore = /* GraphQL */ `
  mutation ($id: Int!, $home: Int!, $away: Int!) {
    updateMatchScore(matchId: $id, score: { homeTeamScore: $home, awayTeamScore: $away }) {
      id
    }
  }
`;
const Complete = /* GraphQL */ `
  mutation ($id: Int!) {
    changeMatchStatus(matchId: $id, status: completed) {
      id
    }
  }
`;
const UpdateScoreAfter = /* GraphQL */ `
  mutation ($id: Int!, $home: Int!, $away: Int!, $afterSeq: Int!) {
    updateMatchScore(matchId: $id, score: { homeTeamScore: $home, awayTeamScore: $away }, afterSeq: $afterSeq) {
      id
      seq
    }
  }
`;
const CompleteAfter = /* GraphQL */ `
  mutation ($id: Int!, $afterSeq: Int!) {
    changeMatchStatus(matchId: $id, status: completed, afterSeq: $afterSeq) {
      id
      seq
    }
  }
`;
const Register = /* GraphQL */ `
  mutation ($tournamentId: Int!, $teamId: Int!) {
    registerTeam(tournamentId: $tournamentId, teamId: $teamId) {
      id
    }
  }
`;

describe('concurrent writes on matches and registrations', () => {
  let server: TestServer;
  let creator: User;
  let organiser: TestClient;
  let tournament: Tournament;
  let teams: Team[];

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    creator = await createUser(em, { email: 'organiser@example.test', role: Role.tournament_creator });
    const club = await createClub(em, creator);
    teams = [];
    for (let index = 0; index < 20; index++) teams.push(await createTeam(em, club, { name: `Side ${index + 1}` }));
    tournament = await createTournament(em, creator, { name: 'Race Cup' });
    organiser = new TestClient(server.url);
    await organiser.signIn('organiser@example.test');
  });
  afterAll(async () => {
    await server.stop();
  });

  it('parallel score changes and completion: the stored winner always agrees with the stored score', async () => {
    const rounds = 12;
    const matches: Match[] = [];
    for (let round = 0; round < rounds; round++) {
      matches.push(
        await createMatch(server.em(), tournament, teams[0], teams[1], {
          status: MatchStatus.in_progress,
          homeTeamScore: 1,
          awayTeamScore: 0,
        }),
      );
    }
    await Promise.all(
      matches.flatMap((match) => [
        organiser.gql(UpdateScore, { id: match.id, home: 0, away: 2 }),
        organiser.gql(Complete, { id: match.id }),
        organiser.gql(UpdateScore, { id: match.id, home: 3, away: 3 }),
        organiser.gql(UpdateScore, { id: match.id, home: 4, away: 1 }),
      ]),
    );
    const stored = await server.em().find(Match, { id: { $in: matches.map((match) => match.id) } });
    expect(stored).toHaveLength(rounds);
    for (const match of stored) {
      expect(match.status).toBe(MatchStatus.completed);
      const home = match.homeTeamScore ?? 0;
      const away = match.awayTeamScore ?? 0;
      const expected = home > away ? teams[0].id : away > home ? teams[1].id : null;
      expect(match.winnerTeam?.id ?? null, `match ${match.id}: ${home}-${away}`).toBe(expected);
    }
  });

  it('a completion racing a score change, both sent after the same seq: one is stored, the other refused with STALE_SEQUENCE', async () => {
    const rounds = 12;
    const matches: Match[] = [];
    for (let round = 0; round < rounds; round++) {
      matches.push(await createMatch(server.em(), tournament, teams[0], teams[1]));
    }
    for (const match of matches) {
      const started = await organiser.gql<{ changeMatchStatus: { seq: number } }>(
        /* GraphQL */ `
          mutation ($id: Int!) {
            changeMatchStatus(matchId: $id, status: in_progress, score: { homeTeamScore: 1, awayTeamScore: 0 }) {
              seq
            }
          }
        `,
        { id: match.id },
      );
      expect(started.errors).toBeUndefined();
      expect(started.data?.changeMatchStatus.seq).toBe(1);
    }
    const answers = await Promise.all(
      matches.map((match) =>
        Promise.all([
          organiser.gql(CompleteAfter, { id: match.id, afterSeq: 1 }),
          organiser.gql(UpdateScoreAfter, { id: match.id, home: 1, away: 3, afterSeq: 1 }),
        ]),
      ),
    );
    const stored = await server
      .em()
      .find(Match, { id: { $in: matches.map((match) => match.id) } }, { orderBy: { id: 'asc' } });
    for (const [index, [completion, scoreChange]] of answers.entries()) {
      const match = stored[index];
      const accepted = [completion, scoreChange].filter((answer) => !answer.errors);
      const refused = [completion, scoreChange].filter((answer) => answer.errors);
      expect(accepted, `match ${match.id}`).toHaveLength(1);
      expect(refused[0]?.errors?.[0]?.extensions?.code).toBe('STALE_SEQUENCE');
      // The log holds the start and the one change that won; the row is its projection.
      expect(match.seq).toBe(2);
      if (completion.errors) {
        expect(match).toMatchObject({ status: MatchStatus.in_progress, homeTeamScore: 1, awayTeamScore: 3 });
      } else {
        expect(match).toMatchObject({ status: MatchStatus.completed, homeTeamScore: 1, awayTeamScore: 0 });
        expect(match.winnerTeam?.id).toBe(teams[0].id);
      }
    }
  });

  it('20 parallel registrations into a tournament with 4 places: exactly 4 approved, the rest waitlisted (five times over)', async () => {
    const em = server.em();
    const smalls: Tournament[] = [];
    for (let round = 0; round < 5; round++) {
      smalls.push(await createTournament(em, creator, { name: `Four Places ${round}`, maxTeams: 4 }));
    }
    const answers = await Promise.all(
      smalls.flatMap((small) =>
        teams.map((team) => organiser.gql(Register, { tournamentId: small.id, teamId: team.id })),
      ),
    );
    // A full tournament keeps later entries on its waiting list (issue 53): never more than 4 approved.
    for (const small of smalls) {
      const approved = { tournament: small.id, status: RegistrationStatus.APPROVED };
      expect(await server.em().count(Registration, approved), small.name).toBe(4);
      const waiting = { tournament: small.id, status: RegistrationStatus.WAITLISTED };
      expect(await server.em().count(Registration, waiting), small.name).toBe(teams.length - 4);
    }
    expect(answers.filter((answer) => answer.errors)).toEqual([]);
  });
});

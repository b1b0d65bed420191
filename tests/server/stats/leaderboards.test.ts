// A tournament built from five real matches (Data: cricsheet.org): its leaderboards must equal figures
// computed here straight from the Cricsheet deliveries, without the code under test. Then a football
// tournament's scorers, an own goal crediting nobody, and the statements a request costs.
import { beforeAll, describe, expect, it } from 'vitest';
import { Sport, Tournament } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role, type User } from '../../../server/src/modules/users/user.entity.js';
import { TestClient } from '../../support/client.js';
import { createClub, createMatch, createTeam, createTournament, createUser } from '../../support/factories.js';
import { signedInClient, useTestServer } from '../management/support.js';
import { expectedMatches } from '../matches/cricket/fixtures.js';
import { byKey, cricketTournament, fromDeliveries, importAll } from './support.js';
import { recordStatements } from '../../support/statements.js';
import { Match } from '../../../server/src/modules/matches/match.entity.js';
import { ball, bowl, scoredMatch, storedMatch, UndoLastEvent } from '../matches/events/support.js';

const Leaders = /* GraphQL */ `
  query Leaders($id: Int!, $limit: Int) {
    publicTournament(id: $id) {
      battingLeaders(limit: $limit) {
        player {
          id
          name
        }
        team {
          name
        }
        innings
        notOuts
        runs
        balls
        highScore
        average
        strikeRate
        fours
        sixes
      }
      bowlingLeaders(limit: $limit) {
        player {
          name
        }
        team {
          name
        }
        legalBalls
        runs
        wickets
        economy
        bestFigures
      }
    }
  }
`;

const Scorers = /* GraphQL */ `
  query Scorers($id: Int!, $limit: Int) {
    publicTournament(id: $id) {
      topScorers(limit: $limit) {
        player {
          name
        }
        team {
          name
        }
        goals
        penalties
        assists
      }
    }
  }
`;

type Batting = {
  player: { id?: number; name: string };
  team: { name: string };
  innings: number;
  notOuts: number;
  runs: number;
  balls: number;
  highScore: number;
  average: number | null;
  strikeRate: number | null;
  fours: number;
  sixes: number;
};
type Bowling = {
  player: { name: string };
  team: { name: string };
  legalBalls: number;
  runs: number;
  wickets: number;
  economy: number | null;
  bestFigures: string | null;
};
const withoutId = (rows: Batting[]) => rows.map(({ player, ...row }) => ({ ...row, player: { name: player.name } }));
type LeadersData = { publicTournament: { battingLeaders: Batting[]; bowlingLeaders: Bowling[] } };
type Scorer = { player: { name: string }; team: { name: string }; goals: number; penalties: number; assists: number };
type ScorersData = { publicTournament: { topScorers: Scorer[] } };

const FILES = expectedMatches.map((each) => each.file);

describe('tournament leaderboards from real matches', () => {
  const server = useTestServer();
  let tournament: Tournament;
  let draft: Tournament;
  let scorer: User;
  const visitor = () => new TestClient(server.url);

  beforeAll(async () => {
    const built = await cricketTournament(server.em(), FILES);
    tournament = built.tournament;
    scorer = built.scorer;
    await importAll(await signedInClient(server, scorer.email), FILES, built.matchIds);
    const hidden = await cricketTournament(server.em(), ['392202.json'], { isPublished: false });
    draft = hidden.tournament;
    await importAll(await signedInClient(server, hidden.scorer.email), ['392202.json'], hidden.matchIds);
  });

  it('gives every batter and bowler the figures the deliveries give, super overs left out', async () => {
    const response = await visitor().gql<LeadersData>(Leaders, { id: tournament.id, limit: 100 });
    expect(response.errors).toBeUndefined();
    const { battingLeaders, bowlingLeaders } = response.data!.publicTournament;
    const expected = fromDeliveries(FILES);
    // 70 batters and 54 bowlers over five matches; Dhoni, Raina and Rohit Sharma bat in two of them.
    expect([battingLeaders.length, bowlingLeaders.length]).toEqual([70, 54]);
    expect(byKey(withoutId(battingLeaders))).toEqual(byKey(expected.battingRows));
    expect(byKey(bowlingLeaders)).toEqual(byKey(expected.bowlingRows));
  });

  it('orders batters by runs (then fewer balls) and bowlers by wickets (then economy), and honours the limit', async () => {
    const all = (await visitor().gql<LeadersData>(Leaders, { id: tournament.id, limit: 100 })).data!.publicTournament;
    for (let index = 1; index < all.battingLeaders.length; index += 1) {
      const [before, after] = [all.battingLeaders[index - 1], all.battingLeaders[index]];
      expect(before.runs > after.runs || (before.runs === after.runs && before.balls <= after.balls)).toBe(true);
    }
    for (let index = 1; index < all.bowlingLeaders.length; index += 1) {
      const [before, after] = [all.bowlingLeaders[index - 1], all.bowlingLeaders[index]];
      const rate = (row: Bowling) => (row.legalBalls ? row.runs / row.legalBalls : Infinity);
      expect(before.wickets > after.wickets || (before.wickets === after.wickets && rate(before) <= rate(after))).toBe(
        true,
      );
    }
    const expected = fromDeliveries(FILES);
    const mostRuns = Math.max(...expected.battingRows.map((row) => row.runs));
    const mostWickets = Math.max(...expected.bowlingRows.map((row) => row.wickets));
    const top = (await visitor().gql<LeadersData>(Leaders, { id: tournament.id, limit: 3 })).data!.publicTournament;
    expect(top.battingLeaders.map((row) => row.player.name)).toEqual(
      all.battingLeaders.slice(0, 3).map((row) => row.player.name),
    );
    expect(top.battingLeaders[0].runs).toBe(mostRuns);
    expect(top.bowlingLeaders[0].wickets).toBe(mostWickets);
    expect(top.bowlingLeaders).toHaveLength(3);
  });

  it('ranks strike rates and economy only among those past the minimum, as the deliveries give them', async () => {
    const response = await visitor().gql<{
      publicTournament: {
        strikeRateLeaders: { player: { name: string }; runs: number; balls: number }[];
        economyLeaders: { player: { name: string }; runs: number; legalBalls: number }[];
      };
    }>(
      `query ($id: Int!) { publicTournament(id: $id) {
        strikeRateLeaders(limit: 100, minBalls: 30) { player { name } runs balls }
        economyLeaders(limit: 100, minBalls: 24) { player { name } runs legalBalls } } }`,
      { id: tournament.id },
    );
    expect(response.errors).toBeUndefined();
    const { strikeRateLeaders, economyLeaders } = response.data!.publicTournament;
    const expected = fromDeliveries(FILES);
    // Level rates may come in either order: compare the rates in order, and who is on the board.
    const quick = expected.battingRows.filter((row) => row.balls >= 30);
    expect(strikeRateLeaders.map((row) => row.runs / row.balls)).toEqual(
      quick.map((row) => row.runs / row.balls).sort((a, b) => b - a),
    );
    expect(strikeRateLeaders.map((row) => row.player.name).sort()).toEqual(quick.map((row) => row.player.name).sort());
    expect(strikeRateLeaders.length).toBeGreaterThan(5);
    const tight = expected.bowlingRows.filter((row) => row.legalBalls >= 24);
    expect(economyLeaders.map((row) => row.runs / row.legalBalls)).toEqual(
      tight.map((row) => row.runs / row.legalBalls).sort((a, b) => a - b),
    );
    expect(economyLeaders.map((row) => row.player.name).sort()).toEqual(tight.map((row) => row.player.name).sort());
    expect(economyLeaders.length).toBeGreaterThan(5);
  });

  it('hides a draft’s boards from visitors and refuses a limit out of range', async () => {
    const hidden = await visitor().gql<LeadersData>(Leaders, { id: draft.id, limit: 5 });
    expect(hidden.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const tooMany = await visitor().gql<LeadersData>(Leaders, { id: tournament.id, limit: 101 });
    expect(tooMany.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('costs a fixed number of statements, however many matches and balls', async () => {
    const statements: string[] = [];
    const recording = recordStatements(server.orm, statements);
    try {
      const count = async (id: number) => {
        statements.length = 0;
        const response = await visitor().gql<LeadersData>(Leaders, { id, limit: 100 });
        expect(response.errors).toBeUndefined();
        return statements.filter((sql) => !/"session"|from "users"/.test(sql)).length;
      };
      const small = await cricketTournament(server.em(), ['392202.json']);
      await importAll(await signedInClient(server, small.scorer.email), ['392202.json'], small.matchIds);
      // First read: the tournament; its stored totals with the digest of its played matches; those
      // matches' stored lines; those not folded yet, whole; their logs; their lines stored; the totals
      // stored; the players; the teams.
      expect(await count(small.tournament.id)).toBe(9);
      // From then on the stored totals stand in for the matches: no match's lines are read at all.
      expect(await count(small.tournament.id)).toBe(4);
      expect(statements.filter((sql) => /player_lines/.test(sql))).toEqual([]);
      expect(await count(tournament.id)).toBe(4);
    } finally {
      recording.stop();
    }
  });

  it('answers readers arriving together on a tournament not folded yet, each the same', async () => {
    const fresh = await cricketTournament(server.em(), FILES.slice(0, 3));
    await importAll(await signedInClient(server, fresh.scorer.email), FILES.slice(0, 3), fresh.matchIds);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => visitor().gql<LeadersData>(Leaders, { id: fresh.tournament.id, limit: 100 })),
    );
    for (const answer of answers) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual(answers[0].data);
    }
    expect(answers[0].data!.publicTournament.battingLeaders.length).toBeGreaterThan(30);
    const stored = await server
      .em()
      .find(Match, { tournament: fresh.tournament.id }, { populate: ['playerLines'], orderBy: { id: 'asc' } });
    expect(stored.map((match) => match.playerLines?.key.split(':')[1])).toEqual(
      stored.map((match) => String(match.seq)),
    );
    // And the tournament its players' totals, tagged with the digest of those matches.
    const summed = await server.em().findOneOrFail(Tournament, fresh.tournament.id, { populate: ['playerTotals'] });
    expect(summed.playerTotals?.key).toMatch(/^1:1:[0-9a-f]{32}:\d+$/);
  });

  it('folds again only the match whose log or row moved since its lines were stored', async () => {
    const fixture = await scoredMatch(server.em(), { teams: ['Harbour Lights', 'Coral Reef'] });
    const { tournament: live } = await storedMatch(server.em(), fixture.matchId);
    const scorer = await signedInClient(server, fixture.scorer.email);
    const runsOf = async (name: string) => {
      const response = await visitor().gql<LeadersData>(Leaders, { id: live.id, limit: 100 });
      expect(response.errors).toBeUndefined();
      return response.data!.publicTournament.battingLeaders.find((row) => row.player.name === name)?.runs;
    };
    const statements: string[] = [];
    const recording = recordStatements(server.orm, statements);
    const logReads = () => statements.filter((sql) => /from match_events/.test(sql));
    try {
      let seq = await bowl(scorer, fixture.matchId, [ball('Ava', 'Ben', 'Cal', 4, { battingTeamId: fixture.home.id })]);
      expect(await runsOf('Ava')).toBe(4);
      statements.length = 0;
      expect(await runsOf('Ava')).toBe(4);
      expect(logReads()).toHaveLength(0);
      // A ball scored: the stored lines are behind the log, so the next read folds that match again.
      seq = await bowl(scorer, fixture.matchId, [ball('Ava', 'Ben', 'Cal', 6)], seq);
      statements.length = 0;
      expect(await runsOf('Ava')).toBe(10);
      expect(logReads()).toHaveLength(1);
      // An undo takes the six back off the leaderboard at once.
      const undone = await scorer.gql(UndoLastEvent, { matchId: fixture.matchId, key: 'undo-1', afterSeq: seq });
      expect(undone.errors).toBeUndefined();
      expect(await runsOf('Ava')).toBe(4);
      // Among the five imported matches only the one whose row changed is read again.
      const em = server.em();
      const edited = await em.findOneOrFail(Match, { tournament: tournament.id }, { orderBy: { id: 'asc' } });
      edited.weatherConditions = 'Overcast';
      await em.flush();
      statements.length = 0;
      await visitor().gql<LeadersData>(Leaders, { id: tournament.id, limit: 100 });
      expect(logReads()).toHaveLength(1);
      expect(logReads()[0]).toMatch(/match_id in \(\?\)/);
    } finally {
      recording.stop();
    }
  });
});

describe('top scorers of a football tournament', () => {
  const server = useTestServer();

  it('counts goals, penalties and assists from live events and whole results; an own goal credits no one', async () => {
    const em = server.em();
    const creator = await createUser(em, { role: Role.tournament_creator });
    const scorer = await createUser(em, { email: `goals${creator.id}@example.test`, role: Role.referee });
    const club = await createClub(em, creator);
    const tournament = await createTournament(em, creator, { sport: Sport.football });
    const reds = await createTeam(em, club, { name: 'Reds' });
    const blues = await createTeam(em, club, { name: 'Blues' });
    const live = await createMatch(em, tournament, reds, blues, { scorer });
    const whole = await createMatch(em, tournament, blues, reds, { scorer });
    const client = await signedInClient(server, scorer.email);

    let seq = 0;
    for (const input of [
      { kind: 'PERIOD_START', period: 'FIRST_HALF' },
      { kind: 'GOAL', side: 'home', player: { name: 'Ada' }, assist: { name: 'Bo' }, minute: 10 },
      { kind: 'GOAL', side: 'home', player: { name: 'Ada' }, minute: 30, penalty: true },
      // Cy plays for the Blues: the goal is the Reds', and nobody's on the board.
      { kind: 'GOAL', side: 'home', player: { name: 'Cy' }, minute: 40, ownGoal: true },
      { kind: 'YELLOW_CARD', side: 'away', player: { name: 'Cy' }, minute: 41 },
      { kind: 'PERIOD_END', period: 'FIRST_HALF' },
      { kind: 'PERIOD_START', period: 'SECOND_HALF' },
      { kind: 'GOAL', side: 'away', player: { name: 'Dee' }, assist: { name: 'Cy' }, minute: 60 },
    ]) {
      const response = await client.gql<{ recordFootballEvent: { seq: number } }>(
        /* GraphQL */ `
          mutation Record($matchId: Int!, $key: String!, $afterSeq: Int!, $input: FootballEventInput!) {
            recordFootballEvent(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {
              seq
            }
          }
        `,
        { matchId: live.id, key: `g${seq + 1}`, afterSeq: seq, input },
      );
      expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
      seq = response.data!.recordFootballEvent.seq;
    }
    const result = await client.gql(
      /* GraphQL */ `
        mutation Result($matchId: Int!, $input: ResultInput!) {
          recordResult(matchId: $matchId, input: $input) {
            id
          }
        }
      `,
      {
        matchId: whole.id,
        input: {
          goals: [
            { side: 'home', player: { name: 'Dee' }, minute: 5 },
            { side: 'home', player: { name: 'Dee' }, minute: 50, penalty: true },
            // Ada (Reds) turns it into her own net: the Blues' goal, and no one's on the board.
            { side: 'home', player: { name: 'Ada' }, minute: 70, ownGoal: true },
            { side: 'away', player: { name: 'Ada' }, minute: 80 },
          ],
        },
      },
    );
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();

    const response = await new TestClient(server.url).gql<ScorersData>(Scorers, { id: tournament.id });
    expect(response.errors).toBeUndefined();
    const ids = await new TestClient(server.url).gql<{
      publicTournament: { topScorers: { player: { id: number; name: string } }[] };
    }>(`query ($id: Int!) { publicTournament(id: $id) { topScorers { player { id name } } } }`, { id: tournament.id });
    const id = (name: string) =>
      ids.data!.publicTournament.topScorers.find((row) => row.player.name === name)!.player.id;
    const page = async (name: string) =>
      (
        await new TestClient(server.url).gql<{ player: { career: { football: unknown; batting: unknown } } }>(
          `query ($id: Int!) { player(id: $id) { career { batting { runs } football { appearances goals penalties assists yellowCards redCards } } } }`,
          { id: id(name) },
        )
      ).data!.player.career;
    // Ada scored in both matches; Cy was named (an own goal, a card, an assist) only in the live one.
    expect(await page('Ada')).toEqual({
      batting: null,
      football: { appearances: 2, goals: 3, penalties: 1, assists: 0, yellowCards: 0, redCards: 0 },
    });
    expect(await page('Cy')).toEqual({
      batting: null,
      football: { appearances: 1, goals: 0, penalties: 0, assists: 1, yellowCards: 1, redCards: 0 },
    });
    const booked = await new TestClient(server.url).gql<{ publicTournament: { cardLeaders: unknown[] } }>(
      `query ($id: Int!) { publicTournament(id: $id) { cardLeaders { player { name } yellowCards redCards } } }`,
      { id: tournament.id },
    );
    expect(booked.data!.publicTournament.cardLeaders).toEqual([
      { player: { name: 'Cy' }, yellowCards: 1, redCards: 0 },
    ]);
    // Level players keep roster order: Ada was named before Dee.
    expect(response.data!.publicTournament.topScorers).toEqual([
      { player: { name: 'Ada' }, team: { name: 'Reds' }, goals: 3, penalties: 1, assists: 0 },
      { player: { name: 'Dee' }, team: { name: 'Blues' }, goals: 3, penalties: 1, assists: 0 },
      { player: { name: 'Bo' }, team: { name: 'Reds' }, goals: 0, penalties: 0, assists: 1 },
      { player: { name: 'Cy' }, team: { name: 'Blues' }, goals: 0, penalties: 0, assists: 1 },
    ]);
  });
});

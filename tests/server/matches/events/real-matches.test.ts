// Four real matches (Data: cricsheet.org) scored event by event through the mutations, as a scorer's
// phone sends them: a DLS chase, an all-out with an absent-hurt batter, penalty runs and retired batters.
// Each card must be the published one, and the standings they give must equal those of the same results
// entered as totals (net run rate included).
import { describe, expect, it } from 'vitest';
import type { CricketEvent } from '../../../../server/src/modules/matches/cricket/delivery.js';
import { parseCricsheet } from '../../../../server/src/modules/matches/cricket/cricsheet.js';
import { deliveryInputByName } from '../../../../server/src/modules/matches/events/delivery-input.js';
import { MatchStatus, ResultKind } from '../../../../server/src/modules/matches/match.entity.js';
import { Sport, TournamentType } from '../../../../server/src/modules/tournaments/tournament.entity.js';
import { Role } from '../../../../server/src/modules/users/user.entity.js';
import type { TestClient } from '../../../support/client.js';
import { createClub, createMatch, createTeam, createTournament, createUser } from '../../../support/factories.js';
import { signedInClient, useTestServer } from '../../management/support.js';
import { expectedMatches, readMatch } from '../cricket/fixtures.js';
import {
  AwardPenaltyRuns,
  CloseInnings,
  CompleteAsTie,
  RecordAbsentHurt,
  RecordDelivery,
  RecordRainRevision,
  storedMatch,
} from './support.js';

const FILES = ['1136592.json', '392202.json', '729309.json', '548306.json'];

const Card = /* GraphQL */ `
  query Card($id: Int!) {
    match(id: $id) {
      innings {
        number
        runs
        wickets
        legalBalls
        extras {
          wides
          noBalls
          byes
          legByes
          penalty
          total
        }
        batting {
          player {
            name
          }
          runs
          balls
          fours
          sixes
          dismissal {
            kind
          }
        }
        bowling {
          player {
            name
          }
          legalBalls
          maidens
          runs
          wickets
        }
      }
    }
  }
`;

type CardData = {
  match: {
    innings: {
      number: number;
      runs: number;
      wickets: number;
      legalBalls: number;
      extras: Record<string, number>;
      batting: {
        player: { name: string };
        runs: number;
        balls: number;
        fours: number;
        sixes: number;
        dismissal: { kind: string } | null;
      }[];
      bowling: { player: { name: string }; legalBalls: number; maidens: number; runs: number; wickets: number }[];
    }[];
  };
};

const Standings = /* GraphQL */ `
  query Standings($id: Int!) {
    standings(tournamentId: $id) {
      position
      teamId
      matchesPlayed
      wins
      draws
      losses
      noResults
      points
      runsFor
      runsAgainst
      ballsFaced
      ballsBowled
      netRunRate
    }
  }
`;

const ChangeStatus = /* GraphQL */ `
  mutation ($matchId: Int!, $status: MatchStatus!, $score: MatchScoreInput) {
    changeMatchStatus(matchId: $matchId, status: $status, score: $score) {
      status
    }
  }
`;

/** Sends one event of the log through the mutation a scorer would use; answers the new seq. */
async function send(
  client: TestClient,
  matchId: number,
  seq: number,
  event: CricketEvent,
  teamIds: Record<string, number>,
): Promise<number> {
  const battingTeamId = 'battingTeam' in event && event.battingTeam ? teamIds[event.battingTeam] : undefined;
  const call = (mutation: string, input?: Record<string, unknown>) =>
    client.gql<Record<string, { seq: number } | null>>(mutation, {
      matchId,
      key: `e${seq + 1}`,
      afterSeq: seq,
      ...(input ? { input } : {}),
    });
  let response;
  switch (event.type) {
    case 'delivery':
      response = await call(RecordDelivery, { ...deliveryInputByName(event, teamIds) });
      break;
    case 'close':
      response = await call(CloseInnings, {
        innings: event.innings,
        reason: event.reason.toUpperCase(),
        battingTeamId,
      });
      break;
    case 'revise':
      response = await call(RecordRainRevision, {
        innings: event.innings,
        overs: event.overs,
        target: event.targetRuns,
        battingTeamId,
      });
      break;
    case 'absent hurt':
      response = await call(RecordAbsentHurt, {
        innings: event.innings,
        player: { name: event.player },
        battingTeamId,
      });
      break;
    case 'penalty runs':
      response = await call(AwardPenaltyRuns, {
        innings: event.innings,
        runs: event.runs,
        timing: event.when === 'pre' ? 'BEFORE_INNINGS' : 'AFTER_INNINGS',
        battingTeamId,
      });
      break;
    case 'tie':
      response = await call(CompleteAsTie);
      break;
    default:
      throw new Error(`No mutation for ${event.type}`);
  }
  expect(response.errors, `event ${seq + 1} (${event.type})`).toBeUndefined();
  return Object.values(response.data!)[0]!.seq;
}

describe('real matches scored event by event', () => {
  const server = useTestServer();

  it('reproduce their published cards, and give the standings their totals give', async () => {
    const em = server.em().fork();
    const creator = await createUser(em, { role: Role.tournament_creator });
    const scorer = await createUser(em, { email: 'scorer-real@example.test', role: Role.referee });
    const club = await createClub(em, creator);
    const expected = FILES.map((file) => expectedMatches.find((match) => match.file === file)!);
    const names = [...new Set(expected.flatMap((match) => match.teams))];
    const teams = Object.fromEntries(
      await Promise.all(names.map(async (name) => [name, await createTeam(em, club, { name })] as const)),
    );
    const tournament = (name: string) =>
      createTournament(em, creator, {
        name,
        sport: Sport.cricket,
        isPublished: true,
        oversPerInnings: 20,
        tournamentType: TournamentType.round_robin,
      });
    const byEvents = await tournament('Scored by events');
    const byTotals = await tournament('Entered as totals');
    const client = await signedInClient(server, scorer.email);
    const creatorClient = await signedInClient(server, creator.email);

    for (const published of expected) {
      const [home, away] = published.teams.map((name) => teams[name]);
      const teamIds = { [published.teams[0]]: home.id, [published.teams[1]]: away.id };
      const match = await createMatch(em, byEvents, home, away, { scorer });
      let seq = 0;
      for (const event of parseCricsheet(readMatch(published.file)).events) {
        seq = await send(client, match.id, seq, event, teamIds);
      }

      const response = await client.gql<CardData>(Card, { id: match.id });
      expect(response.errors).toBeUndefined();
      const card = response.data!.match.innings;
      expect(
        card.map(({ number, runs, wickets, legalBalls, extras }) => ({ number, runs, wickets, legalBalls, extras })),
        published.file,
      ).toEqual(
        published.innings.map(({ number, runs, wickets, legalBalls, extras }) => ({
          number,
          runs,
          wickets,
          legalBalls,
          extras,
        })),
      );
      card.forEach((innings, index) => {
        const lines = published.innings[index];
        expect(
          innings.batting.map((line) => ({
            ...line,
            player: line.player.name,
            dismissal: line.dismissal?.kind ?? null,
          })),
        ).toEqual(lines.batting);
        expect(innings.bowling.map((line) => ({ ...line, player: line.player.name }))).toEqual(lines.bowling);
      });
      const row = await storedMatch(server.em(), match.id);
      expect(row.status).toBe(MatchStatus.completed);
      expect(row.winnerTeam?.id, published.file).toBe(teamIds[published.winner!]);

      // The same result entered as totals, as the published card prints them.
      const totals = await createMatch(em, byTotals, home, away, { scorer });
      const [first, second] = published.innings;
      const side = (innings: typeof first) => (innings.battingTeam === published.teams[0] ? 'home' : 'away');
      // Ten down, or (392202) nine down with the last batter absent hurt: the published card says all out.
      const allOut = (innings: typeof first) =>
        innings.wickets === 10 || (published.file === '392202.json' && innings === second);
      const dls = published.file === '1136592.json';
      const score: Record<string, unknown> = {
        battedFirst: side(first),
        resultKind: dls ? ResultKind.rain_revised : ResultKind.normal,
        ...(dls ? { revisedOvers: 12, revisedTarget: 151 } : {}),
      };
      for (const innings of [first, second]) {
        const prefix = side(innings);
        Object.assign(score, {
          [`${prefix}TeamScore`]: innings.runs,
          [`${prefix}Wickets`]: innings.wickets,
          [`${prefix}Balls`]: innings.legalBalls,
          [`${prefix}AllOut`]: allOut(innings),
        });
      }
      for (const [status, withScore] of [
        ['in_progress', null],
        ['completed', score],
      ] as const) {
        const changed = await creatorClient.gql(ChangeStatus, { matchId: totals.id, status, score: withScore });
        expect(changed.errors, JSON.stringify(changed.errors)).toBeUndefined();
      }
      // The projection keeps what the totals say.
      const projected = await storedMatch(server.em(), match.id);
      const entered = await storedMatch(server.em(), totals.id);
      for (const field of [
        'homeAllOut',
        'awayAllOut',
        'resultKind',
        'revisedTarget',
        'homeBalls',
        'awayBalls',
      ] as const) {
        expect(projected[field], `${published.file} ${field}`).toEqual(entered[field]);
      }
    }

    const standings = async (id: number) => {
      const response = await client.gql<{ standings: Record<string, unknown>[] }>(Standings, { id });
      expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
      return response.data!.standings;
    };
    const fromEvents = await standings(byEvents.id);
    expect(fromEvents).toHaveLength(4);
    expect(fromEvents.some((row) => row.netRunRate !== 0)).toBe(true);
    expect(fromEvents).toEqual(await standings(byTotals.id));
  }, 300_000);
});

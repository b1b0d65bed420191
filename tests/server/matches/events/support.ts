import type { EntityManager } from '@mikro-orm/postgresql';
import { expect } from 'vitest';
import { Match } from '../../../../server/src/modules/matches/match.entity.js';
import { MatchEvent } from '../../../../server/src/modules/matches/events/match-event.entity.js';
import type { Team } from '../../../../server/src/modules/teams/team.entity.js';
import { Sport, TournamentType } from '../../../../server/src/modules/tournaments/tournament.entity.js';
import { Role, type User } from '../../../../server/src/modules/users/user.entity.js';
import type { GraphQLResponse, TestClient } from '../../../support/client.js';
import { createClub, createMatch, createTeam, createTournament, createUser } from '../../../support/factories.js';
import type { TestServer } from '../../../support/server.js';
import { signedInClient } from '../../management/support.js';

export const RecordDelivery = /* GraphQL */ `
  mutation RecordDelivery($matchId: Int!, $key: String!, $afterSeq: Int!, $input: DeliveryInput!) {
    recordDelivery(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {
      id
      seq
      kind
      key
      payload
    }
  }
`;

export const UndoLastEvent = /* GraphQL */ `
  mutation UndoLastEvent($matchId: Int!, $key: String!, $afterSeq: Int!, $reason: String) {
    undoLastEvent(matchId: $matchId, key: $key, afterSeq: $afterSeq, reason: $reason) {
      id
      seq
      kind
      payload
    }
  }
`;

/** The innings events, each answering the stored event as `event`. */
const EVENT = 'id seq kind key payload';
export const CloseInnings = `mutation ($matchId: Int!, $key: String!, $afterSeq: Int!, $input: CloseInningsInput!) {
  event: closeInnings(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) { ${EVENT} } }`;
export const RecordAbsentHurt = `mutation ($matchId: Int!, $key: String!, $afterSeq: Int!, $input: AbsentHurtInput!) {
  event: recordAbsentHurt(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) { ${EVENT} } }`;
export const AwardPenaltyRuns = `mutation ($matchId: Int!, $key: String!, $afterSeq: Int!, $input: PenaltyRunsInput!) {
  event: awardPenaltyRuns(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) { ${EVENT} } }`;
export const RecordRainRevision = `mutation ($matchId: Int!, $key: String!, $afterSeq: Int!, $input: RainRevisionInput!) {
  event: recordRainRevision(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) { ${EVENT} } }`;
export const CompleteAsTie = `mutation ($matchId: Int!, $key: String!, $afterSeq: Int!) {
  event: completeAsTie(matchId: $matchId, key: $key, afterSeq: $afterSeq) { ${EVENT} } }`;

export type StoredEvent = { id: number; seq: number; kind: string; key: string; payload: Record<string, unknown> };
export type RecordData = { recordDelivery: StoredEvent | null };

export type Fixture = { scorer: User; creator: User; home: Team; away: Team; matchId: number };

/** A cricket (or football) match between two named sides, with a scorer who may score it. */
export async function scoredMatch(
  em: EntityManager,
  options: { sport?: Sport; teams?: [string, string]; isPublished?: boolean; tournamentType?: TournamentType } = {},
): Promise<Fixture> {
  const creator = await createUser(em, { role: Role.tournament_creator });
  const scorer = await createUser(em, { email: `scorer${creator.id}@example.test`, role: Role.referee });
  const club = await createClub(em, creator);
  const [homeName, awayName] = options.teams ?? ['Harbour Lights', 'Coral Reef'];
  const home = await createTeam(em, club, { name: homeName });
  const away = await createTeam(em, club, { name: awayName });
  const tournament = await createTournament(em, creator, {
    sport: options.sport ?? Sport.cricket,
    isPublished: options.isPublished ?? true,
    oversPerInnings: 20,
    tournamentType: options.tournamentType ?? TournamentType.round_robin,
  });
  const match = await createMatch(em, tournament, home, away, { scorer });
  return { scorer, creator, home, away, matchId: match.id };
}

/** An empty database but for a fresh cricket match (`scoredMatch`), and its scorer signed in. */
export async function freshScoredMatch(server: TestServer): Promise<{ fixture: Fixture; client: TestClient }> {
  await server.reset();
  const fixture = await scoredMatch(server.em());
  return { fixture, client: await signedInClient(server, fixture.scorer.email) };
}

/** A delivery by names: the first use of a name adds the player to the side's roster. */
export function ball(
  batter: string,
  nonStriker: string,
  bowler: string,
  runs = 0,
  more: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    innings: 1,
    batter: { name: batter },
    nonStriker: { name: nonStriker },
    bowler: { name: bowler },
    runs,
    ...more,
  };
}

/** Two overs: Bowler A's 12 with a wide, then Bowler B's 3 and Ann bowled. */
export const TWO_OVERS = (homeId: number) => [
  ball('Ann', 'Bea', 'Bowler A', 1, { battingTeamId: homeId }),
  ball('Bea', 'Ann', 'Bowler A', 4),
  ball('Bea', 'Ann', 'Bowler A', 0),
  ball('Bea', 'Ann', 'Bowler A', 0, { extras: { wides: 1 } }),
  ball('Bea', 'Ann', 'Bowler A', 6),
  ball('Bea', 'Ann', 'Bowler A', 0),
  ball('Bea', 'Ann', 'Bowler A', 0),
  ball('Ann', 'Bea', 'Bowler B', 0, { wickets: [{ kind: 'bowled', playerOut: { name: 'Ann' } }] }),
  ball('Cat', 'Bea', 'Bowler B', 2),
  ball('Cat', 'Bea', 'Bowler B', 0),
  ball('Cat', 'Bea', 'Bowler B', 1),
  ball('Bea', 'Cat', 'Bowler B', 0),
  ball('Bea', 'Cat', 'Bowler B', 0),
];

export async function storedEvents(em: EntityManager, matchId: number): Promise<MatchEvent[]> {
  return em.fork().find(MatchEvent, { match: matchId }, { orderBy: { seq: 'asc' } });
}

export async function storedMatch(em: EntityManager, matchId: number): Promise<Match> {
  return em.fork().findOneOrFail(Match, { id: matchId });
}

export function expectInputError<T>(response: GraphQLResponse<T>, field: string, message?: RegExp): void {
  const error = response.errors?.[0];
  expect(error?.extensions?.code, JSON.stringify(response.errors)).toBe('BAD_USER_INPUT');
  expect(Object.keys(error?.extensions?.fields ?? {})).toContain(field);
  if (message) expect(error?.extensions?.fields?.[field]).toMatch(message);
}

/** Records deliveries one after the other, each after the last; answers the last response. */
export async function bowl(
  client: TestClient,
  matchId: number,
  deliveries: Record<string, unknown>[],
  startSeq = 0,
): Promise<number> {
  let seq = startSeq;
  for (const input of deliveries) {
    const response = await client.gql<RecordData>(RecordDelivery, {
      matchId,
      key: `k${seq + 1}`,
      afterSeq: seq,
      input,
    });
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    seq = response.data!.recordDelivery!.seq;
  }
  return seq;
}

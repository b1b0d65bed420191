// The football match sheet through the API: a line-up, the officials and the tallies as events in the log,
// read back on Match from the one fold of the log, at a fixed number of statements.
import { beforeEach, describe, expect, it } from 'vitest';
import { MatchStatus } from '../../../../server/src/modules/matches/match.entity.js';
import { PlayerPosition, TeamMember } from '../../../../server/src/modules/teams/team-member.entity.js';
import { Sport } from '../../../../server/src/modules/tournaments/tournament.entity.js';
import { MatchCentreSidesDocument } from '../../../../web/src/gql/graphql.js';
import { TestClient } from '../../../support/client.js';
import { recordStatements } from '../../../support/statements.js';
import { signedInClient, useTestServer } from '../../management/support.js';
import { UndoLastEvent, expectInputError, scoredMatch, storedMatch, type Fixture } from '../events/support.js';

const RecordFootballEvent = /* GraphQL */ `
  mutation RecordFootballEvent($matchId: Int!, $key: String!, $afterSeq: Int!, $input: FootballEventInput!) {
    recordFootballEvent(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {
      seq
      payload
    }
  }
`;

const MatchSheet = /* GraphQL */ `
  query MatchSheet($id: Int!) {
    match(id: $id) {
      status
      footballLineups {
        side
        formation
        rows
        starters {
          id
          name
          shirtNumber
          position
          row
          subbedOff
          replacedBy
          goals
        }
        bench {
          id
          name
          subbedOn
          replaced
        }
      }
      footballOfficials {
        referee
        assistantReferees
        fourthOfficial
      }
      footballStats {
        key
        label
        home
        away
        percentage
      }
      football {
        timeline {
          kind
          text
        }
      }
    }
  }
`;

type SheetData = {
  match: {
    status: string;
    footballLineups: {
      side: string;
      formation: string;
      rows: number[];
      starters: {
        id: number;
        name: string;
        shirtNumber: number | null;
        position: string | null;
        row: number;
        subbedOff: string | null;
        replacedBy: string | null;
        goals: number;
      }[];
      bench: { id: number; name: string; subbedOn: string | null; replaced: string | null }[];
    }[];
    footballOfficials: { referee: string; assistantReferees: string[]; fourthOfficial: string | null } | null;
    footballStats: { key: string; label: string; home: number; away: number; percentage: boolean }[] | null;
    football: { timeline: { kind: string; text: string }[] } | null;
  };
};

const POSITIONS = [PlayerPosition.goalkeeper, ...Array<PlayerPosition>(4).fill(PlayerPosition.defender)];

describe('the football match sheet through the API', () => {
  const server = useTestServer();
  let fixture: Fixture;
  let client: TestClient;
  let seq: number;
  const squad: Record<'home' | 'away', TeamMember[]> = { home: [], away: [] };

  beforeEach(async () => {
    await server.reset();
    fixture = await scoredMatch(server.em(), { sport: Sport.football });
    const em = server.em().fork();
    for (const side of ['home', 'away'] as const) {
      const team = fixture[side];
      squad[side] = Array.from({ length: 16 }, (_, index) =>
        em.create(TeamMember, {
          team,
          name: `${side === 'home' ? 'Harbour' : 'Coral'} Player ${index + 1}`,
          jerseyNumber: index + 1,
          position: POSITIONS[index] ?? PlayerPosition.midfielder,
        }),
      );
    }
    await em.flush();
    client = await signedInClient(server, fixture.scorer.email);
    seq = 0;
  });

  const record = (input: Record<string, unknown>) =>
    client.gql<{ recordFootballEvent: { seq: number } | null }>(RecordFootballEvent, {
      matchId: fixture.matchId,
      key: `sheet${seq + 1}`,
      afterSeq: seq,
      input,
    });
  const play = async (...inputs: Record<string, unknown>[]) => {
    for (const input of inputs) {
      const response = await record(input);
      expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
      seq = response.data!.recordFootballEvent!.seq;
    }
  };
  const ids = (side: 'home' | 'away', from: number, to: number) =>
    squad[side].slice(from, to).map((member) => ({ id: member.id }));
  const lineup = (side: 'home' | 'away', formation = '4-3-3') => ({
    kind: 'LINEUP',
    side,
    formation,
    starters: ids(side, 0, 11),
    bench: ids(side, 11, 16),
  });
  const read = async () => {
    const response = await new TestClient(server.url).gql<SheetData>(MatchSheet, { id: fixture.matchId });
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    return response.data!.match;
  };

  it('keeps a line-up set before kick-off as the team sheet, the match still scheduled', async () => {
    expectInputError(await record({ ...lineup('home'), formation: '4-4-3' }), 'input.formation', /places 11/);
    expectInputError(await record({ ...lineup('home'), starters: ids('home', 0, 10) }), 'input.starters', /not 10/);
    await play(lineup('home'), lineup('away', '4-2-3-1'));
    // Corrected before kick-off: the later line-up stands.
    await play(lineup('home', '3-5-2'));
    expect((await storedMatch(server.em(), fixture.matchId)).status).toBe(MatchStatus.scheduled);
    const match = await read();
    expect(match.status).toBe('scheduled');
    expect(match.footballLineups.map((each) => [each.side, each.formation, each.rows])).toEqual([
      ['home', '3-5-2', [3, 5, 2]],
      ['away', '4-2-3-1', [4, 2, 3, 1]],
    ]);
    const home = match.footballLineups[0];
    expect(home.starters[0]).toMatchObject({
      name: 'Harbour Player 1',
      shirtNumber: 1,
      position: 'goalkeeper',
      row: 0,
    });
    expect(home.starters.map((player) => player.row)).toEqual([0, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3]);
    expect(home.bench.map((player) => player.name)).toEqual(squad.home.slice(11).map((member) => member.name));
  });

  it('draws substitutions from the line-ups, and names the field when one is not', async () => {
    await play(lineup('home'), lineup('away'), { kind: 'PERIOD_START', period: 'FIRST_HALF' });
    expect((await storedMatch(server.em(), fixture.matchId)).status).toBe(MatchStatus.in_progress);
    const sub = (off: TeamMember, on: TeamMember) => ({
      kind: 'SUBSTITUTION',
      side: 'home',
      playerOff: { id: off.id },
      playerOn: { id: on.id },
      minute: 1,
    });
    expectInputError(await record(sub(squad.home[12], squad.home[13])), 'input.playerOff', /is not on the pitch/);
    expectInputError(await record(sub(squad.home[9], squad.home[3])), 'input.playerOn', /already on the pitch/);
    // A new name is no one on the bench.
    expectInputError(
      await record({ ...sub(squad.home[9], squad.home[13]), playerOn: { name: 'Walk On' } }),
      'input.playerOn',
      /is not on the home bench/,
    );
    await play(sub(squad.home[9], squad.home[13]));
    const match = await read();
    const home = match.footballLineups[0];
    expect(home.starters[9]).toMatchObject({ subbedOff: "1'", replacedBy: 'Harbour Player 14' });
    expect(home.bench[2]).toMatchObject({ name: 'Harbour Player 14', subbedOn: "1'", replaced: 'Harbour Player 10' });
    expect(match.football?.timeline.map((event) => event.kind)).toEqual(['SUBSTITUTION']);
  });

  it('tallies the statistics tap by tap; undo takes the last tap back', async () => {
    await play({ kind: 'PERIOD_START', period: 'FIRST_HALF' });
    expect((await read()).footballStats).toBeNull();
    const tap = (side: string, stat: string, delta = 1) => ({ kind: 'STAT', side, stat, delta });
    await play(
      tap('home', 'SHOTS'),
      tap('home', 'SHOTS_ON_TARGET'),
      tap('away', 'CORNERS'),
      tap('away', 'CORNERS'),
      tap('home', 'FOULS'),
      { kind: 'POSSESSION', side: 'home', possession: 61 },
    );
    expectInputError(await record(tap('home', 'OFFSIDES', -1)), 'input.delta', /no offsides to take back/);
    const undone = await client.gql<{ undoLastEvent: { seq: number } }>(UndoLastEvent, {
      matchId: fixture.matchId,
      key: 'undo-possession',
      afterSeq: seq,
    });
    seq = undone.data!.undoLastEvent.seq;
    await play(tap('away', 'CORNERS', -1));
    const stats = (await read()).footballStats!;
    expect(stats.map((line) => [line.key, line.home, line.away])).toEqual([
      ['SHOTS', 2, 0],
      ['SHOTS_ON_TARGET', 1, 0],
      ['CORNERS', 0, 1],
      ['FOULS', 1, 0],
      ['OFFSIDES', 0, 0],
    ]);
    expect(stats[0].label).toBe('Total shots');
  });

  it('names the officials, any time; the match page reads the sheet at a fixed number of statements', async () => {
    expectInputError(await record({ kind: 'OFFICIALS', referee: ' ' }), 'input.referee', /Name the referee/);
    await play(
      {
        kind: 'OFFICIALS',
        referee: 'Stéphanie Frappart',
        assistantReferees: ['Neuza Back', 'Karen Díaz'],
        fourthOfficial: 'Said Martínez',
      },
      lineup('home'),
      lineup('away'),
      { kind: 'PERIOD_START', period: 'FIRST_HALF' },
      { kind: 'STAT', side: 'home', stat: 'CORNERS', delta: 1 },
      { kind: 'GOAL', side: 'home', player: { id: squad.home[10].id }, minute: 1 },
    );
    const match = await read();
    expect(match.footballOfficials).toEqual({
      referee: 'Stéphanie Frappart',
      assistantReferees: ['Neuza Back', 'Karen Díaz'],
      fourthOfficial: 'Said Martínez',
    });
    expect(match.footballLineups[0].starters[10].goals).toBe(1);

    // The match centre's query (line-ups, timeline, sheet) after a new event: the match, the sides' players,
    // and the log once for every field folded from it.
    await play({ kind: 'STAT', side: 'away', stat: 'FOULS', delta: 1 });
    const recording = recordStatements(server.orm);
    const statements = recording.statements;
    const count = async () => {
      statements.length = 0;
      const { errors } = await new TestClient(server.url).gql(MatchCentreSidesDocument, { id: fixture.matchId });
      expect(errors).toBeUndefined();
      return statements.filter((sql) => !/"session"/.test(sql)).length;
    };
    try {
      expect(await count()).toBeLessThanOrEqual(3);
      expect(statements.filter((sql) => /from match_events/.test(sql))).toHaveLength(1);
    } finally {
      recording.stop();
    }
  });
});

// The toss, the XIs, replacements, reviews, powerplays, officials and player of the match through GraphQL:
// events of the log, checked by the laws, on the card and in the Cricsheet export.
import { beforeEach, describe, expect, it } from 'vitest';
import type { CricsheetMatch } from '../../../../server/src/modules/matches/cricket/cricsheet.js';
import { MatchStatus } from '../../../../server/src/modules/matches/match.entity.js';
import { TeamMember } from '../../../../server/src/modules/teams/team-member.entity.js';
import type { TestClient } from '../../../support/client.js';
import { signedInClient, useTestServer } from '../../management/support.js';
import {
  RecordDelivery,
  UndoLastEvent,
  ball,
  expectInputError,
  scoredMatch,
  storedEvents,
  storedMatch,
  type Fixture,
  type RecordData,
} from './support.js';

const RecordCricketSheet = /* GraphQL */ `
  mutation ($matchId: Int!, $key: String!, $afterSeq: Int!, $input: CricketSheetInput!) {
    event: recordCricketSheet(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {
      seq
      kind
      payload
    }
  }
`;
type SheetData = { event: { seq: number; kind: string; payload: Record<string, unknown> } | null };

const Card = /* GraphQL */ `
  query ($id: Int!) {
    match(id: $id) {
      status
      cricsheet
      cricketSheet {
        toss {
          team {
            name
          }
          decision
          text
        }
        playingXIs {
          team {
            name
          }
          players {
            name
          }
          substitutes {
            name
          }
          cameIn {
            name
          }
        }
        officials {
          umpires
          tvUmpires
          matchReferees
        }
        playerOfMatch {
          name
        }
      }
      innings {
        number
        yetToBat {
          name
        }
        reviews {
          ball
          team {
            name
          }
          batter {
            name
          }
          umpire
          decision
          retained
          text
        }
        replacements {
          ball
          playerIn {
            name
          }
          playerOut {
            name
          }
          reason
          text
        }
        powerplays {
          fromOver
          toOver
          kind
          runs
          wickets
          text
        }
        commentary {
          text
        }
      }
    }
  }
`;
type CardData = {
  match: {
    status: string;
    cricsheet: string;
    cricketSheet: {
      toss: { team: { name: string }; decision: string; text: string } | null;
      playingXIs: {
        team: { name: string };
        players: { name: string }[];
        substitutes: { name: string }[];
        cameIn: { name: string }[];
      }[];
      officials: { umpires: string[]; tvUmpires: string[]; matchReferees: string[] } | null;
      playerOfMatch: { name: string }[];
    };
    innings: {
      number: number;
      yetToBat: { name: string }[];
      reviews: Record<string, unknown>[];
      replacements: Record<string, unknown>[];
      powerplays: Record<string, unknown>[];
      commentary: { text: string }[];
    }[];
  };
};

/** The match's Cricsheet export, as a file reads. */
const exportOf = (match: { cricsheet: string }) => JSON.parse(match.cricsheet) as CricsheetMatch;

const names = (prefix: string, count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => `${prefix} ${index + from}`);

describe('the cricket match sheet', () => {
  const server = useTestServer();
  let fixture: Fixture;
  let client: TestClient;
  let seq: number;

  beforeEach(async () => {
    await server.reset();
    fixture = await scoredMatch(server.em(), { teams: ['Trinbago Knight Riders', 'Guyana Amazon Warriors'] });
    client = await signedInClient(server, fixture.scorer.email);
    seq = 0;
  });

  const sheet = async (input: Record<string, unknown>) => {
    const response = await client.gql<SheetData>(RecordCricketSheet, {
      matchId: fixture.matchId,
      key: `s${seq + 1}`,
      afterSeq: seq,
      input,
    });
    if (response.data?.event) seq = response.data.event.seq;
    return response;
  };
  const deliver = async (input: Record<string, unknown>) => {
    const response = await client.gql<RecordData>(RecordDelivery, {
      matchId: fixture.matchId,
      key: `d${seq + 1}`,
      afterSeq: seq,
      input,
    });
    if (response.data?.recordDelivery) seq = response.data.recordDelivery.seq;
    return response;
  };
  const ok = <T>(response: { errors?: unknown; data?: T | null }) => {
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    return response.data!;
  };
  const card = async () => ok(await client.gql<CardData>(Card, { id: fixture.matchId })).match;
  const xis = async () => {
    ok(
      await sheet({
        kind: 'PLAYING_XI',
        teamId: fixture.home.id,
        players: names('TKR', 11).map((name) => ({ name })),
        substitutes: [{ name: 'TKR Impact' }],
      }),
    );
    ok(
      await sheet({ kind: 'PLAYING_XI', teamId: fixture.away.id, players: names('GAW', 11).map((name) => ({ name })) }),
    );
  };

  it('records the toss before the first innings: the winner’s choice sets who bats, and the match stays scheduled', async () => {
    ok(await sheet({ kind: 'TOSS', teamId: fixture.away.id, decision: 'FIELD' }));
    expect((await storedMatch(server.em(), fixture.matchId)).status).toBe(MatchStatus.scheduled);
    // No battingTeamId: the toss settled it (Guyana fielded, so Trinbago bat).
    ok(await deliver(ball('TKR 1', 'TKR 2', 'GAW 1', 1)));
    const match = await card();
    expect(match.cricketSheet.toss).toEqual({
      team: { name: 'Guyana Amazon Warriors' },
      decision: 'field',
      text: 'Guyana Amazon Warriors won the toss and chose to field',
    });
    expect(exportOf(match).info.toss).toEqual({ winner: 'Guyana Amazon Warriors', decision: 'field' });
    // After the first ball the toss stands.
    expectInputError(await sheet({ kind: 'TOSS', teamId: fixture.home.id, decision: 'BAT' }), 'input');
  });

  it('refuses a bad toss naming the field, and stores nothing', async () => {
    expectInputError(await sheet({ kind: 'TOSS', teamId: 999999, decision: 'BAT' }), 'input.teamId');
    expectInputError(await sheet({ kind: 'TOSS', teamId: fixture.home.id }), 'input.decision');
    expect(await storedEvents(server.em(), fixture.matchId)).toHaveLength(0);
  });

  it('names the XIs before the first ball; then only XI players bat and bowl, and the rest did not bat', async () => {
    expectInputError(
      await sheet({ kind: 'PLAYING_XI', teamId: fixture.home.id, players: names('TKR', 10).map((name) => ({ name })) }),
      'input.players',
      /11 players/,
    );
    await xis();
    const outsider = await deliver(ball('TKR 1', 'TKR Impact', 'GAW 1', 0, { battingTeamId: fixture.home.id }));
    expectInputError(outsider, 'input.nonStriker', /not in the batting side’s XI/);
    ok(await deliver(ball('TKR 1', 'TKR 2', 'GAW 1', 4, { battingTeamId: fixture.home.id })));
    expectInputError(
      await sheet({ kind: 'PLAYING_XI', teamId: fixture.home.id, players: names('TKR', 11).map((name) => ({ name })) }),
      'input',
      /before the first ball/,
    );
    const match = await card();
    expect(
      match.cricketSheet.playingXIs.map((xi) => [xi.team.name, xi.players.length, xi.substitutes.map((p) => p.name)]),
    ).toEqual([
      ['Trinbago Knight Riders', 11, ['TKR Impact']],
      ['Guyana Amazon Warriors', 11, []],
    ]);
    // Yet to bat: the XI, not the whole roster (the impact player is on the roster too).
    expect(match.innings[0].yetToBat.map((player) => player.name)).toEqual(names('TKR', 9, 3));
    const exported = exportOf(match);
    expect(exported.info.players?.['Trinbago Knight Riders']).toEqual(names('TKR', 11));
  });

  it('brings an impact player in for an XI player on a delivery, reviews struck down and upheld', async () => {
    await xis();
    ok(await deliver(ball('TKR 1', 'TKR 2', 'GAW 1', 0, { battingTeamId: fixture.home.id })));
    const review = await deliver(
      ball('TKR 1', 'TKR 2', 'GAW 1', 0, {
        review: {
          byTeamId: fixture.away.id,
          decision: 'STRUCK_DOWN',
          batter: { name: 'TKR 1' },
          umpire: 'Nigel Duguid',
          umpiresCall: true,
        },
      }),
    );
    ok(review);
    expect(review.data!.recordDelivery!.payload.review).toEqual({
      by: String(fixture.away.id),
      umpire: 'Nigel Duguid',
      batter: expect.any(String),
      decision: 'struck down',
      type: 'wicket',
      umpiresCall: true,
    });
    // A review by a side not playing is refused, naming the field.
    expectInputError(
      await deliver(ball('TKR 1', 'TKR 2', 'GAW 1', 0, { review: { byTeamId: 999999, decision: 'UPHELD' } })),
      'input.review.byTeamId',
    );
    // The impact player must replace someone in the XI.
    expectInputError(
      await deliver(
        ball('TKR 1', 'TKR 2', 'GAW 1', 0, {
          replacements: [
            {
              teamId: fixture.home.id,
              playerIn: { name: 'TKR Impact' },
              playerOut: { name: 'Nobody' },
              reason: 'IMPACT_PLAYER',
            },
          ],
        }),
      ),
      'input.replacements[0].out',
    );
    ok(
      await deliver(
        ball('TKR 1', 'TKR 2', 'GAW 1', 0, {
          wickets: [{ kind: 'lbw', playerOut: { name: 'TKR 1' } }],
          review: {
            byTeamId: fixture.home.id,
            decision: 'STRUCK_DOWN',
            batter: { name: 'TKR 1' },
            umpire: 'Nigel Duguid',
          },
        }),
      ),
    );
    // The impact player comes in for TKR 11 and bats next.
    ok(
      await deliver(
        ball('TKR Impact', 'TKR 2', 'GAW 1', 6, {
          replacements: [
            {
              teamId: fixture.home.id,
              playerIn: { name: 'TKR Impact' },
              playerOut: { name: 'TKR 11' },
              reason: 'IMPACT_PLAYER',
            },
          ],
        }),
      ),
    );
    // TKR 11 is out of the match now.
    expectInputError(await deliver(ball('TKR 11', 'TKR 2', 'GAW 1', 0)), 'input.batter');
    const match = await card();
    const [innings] = match.innings;
    expect(innings.reviews).toEqual([
      {
        ball: '0.2',
        team: { name: 'Guyana Amazon Warriors' },
        batter: { name: 'TKR 1' },
        umpire: 'Nigel Duguid',
        decision: 'struck down',
        retained: true,
        text: "Review (TKR 1), umpire Nigel Duguid: struck down, umpire's call, review retained",
      },
      {
        ball: '0.3',
        team: { name: 'Trinbago Knight Riders' },
        batter: { name: 'TKR 1' },
        umpire: 'Nigel Duguid',
        decision: 'struck down',
        retained: false,
        text: 'Review (TKR 1), umpire Nigel Duguid: struck down',
      },
    ]);
    expect(innings.replacements).toEqual([
      {
        ball: '0.4',
        playerIn: { name: 'TKR Impact' },
        playerOut: { name: 'TKR 11' },
        reason: 'impact_player',
        text: 'Impact player: TKR Impact in for TKR 11',
      },
    ]);
    expect(innings.commentary[3].text).toBe('0.4 (Impact player: TKR Impact in for TKR 11) GAW 1 to TKR Impact, SIX');
    const home = match.cricketSheet.playingXIs[0];
    expect(home.cameIn.map((p) => p.name)).toEqual(['TKR Impact']);
    expect(home.substitutes).toEqual([]);
    // Did not bat: the XI as it stands, without the player replaced.
    expect(innings.yetToBat.map((p) => p.name)).not.toContain('TKR 11');
    const exported = exportOf(match);
    expect(exported.info.players?.['Trinbago Knight Riders']).toEqual([...names('TKR', 11), 'TKR Impact']);
    const delivered = exported.innings[0].overs?.[0].deliveries;
    expect(delivered?.[1].review).toEqual({
      by: 'Guyana Amazon Warriors',
      umpire: 'Nigel Duguid',
      batter: 'TKR 1',
      decision: 'struck down',
      type: 'wicket',
      umpires_call: true,
    });
    expect(delivered?.[3].replacements).toEqual({
      match: [{ team: 'Trinbago Knight Riders', in: 'TKR Impact', out: 'TKR 11', reason: 'impact_player' }],
    });
  });

  it('keeps powerplays, officials and the player of the match; the card adds each powerplay’s runs', async () => {
    ok(await sheet({ kind: 'POWERPLAY', innings: 1, fromOver: 1, toOver: 6 }));
    expectInputError(
      await sheet({ kind: 'POWERPLAY', innings: 1, fromOver: 5, toOver: 8 }),
      'input.fromOver',
      /overlaps/,
    );
    expectInputError(await sheet({ kind: 'POWERPLAY', innings: 1, fromOver: 7, toOver: 21 }), 'input.toOver');
    ok(
      await sheet({
        kind: 'OFFICIALS',
        umpires: ['Joel Wilson', 'Nigel Duguid'],
        tvUmpires: ['Gregory Brathwaite'],
        matchReferees: ['Richie Richardson'],
      }),
    );
    expectInputError(await sheet({ kind: 'OFFICIALS', umpires: ['A', 'B', 'C'] }), 'input.umpires');
    ok(await deliver(ball('Pooran', 'Russell', 'Motie', 4, { battingTeamId: fixture.home.id })));
    ok(
      await deliver(
        ball('Pooran', 'Russell', 'Motie', 0, { wickets: [{ kind: 'bowled', playerOut: { name: 'Pooran' } }] }),
      ),
    );
    const [pooran] = await server.em().fork().find(TeamMember, { name: 'Pooran' });
    ok(await sheet({ kind: 'PLAYER_OF_THE_MATCH', players: [{ id: pooran.id }] }));
    expectInputError(
      await sheet({ kind: 'PLAYER_OF_THE_MATCH', players: [{ name: 'Nobody' }], teamId: fixture.home.id }),
      'input.players[0]',
    );
    const match = await card();
    expect(match.innings[0].powerplays).toEqual([
      { fromOver: 1, toOver: 6, kind: 'mandatory', runs: 4, wickets: 1, text: 'Powerplay (overs 1-6): 4/1' },
    ]);
    expect(match.cricketSheet.officials).toEqual({
      umpires: ['Joel Wilson', 'Nigel Duguid'],
      tvUmpires: ['Gregory Brathwaite'],
      matchReferees: ['Richie Richardson'],
    });
    expect(match.cricketSheet.playerOfMatch).toEqual([{ name: 'Pooran' }]);
    const exported = exportOf(match);
    expect(exported.info.officials).toEqual({
      umpires: ['Joel Wilson', 'Nigel Duguid'],
      tv_umpires: ['Gregory Brathwaite'],
      match_referees: ['Richie Richardson'],
    });
    expect(exported.info.player_of_match).toEqual(['Pooran']);
    expect(exported.innings[0].powerplays).toEqual([{ from: 0.1, to: 5.6, type: 'mandatory' }]);
    // Undo takes the player of the match back, like any event.
    ok(await client.gql(UndoLastEvent, { matchId: fixture.matchId, key: `u${seq + 1}`, afterSeq: seq }));
    expect((await card()).cricketSheet.playerOfMatch).toEqual([]);
  });
});

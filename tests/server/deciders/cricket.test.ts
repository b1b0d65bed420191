// The cricket Decider: given the log, when a scorer's command, then the events it makes or the refusal.
import { describe, expect, it } from 'vitest';
import {
  cricketDecider,
  cricketLogEvent,
  type CricketCommand,
  type CricketLogEvent,
} from '../../../shared/deciders/cricket/decider.js';
import {
  DISMISSAL_KINDS,
  type Delivery,
  type DeliveryInput,
  type MatchConfig,
} from '../../../shared/deciders/cricket/delivery.js';
import { currentInnings, matchResult } from '../../../shared/deciders/cricket/innings-state.js';
import { replace, specFor, undo } from './spec.js';

// One over a side keeps the innings short; the laws are the same at twenty.
const config: MatchConfig = { teams: ['Kings', 'Royals'], overs: 1, battingFirst: 'Kings' };
const spec = specFor(cricketDecider, config);

type Ball = Partial<Omit<DeliveryInput, 'wickets'>> & { wickets?: Delivery['wickets'] };

/** A delivery command: innings 1, Ames facing Bell, Cole bowling, a dot ball unless told otherwise. */
const ball = (overrides: Ball = {}): CricketCommand => ({
  type: 'delivery',
  innings: 1,
  batter: 'Ames',
  nonStriker: 'Bell',
  bowler: 'Cole',
  runs: 0,
  ...overrides,
});

/** A dot ball as the scorer sends it, its dismissal kinds still unchecked strings. */
const dot = { type: 'delivery' as const, innings: 1, batter: 'Ames', nonStriker: 'Bell', bowler: 'Cole', runs: 0 };

/** The event the log stores for a delivery the laws accept. */
const delivered = (overrides: Ball = {}): CricketLogEvent => {
  const command = ball(overrides) as DeliveryInput & { type: 'delivery' };
  return cricketLogEvent({
    type: 'delivery',
    innings: command.innings,
    battingTeam: command.innings % 2 === 1 ? 'Kings' : 'Royals',
    batter: command.batter,
    nonStriker: command.nonStriker,
    bowler: command.bowler,
    runs: command.runs,
    nonBoundary: false,
    extras: { wides: 0, noBalls: 0, byes: 0, legByes: 0, penalty: 0, ...command.extras },
    wickets: overrides.wickets ?? [],
  });
};

/** Six dot balls to Ames: innings 1 ends (one over a side) with Kings 0/0. */
const dotOver = Array.from({ length: 6 }, (_, i) =>
  delivered(i % 2 === 0 ? {} : { batter: 'Bell', nonStriker: 'Ames' }),
);

describe('the cricket Decider', () => {
  it('decides a delivery as the event the log stores, every field filled in', () => {
    spec
      .given()
      .when(ball({ runs: 4 }))
      .thenEvents([delivered({ runs: 4 })]);
  });

  it('rotates the strike on an odd number of runs run, not on a boundary or the penalty run of a wide', () => {
    spec
      .given()
      .when(ball({ runs: 1 }))
      .thenState((state) => {
        expect(currentInnings(state)).toMatchObject({ striker: 'Bell', nonStriker: 'Ames', runs: 1 });
      });
    spec
      .given()
      .when(ball({ runs: 4 }))
      .thenState((state) => {
        expect(currentInnings(state)).toMatchObject({ striker: 'Ames', runs: 4 });
      });
    spec
      .given()
      .when(ball({ extras: { wides: 1 } }))
      .thenState((state) => {
        expect(currentInnings(state)).toMatchObject({ striker: 'Ames', runs: 1, legalBalls: 0 });
      });
    spec
      .given()
      .when(ball({ extras: { wides: 2 } }))
      .thenState((state) => {
        expect(currentInnings(state)).toMatchObject({ striker: 'Bell', runs: 2, legalBalls: 0 });
      });
  });

  it('ends the over at its sixth legal ball: the ends change and its bowler may not bowl the next', () => {
    const fiveBalls = dotOver.slice(0, 5);
    const twoOvers: MatchConfig = { ...config, overs: 2 };
    const longer = specFor(cricketDecider, twoOvers);
    longer
      .given(...fiveBalls)
      .when(ball())
      .thenState((state) => {
        expect(currentInnings(state)).toMatchObject({
          legalBalls: 6,
          striker: 'Bell',
          nonStriker: 'Ames',
          previousOverBowler: 'Cole',
          closed: null,
        });
      });
    longer
      .given(...dotOver)
      .when(ball({ batter: 'Bell', nonStriker: 'Ames' }))
      .thenRefuses('input.bowler', 'Cole bowled the previous over and cannot bowl two in a row');
  });

  it('does not count wides and no-balls as balls of the over, and adds their runs', () => {
    spec
      .given(delivered({ extras: { wides: 1 } }), delivered({ runs: 2, extras: { noBalls: 1 } }))
      .when(ball())
      .thenState((state) => expect(currentInnings(state)).toMatchObject({ legalBalls: 1, runs: 4 }));
    spec
      .given()
      .when(ball({ runs: 1, extras: { wides: 1 } }))
      .thenRefuses('input.extras.wides', 'Runs from a wide are all wides');
    spec
      .given()
      .when(ball({ extras: { wides: 1, noBalls: 1 } }))
      .thenRefuses('input.extras.noBalls', 'A delivery is a wide or a no-ball, not both');
    spec
      .given()
      .when(ball({ runs: 1, extras: { byes: 1 } }))
      .thenRefuses('input.runs', 'Byes and leg-byes are not off the bat');
  });

  describe('each dismissal kind', () => {
    for (const kind of DISMISSAL_KINDS) {
      const retired = kind === 'retired hurt' || kind === 'retired not out';
      it(`${kind}: ${retired ? 'not a wicket, the batter may come back' : 'a wicket of the innings'}`, () => {
        const wickets = [{ kind, playerOut: 'Ames', fielders: [] }];
        spec
          .given()
          .when(ball({ wickets }))
          .thenState((state, events) => {
            expect(events).toEqual([delivered({ wickets })]);
            const innings = currentInnings(state)!;
            expect(innings.wickets).toBe(retired ? 0 : 1);
            expect(innings.striker).toBeNull();
            expect(retired ? innings.retired : innings.dismissed).toEqual(['Ames']);
          });
      });
    }

    it('refuses a way out the Laws do not know, and those a no-ball or a wide rules out', () => {
      spec
        .given()
        .when({ ...dot, wickets: [{ kind: 'bowled over', playerOut: 'Ames' }] })
        .thenRefuses('input.wickets[0].kind', /^"bowled over" is not a way to be out \(bowled, caught, /);
      spec
        .given()
        .when(ball({ extras: { noBalls: 1 }, wickets: [{ kind: 'bowled', playerOut: 'Ames', fielders: [] }] }))
        .thenRefuses('input.wickets[0].kind', 'Nobody is out bowled off a no-ball');
      spec
        .given()
        .when(ball({ extras: { wides: 1 }, wickets: [{ kind: 'caught', playerOut: 'Ames', fielders: ['Dunn'] }] }))
        .thenRefuses('input.wickets[0].kind', 'Nobody is out caught off a wide');
      spec
        .given()
        .when(ball({ extras: { wides: 1 }, wickets: [{ kind: 'stumped', playerOut: 'Ames', fielders: ['Dunn'] }] }))
        .thenState((state) => expect(currentInnings(state)!.wickets).toBe(1));
      spec
        .given()
        .when(ball({ wickets: [{ kind: 'run out', playerOut: 'Cole', fielders: [] }] }))
        .thenRefuses('input.wickets[0].playerOut', 'Cole is not one of the batters');
    });

    it('refuses a batter already out', () => {
      spec
        .given(delivered({ wickets: [{ kind: 'bowled', playerOut: 'Ames', fielders: [] }] }))
        .when(ball({ batter: 'Ames', nonStriker: 'Bell' }))
        .thenRefuses('input.batter', 'Ames is already out');
    });
  });

  it('closes the innings all out at the tenth wicket, and refuses the next ball in it', () => {
    const tenOut = Array.from({ length: 10 }, (_, i) =>
      delivered({
        batter: `Batter ${i}`,
        nonStriker: 'Last',
        extras: { noBalls: 1 },
        wickets: [{ kind: 'run out', playerOut: `Batter ${i}`, fielders: [] }],
      }),
    );
    const lastWicket = [{ kind: 'run out' as const, playerOut: 'Batter 9', fielders: [] }];
    spec
      .given(...tenOut.slice(0, 9))
      .when(ball({ batter: 'Batter 9', nonStriker: 'Last', extras: { noBalls: 1 }, wickets: lastWicket }))
      .thenState((state) => expect(currentInnings(state)).toMatchObject({ wickets: 10, closed: 'all out', runs: 10 }));
    spec
      .given(...tenOut)
      .when(ball({ batter: 'Last', nonStriker: 'Extra' }))
      .thenRefuses('input.innings', 'Innings 1 is closed (all out)');
  });

  it('closes the chase when the target is reached, and the chasing side wins by its wickets in hand', () => {
    const chase = (overrides: Ball = {}) =>
      delivered({ innings: 2, batter: 'Eve', nonStriker: 'Fox', bowler: 'Ames', ...overrides });
    spec
      .given(delivered({ runs: 4 }), ...dotOver.slice(1), chase({ runs: 2 }))
      .when(ball({ innings: 2, batter: 'Eve', nonStriker: 'Fox', bowler: 'Ames', runs: 4 }))
      .thenState((state) => {
        expect(currentInnings(state)).toMatchObject({ runs: 6, closed: 'target', target: { runs: 5 } });
        expect(matchResult(state)).toMatchObject({
          status: 'complete',
          winner: 'Royals',
          text: 'Royals won by 10 wickets (4 balls left)',
        });
      });
  });

  it('closes an innings on the scorer’s word, and opens the next with the other side batting', () => {
    spec
      .given(delivered({ runs: 6 }))
      .when({ type: 'close', innings: 1, reason: 'declared' })
      .thenEvents([{ kind: 'close', payload: { type: 'close', innings: 1, reason: 'declared' } }]);
    spec
      .given(delivered({ runs: 6 }), { kind: 'close', payload: { type: 'close', innings: 1, reason: 'declared' } })
      .when(ball({ innings: 2, batter: 'Eve', nonStriker: 'Fox', bowler: 'Ames' }))
      .thenState((state) =>
        expect(currentInnings(state)).toMatchObject({ number: 2, battingTeam: 'Royals', target: { runs: 7 } }),
      );
    spec
      .given(delivered())
      .when(ball({ innings: 2 }))
      .thenRefuses('input.innings', 'Innings 1 is still open: close it first');
    spec
      .given(delivered())
      .when({ type: 'close', innings: 1, reason: 'declared', par: 3 })
      .thenRefuses('input.par', 'Only a chase closed for no further play is decided by a par score');
  });

  describe('the super over', () => {
    const level = [delivered({ runs: 1 }), ...dotOver.slice(1)];
    const chaseLevel = Array.from({ length: 6 }, (_, i) =>
      delivered({
        innings: 2,
        batter: i === 0 ? 'Eve' : 'Fox',
        nonStriker: i === 0 ? 'Fox' : 'Eve',
        bowler: 'Ames',
        runs: i === 0 ? 1 : 0,
      }),
    );

    it('follows a tie only: innings 3 is the side that batted second, for one over and two wickets', () => {
      spec
        .given(...level, ...chaseLevel)
        .when(ball({ innings: 3, batter: 'Eve', nonStriker: 'Fox', bowler: 'Ames' }))
        .thenState((state) => {
          expect(currentInnings(state)).toMatchObject({
            number: 3,
            superOver: true,
            battingTeam: 'Royals',
            maxBalls: 6,
            maxWickets: 2,
          });
        });
    });

    it('is refused after a decided match', () => {
      spec
        .given(delivered({ runs: 4 }), ...dotOver.slice(1), ...chaseLevel)
        .when(ball({ innings: 3, batter: 'Eve', nonStriker: 'Fox', bowler: 'Ames' }))
        .thenRefuses('input.innings', 'Innings 3 can only be a super over after a tie');
    });

    it('a tie completed as a tie needs level scores', () => {
      spec
        .given(...level, ...chaseLevel)
        .when({ type: 'tie' })
        .thenEvents([{ kind: 'tie', payload: { type: 'tie' } }]);
      spec
        .given(delivered({ runs: 4 }), ...dotOver.slice(1), ...chaseLevel)
        .when({ type: 'tie' })
        .thenRefuses('matchId', 'Only a tied match is completed as a tie (the scores are not level)');
    });
  });

  describe('undo', () => {
    it('voids the latest ball: the strike and the total are as before it', () => {
      spec
        .given(delivered({ runs: 1 }), delivered({ batter: 'Bell', nonStriker: 'Ames', runs: 3 }), undo)
        .when(ball({ batter: 'Bell', nonStriker: 'Ames' }))
        .thenState((state) => expect(currentInnings(state)).toMatchObject({ runs: 1, legalBalls: 2, striker: 'Bell' }));
    });

    it('voids a wicket: the batter is back and may face', () => {
      spec
        .given(delivered({ wickets: [{ kind: 'bowled', playerOut: 'Ames', fielders: [] }] }), undo)
        .when(ball())
        .thenState((state) => expect(currentInnings(state)).toMatchObject({ wickets: 0, dismissed: [] }));
    });

    it('voids an innings’ closure: the innings is open again', () => {
      const declared: CricketLogEvent = { kind: 'close', payload: { type: 'close', innings: 1, reason: 'declared' } };
      spec
        .given(delivered(), declared, undo)
        .when(ball({ batter: 'Bell', nonStriker: 'Ames' }))
        .thenEvents([delivered({ batter: 'Bell', nonStriker: 'Ames' })]);
    });

    it('refuses an undo with nothing left to void', () => {
      expect(() => spec.stateOf([delivered(), undo, undo])).toThrow('There is no event to undo');
    });

    it('a replace (a Cricsheet import) voids every event before it', () => {
      spec
        .given(
          delivered({ runs: 6 }),
          delivered({ runs: 4 }),
          replace,
          delivered({ batter: 'Gil', nonStriker: 'Hale', runs: 1 }),
        )
        .when(ball({ batter: 'Hale', nonStriker: 'Gil' }))
        .thenState((state) =>
          expect(currentInnings(state)).toMatchObject({ runs: 1, legalBalls: 2, batted: ['Gil', 'Hale'] }),
        );
    });
  });

  describe('a free hit after a no-ball (limited overs)', () => {
    const noBall = delivered({ extras: { noBalls: 1 } });
    const bowled = [{ kind: 'bowled' as const, playerOut: 'Ames', fielders: [] }];

    it('given a no-ball, refuses a bowled dismissal off the next ball, naming the wicket kind', () => {
      spec
        .given(noBall)
        .when(ball({ wickets: bowled }))
        .thenRefuses('input.wickets[0].kind', /free hit/);
      spec
        .given(noBall)
        .when(ball({ wickets: [{ kind: 'caught', playerOut: 'Ames', fielders: ['Dunn'] }] }))
        .thenRefuses('input.wickets[0].kind', /free hit/);
    });

    it('given a no-ball, allows a run out off the free hit', () => {
      const runOut = [{ kind: 'run out' as const, playerOut: 'Bell', fielders: ['Dunn'] }];
      spec
        .given(noBall)
        .when(ball({ runs: 1, wickets: runOut }))
        .thenEvents([delivered({ runs: 1, wickets: runOut })]);
    });

    it('keeps the free hit through a wide after the no-ball, and ends it with a legal ball', () => {
      const wide = delivered({ extras: { wides: 1 } });
      spec
        .given(noBall, wide)
        .when(ball({ wickets: bowled }))
        .thenRefuses('input.wickets[0].kind', /free hit/);
      spec
        .given(noBall, wide)
        .when(ball({ extras: { wides: 1 } }))
        .thenState((state) => expect(currentInnings(state)?.freeHit).toBe(true));
      spec
        .given(noBall, delivered())
        .when(ball({ wickets: bowled }))
        .thenEvents([delivered({ wickets: bowled })]);
    });
  });
});

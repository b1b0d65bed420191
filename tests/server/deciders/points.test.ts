// The points sports' Decider: given the log, when a point or a set, then the event stored or the refusal.
import { describe, expect, it } from 'vitest';
import { pointsDecider, type PointsLogEvent } from '../../../shared/deciders/points/decider.js';
import { POINTS_SPORTS, type PointsEventInput } from '../../../shared/deciders/points/points-state.js';
import { specFor, undo } from './spec.js';

const volleyball = specFor(pointsDecider, POINTS_SPORTS.volleyball);
const basketball = specFor(pointsDecider, POINTS_SPORTS.basketball);

const logged = (input: PointsEventInput): PointsLogEvent => ({
  kind: 'points',
  payload: {
    kind: input.kind,
    side: input.side ?? null,
    points: input.points ?? null,
    home: input.home ?? null,
    away: input.away ?? null,
  },
});
const point = (side: 'home' | 'away'): PointsEventInput => ({ kind: 'POINT', side });
const set = (home: number, away: number): PointsEventInput => ({ kind: 'SET_RESULT', home, away });

describe('the points Decider', () => {
  it('stores a point with every field present', () => {
    volleyball
      .given()
      .when(point('home'))
      .thenEvents([logged(point('home'))]);
  });

  it('ends a set at its winning point, two clear', () => {
    const twentyFour = Array.from({ length: 24 }, () => logged(point('home')));
    volleyball
      .given(...twentyFour)
      .when(point('home'))
      .thenState((state) => expect(state.sets).toEqual([{ home: 25, away: 0, complete: true }]));
  });

  it('refuses a whole set that cannot be, and a basket in a set sport', () => {
    volleyball.given().when(set(25, 24)).thenRefuses('input.home', 'Set 1 goes on until a side leads by 2');
    volleyball
      .given()
      .when({ kind: 'POINT', side: 'home', points: 3 })
      .thenRefuses('input.points', 'A point is worth 1');
    basketball
      .given()
      .when({ kind: 'POINT', side: 'home', points: 3 })
      .thenState((state) => {
        expect(state.total).toEqual({ home: 3, away: 0 });
      });
  });

  it('wins the match at the third set', () => {
    volleyball
      .given(logged(set(25, 20)), logged(set(25, 20)))
      .when(set(25, 23))
      .thenState((state) =>
        expect(state).toMatchObject({ phase: 'ENDED', winner: 'home', setsWon: { home: 3, away: 0 } }),
      );
    volleyball
      .given(logged(set(25, 20)), logged(set(25, 20)), logged(set(25, 20)))
      .when(point('away'))
      .thenRefuses('input.kind', 'The match has ended');
  });

  it('undo voids a point, and a set that had won the match', () => {
    volleyball
      .given(logged(point('home')), logged(point('away')), undo)
      .when(point('home'))
      .thenState((state) => expect(state.total).toEqual({ home: 2, away: 0 }));
    volleyball
      .given(logged(set(25, 20)), logged(set(25, 20)), logged(set(25, 20)), undo)
      .when(point('away'))
      .thenState((state) => expect(state).toMatchObject({ phase: 'PLAYING', setsWon: { home: 2, away: 0 } }));
  });
});

// The football Decider: given the log, when a scorer's event, then the event stored or the refusal.
import { describe, expect, it } from 'vitest';
import { footballDecider, type FootballLogEvent } from '../../../shared/deciders/football/decider.js';
import {
  LEAGUE_RULES,
  knockoutRules,
  type FootballEvent,
  type FootballEventInput,
} from '../../../shared/deciders/football/football-event.js';
import { footballResultText, matchClock } from '../../../shared/deciders/football/football-views.js';
import { specFor, undo } from './spec.js';

const league = specFor(footballDecider, LEAGUE_RULES);
const knockout = specFor(footballDecider, knockoutRules({ extraTime: false, penalties: true }));

const KICK_OFF = Date.parse('2026-01-10T15:00:00.000Z');
/** The moment `minutes` after kick-off. */
const after = (minutes: number) => new Date(KICK_OFF + minutes * 60_000);

const command = (input: FootballEventInput, minutes = 0): FootballEvent => ({ input, at: after(minutes) });
const logged = (input: FootballEventInput, minutes = 0): FootballLogEvent => ({
  kind: 'football',
  payload: { input, at: after(minutes).toISOString() },
});

const start = (period: FootballEventInput['period'], minutes = 0) => logged({ kind: 'PERIOD_START', period }, minutes);
const end = (period: FootballEventInput['period'], minutes = 0) => logged({ kind: 'PERIOD_END', period }, minutes);
const messi = { id: 10, name: 'Messi' };
const smith = { id: 4, name: 'Smith' };
const goal = (extra: Partial<FootballEventInput> = {}): FootballEventInput => ({
  kind: 'GOAL',
  side: 'home',
  player: messi,
  minute: 10,
  ...extra,
});
const card = (kind: 'YELLOW_CARD' | 'SECOND_YELLOW' | 'RED_CARD', minute: number): FootballEventInput => ({
  kind,
  side: 'home',
  player: messi,
  minute,
});
const firstHalf = [start('FIRST_HALF')];
const halfTime = [start('FIRST_HALF'), end('FIRST_HALF', 47)];

describe('the football Decider', () => {
  it('decides a goal as the event the log stores, and counts it for the side credited', () => {
    league
      .given(...firstHalf)
      .when(command(goal(), 10))
      .thenEvents([logged(goal(), 10)]);
    league
      .given(...firstHalf)
      .when(command(goal({ assist: { id: 7, name: 'Di Maria' } }), 10))
      .thenState((state) => {
        expect(state.score).toEqual({ home: 1, away: 0 });
        expect(state.goals[0]).toMatchObject({ period: 'FIRST_HALF', text: "Messi 10'" });
      });
    league.given().when(command(goal())).thenRefuses('input.kind', 'The match has not kicked off');
  });

  it('credits an own goal to the other side, with no assist', () => {
    league
      .given(...firstHalf)
      .when(command(goal({ side: 'home', player: smith, ownGoal: true, minute: 12 }), 12))
      .thenState((state) => {
        expect(state.score).toEqual({ home: 1, away: 0 });
        expect(state.players['away:id:4']).toMatchObject({ side: 'away', status: 'ON' });
        expect(state.goals[0].text).toBe("Smith 12' (og)");
      });
    league
      .given(...firstHalf)
      .when(command(goal({ ownGoal: true, assist: { id: 7 } }), 12))
      .thenRefuses('input.assist', 'An own goal has no assist');
    league
      .given(...firstHalf)
      .when(command(goal({ ownGoal: true, penalty: true }), 12))
      .thenRefuses('input.ownGoal', 'A penalty cannot be an own goal');
  });

  describe('cards', () => {
    it('a second yellow sends the player off, who may then not score', () => {
      league
        .given(...firstHalf, logged(card('YELLOW_CARD', 20), 20))
        .when(command(card('SECOND_YELLOW', 30), 30))
        .thenState((state) => {
          expect(state.players['home:id:10']).toMatchObject({ yellows: 2, status: 'SENT_OFF' });
          expect(state.cards.map((each) => each.card)).toEqual(['YELLOW', 'SECOND_YELLOW']);
        });
      league
        .given(...firstHalf, logged(card('YELLOW_CARD', 20), 20), logged(card('SECOND_YELLOW', 30), 30))
        .when(command(goal({ minute: 35 }), 35))
        .thenRefuses('input.player', 'Messi has been sent off');
    });

    it('refuses a second yellow without a first, and a first yellow twice', () => {
      league
        .given(...firstHalf)
        .when(command(card('SECOND_YELLOW', 5), 5))
        .thenRefuses('input.kind', 'Messi has no yellow card: record a yellow card first');
      league
        .given(...firstHalf, logged(card('YELLOW_CARD', 20), 20))
        .when(command(card('YELLOW_CARD', 25), 25))
        .thenRefuses('input.kind', 'Messi already has a yellow card: record a second yellow');
    });

    it('a straight red sends off a player with no yellow', () => {
      league
        .given(...firstHalf)
        .when(command(card('RED_CARD', 5), 5))
        .thenState((state) => expect(state.players['home:id:10'].status).toBe('SENT_OFF'));
    });
  });

  describe('substitutions', () => {
    const sub = (minute: number): FootballEventInput => ({
      kind: 'SUBSTITUTION',
      side: 'home',
      playerOff: messi,
      playerOn: { id: 19, name: 'Aguero' },
      minute,
    });

    it('takes the player off and puts the other on', () => {
      league
        .given(...firstHalf)
        .when(command(sub(30), 30))
        .thenState((state) => {
          expect(state.players['home:id:10'].status).toBe('SUBBED_OFF');
          expect(state.players['home:id:19'].status).toBe('ON');
          expect(state.substitutions[0].text).toBe("Aguero for Messi 30'");
        });
    });

    it('keeps to the period’s minutes: 46 at half time, not in the first half', () => {
      league
        .given(...halfTime)
        .when(command(sub(46), 50))
        .thenState((state) => expect(state.substitutions).toHaveLength(1));
      league
        .given(...firstHalf)
        .when(command(sub(46), 44))
        .thenRefuses('input.minute', 'Minute 46 is outside the first half (up to 45+)');
    });

    it('refuses a player back on once substituted, one already on, and a player for themselves', () => {
      league
        .given(...firstHalf, logged(sub(30), 30))
        .when(command({ ...sub(35), playerOff: { id: 19 }, playerOn: messi }, 35))
        .thenRefuses('input.playerOn', 'Messi has been substituted');
      league
        .given(...firstHalf, logged(goal({ player: { id: 19, name: 'Aguero' } }), 10))
        .when(command(sub(30), 30))
        .thenRefuses('input.playerOn', 'Aguero is already on the pitch');
      league
        .given(...firstHalf)
        .when(command({ ...sub(30), playerOn: messi }, 30))
        .thenRefuses('input.playerOn', 'A player cannot replace themselves');
    });
  });

  describe('periods and the clock', () => {
    it('starts the periods in order, each after the last has ended', () => {
      league
        .given(...firstHalf)
        .when(command({ kind: 'PERIOD_START', period: 'SECOND_HALF' }, 46))
        .thenRefuses('input.period', 'End the first half first');
      league
        .given()
        .when(command({ kind: 'PERIOD_START', period: 'SECOND_HALF' }))
        .thenRefuses('input.period', 'The next period is the first half');
      league
        .given(...halfTime, start('SECOND_HALF', 62))
        .when(command({ kind: 'PERIOD_START', period: 'EXTRA_TIME_FIRST' }, 110))
        .thenRefuses('input.period', 'This competition’s rules have no extra time');
    });

    it('shows the clock from the period’s start: 23’, half time, full time', () => {
      league
        .given(...firstHalf)
        .when(command(goal({ minute: 22 }), 22))
        .thenState((state) => {
          expect(matchClock(state, after(22.5))).toBe("23'");
          expect(matchClock(state, after(46))).toBe("45+2'");
        });
      league
        .given(...firstHalf)
        .when(command({ kind: 'PERIOD_END', period: 'FIRST_HALF' }, 47))
        .thenState((state) => {
          expect(matchClock(state, after(50))).toBe('HT');
        });
      league
        .given(...halfTime, start('SECOND_HALF', 62))
        .when(command({ kind: 'PERIOD_END', period: 'SECOND_HALF' }, 110))
        .thenState((state) => {
          expect(state.phase).toBe('ENDED');
          expect(matchClock(state, after(120))).toBe('FT');
          expect(footballResultText(state, { home: 'Argentina', away: 'France' })).toBe('Draw');
        });
    });

    it('an event’s minute ahead of the clock moves the clock to it; one behind is a late entry', () => {
      // Kick-off tapped five minutes late: a goal at 15' recorded ten minutes after the tap moves the clock to 15'.
      league
        .given(...firstHalf)
        .when(command(goal({ minute: 15 }), 10))
        .thenState((state) => {
          expect(matchClock(state, after(10))).toBe("15'");
        });
      league
        .given(...firstHalf)
        .when(command(goal({ minute: 5 }), 10))
        .thenState((state) => {
          expect(matchClock(state, after(10))).toBe("11'");
        });
    });
  });

  describe('the penalty shoot-out', () => {
    const level = [start('FIRST_HALF'), end('FIRST_HALF', 47), start('SECOND_HALF', 62), end('SECOND_HALF', 110)];
    const kick = (side: 'home' | 'away', scored: boolean): FootballEventInput => ({
      kind: 'SHOOTOUT_KICK',
      side,
      player: { name: `${side} taker` },
      scored,
    });
    const shootout = [...level, start('PENALTIES', 115)];

    it('follows a level knockout; the sides kick in turn', () => {
      knockout
        .given(...level)
        .when(command({ kind: 'PERIOD_START', period: 'PENALTIES' }, 115))
        .thenState((state) => {
          expect(state.shootout).toEqual({ kicks: [], score: { home: 0, away: 0 }, winner: null });
        });
      knockout
        .given(...shootout, logged(kick('home', true), 116))
        .when(command(kick('home', true), 117))
        .thenRefuses('input.side', 'It is the away side’s kick');
    });

    it('is decided once one side cannot catch up, and the match ends on penalties', () => {
      const kicks = [
        logged(kick('home', true)),
        logged(kick('away', false)),
        logged(kick('home', true)),
        logged(kick('away', false)),
        logged(kick('home', true)),
      ];
      knockout
        .given(...shootout, ...kicks.slice(0, 4))
        .when(command({ kind: 'PERIOD_END', period: 'PENALTIES' }, 120))
        .thenRefuses('input.period', 'The shoot-out is not decided yet');
      knockout
        .given(...shootout, ...kicks.slice(0, 4))
        .when(command(kick('home', true), 120))
        .thenState((state) => expect(state.shootout).toMatchObject({ score: { home: 3, away: 0 }, winner: null }));
      knockout
        .given(...shootout, ...kicks, logged(kick('away', false)))
        .when(command({ kind: 'PERIOD_END', period: 'PENALTIES' }, 125))
        .thenState((state) => {
          expect(state).toMatchObject({ phase: 'ENDED', winner: 'home', finishedAfter: 'PENALTIES' });
          expect(footballResultText(state, { home: 'Argentina', away: 'France' })).toBe(
            'Argentina won 3-0 on penalties',
          );
        });
    });
  });

  describe('undo', () => {
    it('voids a goal', () => {
      league
        .given(...firstHalf, logged(goal(), 10), undo)
        .when(command(goal({ minute: 12 }), 12))
        .thenState((state) => expect(state.score).toEqual({ home: 1, away: 0 }));
    });

    it('voids a yellow card: the next yellow is a first one again', () => {
      league
        .given(...firstHalf, logged(card('YELLOW_CARD', 20), 20), undo)
        .when(command(card('YELLOW_CARD', 25), 25))
        .thenEvents([logged(card('YELLOW_CARD', 25), 25)]);
    });

    it('voids a substitution: the player is on again', () => {
      const sub: FootballEventInput = {
        kind: 'SUBSTITUTION',
        side: 'home',
        playerOff: messi,
        playerOn: { id: 19 },
        minute: 30,
      };
      league
        .given(...firstHalf, logged(sub, 30), undo)
        .when(command(goal({ minute: 31 }), 31))
        .thenState((state) => expect(state.players['home:id:10'].status).toBe('ON'));
    });

    it('voids a period’s end: the half is being played again', () => {
      league
        .given(...halfTime, undo)
        .when(command(goal({ minute: 45, addedTime: 1 }), 46))
        .thenState((state) => expect(state.phase).toBe('PLAYING'));
    });

    it('voids a shoot-out kick', () => {
      const level = [start('FIRST_HALF'), end('FIRST_HALF', 47), start('SECOND_HALF', 62), end('SECOND_HALF', 110)];
      const kick: FootballEventInput = { kind: 'SHOOTOUT_KICK', side: 'home', player: { name: 'Taker' }, scored: true };
      knockout
        .given(...level, start('PENALTIES', 115), logged(kick), undo)
        .when(command({ ...kick, side: 'away' }, 116))
        .thenState((state) => expect(state.shootout?.kicks).toHaveLength(1));
    });
  });
});

// The pad and the server fold one log with one set of laws (shared/deciders): a real match's log, with
// undone balls and a Cricsheet replace in it, gives the same totals and crease on the phone and on the server.
import { describe, expect, it } from 'vitest';
import superOverMatch from '../fixtures/cricsheet/1216512.json?raw';
import rainMatch from '../fixtures/cricsheet/1136592.json?raw';
import { parseCricsheet } from '../../server/src/modules/matches/cricket/cricsheet.js';
import type { CricketEvent, PlayerKey } from '../../server/src/modules/matches/cricket/delivery.js';
import {
  applyEvent,
  cricketEvent,
  initialState,
  type MatchState,
} from '../../server/src/modules/matches/cricket/innings-state.js';
import { liveEvents, REPLACE, UNDO, type LogEntry } from '../../server/src/modules/matches/football/event-log.js';
import { followInnings, storedBalls, type LogEvent } from '../../web/src/features/scoring/cricket-state';

/** The match's log as the server stores it: players by roster id, a stray ball undone now and then, and
 * a replace (an import) after a false start. */
function storedLog(source: string) {
  const { config, events } = parseCricsheet(source);
  const ids = new Map<PlayerKey, string>();
  const id = (player: PlayerKey) => ids.get(player) ?? (ids.set(player, String(ids.size + 1)), ids.get(player)!);
  const renamed = events.map((event): CricketEvent => {
    if (event.type !== 'delivery') return event.type === 'absent hurt' ? { ...event, player: id(event.player) } : event;
    return {
      ...event,
      batter: id(event.batter),
      nonStriker: id(event.nonStriker),
      bowler: id(event.bowler),
      wickets: event.wickets.map((wicket) => ({ ...wicket, playerOut: id(wicket.playerOut), fielders: [] })),
    };
  });
  const log: LogEvent[] = [];
  const append = (kind: string, payload: Record<string, unknown>) => log.push({ seq: log.length + 1, kind, payload });
  const first = renamed[0];
  // A false start, voided by the import that follows it.
  append('delivery', { ...first, runs: 6 });
  append('delivery', { ...first, runs: 4 });
  append(REPLACE, { source: 'cricsheet', events: renamed.length });
  renamed.forEach((event, index) => {
    // Every 17th ball is first recorded wrong (four wides), then undone and recorded again.
    if (event.type === 'delivery' && index % 17 === 5) {
      append('delivery', { ...event, runs: 0, extras: { ...event.extras, wides: 4 }, wickets: [] });
      append(UNDO, { voids: log.length });
    }
    append(event.type, { ...event });
  });
  return { config, log };
}

/** The server's fold, step by step: the log as its one undo rule leaves it, through the laws. */
function serverStates(config: ReturnType<typeof parseCricsheet>['config'], log: readonly LogEvent[]): MatchState[] {
  const entries = log.map((event): LogEntry<Record<string, unknown>> =>
    event.kind === UNDO
      ? { kind: 'undo' }
      : event.kind === REPLACE
        ? { kind: 'reset' }
        : { kind: 'event', event: event.payload },
  );
  const states: MatchState[] = [];
  let state = initialState(config);
  for (const payload of liveEvents(entries)) {
    state = applyEvent(state, cricketEvent(payload));
    if (payload.type === 'delivery') states.push(state);
  }
  return states;
}

describe('the pad and the server agree', () => {
  for (const [name, source] of [
    ['a tie and its super overs (IPL 2020)', superOverMatch],
    ['a chase stopped by rain (IPL 2018, D/L)', rainMatch],
  ] as const) {
    it(`ball by ball on ${name}: runs, wickets, legal balls, who is at each end and free hits`, () => {
      const { config, log } = storedLog(source);
      const states = serverStates(config, log);
      const balls = storedBalls(log);
      expect(balls).toHaveLength(states.length);
      balls.forEach((ball, index) => {
        const innings = states[index].innings.at(-1)!;
        const sameInnings = balls.slice(0, index + 1).filter((each) => each.innings === ball.innings);
        const crease = followInnings(sameInnings, config.ballsPerOver ?? 6);
        const key = (player: { id?: number | null } | null) => (player ? String(player.id) : null);
        expect(
          { runs: crease.runs, wickets: crease.wickets, legalBalls: crease.legalBalls },
          `ball ${index + 1}`,
        ).toEqual({
          runs: innings.runs - innings.penaltyPre,
          wickets: innings.wickets,
          legalBalls: innings.legalBalls,
        });
        expect([key(crease.striker), key(crease.nonStriker)], `ball ${index + 1}`).toEqual([
          innings.striker,
          innings.nonStriker,
        ]);
        if (crease.overJustEnded) expect(key(crease.previousBowler)).toBe(innings.previousOverBowler);
        // Both know when the next ball is a free hit (the 2020 file has two, after its no-balls).
        expect(crease.freeHit, `ball ${index + 1}`).toBe(innings.freeHit === true);
      });
    });
  }
});

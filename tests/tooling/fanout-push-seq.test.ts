import { describe, expect, it } from 'vitest';
import { pushedSeq } from '../../bench/push-seq.js';

/** A `next` message as graphql-ws writes it for the match page's subscription. */
const push = (matchUpdated: Record<string, unknown>, id = 'b1f0c2') =>
  Buffer.from(JSON.stringify({ id, type: 'next', payload: { data: { matchUpdated } } }));

const match = (seq: unknown, names: [string, string] = ['Harbour Lights', 'Coral Reef']) => ({
  id: 7,
  status: 'in_progress',
  homeTeamScore: 104,
  homeTeam: { id: 1, name: names[0] },
  awayTeam: { id: 2, name: names[1] },
  seq,
  venue: 'Kensington Oval',
  matchNotes: null,
});

describe("the fan-out bench's reading of a push (bench/push-seq.ts)", () => {
  it('reads the seq JSON.parse reads, for every number of digits', () => {
    for (const seq of [0, 7, 10, 99, 120, 4321, 65_536, 1_000_000_007]) {
      const raw = push(match(seq));
      const parsed = JSON.parse(raw.toString()) as { payload: { data: { matchUpdated: { seq: number } } } };
      expect(pushedSeq(raw)).toBe(parsed.payload.data.matchUpdated.seq);
    }
  });

  it('is not fooled by a name that spells the key: inside a string every quote is escaped', () => {
    const raw = push(match(42, ['"seq":9', 'x "seq": 5 "type":"next"']));
    expect(raw.toString()).toContain('seq\\":9');
    expect(pushedSeq(raw)).toBe(42);
  });

  it('answers null for other messages and for a push without a seq', () => {
    expect(pushedSeq(Buffer.from(JSON.stringify({ type: 'connection_ack' })))).toBeNull();
    expect(pushedSeq(Buffer.from(JSON.stringify({ id: '1', type: 'complete' })))).toBeNull();
    expect(pushedSeq(Buffer.from(JSON.stringify({ type: 'ping' })))).toBeNull();
    expect(pushedSeq(push(match(null)))).toBeNull();
    const { seq: _left, ...withoutSeq } = match(3);
    expect(pushedSeq(push(withoutSeq))).toBeNull();
  });
});

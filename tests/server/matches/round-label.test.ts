// The round as fans say it (issue 49): group fixtures said "Round 1".
import { describe, expect, it } from 'vitest';
import { roundLabel } from '../../../server/src/modules/matches/match-rules.js';

describe('roundLabel', () => {
  it('names a group match by its group and matchday, a named round by its name, else its number', () => {
    expect(roundLabel({ roundName: 'Group A', roundNumber: 1, groupId: 4 })).toBe('Group A, matchday 1');
    expect(roundLabel({ roundName: 'Quarter-final', roundNumber: 1, groupId: null })).toBe('Quarter-final');
    expect(roundLabel({ roundName: 'Matchday 3', roundNumber: 3, groupId: null })).toBe('Matchday 3');
    expect(roundLabel({ roundName: null, roundNumber: 4, groupId: null })).toBe('Round 4');
    expect(roundLabel({ roundName: 'Group B', roundNumber: null, groupId: 5 })).toBe('Group B');
    expect(roundLabel({ roundName: null, roundNumber: null, groupId: null })).toBeNull();
  });
});

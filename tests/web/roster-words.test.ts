// The roster's words (issue 49): a team's name in the possessive, and the positions its sport plays.
import { describe, expect, it } from 'vitest';
import { positionOptions } from '../../web/src/features/management/PlayerFormDialog';
import { possessive } from '../../web/src/lib/format';

describe('roster words', () => {
  it('writes a name ending in s with the apostrophe alone', () => {
    expect(possessive('Walkers Bay Cricketers')).toBe("Walkers Bay Cricketers'");
    expect(possessive('Harbour Lights')).toBe("Harbour Lights'");
    expect(possessive('Coral Reef XI')).toBe("Coral Reef XI's");
    expect(possessive('St. Ann')).toBe("St. Ann's");
  });

  it('offers a cricket team cricket positions and a football team football ones, plainly named', () => {
    expect(positionOptions('cricket', null)).toEqual([
      { value: 'batsman', label: 'Batsman' },
      { value: 'bowler', label: 'Bowler' },
      { value: 'all_rounder', label: 'All-rounder' },
      { value: 'wicket_keeper', label: 'Wicket-keeper' },
    ]);
    expect(positionOptions('football', null).map((option) => option.label)).toEqual([
      'Goalkeeper',
      'Defender',
      'Midfielder',
      'Forward',
    ]);
    expect(positionOptions('points', null)).toEqual([]);
  });

  it('offers every position, each naming its sport, to a team with no sport; and keeps a place’s own', () => {
    expect(positionOptions(null, null).map((option) => option.label)).toContain('Goalkeeper (football)');
    expect(positionOptions(null, null)).toHaveLength(8);
    expect(positionOptions('cricket', 'goalkeeper').map((option) => option.value)).toContain('goalkeeper');
  });
});

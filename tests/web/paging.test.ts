import { describe, expect, it } from 'vitest';
import { longerListSearch, mostShown, shownFromAddress } from '../../web/src/lib/paging';

describe('lists whose length is in the address', () => {
  it('grows by whole pages up to the most whole pages within the API ceiling', () => {
    expect(mostShown(10)).toBe(100);
    expect(mostShown(12)).toBe(96);
    expect(mostShown(30)).toBe(90);
  });

  it('reads the length from the address, one page for anything that is not a whole number of pages', () => {
    expect(shownFromAddress(null, 12)).toBe(12);
    expect(shownFromAddress('abc', 12)).toBe(12);
    expect(shownFromAddress('30', 12)).toBe(12);
    expect(shownFromAddress('36', 12)).toBe(36);
    expect(shownFromAddress('99999999999999999999', 12)).toBe(96);
  });

  it('makes the next address one page longer, never past the most, keeping the other parameters', () => {
    const search = new URLSearchParams('q=cup&tournaments=84');
    expect(longerListSearch(search, 'tournaments', 84, 12)).toBe('?q=cup&tournaments=96');
    expect(longerListSearch(search, 'tournaments', 96, 12)).toBe('?q=cup&tournaments=96');
  });
});

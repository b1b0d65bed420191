import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../web/src/lib/format';

describe('money as the tournament pages show it', () => {
  it('writes dollars exactly as Intl would, without paying for Intl on a phone', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
    const amounts = [0, 1, 5, 9.5, 10, 99.99, 100, 999, 1000, 1234.5, 25_000, 999_999.99, 1_000_000, 12_345_678.9];
    for (const amount of [...amounts, ...amounts.map((value) => -value).filter((value) => value < 0)]) {
      expect(formatMoney(amount), String(amount)).toBe(intl.format(amount));
    }
    expect(formatMoney(1_000_000)).toBe('$1,000,000.00');
  });
});

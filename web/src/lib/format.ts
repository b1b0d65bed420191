/**
 * A name's possessive as English writes it: "Harbour Lights' roster", "Walkers Bay Cricketers' roster",
 * "Coral Reef XI's roster" (a plural name ending in s takes the apostrophe alone).
 */
export function possessive(name: string): string {
  return /s$/i.test(name.trim()) ? `${name.trim()}'` : `${name.trim()}'s`;
}

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * Dollars as "$1,000,000.00". Written out rather than through Intl.NumberFormat: its currency set-up is
 * 20 ms of ICU loading in a browser, a tenth of a second on a phone, on every page showing a fee.
 */
export function formatMoney(amount: number): string {
  const [whole = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.');
  return `${amount < 0 ? '-' : ''}$${whole.replace(THOUSANDS, ',')}.${cents}`;
}

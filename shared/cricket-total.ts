// A cricket total as published scorecards print it, one rule for the web and the server.

/**
 * "151" for an innings that ended all out, else "151/7" (runs alone when the wickets are unknown).
 * All out is the innings' own flag, never ten wickets: a side with a batter absent or retired hurt is all
 * out with fewer, and a side nine down is not all out.
 */
export function cricketTotal(
  runs: number,
  wickets: number | null | undefined,
  allOut: boolean | null | undefined,
): string {
  if (allOut || wickets === null || wickets === undefined) return String(runs);
  return `${runs}/${wickets}`;
}

/**
 * The total line of a scorecard, as ESPNcricinfo words it: "151 (all out, 19.4 overs)", "173/5 (20 overs)".
 * `overs` is written as cricket overs ("19.4").
 */
export function scorecardTotal(runs: number, wickets: number, allOut: boolean, overs: string): string {
  const length = `${overs} ${overs === '1' ? 'over' : 'overs'}`;
  return allOut ? `${runs} (all out, ${length})` : `${runs}/${wickets} (${length})`;
}

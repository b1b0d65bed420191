// The penalty shoot-out's laws: best of five kicks each, then sudden death.
import { RuleViolation } from '../decider.js';
import { otherSide, type FootballSide } from './football-event.js';
import type { Score, ShootoutKick } from './football-state.js';

const level = (score: Score) => score.home === score.away;

/** Best of five kicks each, then sudden death: decided once one side cannot catch up. */
export function shootoutWinner(kicks: ShootoutKick[], score: Score): FootballSide | null {
  const taken = (side: FootballSide) => kicks.filter((kick) => kick.side === side).length;
  const home = taken('home');
  const away = taken('away');
  if (home <= 5 && away <= 5) {
    if (score.home + (5 - home) < score.away) return 'away';
    if (score.away + (5 - away) < score.home) return 'home';
    return null;
  }
  return home === away && !level(score) ? (score.home > score.away ? 'home' : 'away') : null;
}

/** Every final score a best-of-five can stop at (winner's kicks first), found by playing each sequence. */
const REGULATION_FINALS: ReadonlySet<string> = (() => {
  const finals = new Set<string>();
  const walk = (kicks: ShootoutKick[], score: Score) => {
    const winner = shootoutWinner(kicks, score);
    if (winner) finals.add(`${score[winner]}-${score[otherSide(winner)]}`);
    if (winner || kicks.length === 10) return;
    const side: FootballSide = kicks.length % 2 === 0 ? 'home' : 'away';
    for (const scored of [true, false]) {
      walk([...kicks, { side, player: {}, scored }], { ...score, [side]: score[side] + (scored ? 1 : 0) });
    }
  };
  walk([], { home: 0, away: 0 });
  return finals;
})();

/**
 * Why a shoot-out score entered as a whole (`recordResult`'s homePenalties and awayPenalties) cannot
 * be, or null: a shoot-out stops once one side cannot catch up, so 5-2 or 4-0 never happen; in sudden
 * death the winner is one ahead.
 */
export function shootoutScoreProblem(score: Score): RuleViolation | null {
  for (const side of ['home', 'away'] as const) {
    if (!Number.isInteger(score[side]) || score[side] < 0) {
      return new RuleViolation(`input.${side}Penalties`, 'Enter the penalties scored (a whole number, 0 or more)');
    }
  }
  if (level(score)) return new RuleViolation('input.awayPenalties', 'A shoot-out cannot end level');
  const winner: FootballSide = score.home > score.away ? 'home' : 'away';
  const final = `${score[winner]}-${score[otherSide(winner)]}`;
  if (score[winner] - score[otherSide(winner)] === 1 || REGULATION_FINALS.has(final)) return null;
  return new RuleViolation(
    `input.${winner}Penalties`,
    `A shoot-out cannot end ${final}: it stops as soon as one side cannot catch up`,
  );
}

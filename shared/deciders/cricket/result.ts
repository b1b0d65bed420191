// Who won a cricket match, as the scorecard prints it.
import type { InningsState, MatchResult, MatchState } from './innings.js';
import { MAIN_INNINGS_WICKETS } from './laws.js';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Who won, as the scorecard prints it; super overs decide a tie and count for nothing else. */
export function matchResult(state: MatchState): MatchResult {
  if (state.abandoned) return { status: 'no result', winner: null, text: 'no result', dls: false, method: null };
  const inProgress: MatchResult = { status: 'in progress', winner: null, text: null, dls: false, method: null };
  const [first, second] = state.innings;
  if (!first || !second?.closed || !second.target) return inProgress;
  // A par score level with the chase's runs is a tie like any other (a super over may follow).
  if (second.par !== null && second.runs !== second.par) return parResult(first, second, second.par);
  const dls = second.target.revised || second.par !== null;
  const rules = dls ? (second.rainMethod ?? 'DLS') : null;
  const method = rules ? ` (${rules} method)` : '';
  if (second.par === null && second.runs >= second.target.runs) {
    const ballsLeft = second.maxBalls - second.legalBalls;
    const left = ballsLeft > 0 ? ` (${plural(ballsLeft, 'ball')} left)` : '';
    const by = plural(MAIN_INNINGS_WICKETS - second.wickets, 'wicket');
    return {
      status: 'complete',
      winner: second.battingTeam,
      text: `${second.battingTeam} won by ${by}${left}${method}`,
      dls,
      method: rules,
    };
  }
  const margin = (second.par ?? second.target.runs - 1) - second.runs;
  if (margin > 0) {
    return {
      status: 'complete',
      winner: first.battingTeam,
      text: `${first.battingTeam} won by ${plural(margin, 'run')}${method}`,
      dls,
      method: rules,
    };
  }
  const tied = (text: string): MatchResult => ({
    status: state.tieCompleted ? 'complete' : 'tied',
    winner: null,
    text,
    dls,
    method: rules,
  });
  if (state.innings.length === 2) return tied(`Match tied${method}`);
  // Level: each pair of super overs either decides it or leaves it tied for another.
  for (let number = 3; ; number += 2) {
    const batFirst = state.innings[number - 1];
    const batSecond = state.innings[number];
    if (!batFirst) return tied('Match tied');
    if (!batSecond?.closed) return { ...inProgress, dls, method: rules };
    if (batSecond.runs !== batFirst.runs) {
      const winner = batSecond.runs > batFirst.runs ? batSecond.battingTeam : batFirst.battingTeam;
      return { status: 'complete', winner, text: `${winner} won the super over`, dls, method: rules };
    }
  }
}

/**
 * A chase stopped for good with a par score (the runs that would have tied at the stoppage) and not level
 * with it: the side batting second wins by the runs it is ahead of par, or loses by the runs it is behind.
 */
function parResult(first: InningsState, second: InningsState, par: number): MatchResult {
  const rules = second.rainMethod ?? 'DLS';
  const ahead = second.runs - par;
  const winner = ahead > 0 ? second.battingTeam : first.battingTeam;
  const text = `${winner} won by ${plural(Math.abs(ahead), 'run')} (${rules} method)`;
  return { status: 'complete', winner, text, dls: true, method: rules };
}

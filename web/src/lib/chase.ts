import type { Side, Sport } from '../gql/graphql';
import type { ScoreFields } from './score';
import type { Translate } from '../i18n/use-t';

// Apart from score.ts: the landing page's match cards do not need it.
export type ChaseFields = ScoreFields & {
  homeAllOut?: boolean | null;
  awayAllOut?: boolean | null;
  revisedOvers?: number | null;
  revisedTarget?: number | null;
  homeTeam?: { name: string } | null;
  awayTeam?: { name: string } | null;
  tournament: { sport: Sport; ballsPerOver: number; oversPerInnings: number };
};

/** Cricket overs written as overs.balls ("16.3") in legal balls. */
function oversToBalls(value: number, ballsPerOver: number): number {
  const whole = Math.trunc(value);
  return whole * ballsPerOver + Math.round((value - whole) * 10);
}

/**
 * The chase of a live cricket match, from the current score: "Tridents need 86 runs from 58 balls".
 * Null before the second innings starts, once it is over, and for other sports. Computed on every
 * render from the match itself, so it follows each pushed score.
 */
export function chaseLine(match: ChaseFields, t: Translate): string | null {
  if (match.tournament.sport !== 'cricket' || match.status !== 'in_progress') return null;
  const first: Side = match.battedFirst ?? 'home';
  const chasing: Side = first === 'home' ? 'away' : 'home';
  const pick = <T>(side: Side, home: T, away: T) => (side === 'home' ? home : away);
  const quota = match.tournament.oversPerInnings * match.tournament.ballsPerOver;
  const firstRuns = pick(first, match.homeTeamScore, match.awayTeamScore) ?? 0;
  const firstBalls = pick(first, match.homeBalls, match.awayBalls) ?? 0;
  const firstAllOut = Boolean(pick(first, match.homeAllOut, match.awayAllOut));
  const chaseRuns = pick(chasing, match.homeTeamScore, match.awayTeamScore) ?? 0;
  const chaseBalls = pick(chasing, match.homeBalls, match.awayBalls) ?? 0;
  const chaseAllOut = Boolean(pick(chasing, match.homeAllOut, match.awayAllOut));
  const chaseStarted = chaseBalls > 0 || chaseRuns > 0;
  if (!firstAllOut && firstBalls < quota && !chaseStarted) return null;
  const target = match.revisedTarget ?? firstRuns + 1;
  const available = match.revisedOvers ? oversToBalls(match.revisedOvers, match.tournament.ballsPerOver) : quota;
  const need = target - chaseRuns;
  const left = available - chaseBalls;
  const team =
    pick(chasing, match.homeTeam?.name, match.awayTeam?.name) ?? t(chasing === 'home' ? 'common.home' : 'common.away');
  if (need <= 0 || left <= 0 || chaseAllOut) return null;
  if (!chaseStarted) return t('common.chase.target', { team, target });
  return t('common.chase.need', { team, need, left });
}

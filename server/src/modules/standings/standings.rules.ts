import { ResultKind, Side } from '../matches/match.entity.js';
import { oversNotationBalls } from '../../../../shared/overs.js';
import { Sport } from '../tournaments/tournament.entity.js';

/** What the table needs to know about one completed match; plain data, no ORM. */
export type CompletedMatch = {
  id: number;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number | null;
  awayScore: number | null;
  homeBalls: number | null;
  awayBalls: number | null;
  homeAllOut: boolean;
  awayAllOut: boolean;
  battedFirst: Side | null;
  resultKind: ResultKind | null;
  revisedOvers: number | null;
  revisedTarget: number | null;
  winnerTeamId: number | null;
  /** Orders the form guide: date, then match number, then id. */
  scheduledDate: Date | null;
  matchNumber: number | null;
};

export type TableRules = {
  sport: Sport;
  oversPerInnings: number;
  ballsPerOver: number;
};

/** W win, D draw, T tie (cricket: level scores, no winner), L loss, NR no result. */
export type FormResult = 'W' | 'D' | 'T' | 'L' | 'NR';

export type ComputedRow = {
  position: number;
  teamId: number;
  teamName: string;
  matchesPlayed: number;
  wins: number;
  draws: number;
  losses: number;
  noResults: number;
  points: number;
  /** Goals, runs or points scored, and conceded (cricket: as credited for net run rate). */
  runsFor: number;
  runsAgainst: number;
  /** Cricket: legal balls faced and bowled as counted for net run rate. */
  ballsFaced: number;
  ballsBowled: number;
  /** Unrounded: ordering uses the exact value. */
  netRunRate: number;
  form: FormResult[];
};

/** Points for a win, a draw (or tie) and a no result. */
export function pointsFor(sport: Sport): { win: number; draw: number; noResult: number } {
  return sport === Sport.football ? { win: 3, draw: 1, noResult: 1 } : { win: 2, draw: 1, noResult: 1 };
}

type Innings = { runs: number; balls: number };

/**
 * The two innings as net run rate counts them:
 * a side bowled out is charged its full quota; in a rain-revised match the side batting first is
 * credited with (revised target - 1) off the chasing side's revised overs.
 */
export function inningsForNetRunRate(
  match: CompletedMatch,
  rules: TableRules,
): { home: Innings; away: Innings } | null {
  if (match.resultKind === ResultKind.no_result) return null;
  const first = match.battedFirst ?? Side.home;
  const quota = rules.oversPerInnings * rules.ballsPerOver;
  const revised =
    match.resultKind === ResultKind.rain_revised && match.revisedOvers != null && match.revisedTarget != null;
  const revisedBalls = revised ? (oversNotationBalls(match.revisedOvers!, rules.ballsPerOver) ?? quota) : quota;

  const side = (which: Side): Innings => {
    const home = which === Side.home;
    const runs = (home ? match.homeScore : match.awayScore) ?? 0;
    const balls = (home ? match.homeBalls : match.awayBalls) ?? 0;
    const allOut = home ? match.homeAllOut : match.awayAllOut;
    if (which === first) {
      if (revised) return { runs: match.revisedTarget! - 1, balls: revisedBalls };
      return { runs, balls: allOut ? quota : balls };
    }
    return { runs, balls: allOut ? revisedBalls : balls };
  };
  return { home: side(Side.home), away: side(Side.away) };
}

type Tally = Omit<ComputedRow, 'position' | 'netRunRate'> & { results: { at: number; result: FormResult }[] };

function emptyTally(teamId: number, teamName: string): Tally {
  return {
    teamId,
    teamName,
    matchesPlayed: 0,
    wins: 0,
    draws: 0,
    losses: 0,
    noResults: 0,
    points: 0,
    runsFor: 0,
    runsAgainst: 0,
    ballsFaced: 0,
    ballsBowled: 0,
    form: [],
    results: [],
  };
}

function netRunRate(
  tally: Pick<Tally, 'runsFor' | 'runsAgainst' | 'ballsFaced' | 'ballsBowled'>,
  ballsPerOver: number,
) {
  const forRate = tally.ballsFaced > 0 ? tally.runsFor / (tally.ballsFaced / ballsPerOver) : 0;
  const againstRate = tally.ballsBowled > 0 ? tally.runsAgainst / (tally.ballsBowled / ballsPerOver) : 0;
  return forRate - againstRate;
}

function matchOrder(a: CompletedMatch, b: CompletedMatch): number {
  const at = (a.scheduledDate?.getTime() ?? 0) - (b.scheduledDate?.getTime() ?? 0);
  if (at !== 0) return at;
  const number = (a.matchNumber ?? 0) - (b.matchNumber ?? 0);
  return number !== 0 ? number : a.id - b.id;
}

/** Adds one match to the tallies of its two sides. */
function record(tallies: Map<number, Tally>, match: CompletedMatch, rules: TableRules, sequence: number) {
  const home = tallies.get(match.homeTeamId);
  const away = tallies.get(match.awayTeamId);
  if (!home || !away) return;
  // An abandoned football or points match is replayed or awarded later: it is not a match played.
  if (match.resultKind === ResultKind.no_result && rules.sport !== Sport.cricket) return;
  const points = pointsFor(rules.sport);
  home.matchesPlayed += 1;
  away.matchesPlayed += 1;

  const noResult = rules.sport === Sport.cricket && match.resultKind === ResultKind.no_result;
  if (noResult) {
    for (const tally of [home, away]) {
      tally.noResults += 1;
      tally.points += points.noResult;
      tally.results.push({ at: sequence, result: 'NR' });
    }
    return;
  }

  if (rules.sport === Sport.cricket) {
    const innings = inningsForNetRunRate(match, rules)!;
    home.runsFor += innings.home.runs;
    home.ballsFaced += innings.home.balls;
    home.runsAgainst += innings.away.runs;
    home.ballsBowled += innings.away.balls;
    away.runsFor += innings.away.runs;
    away.ballsFaced += innings.away.balls;
    away.runsAgainst += innings.home.runs;
    away.ballsBowled += innings.home.balls;
  } else {
    home.runsFor += match.homeScore ?? 0;
    home.runsAgainst += match.awayScore ?? 0;
    away.runsFor += match.awayScore ?? 0;
    away.runsAgainst += match.homeScore ?? 0;
  }

  // Goals and points decide by the score alone; cricket by the winner derived when the match was completed
  // (it depends on the result kind and any revised target).
  const winner =
    rules.sport === Sport.cricket
      ? match.winnerTeamId
      : (match.homeScore ?? 0) === (match.awayScore ?? 0)
        ? null
        : (match.homeScore ?? 0) > (match.awayScore ?? 0)
          ? match.homeTeamId
          : match.awayTeamId;
  if (winner === null) {
    for (const tally of [home, away]) {
      tally.draws += 1;
      tally.points += points.draw;
      // Cricket has ties, not draws: the form guide names them so.
      tally.results.push({ at: sequence, result: rules.sport === Sport.cricket ? 'T' : 'D' });
    }
    return;
  }
  const [won, lost] = winner === home.teamId ? [home, away] : [away, home];
  won.wins += 1;
  won.points += points.win;
  won.results.push({ at: sequence, result: 'W' });
  lost.losses += 1;
  lost.results.push({ at: sequence, result: 'L' });
}

/** Football head-to-head among teams level on points, goal difference and goals for. */
function headToHead(
  group: Tally[],
  matches: CompletedMatch[],
  rules: TableRules,
): Map<number, [number, number, number]> {
  const ids = new Set(group.map((tally) => tally.teamId));
  const mini = new Map<number, Tally>(group.map((tally) => [tally.teamId, emptyTally(tally.teamId, tally.teamName)]));
  matches
    .filter((match) => ids.has(match.homeTeamId) && ids.has(match.awayTeamId))
    .forEach((match, index) => record(mini, match, rules, index));
  return new Map(
    [...mini.values()].map((tally) => [tally.teamId, [tally.points, tally.runsFor - tally.runsAgainst, tally.runsFor]]),
  );
}

/** The keys a row is ordered by, most important first; equal keys share a position. */
function sortKeys(rules: TableRules, tally: Tally, nrr: number): number[] {
  if (rules.sport === Sport.cricket) return [tally.points, tally.wins, nrr];
  if (rules.sport === Sport.football) return [tally.points, tally.runsFor - tally.runsAgainst, tally.runsFor];
  return [tally.points, tally.wins, tally.runsFor - tally.runsAgainst, tally.runsFor];
}

function compareKeys(a: number[], b: number[]): number {
  for (let index = 0; index < a.length; index += 1) {
    if (a[index] !== b[index]) return b[index] - a[index];
  }
  return 0;
}

/**
 * The standings of one tournament from its completed matches.
 * Football: 3/1/0, then goal difference, goals for, head-to-head. Cricket: 2/1 (tie or no result),
 * then wins and net run rate; no-result matches stay out of net run rate. Other sports: 2/1/0, then
 * wins, score difference, scored. Teams level on every key share a position.
 */
export function computeStandings(
  teams: { id: number; name: string }[],
  completed: CompletedMatch[],
  rules: TableRules,
): ComputedRow[] {
  const tallies = new Map<number, Tally>(teams.map((team) => [team.id, emptyTally(team.id, team.name)]));
  const ordered = [...completed].sort(matchOrder);
  ordered.forEach((match, index) => record(tallies, match, rules, index));

  const rows = [...tallies.values()].map((tally) => {
    const nrr = rules.sport === Sport.cricket ? netRunRate(tally, rules.ballsPerOver) : 0;
    return { tally, nrr, keys: sortKeys(rules, tally, nrr) };
  });

  // Football: break remaining ties head-to-head, within each group level on the main keys.
  if (rules.sport === Sport.football) {
    const groups = new Map<string, typeof rows>();
    for (const row of rows) {
      const key = row.keys.join('|');
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    for (const group of groups.values()) {
      if (group.length < 2) continue;
      const h2h = headToHead(
        group.map((row) => row.tally),
        ordered,
        rules,
      );
      for (const row of group) row.keys = [...row.keys, ...(h2h.get(row.tally.teamId) ?? [0, 0, 0])];
    }
  }

  rows.sort((a, b) => compareKeys(a.keys, b.keys) || a.tally.teamName.localeCompare(b.tally.teamName));

  let position = 0;
  return rows.map((row, index) => {
    if (index === 0 || compareKeys(rows[index - 1].keys, row.keys) !== 0) position = index + 1;
    const { results, ...tally } = row.tally;
    return {
      ...tally,
      position,
      netRunRate: row.nrr,
      form: results.slice(-5).map((entry) => entry.result),
    };
  });
}

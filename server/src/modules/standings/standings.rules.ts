import { ResultKind, Side } from '../matches/match.entity.js';
import { oversNotationBalls } from '../../../../shared/overs.js';
import { Sport, TieBreaker } from '../tournaments/tournament.entity.js';
import {
  defaultPointsPerResult,
  defaultTieBreakers,
  HEAD_TO_HEAD,
  type PointsPerResult,
} from '../../../../shared/tie-breakers.js';

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
  /** Bonus table points of the match (cricket batting and bowling bonus). */
  homeBonusPoints?: number;
  awayBonusPoints?: number;
  /** Football: card points for FAIR_PLAY (yellow 1, second yellow 2 more, red 4). */
  homeCardPoints?: number;
  awayCardPoints?: number;
};

export type TableRules = {
  sport: Sport;
  oversPerInnings: number;
  ballsPerOver: number;
  /** The ranking rules in order; the sport's default when absent. */
  tieBreakers?: readonly TieBreaker[];
  /** Points per result; the sport's default when absent. */
  points?: PointsPerResult;
  /** Team ids in the order a drawing of lots placed them (DRAWING_OF_LOTS). */
  drawingOfLots?: readonly number[];
  /** Points taken off per team id. */
  deductions?: ReadonlyMap<number, number>;
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
  /** Goals scored away from home (AWAY_GOALS_FOR). */
  awayGoalsFor: number;
  /** Card points (FAIR_PLAY: fewer ranks higher). */
  fairPlayPoints: number;
  /** Bonus points earned, included in `points`. */
  bonusPoints: number;
  /** Points taken off by the organiser, already subtracted from `points`. */
  pointsDeducted: number;
};

/** Points for each result: the tournament's own, or the sport's default. */
export function pointsFor(rules: Pick<TableRules, 'sport' | 'points'>): PointsPerResult {
  return rules.points ?? defaultPointsPerResult(rules.sport);
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
    awayGoalsFor: 0,
    fairPlayPoints: 0,
    bonusPoints: 0,
    pointsDeducted: 0,
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
  const points = pointsFor(rules);
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
    away.awayGoalsFor += match.awayScore ?? 0;
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
  lost.points += points.loss;
  lost.results.push({ at: sequence, result: 'L' });
}

/** What the table adds beside the result: bonus points and card points. */
function recordExtras(tallies: Map<number, Tally>, match: CompletedMatch) {
  const home = tallies.get(match.homeTeamId);
  const away = tallies.get(match.awayTeamId);
  if (!home || !away) return;
  home.bonusPoints += match.homeBonusPoints ?? 0;
  home.points += match.homeBonusPoints ?? 0;
  away.bonusPoints += match.awayBonusPoints ?? 0;
  away.points += match.awayBonusPoints ?? 0;
  home.fairPlayPoints += match.homeCardPoints ?? 0;
  away.fairPlayPoints += match.awayCardPoints ?? 0;
}

type Row = { tally: Tally; nrr: number };

/**
 * The mini-table of the matches among exactly `group`: its points (results only, no bonus or deduction),
 * goal difference and goals for, in the order `run` lists them.
 */
function headToHeadKeys(
  group: Row[],
  matches: CompletedMatch[],
  rules: TableRules,
  run: readonly TieBreaker[],
): Map<number, number[]> {
  const ids = new Set(group.map((row) => row.tally.teamId));
  const mini = new Map<number, Tally>(
    group.map((row) => [row.tally.teamId, emptyTally(row.tally.teamId, row.tally.teamName)]),
  );
  matches
    .filter((match) => ids.has(match.homeTeamId) && ids.has(match.awayTeamId))
    .forEach((match, index) => record(mini, match, rules, index));
  return new Map(
    [...mini.values()].map((tally) => [
      tally.teamId,
      run.map((rule) =>
        rule === TieBreaker.HEAD_TO_HEAD_POINTS
          ? tally.points
          : rule === TieBreaker.HEAD_TO_HEAD_GOAL_DIFFERENCE
            ? tally.runsFor - tally.runsAgainst
            : tally.runsFor,
      ),
    ]),
  );
}

/** A row's value for one rule that reads the whole table; higher ranks first. */
function tableValue(row: Row, rule: TieBreaker, rules: TableRules): number {
  const { tally } = row;
  switch (rule) {
    case TieBreaker.POINTS:
      return tally.points;
    case TieBreaker.WINS:
      return tally.wins;
    case TieBreaker.GOAL_DIFFERENCE:
      return tally.runsFor - tally.runsAgainst;
    case TieBreaker.GOALS_FOR:
      return tally.runsFor;
    case TieBreaker.AWAY_GOALS_FOR:
      return tally.awayGoalsFor;
    case TieBreaker.NET_RUN_RATE:
      return row.nrr;
    case TieBreaker.FAIR_PLAY:
      return -tally.fairPlayPoints;
    case TieBreaker.DRAWING_OF_LOTS: {
      // Drawn teams in the recorded order; teams never drawn stay level with each other, after them.
      const order = rules.drawingOfLots ?? [];
      const index = order.indexOf(tally.teamId);
      return index < 0 ? 0 : order.length - index;
    }
    default:
      return 0;
  }
}

function compareKeys(a: number[], b: number[]): number {
  for (let index = 0; index < a.length; index += 1) {
    if (a[index] !== b[index]) return b[index] - a[index];
  }
  return 0;
}

/** Splits rows into runs of equal keys, best first. */
function partition(rows: Row[], keyOf: (row: Row) => number[]): Row[][] {
  const keyed = rows.map((row) => ({ row, key: keyOf(row) })).sort((a, b) => compareKeys(a.key, b.key));
  const parts: Row[][] = [];
  keyed.forEach((entry, index) => {
    if (index > 0 && compareKeys(keyed[index - 1].key, entry.key) === 0) parts[parts.length - 1].push(entry.row);
    else parts.push([entry.row]);
  });
  return parts;
}

/**
 * Orders `group` (teams level on every rule before `from`) into groups still level, best first.
 * A run of head-to-head rules is a mini-table among exactly the teams level; when it splits them, each
 * part still level gets the run again among just its own teams (the classic recursive rule); when it
 * splits nobody, the rules after the run decide.
 */
function rank(
  group: Row[],
  from: number,
  order: readonly TieBreaker[],
  matches: CompletedMatch[],
  rules: TableRules,
): Row[][] {
  if (group.length <= 1 || from >= order.length) return [group];
  if (HEAD_TO_HEAD.has(order[from])) {
    let end = from;
    while (end < order.length && HEAD_TO_HEAD.has(order[end])) end += 1;
    const keys = headToHeadKeys(group, matches, rules, order.slice(from, end));
    const parts = partition(group, (row) => keys.get(row.tally.teamId) ?? []);
    if (parts.length === 1) return rank(group, end, order, matches, rules);
    return parts.flatMap((part) => rank(part, from, order, matches, rules));
  }
  return partition(group, (row) => [tableValue(row, order[from], rules)]).flatMap((part) =>
    rank(part, from + 1, order, matches, rules),
  );
}

/**
 * The standings of one tournament from its completed matches, ranked by the tournament's tie-breakers in
 * order (default per sport: football points, goal difference, goals for, head-to-head; cricket points,
 * wins, net run rate; other sports points, wins, score difference, scored). Cricket no-result matches stay
 * out of net run rate. Points include bonus points less deductions. Teams level on every rule share a
 * position.
 */
export function computeStandings(
  teams: { id: number; name: string }[],
  completed: CompletedMatch[],
  rules: TableRules,
): ComputedRow[] {
  const tallies = new Map<number, Tally>(teams.map((team) => [team.id, emptyTally(team.id, team.name)]));
  const ordered = [...completed].sort(matchOrder);
  ordered.forEach((match, index) => {
    record(tallies, match, rules, index);
    recordExtras(tallies, match);
  });
  for (const [teamId, points] of rules.deductions ?? []) {
    const tally = tallies.get(teamId);
    if (!tally) continue;
    tally.pointsDeducted += points;
    tally.points -= points;
  }

  const rows: Row[] = [...tallies.values()].map((tally) => ({
    tally,
    nrr: rules.sport === Sport.cricket ? netRunRate(tally, rules.ballsPerOver) : 0,
  }));
  const order = rules.tieBreakers ?? defaultTieBreakers(rules.sport);
  const groups = rank(rows, 0, order, ordered, rules).map((group) =>
    [...group].sort((a, b) => a.tally.teamName.localeCompare(b.tally.teamName)),
  );

  const table: ComputedRow[] = [];
  for (const group of groups) {
    const position = table.length + 1;
    for (const row of group) {
      const { results, ...tally } = row.tally;
      table.push({ ...tally, position, netRunRate: row.nrr, form: results.slice(-5).map((entry) => entry.result) });
    }
  }
  return table;
}

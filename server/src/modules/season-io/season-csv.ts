import { parse } from 'csv-parse/sync';
import { ResultKind, Side, Sport } from '../../../../shared/enums.js';
import {
  MAX_PROBLEMS,
  isIsoDate,
  isTime,
  teamKey,
  teamsOf,
  type PlannedFixture,
  type PlannedResult,
  type Problem,
  type SeasonPlan,
} from './season-plan.js';

/** The columns of a football (or points-sport) season file; `home_goals` and `away_goals` are read as the scores. */
export const SCORE_COLUMNS = {
  required: ['date', 'home', 'away'],
  optional: [
    'round',
    'time',
    'match_no',
    'venue',
    'home_score',
    'away_score',
    'home_goals',
    'away_goals',
    'home_penalties',
    'away_penalties',
  ],
} as const;

/** The columns of a cricket season file (team1 batted first), as tests/fixtures/cricket/cpl2023/matches.csv. */
export const CRICKET_COLUMNS = {
  required: ['date', 'team1', 'team2'],
  optional: [
    'match_no',
    'round',
    'time',
    'venue',
    'team1_runs',
    'team1_wickets',
    'team1_balls',
    'team2_runs',
    'team2_wickets',
    'team2_balls',
    'result',
    'adjusted_overs',
    'adjusted_target',
    'team1_all_out',
    'team2_all_out',
    'note',
    'cricsheet_id',
  ],
} as const;

type Row = Record<string, string>;

/** Collects the problems of a file, each naming its line and column. */
class Lines {
  readonly problems: Problem[] = [];

  add(line: number, column: string, message: string): void {
    if (this.problems.length < MAX_PROBLEMS) {
      this.problems.push({ field: `line ${line}.${column}`, message: `Line ${line}, column ${column}: ${message}` });
    }
  }

  text(row: Row, line: number, column: string, required = false): string | null {
    const value = (row[column] ?? '').trim();
    if (value) return value;
    if (required) this.add(line, column, 'is empty');
    return null;
  }

  count(row: Row, line: number, column: string, max = 100_000): number | null {
    const value = this.text(row, line, column);
    if (value === null) return null;
    if (!/^\d+$/.test(value) || Number(value) > max) {
      this.add(line, column, `"${value}" is not a whole number from 0 to ${max}`);
      return null;
    }
    return Number(value);
  }

  flag(row: Row, line: number, column: string): boolean | null {
    const value = this.text(row, line, column);
    if (value === null) return null;
    if (value !== '0' && value !== '1') {
      this.add(line, column, `"${value}" is not 0 or 1`);
      return null;
    }
    return value === '1';
  }

  date(row: Row, line: number): string {
    const value = this.text(row, line, 'date', true);
    if (value !== null && !isIsoDate(value)) this.add(line, 'date', `"${value}" is not a date in the form YYYY-MM-DD`);
    return value ?? '';
  }

  time(row: Row, line: number): string | null {
    const value = this.text(row, line, 'time');
    if (value !== null && !isTime(value)) this.add(line, 'time', `"${value}" is not a time in the form HH:MM`);
    return value;
  }
}

/**
 * Reads a season CSV: a football or points-sport file (home, away, scores) or a cricket file (team1,
 * team2, innings totals), told apart by the header. Every line is checked before anything is stored;
 * lines are numbered as an editor numbers them, the header being line 1.
 */
export function parseSeasonCsv(text: string): { plan: SeasonPlan; problems: Problem[] } {
  const lines = new Lines();
  let records: { record: Row; info: { lines: number } }[];
  try {
    records = parse<{ record: Row; info: { lines: number } }>(text, {
      columns: (header: string[]) => header.map((column) => column.trim().toLowerCase()),
      skip_empty_lines: true,
      bom: true,
      info: true,
      relax_column_count: false,
    });
  } catch (error) {
    const where = (error as { lines?: number }).lines ?? 1;
    const message = error instanceof Error ? error.message.replace(/^Invalid Record Length: /, '') : 'is not CSV';
    lines.add(where, 'line', message);
    return { plan: { name: null, sport: null, teams: [], fixtures: [] }, problems: lines.problems };
  }
  const header = records.length > 0 ? Object.keys(records[0].record) : firstLine(text);
  const cricket = header.includes('team1') || header.includes('team2');
  const columns = cricket ? CRICKET_COLUMNS : SCORE_COLUMNS;
  const known = new Set<string>([...columns.required, ...columns.optional]);
  for (const column of header) {
    if (!known.has(column)) lines.add(1, column, `unknown column (the columns are ${[...known].join(', ')})`);
  }
  for (const column of columns.required) {
    if (!header.includes(column)) lines.add(1, column, 'is missing from the header');
  }
  if (records.length === 0) lines.add(2, 'line', 'the file has no matches');
  if (lines.problems.length > 0)
    return { plan: { name: null, sport: null, teams: [], fixtures: [] }, problems: lines.problems };

  const fixtures: PlannedFixture[] = [];
  for (const { record, info } of records) {
    const fixture = cricket ? cricketLine(lines, record, info.lines) : scoreLine(lines, record, info.lines);
    if (fixture) fixtures.push(fixture);
  }
  const plan: SeasonPlan = { name: null, sport: cricket ? Sport.cricket : null, teams: teamsOf(fixtures), fixtures };
  return { plan, problems: lines.problems };
}

function firstLine(text: string): string[] {
  return (text.split(/\r?\n/, 1)[0] ?? '').split(',').map((column) => column.trim().toLowerCase());
}

function common(lines: Lines, row: Row, line: number, home: string, away: string) {
  const round = lines.count(row, line, 'round', 10_000);
  const matchNumber = lines.count(row, line, 'match_no', 100_000);
  const homeName = lines.text(row, line, home, true) ?? '';
  const awayName = lines.text(row, line, away, true) ?? '';
  if (homeName && awayName && teamKey(homeName) === teamKey(awayName))
    lines.add(line, away, 'a team cannot play itself');
  for (const [column, name] of [
    [home, homeName],
    [away, awayName],
  ] as const) {
    if (name.length > 100) lines.add(line, column, 'a team name has at most 100 characters');
  }
  return {
    ref: `line ${line}`,
    round: round ?? matchNumber,
    matchNumber,
    date: lines.date(row, line),
    time: lines.time(row, line),
    home: homeName,
    away: awayName,
    venue: lines.text(row, line, 'venue'),
  };
}

function scoreLine(lines: Lines, row: Row, line: number): PlannedFixture | null {
  const base = common(lines, row, line, 'home', 'away');
  const homeColumn = (row.home_score ?? '').trim() !== '' || !('home_goals' in row) ? 'home_score' : 'home_goals';
  const awayColumn = (row.away_score ?? '').trim() !== '' || !('away_goals' in row) ? 'away_score' : 'away_goals';
  const home = lines.count(row, line, homeColumn, 1000);
  const away = lines.count(row, line, awayColumn, 1000);
  const homePenalties = lines.count(row, line, 'home_penalties', 100);
  const awayPenalties = lines.count(row, line, 'away_penalties', 100);
  if ((home === null) !== (away === null)) {
    lines.add(
      line,
      home === null ? homeColumn : awayColumn,
      'give both scores, or neither for a fixture not yet played',
    );
  }
  if ((homePenalties === null) !== (awayPenalties === null)) {
    lines.add(
      line,
      homePenalties === null ? 'home_penalties' : 'away_penalties',
      'give both shoot-out scores or neither',
    );
  }
  let result: PlannedResult | null = null;
  if (home !== null && away !== null) {
    result = { homeTeamScore: home, awayTeamScore: away };
    if (homePenalties !== null && awayPenalties !== null) {
      Object.assign(result, { homePenalties, awayPenalties, decider: 'PENALTIES' });
    }
  }
  return { ...base, result };
}

function cricketLine(lines: Lines, row: Row, line: number): PlannedFixture | null {
  const base = common(lines, row, line, 'team1', 'team2');
  const runs1 = lines.count(row, line, 'team1_runs', 2000);
  const wickets1 = lines.count(row, line, 'team1_wickets', 10);
  const balls1 = lines.count(row, line, 'team1_balls', 3000);
  const runs2 = lines.count(row, line, 'team2_runs', 2000);
  const wickets2 = lines.count(row, line, 'team2_wickets', 10);
  const balls2 = lines.count(row, line, 'team2_balls', 3000);
  const allOut1 = lines.flag(row, line, 'team1_all_out');
  const allOut2 = lines.flag(row, line, 'team2_all_out');
  const overs = lines.count(row, line, 'adjusted_overs', 50);
  const target = lines.count(row, line, 'adjusted_target', 2000);
  const said = lines.text(row, line, 'result');
  if ((overs === null) !== (target === null)) {
    lines.add(
      line,
      overs === null ? 'adjusted_overs' : 'adjusted_target',
      'give the revised overs and target together',
    );
  }
  if (said === null) {
    if (runs1 !== null || runs2 !== null) lines.add(line, 'result', 'name the winner, tie or no result');
    return { ...base, result: null };
  }
  const lower = said.toLowerCase();
  const resultKind =
    lower === 'no result'
      ? ResultKind.no_result
      : lower === 'tie'
        ? ResultKind.tie
        : target !== null
          ? ResultKind.rain_revised
          : ResultKind.normal;
  let winner: PlannedFixture['winner'] = null;
  if (lower !== 'no result' && lower !== 'tie') {
    if (teamKey(said) !== teamKey(base.home) && teamKey(said) !== teamKey(base.away)) {
      lines.add(line, 'result', `"${said}" is neither team1 nor team2 (nor tie, nor no result)`);
    }
    winner = { name: said, field: `line ${line}.result` };
    if (runs1 === null) lines.add(line, 'team1_runs', 'is empty for a match with a winner');
    if (runs2 === null) lines.add(line, 'team2_runs', 'is empty for a match with a winner');
  }
  const result: PlannedResult = {
    battedFirst: Side.home,
    homeTeamScore: runs1 ?? 0,
    homeWickets: wickets1 ?? 0,
    homeBalls: balls1 ?? 0,
    homeAllOut: allOut1 ?? false,
    awayTeamScore: runs2 ?? 0,
    awayWickets: wickets2 ?? 0,
    awayBalls: balls2 ?? 0,
    awayAllOut: allOut2 ?? false,
    resultKind,
    revisedOvers: resultKind === ResultKind.rain_revised ? overs : null,
    revisedTarget: resultKind === ResultKind.rain_revised ? target : null,
  };
  return { ...base, result, winner };
}

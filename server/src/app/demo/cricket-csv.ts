import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';

/** One row of a cricket results file (see tests/fixtures/README.md for the columns). */
export type CricketResultRow = {
  matchNo: number;
  date: string;
  team1: string;
  team2: string;
  team1Runs: number | null;
  team1Wickets: number | null;
  team1Balls: number | null;
  team2Runs: number | null;
  team2Wickets: number | null;
  team2Balls: number | null;
  result: string;
  adjustedOvers: number | null;
  adjustedTarget: number | null;
  team1AllOut: boolean;
  team2AllOut: boolean;
  note: string;
};

function numberOrNull(value: string | undefined): number | null {
  return value === undefined || value.trim() === '' ? null : Number(value);
}

export async function readCricketResults(file: string): Promise<CricketResultRow[]> {
  const records = parse<Record<string, string>>(await readFile(file, 'utf8'), {
    columns: true,
    skip_empty_lines: true,
  });
  return records.map((record) => ({
    matchNo: Number(record.match_no),
    date: record.date,
    team1: record.team1,
    team2: record.team2,
    team1Runs: numberOrNull(record.team1_runs),
    team1Wickets: numberOrNull(record.team1_wickets),
    team1Balls: numberOrNull(record.team1_balls),
    team2Runs: numberOrNull(record.team2_runs),
    team2Wickets: numberOrNull(record.team2_wickets),
    team2Balls: numberOrNull(record.team2_balls),
    result: record.result,
    adjustedOvers: numberOrNull(record.adjusted_overs),
    adjustedTarget: numberOrNull(record.adjusted_target),
    team1AllOut: record.team1_all_out === '1',
    team2AllOut: record.team2_all_out === '1',
    note: record.note ?? '',
  }));
}

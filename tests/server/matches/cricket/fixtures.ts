// Real matches from Cricsheet (Data: cricsheet.org) and their scorecards, kept in tests/fixtures/cricsheet.
import { readdirSync, readFileSync } from 'node:fs';
import { repoPath } from '../../../../server/src/repo-path.js';

export type ExpectedInnings = {
  number: number;
  superOver: boolean;
  battingTeam: string;
  runs: number;
  wickets: number;
  legalBalls: number;
  extras: { wides: number; noBalls: number; byes: number; legByes: number; penalty: number; total: number };
  batting: { player: string; runs: number; balls: number; fours: number; sixes: number; dismissal: string | null }[];
  bowling: { player: string; legalBalls: number; maidens: number; runs: number; wickets: number }[];
};

export type ExpectedMatch = {
  file: string;
  teams: [string, string];
  date: string;
  overs: number;
  winner: string | null;
  result: string | null;
  innings: ExpectedInnings[];
};

const fixture = (file: string) => repoPath('tests', 'fixtures', 'cricsheet', file);

export const expectedMatches = JSON.parse(readFileSync(fixture('expected.json'), 'utf8')) as ExpectedMatch[];

export const readMatch = (file: string): string => readFileSync(fixture(file), 'utf8');

/**
 * Every real match kept in tests/fixtures/cricsheet (`<Cricsheet id>.json`, and those of later seasons in their
 * season's folder, as `ipl2023/<id>.json`), whatever expected.json covers.
 */
export const cricsheetFiles = readdirSync(repoPath('tests', 'fixtures', 'cricsheet'), { recursive: true })
  .map(String)
  .filter((file) => /^(\w+\/)?\d+\.json$/.test(file))
  .sort();

import { readFile, readdir } from 'node:fs/promises';
import { strToU8, zipSync } from 'fflate';
import { expect } from 'vitest';
import { repoPath } from '../../../server/src/repo-path.js';
import type { TestClient } from '../../support/client.js';

export const fixture = (...parts: string[]) => repoPath('tests', 'fixtures', ...parts);

export const ImportSeason = /* GraphQL */ `
  mutation ImportSeason($input: SeasonImportInput!, $content: String!) {
    importSeason(input: $input, content: $content) {
      tournament {
        id
        name
        sport
        startDate
        endDate
      }
      teamsCreated
      teamsMatched
      fixturesCreated
      fixturesMatched
      resultsRecorded
    }
  }
`;

export type ImportData = {
  importSeason: {
    tournament: { id: number; name: string; sport: string; startDate: string; endDate: string };
    teamsCreated: number;
    teamsMatched: number;
    fixturesCreated: number;
    fixturesMatched: number;
    resultsRecorded: number;
  };
};

export const Table = /* GraphQL */ `
  query Table($id: Int!) {
    standings(tournamentId: $id) {
      position
      teamName
      matchesPlayed
      wins
      draws
      losses
      noResults
      points
      runsFor
      runsAgainst
      netRunRate
    }
  }
`;

export type TableRow = {
  position: number;
  teamName: string;
  matchesPlayed: number;
  wins: number;
  draws: number;
  losses: number;
  noResults: number;
  points: number;
  runsFor: number;
  runsAgainst: number;
  netRunRate: number | null;
};

/** Uploads a file as the page does: the raw body, its content type, the format in the query. */
export async function upload(
  client: TestClient,
  tournamentId: number,
  format: string,
  body: string | Uint8Array,
  type: string,
  progressKey?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const query = new URLSearchParams({ format, ...(progressKey ? { progress_key: progressKey } : {}) });
  const response = await client.fetch(`/api/tournaments/${tournamentId}/season-import?${query.toString()}`, {
    method: 'POST',
    headers: { 'content-type': type },
    body: typeof body === 'string' ? body : Buffer.from(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The shared Cricsheet matches zipped in Cricsheet's own shape: match files and a README.txt. */
export async function cricsheetZip(): Promise<{ zip: Uint8Array; files: Map<string, Record<string, unknown>> }> {
  const dir = fixture('cricsheet');
  const names = (await readdir(dir)).filter((name) => /^\d+\.json$/.test(name));
  const files = new Map<string, Record<string, unknown>>();
  const zippable: Record<string, Uint8Array> = { 'README.txt': strToU8('Cricsheet matches (Data: cricsheet.org)\n') };
  for (const name of names) {
    const text = await readFile(`${dir}/${name}`, 'utf8');
    files.set(name, JSON.parse(text) as Record<string, unknown>);
    zippable[name] = strToU8(text);
  }
  return { zip: zipSync(zippable), files };
}

/**
 * A season out as the site's JSON, into a new tournament, and out again: the second file is the first. Answers the
 * file and the new tournament's id.
 */
export async function roundTripSeason(
  organiser: TestClient,
  tournamentId: number,
): Promise<{ season: string; copyId: number }> {
  const exported = await organiser.fetch(`/api/tournaments/${tournamentId}/season.json`);
  expect(exported.status).toBe(200);
  const season = await exported.text();
  const imported = await organiser.gql<ImportData>(ImportSeason, { input: { format: 'SEASON_JSON' }, content: season });
  expect(imported.errors).toBeUndefined();
  const copyId = imported.data!.importSeason.tournament.id;
  expect(copyId).not.toBe(tournamentId);
  const again = await organiser.fetch(`/api/tournaments/${copyId}/season.json`);
  expect(await again.text()).toBe(season);
  return { season, copyId };
}

/** Stages without their own ids, to compare a season with its imported copy (its teams, matched by name, agree). */
export function stagesWithoutIds<S extends { id: number; matches: { id: number }[] }>(
  stages: S[],
): (Omit<S, 'id' | 'matches'> & { matches: Omit<S['matches'][number], 'id'>[] })[] {
  return stages.map(({ id: _stage, matches, ...stage }) => ({
    ...stage,
    matches: (matches as S['matches'][number][]).map(({ id: _match, ...match }) => match),
  }));
}

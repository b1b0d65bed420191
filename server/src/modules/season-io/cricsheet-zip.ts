import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { z } from 'zod';
import { MAX_PROBLEMS, isIsoDate, type Problem } from './season-plan.js';

/** Limits of a Cricsheet zip, said in the README and in the errors. */
export const CRICSHEET_ZIP_LIMITS = {
  /** The zip as uploaded. */
  zipBytes: 20 * 1024 * 1024,
  /** Match files in one zip (an IPL season is 74). */
  files: 400,
  /** One match file unzipped (a five-day Test is about 1.5 MB). */
  fileBytes: 4 * 1024 * 1024,
  /** Every file unzipped together. */
  totalBytes: 120 * 1024 * 1024,
};

const MB = 1024 * 1024;

/** One match file of the zip, with what matching it to a fixture needs. */
export type ZippedMatch = { file: string; json: string; teams: [string, string]; date: string };

const matchInfo = z.object({
  info: z.object({ teams: z.tuple([z.string().min(1), z.string().min(1)]), dates: z.array(z.string()).min(1) }),
});

/**
 * The match files of a Cricsheet zip (its `*.json`, in any folder; README.txt and the rest are skipped), in
 * order of date then name. Each file names its two teams and its first day; the per-match importer checks
 * the rest.
 */
export function readCricsheetZip(zip: Uint8Array): { matches: ZippedMatch[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const fail = (field: string, message: string) => ({ matches: [], problems: [{ field, message }] });
  if (zip.byteLength > CRICSHEET_ZIP_LIMITS.zipBytes) {
    return fail('file', `The zip is larger than ${CRICSHEET_ZIP_LIMITS.zipBytes / MB} MB`);
  }
  let total = 0;
  let count = 0;
  // The first file over the size limit, set by the filter (a property: TypeScript does not follow a let into it).
  const oversized: { name?: string } = {};
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, {
      // Sizes are checked from the directory before anything is inflated (a zip bomb stops here).
      filter: (entry) => {
        if (!entry.name.toLowerCase().endsWith('.json') || entry.name.split('/').pop()!.startsWith('.')) return false;
        count += 1;
        total += entry.originalSize;
        if (entry.originalSize > CRICSHEET_ZIP_LIMITS.fileBytes) oversized.name ??= entry.name;
        return count <= CRICSHEET_ZIP_LIMITS.files && total <= CRICSHEET_ZIP_LIMITS.totalBytes && !oversized.name;
      },
    });
  } catch (error) {
    return fail('file', `The file is not a zip (${(error as Error).message})`);
  }
  if (oversized.name) {
    return fail(
      oversized.name,
      `${oversized.name}: a match file unzipped is at most ${CRICSHEET_ZIP_LIMITS.fileBytes / MB} MB`,
    );
  }
  if (count > CRICSHEET_ZIP_LIMITS.files) {
    return fail('file', `The zip holds ${count} match files; at most ${CRICSHEET_ZIP_LIMITS.files} at once`);
  }
  if (total > CRICSHEET_ZIP_LIMITS.totalBytes) {
    return fail('file', `The zip's match files unzip to more than ${CRICSHEET_ZIP_LIMITS.totalBytes / MB} MB`);
  }
  if (count === 0) return fail('file', 'The zip holds no Cricsheet match files (*.json)');
  const matches: ZippedMatch[] = [];
  for (const [file, bytes] of Object.entries(files)) {
    const json = strFromU8(bytes);
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch {
      if (problems.length < MAX_PROBLEMS) problems.push({ field: file, message: `${file}: is not JSON` });
      continue;
    }
    const parsed = matchInfo.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (problems.length < MAX_PROBLEMS) {
        problems.push({ field: file, message: `${file}: ${issue.path.join('.')} ${issue.message}` });
      }
      continue;
    }
    const date = parsed.data.info.dates[0];
    if (!isIsoDate(date)) {
      problems.push({ field: file, message: `${file}: info.dates[0] "${date}" is not a date in the form YYYY-MM-DD` });
      continue;
    }
    matches.push({ file, json, teams: parsed.data.info.teams, date });
  }
  matches.sort((a, b) => a.date.localeCompare(b.date) || a.file.localeCompare(b.file, 'en', { numeric: true }));
  return { matches, problems };
}

/** A file of the export: a match's Cricsheet JSON and the facts of its README.txt line. */
export type ExportedMatchFile = { id: number; json: string };

/**
 * Cricsheet's own distribution shape: one `<match id>.json` per match and a README.txt listing them, a line
 * per match ("date - team type - match type - gender - match id - team vs team"), newest first.
 */
export function buildCricsheetZip(name: string, files: readonly ExportedMatchFile[]): Uint8Array {
  const lines = files
    .map(({ id, json }) => {
      const info = (JSON.parse(json) as { info?: Record<string, unknown> }).info ?? {};
      const teams = (info.teams as string[] | undefined) ?? [];
      const date = ((info.dates as string[] | undefined) ?? [])[0] ?? '';
      const field = (key: string) => (typeof info[key] === 'string' ? info[key] : '-');
      return {
        date,
        line: `${date} - ${field('team_type')} - ${field('match_type')} - ${field('gender')} - ${id} - ${teams.join(' vs ')}`,
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((entry) => entry.line);
  const readme = [
    `The files in this archive are the matches of ${name} in Cricsheet's JSON format`,
    '(https://cricsheet.org/format/json/), one file per match, exported by Pitchside.',
    'Matches imported from Cricsheet keep its data: Data: cricsheet.org (ODC-By 1.0).',
    '',
    'Each line below: date - team type - match type - gender - match id - teams.',
    '',
    ...lines,
    '',
  ].join('\n');
  const zippable: Zippable = { 'README.txt': strToU8(readme) };
  for (const { id, json } of files) zippable[`${id}.json`] = strToU8(json);
  return zipSync(zippable, { level: 6 });
}

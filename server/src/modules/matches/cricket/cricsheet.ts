// Cricsheet JSON (data versions 1.0 and 1.1) to the match's events and back. The result follows from
// the deliveries, never from `info.outcome`; only an abandonment ("no result") is read from it. Nothing of
// the file is dropped: what the laws do not read (a delivery's review and replacements, an innings'
// powerplays, the file's `info`) rides in the log with the events, so the export gives the file back.
import { z } from 'zod';
import type { CricketEvent, Delivery, DeliveryInput, MatchConfig, Review, TeamKey } from './delivery.js';
import { isSheetEvent, sheetOf, type CricketSheet, type Powerplay } from './match-sheet.js';
import {
  CricketRuleError,
  applyEvent,
  currentInnings,
  evolveDelivery,
  initialState,
  matchResult,
  validateDelivery,
  type MatchState,
} from './innings-state.js';
import {
  DEFAULT_BALLS_PER_OVER,
  extrasTotal,
  isLegalBall,
  MAIN_INNINGS_WICKETS,
  oversText,
  oversToBalls,
} from './laws.js';

// Numbers as bounded as a scorer's (matches/events/event-bounds.ts): no file may hold a ball of a
// billion wides, whose sum would overflow the match's score columns.
const count = (max: number) => z.number().int().min(0).max(max);
/** Runs off the bat, or one kind of extra, off one delivery. */
const ballCount = count(10);

/**
 * The largest file read, in characters: a Test match's file is about 1-1.5 million (a T20's about 80,000); the
 * README says it, and so does the error.
 */
export const CRICSHEET_MAX_CHARACTERS = 4_000_000;

/** The data versions this reader knows: 1.0 and 1.1 (any patch, "1.0.0", "1.1.0"). */
const DATA_VERSION = /^1\.[01](\.\d+)?$/;

const cricsheetReview = z
  .object({
    by: z.string().optional(),
    umpire: z.string().optional(),
    batter: z.string().optional(),
    decision: z.string().optional(),
    type: z.string().optional(),
    umpires_call: z.boolean().optional(),
  })
  .loose();

const cricsheetReplacements = z
  .object({
    match: z
      .array(z.object({ in: z.string(), out: z.string(), reason: z.string(), team: z.string() }).loose())
      .max(22)
      .optional(),
    role: z
      .array(z.object({ in: z.string(), out: z.string().optional(), reason: z.string(), role: z.string() }).loose())
      .max(22)
      .optional(),
  })
  .loose();

const cricsheetDelivery = z
  .object({
    batter: z.string().optional(),
    /** Files made before the JSON format's release called the batter "batsman". */
    batsman: z.string().optional(),
    non_striker: z.string(),
    bowler: z.string(),
    runs: z.object({
      batter: ballCount,
      extras: count(50),
      total: count(60),
      non_boundary: z.boolean().optional(),
    }),
    extras: z
      .object({
        wides: ballCount.optional(),
        noballs: ballCount.optional(),
        byes: ballCount.optional(),
        legbyes: ballCount.optional(),
        penalty: ballCount.optional(),
      })
      .optional(),
    wickets: z
      .array(
        z.object({
          kind: z.string(),
          player_out: z.string(),
          fielders: z
            .array(z.object({ name: z.string().optional(), substitute: z.boolean().optional() }))
            .max(11)
            .optional(),
        }),
      )
      .max(2)
      .optional(),
    review: cricsheetReview.optional(),
    replacements: cricsheetReplacements.optional(),
  })
  .refine((delivery) => delivery.batter ?? delivery.batsman, { message: 'A delivery names its batter' });

// Loose: an innings' fields the laws do not read (powerplays, miscounted_overs) are kept as the file has them.
const cricsheetInnings = z
  .object({
    team: z.string(),
    overs: z.array(z.object({ over: count(999), deliveries: z.array(cricsheetDelivery) })).optional(),
    declared: z.boolean().optional(),
    forfeited: z.boolean().optional(),
    super_over: z.boolean().optional(),
    absent_hurt: z.array(z.string()).optional(),
    penalty_runs: z.object({ pre: count(100).optional(), post: count(100).optional() }).optional(),
    target: z.object({ runs: count(9_999).optional(), overs: z.number().min(0).max(100).optional() }).optional(),
    powerplays: z.array(z.object({ from: z.number(), to: z.number(), type: z.string() }).loose()).optional(),
    miscounted_overs: z.record(z.string(), z.unknown()).optional(),
  })
  .loose();

/** The innings fields the match's events stand for; the export writes them from the log. */
const LOGGED_INNINGS_FIELDS = [
  'team',
  'overs',
  'declared',
  'forfeited',
  'super_over',
  'absent_hurt',
  'penalty_runs',
  'target',
] as const;

// Loose: the whole of `info` (venue, officials, toss, registry...) is kept as the file has it.
const cricsheetMatch = z.object({
  meta: z
    .object({ data_version: z.string(), created: z.string().optional(), revision: z.number().optional() })
    .loose()
    .optional(),
  info: z
    .object({
      teams: z.tuple([z.string(), z.string()]),
      overs: z.number().int().min(1).max(100).optional(),
      balls_per_over: z.number().int().min(1).max(10).optional(),
      dates: z.array(z.string()).optional(),
      players: z.record(z.string(), z.array(z.string())).optional(),
      // Cricsheet's identifier of each person the file names: kept on the roster's players.
      registry: z
        .object({ people: z.record(z.string(), z.string().max(64)).optional() })
        .loose()
        .optional(),
      outcome: z
        .object({
          result: z.string().optional(),
          winner: z.string().optional(),
          by: z.object({ runs: z.number().optional(), wickets: z.number().optional() }).loose().optional(),
          // The rain rules the result was reached by, as recorded ("D/L", "DLS"): kept, and written back.
          method: z.string().max(20).optional(),
        })
        .loose()
        .optional(),
    })
    .loose(),
  // Two innings a side, then super overs in pairs (as matches/events/event-bounds.ts's MAX_INNINGS).
  innings: z.array(cricsheetInnings).max(20),
});

export type CricsheetMatch = z.infer<typeof cricsheetMatch>;
type CricsheetDelivery = z.infer<typeof cricsheetDelivery>;
type CricsheetInnings = z.infer<typeof cricsheetInnings>;

/**
 * What a file holds beyond its events, kept in the log with them (the import's replace event): `meta` but
 * `created`, `info` whole, and per innings the fields no event stands for (powerplays, miscounted_overs).
 */
export type CricsheetFile = {
  meta: Record<string, unknown>;
  info: Record<string, unknown>;
  innings: Record<string, unknown>[];
};

export type ImportedMatch = {
  config: MatchConfig;
  events: CricketEvent[];
  dates: string[];
  /** The rest of the file, for the log; its `info.registry.people` names each person's Cricsheet identifier. */
  file: CricsheetFile;
  /** Each person's Cricsheet identifier, by the name the file gives them. */
  registry: Record<string, string>;
};

/** A Cricsheet file that is not one, or whose deliveries break the Laws (the message says where). */
export class CricsheetError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(`${path}: ${message}`);
    this.name = 'CricsheetError';
  }
}

/** Drops the keys whose value is undefined, so a stored payload holds only what the file had. */
function defined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, each]) => each !== undefined)) as T;
}

/** A delivery's review and replacements as the log keeps them (names as the file gives them, until renamed). */
function annotations(
  delivery: CricsheetDelivery,
  teams: readonly string[],
  path: string,
): Pick<Delivery, 'review' | 'replacements'> {
  const { review, replacements } = delivery;
  const side = (team: string | undefined, field: string) => {
    if (team !== undefined && !teams.includes(team)) {
      throw new CricsheetError(`${path}.${field}`, `"${team}" is not one of the file's teams`);
    }
  };
  side(review?.by, 'review.by');
  for (const [index, each] of (replacements?.match ?? []).entries())
    side(each.team, `replacements.match[${index}].team`);
  const kept: Pick<Delivery, 'review' | 'replacements'> = {};
  if (review) {
    const { umpires_call: umpiresCall, ...rest } = review;
    kept.review = defined({ ...rest, umpiresCall });
  }
  if (replacements) kept.replacements = replacements;
  return kept;
}

function toDeliveryInput(innings: number, team: TeamKey, delivery: CricsheetDelivery): DeliveryInput {
  const extras = delivery.extras ?? {};
  return {
    innings,
    battingTeam: team,
    batter: (delivery.batter ?? delivery.batsman) as string,
    nonStriker: delivery.non_striker,
    bowler: delivery.bowler,
    runs: delivery.runs.batter,
    nonBoundary: delivery.runs.non_boundary ?? false,
    extras: {
      wides: extras.wides ?? 0,
      noBalls: extras.noballs ?? 0,
      byes: extras.byes ?? 0,
      legByes: extras.legbyes ?? 0,
      penalty: extras.penalty ?? 0,
    },
    wickets: (delivery.wickets ?? []).map((wicket) => {
      const named = (wicket.fielders ?? []).filter((fielder) => fielder.name !== undefined);
      const substitutes = named.filter((fielder) => fielder.substitute).map((fielder) => fielder.name as string);
      return {
        kind: wicket.kind,
        playerOut: wicket.player_out,
        fielders: named.map((fielder) => fielder.name as string),
        ...(substitutes.length ? { substitutes } : {}),
      };
    }),
  };
}

/**
 * Whether a chase's `target` is the par score at a stoppage rather than a target set before it: the
 * side batted on past it (reached its runs before the last ball, or faced more balls than its overs), or
 * the file says the side batting second won by runs, which only a par score gives.
 */
function targetIsPar(
  innings: CricsheetInnings,
  ballsPerOver: number,
  outcome: CricsheetMatch['info']['outcome'],
): boolean {
  const target = innings.target;
  if (!target) return false;
  if (outcome?.winner === innings.team && outcome.by?.runs !== undefined) return true;
  const deliveries = (innings.overs ?? []).flatMap((over) => over.deliveries);
  let runs = innings.penalty_runs?.pre ?? 0;
  let legalBalls = 0;
  for (const [index, delivery] of deliveries.entries()) {
    runs += delivery.runs.total;
    const extras = delivery.extras ?? {};
    if (!extras.wides && !extras.noballs) legalBalls += 1;
    if (target.runs !== undefined && runs >= target.runs && index < deliveries.length - 1) return true;
  }
  if (target.overs === undefined) return false;
  try {
    return legalBalls > oversToBalls(target.overs, ballsPerOver);
  } catch {
    // Not a number of overs: the target's own reading names the fault.
    return false;
  }
}

/** The events Cricsheet's innings-level fields stand for, before its first ball. */
function inningsOpening(
  number: number,
  innings: CricsheetInnings,
  state: MatchState,
  method: string | undefined,
): CricketEvent[] {
  const team = innings.team;
  const events: CricketEvent[] = [];
  const pre = innings.penalty_runs?.pre ?? 0;
  if (pre > 0) events.push({ type: 'penalty runs', innings: number, battingTeam: team, when: 'pre', runs: pre });
  for (const player of innings.absent_hurt ?? []) {
    events.push({ type: 'absent hurt', innings: number, battingTeam: team, player });
  }
  const target = innings.target;
  if (target && number % 2 === 0 && !innings.super_over) {
    // Only a target other than the one the previous innings set is a revision.
    const previous = state.innings[number - 2];
    const { ballsPerOver, overs } = state.config;
    const runs = target.runs ?? previous.runs + 1;
    const overCount = target.overs ?? overs;
    if (runs !== previous.runs + 1 || oversToBalls(overCount, ballsPerOver) !== overs * ballsPerOver) {
      events.push({
        type: 'revise',
        innings: number,
        battingTeam: team,
        overs: overCount,
        targetRuns: runs,
        ...(method ? { method } : {}),
      });
    }
  }
  return events;
}

/** Reads a Cricsheet match (a JSON string or its parsed value) into a config and its events. */
export function parseCricsheet(source: unknown): ImportedMatch {
  let raw: unknown = source;
  if (typeof source === 'string' && source.length > CRICSHEET_MAX_CHARACTERS) {
    throw new CricsheetError(
      'json',
      `A Cricsheet file is at most ${CRICSHEET_MAX_CHARACTERS.toLocaleString('en')} characters; this one has ${source.length.toLocaleString('en')}`,
    );
  }
  if (typeof source === 'string') {
    try {
      raw = JSON.parse(source);
    } catch {
      throw new CricsheetError('json', 'is not JSON');
    }
  }
  const parsed = cricsheetMatch.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CricsheetError(issue.path.join('.') || 'json', issue.message);
  }
  const { meta, info, innings } = parsed.data;
  // A file without meta reads as the version this site writes.
  if (meta && !DATA_VERSION.test(meta.data_version)) {
    throw new CricsheetError(
      'meta.data_version',
      `"${meta.data_version}" is not a Cricsheet data version this site reads (1.0 or 1.1, as "1.0.0" or "1.1.0")`,
    );
  }
  if (!innings.some((entry) => (entry.overs ?? []).some((over) => over.deliveries.length > 0))) {
    throw new CricsheetError('innings', 'The file has no deliveries: a match is imported ball by ball');
  }
  const config: MatchConfig = {
    teams: [info.teams[0], info.teams[1]],
    overs: info.overs ?? 20,
    ballsPerOver: info.balls_per_over ?? DEFAULT_BALLS_PER_OVER,
    ...(innings[0] ? { battingFirst: innings[0].team } : {}),
    ...(info.players ? { rosters: info.players } : {}),
  };
  const events: CricketEvent[] = [];
  let state = initialState(config);
  let path = 'info';
  // Each event is checked against the Laws as it is read; the log keeps deliveries filled in.
  const push = (event: CricketEvent | DeliveryInput, kept: Pick<Delivery, 'review' | 'replacements'> = {}) => {
    try {
      if ('type' in event && event.type !== 'delivery') {
        state = applyEvent(state, event);
        events.push(event);
      } else {
        const { delivery, innings: open } = validateDelivery(state, event);
        state = evolveDelivery(state, open, delivery);
        events.push({ ...delivery, ...kept });
      }
    } catch (error) {
      if (error instanceof CricketRuleError) throw new CricsheetError(path, `${error.message} (${error.field})`);
      throw error;
    }
  };

  innings.forEach((entry, index) => {
    const number = index + 1;
    path = `innings[${index}]`;
    const open = currentInnings(state);
    if (open && !open.closed) push({ type: 'close', innings: open.number, reason: 'closed' });
    // A par score is no revision before the chase: it closes the chase where the file's balls end.
    const par =
      number === 2 &&
      !entry.super_over &&
      entry.target?.runs !== undefined &&
      targetIsPar(entry, config.ballsPerOver!, info.outcome)
        ? entry.target.runs - 1
        : null;
    const method = info.outcome?.method;
    let opening: CricketEvent[];
    try {
      opening = inningsOpening(number, par === null ? entry : { ...entry, target: undefined }, state, method);
    } catch (error) {
      if (error instanceof RangeError) throw new CricsheetError(`${path}.target.overs`, error.message);
      throw error;
    }
    for (const event of opening) push(event);
    if (entry.forfeited) push({ type: 'close', innings: number, battingTeam: entry.team, reason: 'forfeited' });
    for (const [o, over] of (entry.overs ?? []).entries()) {
      for (const [d, delivery] of over.deliveries.entries()) {
        path = `innings[${index}].overs[${o}].deliveries[${d}]`;
        push(toDeliveryInput(number, entry.team, delivery), annotations(delivery, info.teams, path));
      }
    }
    path = `innings[${index}]`;
    const post = entry.penalty_runs?.post ?? 0;
    if (post > 0) push({ type: 'penalty runs', innings: number, when: 'post', runs: post });
    if (entry.declared && !currentInnings(state)?.closed) push({ type: 'close', innings: number, reason: 'declared' });
    if (par !== null) push({ type: 'close', innings: number, reason: 'closed', par, ...(method ? { method } : {}) });
  });
  if (info.outcome?.result === 'no result') push({ type: 'abandon', reason: 'no result' });
  // A tie with no (further) super over: the scorer completed it as a tie.
  if (info.outcome?.result === 'tie' && matchResult(state).status === 'tied') push({ type: 'tie' });
  const { created: _created, ...keptMeta } = meta ?? { data_version: EXPORTED_DATA_VERSION };
  const file: CricsheetFile = {
    meta: keptMeta,
    info,
    innings: innings.map((entry) => {
      const rest: Record<string, unknown> = { ...entry };
      for (const field of LOGGED_INNINGS_FIELDS) delete rest[field];
      return rest;
    }),
  };
  return { config, events, dates: info.dates ?? [], file, registry: info.registry?.people ?? {} };
}

/** The data version this site writes for a match scored here (an imported match keeps its file's). */
export const EXPORTED_DATA_VERSION = '1.1.0';

type Outcome = NonNullable<CricsheetMatch['info']['outcome']>;

/** The same result: the file's outcome (its margin, method, eliminator...) stands for the log's. */
function sameResult(file: Outcome, log: Outcome): boolean {
  return (file.winner ?? null) === (log.winner ?? null) && (file.result ?? null) === (log.result ?? null);
}

/**
 * The match as a Cricsheet JSON value, which imports back to the same scorecard. Given the file the match
 * was imported from (`file`, as the log keeps it), the value is that file again: `meta` but `created`,
 * `info` whole (its `outcome` while the log gives the same result), and every innings' and delivery's
 * fields; the log decides the teams, the deliveries and the result.
 */
export function exportCricsheet(
  config: MatchConfig,
  events: readonly CricketEvent[],
  options: { created?: string; dates?: string[]; file?: CricsheetFile | null } = {},
): CricsheetMatch & { meta: { data_version: string; created: string; revision: number } } {
  const file = options.file ?? null;
  const ballsPerOver = config.ballsPerOver ?? DEFAULT_BALLS_PER_OVER;
  let state = initialState(config);
  const innings: (CricsheetInnings & { overs: { over: number; deliveries: CricsheetDelivery[] }[] })[] = [];
  const legalBalls = new Map<number, number>();
  const entryFor = (number: number) => {
    const played = state.innings[number - 1];
    const entry = (innings[number - 1] ??= { team: played.battingTeam, overs: [] });
    if (played.superOver) entry.super_over = true;
    return entry;
  };
  for (const event of events) {
    state = applyEvent(state, event);
    if (event.type === 'abandon' || event.type === 'tie' || isSheetEvent(event)) continue;
    const entry = entryFor(event.innings);
    switch (event.type) {
      case 'delivery': {
        const before = legalBalls.get(event.innings) ?? 0;
        const overIndex = Math.floor(before / ballsPerOver);
        if (isLegalBall(event.extras)) legalBalls.set(event.innings, before + 1);
        let over = entry.overs[entry.overs.length - 1];
        if (over?.over !== overIndex) entry.overs.push((over = { over: overIndex, deliveries: [] }));
        over.deliveries.push(toCricsheetDelivery(event));
        break;
      }
      case 'penalty runs':
        entry.penalty_runs = {
          ...entry.penalty_runs,
          [event.when]: (entry.penalty_runs?.[event.when] ?? 0) + event.runs,
        };
        break;
      case 'absent hurt':
        entry.absent_hurt = [...(entry.absent_hurt ?? []), event.player];
        break;
      case 'close':
        if (event.reason === 'declared') entry.declared = true;
        if (event.reason === 'forfeited') entry.forfeited = true;
        break;
      case 'revise':
        break;
    }
  }
  const sheet = sheetOf(state);
  state.innings.forEach((played, index) => {
    const entry = innings[index] ?? { team: played.battingTeam, overs: [] };
    const powerplays = sheet.powerplays.filter((each) => each.innings === index + 1);
    if (powerplays.length) entry.powerplays = powerplays.map((each) => cricsheetPowerplay(each, ballsPerOver));
    // The file's fields no event stands for (powerplays, miscounted_overs), kept in the log with the import.
    innings[index] = Object.assign(entry, file?.innings[index] ?? {});
    if (played.par !== null) {
      // A par score as Cricsheet records one: the runs to win at the stoppage, in the overs faced.
      entry.target = { runs: played.par + 1, overs: Number(oversText(played.legalBalls, ballsPerOver)) };
    } else if (played.target && !played.superOver) {
      entry.target = { runs: played.target.runs, overs: Number(oversText(played.target.balls, ballsPerOver)) };
    }
  });
  const result = matchResult(state);
  const outcome =
    result.status === 'no result'
      ? { result: 'no result' }
      : result.status === 'tied' ||
          (result.status === 'complete' && !result.winner) ||
          (result.winner && innings.length > 2)
        ? { result: 'tie', ...(result.winner ? { eliminator: result.winner } : {}) }
        : result.winner
          ? {
              winner: result.winner,
              ...(winnerMargin(state, result.winner) ?? {}),
              ...(result.method ? { method: result.method } : {}),
            }
          : undefined;
  const kept = { ...file?.info, ...sheetInfo(sheet) } as Partial<CricsheetMatch['info']>;
  const dates = kept.dates ?? options.dates;
  const players = kept.players ?? (config.rosters ? onlyRosters(config.rosters) : undefined);
  const keptOutcome = kept.outcome && outcome && sameResult(kept.outcome, outcome) ? kept.outcome : outcome;
  const info: CricsheetMatch['info'] = {
    ...kept,
    balls_per_over: ballsPerOver,
    ...(dates ? { dates } : {}),
    overs: config.overs,
    teams: [...config.teams],
    ...(players ? { players } : {}),
  };
  if (keptOutcome) info.outcome = keptOutcome;
  else delete info.outcome;
  return {
    meta: {
      ...file?.meta,
      data_version: typeof file?.meta.data_version === 'string' ? file.meta.data_version : EXPORTED_DATA_VERSION,
      created: options.created ?? new Date().toISOString().slice(0, 10),
      revision: typeof file?.meta.revision === 'number' ? file.meta.revision : 1,
    },
    info,
    innings,
  };
}

/** Cricsheet's powerplay: its first and last balls as "over.ball", overs from 0 ({ from: 0.1, to: 5.6 }). */
function cricsheetPowerplay(powerplay: Powerplay, ballsPerOver: number) {
  return {
    from: Number(`${powerplay.from - 1}.1`),
    to: Number(`${powerplay.to - 1}.${ballsPerOver}`),
    type: powerplay.kind,
  };
}

/** What the log's sheet events say of `info`, over what an imported file said. */
function sheetInfo(sheet: CricketSheet): Record<string, unknown> {
  const info: Record<string, unknown> = {};
  if (sheet.toss) info.toss = { winner: sheet.toss.winner, decision: sheet.toss.decision };
  const named = Object.entries(sheet.xi);
  if (named.length) {
    // Those who played: the XI, then each player brought in.
    info.players = Object.fromEntries(
      named.map(([team, xi]) => [
        team,
        [...xi!.named, ...sheet.replacements.filter((each) => each.team === team).map((each) => each.in)],
      ]),
    );
  }
  if (sheet.officials) {
    const { umpires, tvUmpires, reserveUmpires, matchReferees } = sheet.officials;
    info.officials = defined({
      umpires: umpires.length ? umpires : undefined,
      tv_umpires: tvUmpires.length ? tvUmpires : undefined,
      reserve_umpires: reserveUmpires.length ? reserveUmpires : undefined,
      match_referees: matchReferees.length ? matchReferees : undefined,
    });
  }
  if (sheet.playerOfMatch.length) info.player_of_match = sheet.playerOfMatch;
  return info;
}

function onlyRosters(rosters: NonNullable<MatchConfig['rosters']>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(rosters).filter((entry): entry is [string, string[]] => entry[1] !== undefined),
  );
}

function toCricsheetReview(review: Review): NonNullable<CricsheetDelivery['review']> {
  const { umpiresCall, ...rest } = review;
  return defined({ ...rest, umpires_call: umpiresCall });
}

function toCricsheetDelivery(delivery: Extract<CricketEvent, { type: 'delivery' }>): CricsheetDelivery {
  const { wides, noBalls, byes, legByes, penalty } = delivery.extras;
  const extras = Object.fromEntries(
    Object.entries({ wides, noballs: noBalls, byes, legbyes: legByes, penalty }).filter(([, runs]) => runs > 0),
  );
  const extraRuns = extrasTotal(delivery.extras);
  return {
    batter: delivery.batter,
    bowler: delivery.bowler,
    non_striker: delivery.nonStriker,
    runs: {
      batter: delivery.runs,
      extras: extraRuns,
      total: delivery.runs + extraRuns,
      ...(delivery.nonBoundary ? { non_boundary: true } : {}),
    },
    ...(extraRuns > 0 ? { extras } : {}),
    ...(delivery.wickets.length
      ? {
          wickets: delivery.wickets.map((wicket) => ({
            player_out: wicket.playerOut,
            kind: wicket.kind,
            ...(wicket.fielders.length
              ? {
                  fielders: wicket.fielders.map((name) =>
                    wicket.substitutes?.includes(name) ? { name, substitute: true } : { name },
                  ),
                }
              : {}),
          })),
        }
      : {}),
    ...(delivery.review ? { review: toCricsheetReview(delivery.review) } : {}),
    ...(delivery.replacements ? { replacements: delivery.replacements } : {}),
  };
}

/** The margin as Cricsheet's `outcome.by` gives it: runs for the side batting first or a par result, else wickets. */
function winnerMargin(state: MatchState, winner: string): { by: { runs: number } | { wickets: number } } | null {
  const [first, second] = state.innings;
  if (!first || !second) return null;
  if (second.par !== null) return { by: { runs: Math.abs(second.runs - second.par) } };
  if (winner === first.battingTeam && second.target) return { by: { runs: second.target.runs - 1 - second.runs } };
  if (winner === second.battingTeam) return { by: { wickets: MAIN_INNINGS_WICKETS - second.wickets } };
  return null;
}

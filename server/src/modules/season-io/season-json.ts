import { z } from 'zod';
import { ResultKind, Side, Sport } from '../../../../shared/enums.js';
import {
  MAX_PROBLEMS,
  isIsoDate,
  isTime,
  teamKey,
  teamsOf,
  type PlannedFixture,
  type PlannedGoal,
  type PlannedResult,
  type Problem,
  type SeasonPlan,
} from './season-plan.js';
import { checkStageReferences } from './season-stage-checks.js';
import { fixtureStageSchema, seasonStageSchema } from './season-stages.js';

const pair = z.tuple([z.number().int().min(0).max(1000), z.number().int().min(0).max(1000)]);
const name = z.string().trim().min(1, 'is empty').max(100, 'has at most 100 characters');

const openGoal = z.object({
  name: z.string().trim().min(1).max(100),
  minute: z.number().int().min(0).max(200),
  offset: z.number().int().min(0).max(60).optional(),
  penalty: z.boolean().optional(),
  owngoal: z.boolean().optional(),
});

/** openfootball/football.json: `{ name, matches: [{ round, date, time?, team1, team2, score: { ft, ht?, et?, p? }, goals1?, goals2? }] }`. */
const openfootballSeason = z.object({
  name: z.string().max(200).optional(),
  matches: z
    .array(
      z.object({
        round: z.union([z.string().max(100), z.number()]).optional(),
        num: z.number().int().min(0).optional(),
        date: z.string(),
        time: z.string().optional(),
        team1: name,
        team2: name,
        ground: z.string().max(200).optional(),
        score: z
          .object({ ft: pair.optional(), ht: pair.optional(), et: pair.optional(), p: pair.optional() })
          .optional(),
        // The older files' shape: the full-time scores beside the teams.
        score1: z.number().int().min(0).max(1000).nullable().optional(),
        score2: z.number().int().min(0).max(1000).nullable().optional(),
        goals1: z.array(openGoal).max(100).optional(),
        goals2: z.array(openGoal).max(100).optional(),
      }),
    )
    .min(1, 'the season has no matches'),
});

function issues(error: z.ZodError, prefix = ''): Problem[] {
  return error.issues.slice(0, MAX_PROBLEMS).map((issue) => {
    const path = issue.path.reduce<string>(
      (text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${String(part)}` : String(part)),
      prefix,
    );
    return { field: path || 'json', message: `${path || 'The file'}: ${issue.message}` };
  });
}

function readJson(text: string): { value: unknown; problems: Problem[] } {
  try {
    return { value: JSON.parse(text) as unknown, problems: [] };
  } catch (error) {
    return {
      value: null,
      problems: [{ field: 'json', message: `The file is not JSON (${(error as Error).message})` }],
    };
  }
}

/** "Matchday 5" is round 5; a round without a number ("Final") has none. */
function roundNumber(round: string | number | undefined): number | null {
  if (typeof round === 'number') return Number.isInteger(round) && round >= 0 ? round : null;
  const match = /(\d+)\s*$/.exec(round ?? '');
  return match ? Number(match[1]) : null;
}

function checkWhen(fixture: { date: string; time?: string }, at: string, problems: Problem[]): void {
  if (!isIsoDate(fixture.date)) {
    problems.push({
      field: `${at}.date`,
      message: `${at}.date: "${fixture.date}" is not a date in the form YYYY-MM-DD`,
    });
  }
  if (fixture.time !== undefined && !isTime(fixture.time)) {
    problems.push({ field: `${at}.time`, message: `${at}.time: "${fixture.time}" is not a time in the form HH:MM` });
  }
}

/** Reads an openfootball `football.json` season: its rounds, matches, scores and goals. */
export function parseOpenfootball(text: string): { plan: SeasonPlan; problems: Problem[] } {
  const empty: SeasonPlan = { name: null, sport: Sport.football, teams: [], fixtures: [] };
  const read = readJson(text);
  if (read.problems.length) return { plan: empty, problems: read.problems };
  const parsed = openfootballSeason.safeParse(read.value);
  if (!parsed.success) return { plan: empty, problems: issues(parsed.error) };
  const problems: Problem[] = [];
  const fixtures: PlannedFixture[] = parsed.data.matches.map((match, index) => {
    const at = `matches[${index}]`;
    checkWhen(match, at, problems);
    if (teamKey(match.team1) === teamKey(match.team2)) {
      problems.push({ field: `${at}.team2`, message: `${at}.team2: a team cannot play itself` });
    }
    const ft = match.score?.ft ?? (match.score1 != null && match.score2 != null ? [match.score1, match.score2] : null);
    const et = match.score?.et ?? null;
    const penalties = match.score?.p ?? null;
    let result: PlannedResult | null = null;
    const final = et ?? ft;
    if (final) {
      result = { homeTeamScore: final[0], awayTeamScore: final[1] };
      if (penalties) Object.assign(result, { homePenalties: penalties[0], awayPenalties: penalties[1] });
      if (match.goals1 || match.goals2) {
        const goals = (side: Side, list: z.infer<typeof openGoal>[] = []): PlannedGoal[] =>
          list.map((goal) => ({
            side,
            player: goal.name,
            minute: goal.minute,
            addedTime: goal.offset ?? null,
            penalty: goal.penalty ?? false,
            ownGoal: goal.owngoal ?? false,
          }));
        const all = [...goals(Side.home, match.goals1), ...goals(Side.away, match.goals2)];
        // Files list scorers where known; a partial list cannot stand for the score, so it is left out.
        const counted = [all.filter((goal) => goal.side === Side.home).length, all.length];
        if (counted[0] === final[0] && counted[1] - counted[0] === final[1]) result.goals = all;
      }
    } else if (penalties || et) {
      problems.push({ field: `${at}.score.ft`, message: `${at}.score.ft: a shoot-out or extra time needs the score` });
    }
    return {
      ref: at,
      round: roundNumber(match.round),
      matchNumber: match.num ?? null,
      date: match.date,
      time: match.time ?? null,
      home: match.team1,
      away: match.team2,
      venue: match.ground ?? null,
      result,
    };
  });
  return {
    plan: { name: parsed.data.name ?? null, sport: Sport.football, teams: teamsOf(fixtures), fixtures },
    problems,
  };
}

/** The site's own season file (format "pitchside-season", version 1): see the README. */
export const SEASON_FORMAT = 'pitchside-season';
export const SEASON_VERSION = 1;

const goal = z.object({
  side: z.enum(Side),
  player: name,
  minute: z.number().int().min(0).max(200),
  addedTime: z.number().int().min(0).max(60).nullable(),
  penalty: z.boolean(),
  ownGoal: z.boolean(),
});

const seasonResult = z
  .object({
    homeTeamScore: z.number().int().min(0).nullable().optional(),
    awayTeamScore: z.number().int().min(0).nullable().optional(),
    homeWickets: z.number().int().min(0).nullable().optional(),
    awayWickets: z.number().int().min(0).nullable().optional(),
    homeBalls: z.number().int().min(0).nullable().optional(),
    awayBalls: z.number().int().min(0).nullable().optional(),
    homeAllOut: z.boolean().nullable().optional(),
    awayAllOut: z.boolean().nullable().optional(),
    battedFirst: z.enum(Side).nullable().optional(),
    resultKind: z.enum(ResultKind).nullable().optional(),
    revisedOvers: z.number().min(0).nullable().optional(),
    revisedTarget: z.number().int().min(0).nullable().optional(),
    decider: z.enum(['SUPER_OVER', 'PENALTIES', 'EXTRA_TIME']).nullable().optional(),
    deciderWinner: z.enum(Side).nullable().optional(),
    homePenalties: z.number().int().min(0).nullable().optional(),
    awayPenalties: z.number().int().min(0).nullable().optional(),
  })
  .strict();

const seasonFile = z.object({
  format: z.literal(SEASON_FORMAT),
  version: z.literal(SEASON_VERSION),
  tournament: z.record(z.string(), z.unknown()),
  teams: z.array(z.object({ name, homeGround: z.string().max(200).nullable() })).max(1024),
  stages: z.array(seasonStageSchema).max(100),
  fixtures: z
    .array(
      z.object({
        matchNumber: z.number().int().min(0).nullable(),
        round: z.number().int().min(0).nullable(),
        date: z.string(),
        time: z.string(),
        home: name.nullable(),
        away: name.nullable(),
        venue: z.string().max(200).nullable(),
        status: z.string(),
        result: seasonResult.nullable(),
        events: z.object({ goals: z.array(goal).max(100) }).nullable(),
        // Files written before stages came in have no `stage`: a fixture of a tournament in one stage.
        stage: fixtureStageSchema.nullable().optional(),
      }),
    )
    .max(5000),
});

/** Reads a season exported by the site (`GET /api/tournaments/{id}/season.json`). */
export function parseSeasonJson(text: string): { plan: SeasonPlan; problems: Problem[] } {
  const empty: SeasonPlan = { name: null, sport: null, teams: [], fixtures: [] };
  const read = readJson(text);
  if (read.problems.length) return { plan: empty, problems: read.problems };
  const parsed = seasonFile.safeParse(read.value);
  if (!parsed.success) return { plan: empty, problems: issues(parsed.error) };
  const problems: Problem[] = [];
  const { tournament, teams } = parsed.data;
  const fixtures = parsed.data.fixtures.map((fixture, index): PlannedFixture => {
    const at = `fixtures[${index}]`;
    checkWhen(fixture, at, problems);
    const goals = fixture.events?.goals ?? [];
    const result: PlannedResult | null = fixture.result
      ? { ...fixture.result, ...(goals.length > 0 ? { goals } : {}) }
      : null;
    return {
      ref: at,
      round: fixture.round,
      matchNumber: fixture.matchNumber,
      date: fixture.date,
      time: fixture.time,
      home: fixture.home,
      away: fixture.away,
      venue: fixture.venue,
      result,
      stage: fixture.stage ?? null,
    };
  });
  const teamKeys = new Set([...teams, ...teamsOf(fixtures)].map((team) => teamKey(team.name)));
  problems.push(
    ...checkStageReferences(
      parsed.data.stages,
      fixtures.map((fixture) => ({ ...fixture, hasResult: fixture.result !== null })),
      teamKeys,
    ),
  );
  const sport = typeof tournament.sport === 'string' ? (tournament.sport as SeasonPlan['sport']) : null;
  return {
    plan: {
      name: typeof tournament.name === 'string' ? tournament.name : null,
      sport,
      teams,
      fixtures,
      tournament,
      stages: parsed.data.stages,
    },
    problems,
  };
}

import { LockMode } from '@mikro-orm/core';
import type { RequestContext } from '../../core/request-context.js';
import { DomainError, InputError } from '../../core/errors.js';
import { requireStaff } from '../../core/guards.js';
import { assertCanManageTournament } from '../common/policy.js';
import { Club } from '../clubs/club.entity.js';
import { Team } from '../teams/team.entity.js';
import { Sport, Tournament, TournamentType } from '../tournaments/tournament.entity.js';
import { TournamentManagementService } from '../tournaments/tournament-management.service.js';
import type { TournamentInput } from '../tournaments/tournaments.inputs.js';
import { findRegistrationsWithTeams } from '../tournaments/tournaments.queries.js';
import { FixturesService } from '../matches/fixtures.service.js';
import { Match } from '../matches/match.entity.js';
import { MatchResultService } from '../matches/events/match-result.service.js';
import type { ResultInput } from '../matches/events/match-result.inputs.js';
import { CricsheetImportService } from '../matches/events/cricsheet-import.service.js';
import type { User } from '../users/user.entity.js';
import { readCricsheetZip, type ZippedMatch } from './cricsheet-zip.js';
import { parseSeasonCsv } from './season-csv.js';
import { parseOpenfootball, parseSeasonJson } from './season-json.js';
import {
  kickOff,
  teamKey,
  type PlannedFixture,
  type PlannedResult,
  type Problem,
  type SeasonPlan,
} from './season-plan.js';
import { ImportProgress } from './season-progress.js';
import { createStagedSeason } from './season-stages-import.js';

/** The formats a season comes in. */
export enum SeasonFormat {
  CSV = 'CSV',
  OPENFOOTBALL_JSON = 'OPENFOOTBALL_JSON',
  CRICSHEET_ZIP = 'CRICSHEET_ZIP',
  SEASON_JSON = 'SEASON_JSON',
}

/** Limits of a text file (CSV, JSON), in characters; a Cricsheet zip has its own (cricsheet-zip.ts). */
export const TEXT_LIMITS = { characters: 5_000_000, fixtures: 2_000 };

export type SeasonImportRequest = {
  tournamentId?: number | null;
  /** A new tournament for the season: its name (and sport); the dates follow from the fixtures. */
  newTournament?: { name?: string | null; sport?: Sport | null; competitionId?: number | null } | null;
  format: SeasonFormat;
  /** The file: text, or base64 for a zip. */
  content: string;
  progressKey?: string | null;
};

export type SeasonImportSummary = {
  tournament: Tournament;
  teamsCreated: number;
  teamsMatched: number;
  fixturesCreated: number;
  fixturesMatched: number;
  resultsRecorded: number;
};

type ImportContext = RequestContext<User>;

/** One fixture or one match file, as the loop imports it. */
type Step = {
  ref: string;
  home: string | null;
  away: string | null;
  date: string;
  fixture?: PlannedFixture;
  zipped?: ZippedMatch;
};

/**
 * A whole season in one call: its teams (matched by name, created when missing), its fixtures (matched by
 * teams and date, created when missing) and its results, each through the result path the scorer uses
 * (`recordResult`, or the per-match Cricsheet importer), so tables and stats follow. Every line is checked
 * before anything is stored, and the import is one transaction: a bad line or a refused result stores nothing.
 */
export class SeasonImportService {
  constructor(private readonly ctx: ImportContext) {}

  async importSeason(request: SeasonImportRequest): Promise<SeasonImportSummary> {
    const viewer = requireStaff(this.ctx);
    const progress = new ImportProgress(this.ctx.pubSub, request.progressKey ?? null, viewer.id);
    try {
      progress.phase('VALIDATING', 0, 0);
      const { plan, zipped } = this.read(request);
      const steps: Step[] = zipped
        ? zipped.map((match) => ({
            ref: match.file,
            home: match.teams[0],
            away: match.teams[1],
            date: match.date,
            zipped: match,
          }))
        : plan.fixtures.map((fixture) => ({ ...fixture, fixture }));
      progress.phase('IMPORTING', 0, steps.length);
      // Live pushes wait for the commit: a rolled-back import must not have told anyone anything.
      type Publish = (...args: unknown[]) => void;
      const published: unknown[][] = [];
      const deferred = { ...this.ctx.pubSub, publish: ((...args: unknown[]) => void published.push(args)) as Publish };
      const summary = await this.ctx.em.transactional(async (tx) => {
        const inner: ImportContext = { ...this.ctx, em: tx, pubSub: deferred };
        const tournament = await this.tournament(inner, request, plan, steps);
        const counts = { teamsCreated: 0, teamsMatched: 0, fixturesCreated: 0, fixturesMatched: 0, resultsRecorded: 0 };
        const teams = await this.teams(inner, tournament, plan, steps, counts);
        // A season in stages comes whole: its stages and every fixture first, linked as the file links them.
        const staged = plan.stages?.length ? await createStagedSeason(tx, tournament, plan, teams) : null;
        counts.fixturesCreated += staged?.length ?? 0;
        const fixtures = new FixtureIndex(
          staged ? [] : await tx.find(Match, { tournament }, { orderBy: { id: 'asc' } }),
        );
        for (const [index, step] of steps.entries()) {
          await at(step.ref, async () => {
            const matchId = staged
              ? staged[index]
              : await this.fixture(inner, tournament, teams, fixtures, step, counts);
            if (step.zipped) {
              await new CricsheetImportService(inner).importMatch(matchId, step.zipped.json);
              counts.resultsRecorded += 1;
            } else if (step.fixture?.result) {
              const recorded = await new MatchResultService(inner).recordResult(
                matchId,
                resultInput(step.fixture.result),
              );
              checkWinner(step.fixture, recorded, teams);
              counts.resultsRecorded += 1;
            }
          });
          // Only ids are kept from one step to the next: a season's entities piling up in the identity map
          // made every later flush slower (each compares every managed entity).
          tx.clear();
          progress.phase('IMPORTING', index + 1, steps.length);
        }
        return { tournament: await tx.findOneOrFail(Tournament, { id: tournament.id }), ...counts };
      });
      for (const args of published) (this.ctx.pubSub.publish as Publish)(...args);
      this.ctx.changes?.tournament(summary.tournament.id);
      progress.finish('DONE', steps.length, null, []);
      return summary;
    } catch (error) {
      const errors = error instanceof InputError ? Object.values(error.fields) : [];
      progress.finish('FAILED', 0, error instanceof DomainError ? error.message : 'The import failed', errors);
      throw error;
    }
  }

  /** The file read and checked whole; any problem refuses the import before a statement is sent. */
  private read(request: SeasonImportRequest): { plan: SeasonPlan; zipped: ZippedMatch[] | null } {
    const content = request.content ?? '';
    let result: { plan: SeasonPlan; problems: Problem[] };
    let zipped: ZippedMatch[] | null = null;
    if (request.format === SeasonFormat.CRICSHEET_ZIP) {
      const bytes = Buffer.from(content, 'base64');
      if (bytes.byteLength === 0) throw new InputError({ content: 'The zip is empty' });
      const read = readCricsheetZip(bytes);
      zipped = read.matches;
      const fixtures = read.matches.map((match) => ({
        ref: match.file,
        round: null,
        matchNumber: null,
        date: match.date,
        time: null,
        home: match.teams[0],
        away: match.teams[1],
        venue: null,
        result: null,
      }));
      result = { plan: { name: null, sport: Sport.cricket, teams: [], fixtures }, problems: read.problems };
    } else {
      if (content.length > TEXT_LIMITS.characters) {
        throw new InputError({
          content: `The file is longer than ${TEXT_LIMITS.characters.toLocaleString('en')} characters`,
        });
      }
      if (!content.trim()) throw new InputError({ content: 'The file is empty' });
      if (request.format === SeasonFormat.CSV) result = parseSeasonCsv(content);
      else if (request.format === SeasonFormat.OPENFOOTBALL_JSON) result = parseOpenfootball(content);
      else result = parseSeasonJson(content);
    }
    if (result.problems.length > 0) {
      throw new InputError(Object.fromEntries(result.problems.map((problem) => [problem.field, problem.message])));
    }
    if (result.plan.fixtures.length > TEXT_LIMITS.fixtures) {
      throw new InputError({
        content: `A season has at most ${TEXT_LIMITS.fixtures} matches (this file has ${result.plan.fixtures.length})`,
      });
    }
    return { plan: result.plan, zipped };
  }

  /** The organiser's tournament (locked for the import), or a new one spanning the fixtures' days. */
  private async tournament(inner: ImportContext, request: SeasonImportRequest, plan: SeasonPlan, steps: Step[]) {
    const viewer = requireStaff(inner);
    const sport = plan.sport;
    if (request.tournamentId != null) {
      const found = await inner.em.findOne(
        Tournament,
        { id: request.tournamentId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      const tournament = assertCanManageTournament(
        viewer,
        found,
        'Only the tournament’s organiser can import a season into it.',
      );
      if (sport && sport !== tournament.sport) {
        throw new InputError({ format: `The file is a ${sport} season; this tournament is ${tournament.sport}` });
      }
      return tournament;
    }
    const dates = steps.map((step) => step.date).sort();
    const given = request.newTournament ?? {};
    const fromFile = plan.tournament ?? {};
    const chosenSport = given.sport ?? sport ?? Sport.football;
    if (sport && given.sport && given.sport !== sport) {
      throw new InputError({ 'newTournament.sport': `The file is a ${sport} season` });
    }
    const cricket = steps.find((step) => step.zipped)?.zipped;
    const info = cricket
      ? (JSON.parse(cricket.json) as { info?: { overs?: number; balls_per_over?: number } }).info
      : undefined;
    const input = {
      tournamentType: TournamentType.league,
      ...(info ? { oversPerInnings: info.overs ?? 20, ballsPerOver: info.balls_per_over ?? 6 } : {}),
      ...fromFile,
      name:
        given.name?.trim() ||
        plan.name ||
        (typeof fromFile.name === 'string' ? fromFile.name : '') ||
        'Imported season',
      sport: chosenSport,
      startDate: (fromFile.startDate as string | undefined) ?? dates[0],
      endDate: (fromFile.endDate as string | undefined) ?? dates[dates.length - 1],
      ...(given.competitionId != null ? { competitionId: given.competitionId } : {}),
    } as TournamentInput;
    return new TournamentManagementService(inner).create(input);
  }

  /** Every team the file names: registered ones by name, then the site's teams of the sport, else new. */
  private async teams(
    inner: ImportContext,
    tournament: Tournament,
    plan: SeasonPlan,
    steps: Step[],
    counts: { teamsCreated: number; teamsMatched: number },
  ): Promise<Map<string, Team>> {
    const { em } = inner;
    const wanted = new Map<string, { name: string; homeGround: string | null }>();
    for (const team of plan.teams) wanted.set(teamKey(team.name), team);
    for (const step of steps) {
      for (const name of [step.home, step.away])
        if (name !== null && !wanted.has(teamKey(name))) wanted.set(teamKey(name), { name, homeGround: null });
    }
    const byKey = new Map<string, Team>();
    for (const registration of await findRegistrationsWithTeams(em, tournament.id, 'registered')) {
      const team = registration.team.getEntity();
      if (wanted.has(teamKey(team.name)) && !byKey.has(teamKey(team.name))) byKey.set(teamKey(team.name), team);
    }
    counts.teamsMatched += byKey.size;
    const missing = [...wanted.entries()].filter(([key]) => !byKey.has(key));
    if (missing.length > 0) {
      const candidates = await em.find(
        Team,
        {
          isActive: true,
          $and: [
            { $or: [{ sport: tournament.sport }, { sport: null }] },
            {
              $or: missing.map(([, team]) => ({
                name: { $ilike: team.name.trim().replace(/[\\%_]/g, (c) => `\\${c}`) },
              })),
            },
          ],
        },
        { orderBy: { id: 'asc' } },
      );
      const management = new TournamentManagementService(inner);
      for (const [key, wantedTeam] of missing) {
        let team = candidates.find((candidate) => teamKey(candidate.name) === key);
        if (team) counts.teamsMatched += 1;
        else {
          // A team belongs to a club: each new team gets its own, owned by the organiser who imported it.
          const club = em.create(Club, {
            name: wantedTeam.name.trim(),
            owner: inner.viewer!,
            description: `Created by a season import into ${tournament.name}.`,
          });
          team = em.create(Team, {
            name: wantedTeam.name.trim(),
            club,
            sport: tournament.sport,
            homeGround: wantedTeam.homeGround,
          });
          await em.flush();
          counts.teamsCreated += 1;
        }
        await at(`team "${wantedTeam.name}"`, () => management.register(tournament.id, team.id));
        byKey.set(key, team);
      }
    }
    return byKey;
  }

  /** The step's fixture: the tournament's own for the two teams that day, else a new one. */
  private async fixture(
    inner: ImportContext,
    tournament: Tournament,
    teams: Map<string, Team>,
    fixtures: FixtureIndex,
    step: Step,
    counts: { fixturesCreated: number; fixturesMatched: number },
  ): Promise<number> {
    const home = teams.get(teamKey(step.home!))!;
    const away = teams.get(teamKey(step.away!))!;
    const found = fixtures.find(home.id, away.id, step.date);
    if (found) {
      counts.fixturesMatched += 1;
      return found.id;
    }
    const match = await this.addFixture(inner, tournament, home, away, step);
    fixtures.add(match);
    counts.fixturesCreated += 1;
    return match.id;
  }

  private addFixture(inner: ImportContext, tournament: Tournament, home: Team, away: Team, step: Step): Promise<Match> {
    const fixture = step.fixture;
    return new FixturesService(inner).addMatch({
      tournamentId: tournament.id,
      homeTeamId: home.id,
      awayTeamId: away.id,
      scheduledDate: kickOff({ date: step.date, time: fixture?.time ?? null }),
      ...(fixture?.venue ? { venue: fixture.venue } : {}),
      ...(fixture?.round != null ? { roundNumber: fixture.round } : {}),
      ...(fixture?.matchNumber != null ? { matchNumber: fixture.matchNumber } : {}),
    });
  }
}

/** The tournament's fixtures by their two teams (either way round) and day. */
class FixtureIndex {
  private readonly byKey = new Map<string, Match[]>();

  constructor(matches: Match[]) {
    for (const match of matches) this.add(match);
  }

  private static key(a: number, b: number, date: string): string {
    return `${Math.min(a, b)}:${Math.max(a, b)}:${date}`;
  }

  add(match: Match): void {
    if (!match.homeTeam || !match.awayTeam || !match.scheduledDate) return;
    const key = FixtureIndex.key(match.homeTeam.id, match.awayTeam.id, match.scheduledDate.toISOString().slice(0, 10));
    this.byKey.set(key, [...(this.byKey.get(key) ?? []), match]);
  }

  /** The first fixture of the pair that day not yet taken by this import (a double-header has two). */
  find(home: number, away: number, date: string): Match | null {
    const list = this.byKey.get(FixtureIndex.key(home, away, date)) ?? [];
    const match = list.shift() ?? null;
    return match;
  }
}

function resultInput(result: PlannedResult): ResultInput {
  const { goals, ...score } = result;
  return {
    ...score,
    ...(goals
      ? {
          goals: goals.map((goal) => ({
            side: goal.side,
            player: { name: goal.player },
            minute: goal.minute,
            addedTime: goal.addedTime,
            penalty: goal.penalty,
            ownGoal: goal.ownGoal,
          })),
        }
      : {}),
  } as ResultInput;
}

/** A file that names a winner must agree with the winner its scores give. */
function checkWinner(fixture: PlannedFixture, match: Match, teams: Map<string, Team>): void {
  if (!fixture.winner) return;
  const expected = teams.get(teamKey(fixture.winner.name));
  if (match.winnerTeam?.id === expected?.id) return;
  const named = [...teams.values()].find((team) => team.id === match.winnerTeam?.id)?.name ?? 'nobody';
  throw new InputError({
    [fixture.winner.field]: `column result: the scores make ${named} the winner, not ${fixture.winner.name}`,
  });
}

/** Runs one step, naming its line, match or file in any input error it meets. */
async function at<T>(ref: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    const label = ref.charAt(0).toUpperCase() + ref.slice(1);
    throw new InputError(
      Object.fromEntries(
        Object.entries(error.fields).map(([field, message]) => [
          field.startsWith(ref) ? field : `${ref}.${field}`,
          message.startsWith(label) ? message : `${label}: ${message}`,
        ]),
      ),
    );
  }
}

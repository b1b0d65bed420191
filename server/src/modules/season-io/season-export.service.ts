import type { RequestContext } from '../../core/request-context.js';
import { assertCanSeeTournament } from '../common/policy.js';
import { Team } from '../teams/team.entity.js';
import { Stage, StageGroup, type SlotSpec } from '../tournaments/stage.entity.js';
import { Sport, type Tournament } from '../tournaments/tournament.entity.js';
import { findTournament } from '../tournaments/tournaments.queries.js';
import { findRegistrationsWithTeams } from '../tournaments/tournaments.queries.js';
import { Match, MatchStatus } from '../matches/match.entity.js';
import type { Side } from '../../../../shared/enums.js';
import { MatchEvent } from '../matches/events/match-event.entity.js';
import { RESULT, RESULT_SCORE_FIELDS, livePayloads, type ResultPayload } from '../matches/events/match-projection.js';
import { CricsheetImportService } from '../matches/events/cricsheet-import.service.js';
import { StandingsService } from '../standings/standings.service.js';
import type { StandingRow } from '../standings/standing-row.type.js';
import type { User } from '../users/user.entity.js';
import { buildCricsheetZip, type ExportedMatchFile } from './cricsheet-zip.js';
import { SEASON_FORMAT, SEASON_VERSION } from './season-json.js';
import type { PlannedGoal } from './season-plan.js';
import type { PlannedFixtureStage, PlannedSlot, PlannedStage } from './season-stages.js';

type ExportContext = Pick<RequestContext<User>, 'em' | 'viewer' | 'pubSub' | 'outbox'>;

/** The tournament settings a season file carries, as TournamentInput names them. */
const SETTINGS = [
  'name',
  'description',
  'sport',
  'tournamentType',
  'startDate',
  'endDate',
  'maxTeams',
  'entryFee',
  'prizePool',
  'rules',
  'venueInfo',
  'oversPerInnings',
  'ballsPerOver',
  'pointsFormat',
  'knockoutDecider',
] as const;

export type SeasonFile = {
  format: typeof SEASON_FORMAT;
  version: typeof SEASON_VERSION;
  tournament: Record<string, unknown>;
  teams: { name: string; homeGround: string | null }[];
  stages: PlannedStage[];
  fixtures: {
    matchNumber: number | null;
    round: number | null;
    date: string;
    time: string;
    home: string | null;
    away: string | null;
    venue: string | null;
    status: string;
    result: Record<string, unknown> | null;
    events: { goals: PlannedGoal[] } | null;
    stage: PlannedFixtureStage | null;
  }[];
};

/** A season out: the site's own JSON, the table as CSV, and every cricket match as Cricsheet in a zip. */
export class SeasonExportService {
  constructor(private readonly ctx: ExportContext) {}

  private async visible(tournamentId: number): Promise<Tournament> {
    return assertCanSeeTournament(this.ctx.viewer, await findTournament(this.ctx.em, tournamentId));
  }

  /** The season as `pitchside-season` version 1 (README "Whole seasons in and out"); ids are left out. */
  async seasonJson(tournamentId: number): Promise<SeasonFile> {
    const { em } = this.ctx;
    const tournament = await this.visible(tournamentId);
    const registrations = await findRegistrationsWithTeams(em, tournament.id, 'registered');
    const matches = await em.find(
      Match,
      { tournament },
      { orderBy: { scheduledDate: 'asc', matchNumber: 'asc', id: 'asc' } },
    );
    const teamIds = new Set([
      ...registrations.map((registration) => registration.team.id),
      ...matches.flatMap((match) => [match.homeTeam?.id, match.awayTeam?.id]).filter((id): id is number => !!id),
    ]);
    const teams = new Map((await em.find(Team, { id: { $in: [...teamIds] } })).map((team) => [team.id, team]));
    const stages = await em.find(Stage, { tournament }, { orderBy: { sequence: 'asc' } });
    const groups = stages.length
      ? await em.find(StageGroup, { stage: { $in: stages } }, { orderBy: { id: 'asc' } })
      : [];
    const logs = new Map<number, MatchEvent[]>();
    if (tournament.sport !== Sport.cricket) {
      const completed = matches.filter((match) => match.status === MatchStatus.completed);
      const events = completed.length
        ? await em.find(MatchEvent, { match: { $in: completed } }, { orderBy: { match: 'asc', seq: 'asc' } })
        : [];
      for (const event of events) logs.set(event.match.id, [...(logs.get(event.match.id) ?? []), event]);
    }
    const settings: Record<string, unknown> = {};
    for (const key of SETTINGS) settings[key] = (tournament as unknown as Record<string, unknown>)[key] ?? null;
    if (tournament.tieBreakerOrder) settings.tieBreakers = tournament.tieBreakerOrder;
    const points = tournament.pointsPerResult ?? {};
    for (const [key, field] of [
      ['win', 'pointsForWin'],
      ['draw', 'pointsForDraw'],
      ['loss', 'pointsForLoss'],
      ['noResult', 'pointsForNoResult'],
    ] as const) {
      if (points[key] != null) settings[field] = points[key];
    }
    const name = (id: number | undefined) => (id ? (teams.get(id)?.name ?? '') : '');
    // A fixture of a stage is kept before its teams are known; elsewhere a fixture needs both teams and a day.
    const fixtures = matches.filter(
      (match) => match.scheduledDate && (match.stage || (match.homeTeam && match.awayTeam)),
    );
    const sequences = new Map(stages.map((stage) => [stage.id, stage.sequence]));
    const groupNames = new Map(groups.map((group) => [group.id, group.name]));
    const index = new Map(fixtures.map((match, at) => [match.id, at]));
    const orderedTeams = [
      ...registrations.map((registration) => registration.team.id),
      ...[...teamIds].filter((id) => !registrations.some((registration) => registration.team.id === id)),
    ];
    return {
      format: SEASON_FORMAT,
      version: SEASON_VERSION,
      tournament: settings,
      teams: orderedTeams.map((id) => ({ name: name(id), homeGround: teams.get(id)?.homeGround ?? null })),
      stages: stages.map((stage) => ({
        name: stage.name,
        format: stage.format,
        sequence: stage.sequence,
        thirdPlaceMatch: stage.thirdPlaceMatch,
        decider: stage.decider ?? null,
        groups: groups
          .filter((group) => group.stage.id === stage.id)
          .map((group) => ({ name: group.name, teams: group.teamIds.map((id) => name(id)) })),
        slots: stage.slots ? stage.slots.map((slot) => slotOf(slot, name, sequences)) : null,
      })),
      fixtures: fixtures.map((match) => {
        const at = match.scheduledDate!.toISOString();
        const whole = livePayloads(logs.get(match.id) ?? []).find((payload) => payload.type === RESULT) as
          ResultPayload | undefined;
        return {
          matchNumber: match.matchNumber ?? null,
          round: match.roundNumber ?? null,
          date: at.slice(0, 10),
          time: at.slice(11, 16),
          home: match.homeTeam ? name(match.homeTeam.id) : null,
          away: match.awayTeam ? name(match.awayTeam.id) : null,
          venue: match.venue ?? null,
          status: match.status,
          result: match.status === MatchStatus.completed ? resultOf(match, tournament.sport, whole) : null,
          events:
            tournament.sport === Sport.football && match.status === MatchStatus.completed
              ? { goals: goalsOf(whole) }
              : null,
          stage: placeOf(match, sequences, groupNames, index),
        };
      }),
    };
  }

  /** The table as CSV, in the columns the sport's published tables use. */
  async tableCsv(tournamentId: number): Promise<string> {
    const tournament = await this.visible(tournamentId);
    const rows = await new StandingsService(this.ctx).forTournament(tournamentId);
    const columns: [string, (row: StandingRow) => string | number | null][] =
      tournament.sport === Sport.cricket
        ? [
            ['position', (row) => row.position],
            ['team', (row) => row.teamName],
            ['played', (row) => row.matchesPlayed],
            ['won', (row) => row.wins],
            ['lost', (row) => row.losses],
            ['tied', (row) => row.draws],
            ['no_result', (row) => row.noResults],
            ['points', (row) => row.points],
            ['net_run_rate', (row) => signed(row.netRunRate)],
          ]
        : [
            ['position', (row) => row.position],
            ['team', (row) => row.teamName],
            ['played', (row) => row.matchesPlayed],
            ['won', (row) => row.wins],
            ['drawn', (row) => row.draws],
            ['lost', (row) => row.losses],
            [tournament.sport === Sport.football ? 'goals_for' : 'points_for', (row) => row.runsFor],
            [tournament.sport === Sport.football ? 'goals_against' : 'points_against', (row) => row.runsAgainst],
            [
              tournament.sport === Sport.football ? 'goal_difference' : 'difference',
              (row) => row.runsFor - row.runsAgainst,
            ],
            ['points', (row) => row.points],
          ];
    const lines = [columns.map(([name]) => name).join(',')];
    for (const row of rows) lines.push(columns.map(([, value]) => csvCell(value(row))).join(','));
    return `${lines.join('\r\n')}\r\n`;
  }

  /** Every cricket match with deliveries as Cricsheet JSON, in a zip with Cricsheet's README.txt. */
  async cricsheetZip(tournamentId: number): Promise<{ name: string; zip: Uint8Array } | null> {
    const tournament = await this.visible(tournamentId);
    if (tournament.sport !== Sport.cricket) return null;
    const matches = await this.ctx.em.find(
      Match,
      { tournament, status: { $in: [MatchStatus.completed, MatchStatus.in_progress] } },
      { orderBy: { scheduledDate: 'asc', id: 'asc' } },
    );
    const exporter = new CricsheetImportService(this.ctx);
    const files: ExportedMatchFile[] = [];
    for (const match of matches) {
      const json = await exporter.exportMatch(match);
      if (json) files.push({ id: match.id, json });
    }
    return { name: tournament.name, zip: buildCricsheetZip(tournament.name, files) };
  }
}

/** The result as the result path takes it back: the match's score fields that are set, and how it was decided. */
function resultOf(match: Match, sport: Sport, whole: ResultPayload | undefined): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  // Cricket's fields (wickets, balls, result kind) are cricket's alone.
  const fields = sport === Sport.cricket ? RESULT_SCORE_FIELDS : (['homeTeamScore', 'awayTeamScore'] as const);
  for (const field of fields) {
    const value = (match as unknown as Record<string, unknown>)[field];
    if (value !== null && value !== undefined) result[field] = value;
  }
  if (whole?.decider) result.decider = whole.decider;
  // Cricket logs are not read (a season of deliveries): a level match with a winner was settled by a super over.
  const level = match.homeTeamScore != null && match.homeTeamScore === match.awayTeamScore;
  if (sport === Sport.cricket && level && match.winnerTeam) {
    result.decider = 'SUPER_OVER';
    result.deciderWinner = match.winnerTeam.id === match.homeTeam?.id ? 'home' : 'away';
  }
  const deciderWinner = (whole as Record<string, unknown> | undefined)?.deciderWinner;
  if (deciderWinner) result.deciderWinner = deciderWinner;
  if (whole?.homePenalties != null) result.homePenalties = whole.homePenalties;
  if (whole?.awayPenalties != null) result.awayPenalties = whole.awayPenalties;
  return result;
}

function goalsOf(whole: ResultPayload | undefined): PlannedGoal[] {
  const goals = (whole?.goals ?? []) as {
    side: PlannedGoal['side'];
    player: { name: string };
    minute: number;
    addedTime?: number | null;
    penalty?: boolean | null;
    ownGoal?: boolean | null;
  }[];
  return goals.map((goal) => ({
    side: goal.side,
    player: goal.player.name,
    minute: goal.minute,
    addedTime: goal.addedTime ?? null,
    penalty: !!goal.penalty,
    ownGoal: !!goal.ownGoal,
  }));
}

/** A first-round slot with the file's references: team names and the sequence of the stage it reads. */
function slotOf(slot: SlotSpec, name: (id: number) => string, sequences: Map<number, number>): PlannedSlot {
  if (slot.bye) return { bye: true };
  const override = slot.override ? { override: true } : {};
  if (slot.stageId == null) return { team: slot.teamId != null ? name(slot.teamId) : null, ...override };
  return {
    stage: sequences.get(slot.stageId) ?? null,
    group: slot.groupName ?? null,
    position: slot.position ?? null,
    team: slot.teamId != null ? name(slot.teamId) : null,
    ...override,
  };
}

/** A fixture's place in the stages, its links as indexes of the file's fixtures; null outside stages. */
function placeOf(
  match: Match,
  sequences: Map<number, number>,
  groupNames: Map<number, string>,
  index: Map<number, number>,
): PlannedFixtureStage | null {
  if (!match.stage) return null;
  const link = (to: { id: number } | null | undefined, side: Side | null | undefined) =>
    to && side && index.has(to.id) ? { fixture: index.get(to.id)!, side } : null;
  return {
    sequence: sequences.get(match.stage.id)!,
    group: match.group ? (groupNames.get(match.group.id) ?? null) : null,
    roundName: match.roundName ?? null,
    homeSlot: match.homeSlot ?? null,
    awaySlot: match.awaySlot ?? null,
    next: link(match.nextMatch, match.nextMatchSlot),
    loserNext: link(match.loserNextMatch, match.loserNextMatchSlot),
    replayOf: match.replayOf && index.has(match.replayOf.id) ? index.get(match.replayOf.id)! : null,
    needsWinner: match.needsWinner ?? null,
    decider: match.decider ?? null,
    isFinal: match.isFinal,
  };
}

/** NRR as points tables print it: sign and three decimals. */
function signed(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return `${value >= 0 ? '+' : ''}${value.toFixed(3)}`;
}

function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

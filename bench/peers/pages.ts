// The public pages the peers bench compares: for each, Pitchside's own document and variables, the
// PostGraphile 5 document that fetches the same rows from the schema PostGraphile makes by itself, and how
// that answer reads in Pitchside's shape (only for the check: the timed requests are the raw documents).
// The floor answers Pitchside's shape itself (bench/peers/floor-sql.ts).
import { print, type DocumentNode } from 'graphql';
import { siteDay } from '../../shared/site-time.js';
import { defaultTieBreakers } from '../../shared/tie-breakers.js';
import type { Sport } from '../../shared/enums.js';
import { reportedResultKind } from '../../server/src/modules/matches/match.entity.js';
import { roundLabel } from '../../server/src/modules/matches/match-rules.js';
import { crestUrlOf } from '../../server/src/modules/teams/crest-path.js';
import { tournamentPhase } from '../../server/src/modules/tournaments/tournaments.service.js';
import {
  LandingDocument,
  MatchPageDocument,
  StandingsPageDocument,
  TeamPageDocument,
  TournamentPageDocument,
} from '../../web/src/gql/graphql.js';

export type PageIds = { tournament: number; match: number; team: number };

type Json = Record<string, unknown>;

export type PeerPage = {
  label: string;
  /** Pitchside's POST body; the floor reads the same body (it picks its statement by operationName). */
  body: string;
  /** PostGraphile's POST body. */
  postgraphileBody: string;
  /** PostGraphile's `data` in Pitchside's shape, with Pitchside's presentation rules (round labels, crest URLs). */
  fromPostgraphile: (data: Json) => Json;
};

// What each page asks PostGraphile for: the columns behind Pitchside's fields, relations through the
// foreign keys, lists in Pitchside's order where PostGraphile's orderBy can say it. Its conditions and
// orders are on indexed columns only (PostGraphile's default): "published" is, "active" is not, so the
// peer filters on published alone (every seeded tournament is active: the same rows).
const TEAM_CARD = 'rowId name crestHash primaryColor secondaryColor';
const MATCH_CARD = `rowId seq status scheduledDate venue roundNumber roundName groupId homeTeamScore awayTeamScore
  homeWickets awayWickets homeAllOut awayAllOut homeBalls awayBalls battedFirst winnerTeamId
  teamByHomeTeamId { ${TEAM_CARD} } teamByAwayTeamId { ${TEAM_CARD} }
  tournamentByTournamentId { rowId name sport ballsPerOver }`;
const SOONEST = 'orderBy: [SCHEDULED_DATE_ASC, ROW_ID_ASC]';
const NEWEST = 'orderBy: [SCHEDULED_DATE_DESC, ROW_ID_DESC]';

const POSTGRAPHILE = {
  Landing: `query Landing($live: Int!, $results: Int!, $upcoming: Int!, $tournaments: Int!) {
    live: allMatches(condition: { status: "in_progress" }, ${SOONEST}, first: $live) { nodes { ${MATCH_CARD} } }
    recent: allMatches(condition: { status: "completed" }, ${NEWEST}, first: $results) { nodes { ${MATCH_CARD} } }
    upcoming: allMatches(condition: { status: "scheduled" }, ${SOONEST}, first: $upcoming) { nodes { ${MATCH_CARD} } }
    tournaments: allTournaments(condition: { isPublished: true }, orderBy: [START_DATE_ASC, ROW_ID_ASC], first: $tournaments) {
      nodes { rowId name description sport tournamentType startDate endDate venueInfo isPublished }
    }
    activeTournaments: allTournaments(condition: { isPublished: true }) { totalCount }
    totalMatches: allMatches { totalCount }
    liveMatches: allMatches(condition: { status: "in_progress" }) { totalCount }
  }`,
  TournamentPage: `query TournamentPage($id: Int!, $live: Int!, $upcoming: Int!, $recent: Int!) {
    tournamentByRowId(rowId: $id) {
      rowId name description sport tournamentType startDate endDate registrationDeadline maxTeams entryFee prizePool
      rules venueInfo isPublished
      stagesByTournamentId(orderBy: SEQUENCE_ASC) { nodes { rowId format } }
      competitionByCompetitionId { rowId name }
      live: matchesByTournamentId(condition: { status: "in_progress" }, ${SOONEST}, first: $live) { nodes { ${MATCH_CARD} } }
      upcoming: matchesByTournamentId(condition: { status: "scheduled" }, ${SOONEST}, first: $upcoming) { nodes { ${MATCH_CARD} } }
      recent: matchesByTournamentId(condition: { status: "completed" }, ${NEWEST}, first: $recent) { nodes { ${MATCH_CARD} } }
      total: matchesByTournamentId { totalCount }
      completed: matchesByTournamentId(condition: { status: "completed" }) { totalCount }
      scheduled: matchesByTournamentId(condition: { status: "scheduled" }) { totalCount }
      inProgress: matchesByTournamentId(condition: { status: "in_progress" }) { totalCount }
    }
  }`,
  // The table itself is the row Pitchside keeps per tournament (standings_snapshots): the same stored data.
  StandingsPage: `query StandingsPage($id: Int!) {
    tournamentByRowId(rowId: $id) {
      rowId name sport tournamentType maxTeams prizePool tieBreakerOrder
      stagesByTournamentId(orderBy: SEQUENCE_ASC) { nodes { rowId name format stageGroupsByStageId(orderBy: NAME_ASC) { nodes { name } } } }
      pointsDeductionsByTournamentId(orderBy: ROW_ID_ASC) { nodes { rowId teamId points reason } }
      tournamentRegistrationsByTournamentId(condition: { status: "APPROVED" }) { nodes { teamByTeamId { ${TEAM_CARD} } } }
      standingsSnapshotByTournamentId { rows }
    }
  }`,
  MatchPage: `query MatchPage($id: Int!) {
    matchByRowId(rowId: $id) {
      rowId seq status scheduledDate venue roundNumber roundName groupId matchNumber isFinal homeTeamScore awayTeamScore
      homeWickets awayWickets homeBalls awayBalls homeAllOut awayAllOut battedFirst resultKind revisedOvers
      revisedTarget matchNotes weatherConditions winnerTeamId
      teamByHomeTeamId { rowId name } teamByAwayTeamId { rowId name }
      userByRefereeId { rowId name } userByScorerId { rowId name }
      tournamentByTournamentId { rowId name sport ballsPerOver oversPerInnings }
    }
  }`,
  // A team's matches are home OR away: PostGraphile's conditions are equalities, so two SQL functions
  // (bench/peers/postgraphile.ts) give them, each one page plus one row (for hasNextPage).
  TeamPage: `query TeamPage($id: Int!, $fixtures: Int!, $results: Int!) {
    teamByRowId(rowId: $id) {
      rowId name homeGround primaryColor secondaryColor crestHash
      clubByClubId { name }
      teamMembersByTeamId(orderBy: [JERSEY_NUMBER_ASC, ROW_ID_ASC]) { nodes { rowId name jerseyNumber position isCaptain isActive } }
      tournamentRegistrationsByTeamId(condition: { status: "APPROVED" }) { nodes { tournamentByTournamentId { rowId name startDate } } }
    }
    fixtures: benchTeamMatchesSoonest(teamId: $id, statuses: ["in_progress", "scheduled"], first: $fixtures) {
      nodes { ${MATCH_CARD} } pageInfo { hasNextPage }
    }
    results: benchTeamMatchesNewest(teamId: $id, statuses: ["completed"], first: $results) {
      nodes { ${MATCH_CARD} } pageInfo { hasNextPage }
    }
  }`,
};

export function publicPeerPages(ids: PageIds): PeerPage[] {
  return [
    page(
      'landing',
      LandingDocument,
      // HomeRoute's LANDING_LIMITS, a visitor following no team (as bench/large.ts).
      { live: 2, results: 3, upcoming: 4, followed: [], following: false, followedSize: 6, tournaments: 3 },
      POSTGRAPHILE.Landing,
      (data) => ({
        liveMatches: nodes(data.live).map(matchCard),
        recentResults: nodes(data.recent).map(matchCard),
        upcomingMatches: nodes(data.upcoming).map(matchCard),
        publicTournaments: nodes(data.tournaments).map((row) => ({
          id: row.rowId,
          name: row.name,
          description: row.description,
          sport: row.sport,
          tournamentType: row.tournamentType,
          startDate: row.startDate,
          venueInfo: row.venueInfo,
          phase: phaseOf(row),
        })),
        siteStatistics: {
          activeTournaments: count(data.activeTournaments),
          totalMatches: count(data.totalMatches),
          liveMatches: count(data.liveMatches),
        },
        // Pitchside's answer for a site without web push; PostGraphile has no such setting.
        webPushPublicKey: null,
      }),
    ),
    page(
      'tournament',
      TournamentPageDocument,
      // TournamentRoute's TOURNAMENT_LIMITS.
      { id: ids.tournament, live: 20, upcoming: 5, recent: 5 },
      POSTGRAPHILE.TournamentPage,
      (data) => {
        const t = object(data.tournamentByRowId);
        const competition = t.competitionByCompetitionId as Json | null;
        return {
          publicTournament: {
            id: t.rowId,
            name: t.name,
            description: t.description,
            sport: t.sport,
            tournamentType: t.tournamentType,
            startDate: t.startDate,
            endDate: t.endDate,
            registrationDeadline: instant(t.registrationDeadline),
            maxTeams: t.maxTeams,
            entryFee: Number(t.entryFee),
            prizePool: Number(t.prizePool),
            stages: nodes(t.stagesByTournamentId).map((stage) => ({ id: stage.rowId, format: stage.format })),
            rules: t.rules,
            venueInfo: t.venueInfo,
            isPublished: t.isPublished,
            phase: phaseOf(t),
            competition: competition ? { id: competition.rowId, name: competition.name } : null,
          },
          live: nodes(t.live).map(matchCard),
          upcoming: nodes(t.upcoming).map(matchCard),
          recent: nodes(t.recent).map(matchCard),
          tournamentMatchCounts: {
            total: count(t.total),
            completed: count(t.completed),
            upcoming: count(t.scheduled),
            live: count(t.inProgress),
          },
        };
      },
    ),
    page('standings', StandingsPageDocument, { id: ids.tournament }, POSTGRAPHILE.StandingsPage, (data) => {
      const t = object(data.tournamentByRowId);
      const snapshot = t.standingsSnapshotByTournamentId as { rows: Json[] | null } | null;
      const teams = nodes(t.tournamentRegistrationsByTournamentId).map((row) => teamCard(object(row.teamByTeamId)));
      return {
        publicTournament: {
          id: t.rowId,
          name: t.name,
          sport: t.sport,
          tournamentType: t.tournamentType,
          maxTeams: t.maxTeams,
          prizePool: Number(t.prizePool),
          tieBreakers: t.tieBreakerOrder ?? defaultTieBreakers(t.sport as Sport),
          // A league without stages here (bench/large.ts's data): group tables are not compared.
          stages: nodes(t.stagesByTournamentId).map((stage) => ({
            id: stage.rowId,
            name: stage.name,
            format: stage.format,
            groups: nodes(stage.stageGroupsByStageId).map((group) => ({ name: group.name, standings: [] })),
          })),
          pointsDeductions: nodes(t.pointsDeductionsByTournamentId).map((row) => ({
            id: row.rowId,
            teamId: row.teamId,
            points: row.points,
            reason: row.reason,
          })),
        },
        // By name, as Pitchside lists them (PostGraphile cannot order by a related row's column).
        tournamentTeams: teams.sort((a, b) => compare(a.name, b.name) || compare(a.id, b.id)),
        standings: (snapshot?.rows ?? []).map((row) => pick(row, STANDING_FIELDS)),
      };
    }),
    page('match', MatchPageDocument, { id: ids.match }, POSTGRAPHILE.MatchPage, (data) => {
      const m = object(data.matchByRowId);
      const person = (value: unknown) => {
        const row = value as Json | null;
        return row ? { id: row.rowId, name: row.name } : null;
      };
      const t = object(m.tournamentByTournamentId);
      return {
        match: {
          ...pick(m, MATCH_PAGE_COLUMNS),
          id: m.rowId,
          scheduledDate: instant(m.scheduledDate),
          roundLabel: roundLabel(m as Parameters<typeof roundLabel>[0]),
          revisedOvers: m.revisedOvers === null ? null : Number(m.revisedOvers),
          resultKind: reportedResultKind(m as Parameters<typeof reportedResultKind>[0]),
          homeTeam: person(m.teamByHomeTeamId),
          awayTeam: person(m.teamByAwayTeamId),
          referee: person(m.userByRefereeId),
          scorer: person(m.userByScorerId),
          tournament: {
            id: t.rowId,
            name: t.name,
            sport: t.sport,
            ballsPerOver: t.ballsPerOver,
            oversPerInnings: t.oversPerInnings,
          },
        },
      };
    }),
    page('team', TeamPageDocument, { id: ids.team, fixtures: 10, results: 10 }, POSTGRAPHILE.TeamPage, (data) => {
      const team = object(data.teamByRowId);
      const club = team.clubByClubId as Json | null;
      const connection = (value: unknown) => {
        const cards = nodes(value).map(matchCard);
        return {
          nodes: cards.map((card) => ({ ...card, winnerTeamId: card.winnerTeamId })),
          pageInfo: { hasNextPage: object(object(value).pageInfo).hasNextPage },
        };
      };
      const tournaments = nodes(team.tournamentRegistrationsByTeamId)
        .map((row) => object(row.tournamentByTournamentId))
        .sort((a, b) => compare(b.startDate, a.startDate) || compare(b.rowId, a.rowId));
      return {
        publicTeam: {
          id: team.rowId,
          name: team.name,
          homeGround: team.homeGround,
          primaryColor: team.primaryColor,
          secondaryColor: team.secondaryColor,
          crestUrl: crestUrlOf({ id: Number(team.rowId), crestHash: team.crestHash as string | null }),
          club: club ? { name: club.name } : null,
          // By jersey number, then name (PostGraphile orders by indexed columns only: jersey number, id).
          members: nodes(team.teamMembersByTeamId)
            .sort(
              (a, b) =>
                byJersey(a.jerseyNumber, b.jerseyNumber) || compare(a.name, b.name) || compare(a.rowId, b.rowId),
            )
            .map((member) => ({ ...pick(member, MEMBER_FIELDS), id: member.rowId })),
          tournaments: tournaments.map((row) => ({ id: row.rowId, name: row.name })),
        },
        fixtures: connection(data.fixtures),
        results: connection(data.results),
      };
    }),
  ];
}

const STANDING_FIELDS = [
  'position',
  'teamId',
  'teamName',
  'matchesPlayed',
  'wins',
  'draws',
  'losses',
  'noResults',
  'points',
  'goalsFor',
  'goalsAgainst',
  'goalDifference',
  'netRunRate',
  'form',
  'pointsDeducted',
];
const MATCH_PAGE_COLUMNS = [
  'seq',
  'status',
  'venue',
  'matchNumber',
  'isFinal',
  'homeTeamScore',
  'awayTeamScore',
  'homeWickets',
  'awayWickets',
  'homeBalls',
  'awayBalls',
  'homeAllOut',
  'awayAllOut',
  'battedFirst',
  'resultKind',
  'revisedTarget',
  'matchNotes',
  'weatherConditions',
  'winnerTeamId',
];
const MEMBER_FIELDS = ['name', 'jerseyNumber', 'position', 'isCaptain', 'isActive'];

function page(
  label: string,
  document: DocumentNode,
  variables: Json,
  postgraphileQuery: string,
  fromPostgraphile: (data: Json) => Json,
): PeerPage {
  const body = JSON.stringify({ query: print(document), variables });
  const operationName = /query (\w+)/.exec(postgraphileQuery)?.[1];
  return {
    label,
    body,
    postgraphileBody: JSON.stringify({ operationName, query: postgraphileQuery, variables }),
    fromPostgraphile,
  };
}

function matchCard(m: Json): Json {
  const t = object(m.tournamentByTournamentId);
  const side = (value: unknown) => (value ? teamCard(object(value)) : null);
  return {
    id: m.rowId,
    seq: m.seq,
    status: m.status,
    scheduledDate: instant(m.scheduledDate),
    venue: m.venue,
    roundLabel: roundLabel(m as Parameters<typeof roundLabel>[0]),
    homeTeamScore: m.homeTeamScore,
    awayTeamScore: m.awayTeamScore,
    homeWickets: m.homeWickets,
    awayWickets: m.awayWickets,
    homeAllOut: m.homeAllOut,
    awayAllOut: m.awayAllOut,
    homeBalls: m.homeBalls,
    awayBalls: m.awayBalls,
    battedFirst: m.battedFirst,
    winnerTeamId: m.winnerTeamId,
    homeTeam: side(m.teamByHomeTeamId),
    awayTeam: side(m.teamByAwayTeamId),
    tournament: { id: t.rowId, name: t.name, sport: t.sport, ballsPerOver: t.ballsPerOver },
  };
}

function teamCard(team: Json): { id: unknown; name: unknown } & Json {
  return {
    id: team.rowId,
    name: team.name,
    crestUrl: crestUrlOf({ id: Number(team.rowId), crestHash: team.crestHash as string | null }),
    primaryColor: team.primaryColor,
    secondaryColor: team.secondaryColor,
  };
}

function phaseOf(row: Json): string {
  return tournamentPhase(
    { isPublished: Boolean(row.isPublished ?? true), startDate: String(row.startDate), endDate: String(row.endDate) },
    siteDay(new Date()),
  );
}

function nodes(connection: unknown): Json[] {
  return ((connection as { nodes?: Json[] } | null)?.nodes ?? []).filter(Boolean);
}

function count(connection: unknown): number {
  return Number((connection as { totalCount: number }).totalCount);
}

function object(value: unknown): Json {
  if (!value || typeof value !== 'object') throw new Error(`Expected an object, got ${JSON.stringify(value)}`);
  return value as Json;
}

function pick(row: Json, fields: string[]): Json {
  return Object.fromEntries(fields.map((field) => [field, row[field] ?? null]));
}

function date(value: unknown): Date | null {
  return typeof value === 'string' ? new Date(value) : null;
}

/** PostgreSQL's timestamptz text ("2026-01-01T00:00:00+00:00") as Pitchside's DateTime (ISO, UTC). */
function instant(value: unknown): string | null {
  return date(value)?.toISOString() ?? null;
}

/** Ascending, a member without a number last. */
function byJersey(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return compare(a, b);
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

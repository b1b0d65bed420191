import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, addHours, formatISO, setHours } from 'date-fns';
import { Match, MatchStatus, ResultKind, Side } from '../../modules/matches/match.entity.js';
import type { Team } from '../../modules/teams/team.entity.js';
import { Registration } from '../../modules/tournaments/registration.entity.js';
import { Sport, Tournament, TournamentType } from '../../modules/tournaments/tournament.entity.js';
import type { User } from '../../modules/users/user.entity.js';
import { CRICKET_CLUBS } from './clubs.js';
import type { CricketResultRow } from './cricket-csv.js';

// The demo's tournaments written as rows (fixtures and results, no log yet): a past season of real results,
// a cricket cup and a football league in play, a points sport to come and a draft knockout.

type MatchExtra = Partial<
  Pick<
    Match,
    | 'status'
    | 'homeTeamScore'
    | 'awayTeamScore'
    | 'homeWickets'
    | 'awayWickets'
    | 'homeBalls'
    | 'awayBalls'
    | 'homeAllOut'
    | 'awayAllOut'
    | 'battedFirst'
    | 'resultKind'
    | 'matchNotes'
  >
> & { winnerTeam?: Team | null };

/** What each tournament is made of: the transaction, the teams by name, its people and the day it is. */
export type DemoSetting = {
  tx: EntityManager;
  teams: Map<string, Team>;
  admin: User;
  referee: User;
  now: Date;
  today: Date;
  /** Registers the named teams, as the owner of their clubs. */
  register: (tournament: Tournament, names: string[]) => void;
  /** `days` from today at `hour`. */
  at: (days: number, hour: number) => Date;
  /** `days` from today as an ISO date. */
  date: (days: number) => string;
};

export function demoSetting(
  tx: EntityManager,
  teams: Map<string, Team>,
  people: { admin: User; owner: User; referee: User },
  now: Date,
  today: Date,
): DemoSetting {
  const { admin, owner, referee } = people;
  const register = (tournament: Tournament, names: string[]) => {
    for (const name of names) tx.create(Registration, { tournament, team: teams.get(name)!, registeredBy: owner });
  };
  const at = (days: number, hour: number) => setHours(addDays(today, days), hour);
  const date = (days: number) => formatISO(addDays(today, days), { representation: 'date' });
  return { tx, teams, admin, referee, now, today, register, at, date };
}

/** A completed season of real results: CPL 2023 league stage (Data: cricsheet.org). */
export function seedCplSeason(setting: DemoSetting, cplResults: CricketResultRow[]): void {
  const { tx, teams, admin, register } = setting;
  const cpl = tx.create(Tournament, {
    name: 'CPL 2023 League Stage',
    description: 'The 2023 Caribbean Premier League league stage, every result as played. Data: cricsheet.org.',
    creator: admin,
    sport: Sport.cricket,
    tournamentType: TournamentType.round_robin,
    startDate: '2023-08-16',
    endDate: '2023-09-17',
    maxTeams: 6,
    prizePool: 1000000,
    venueInfo: 'Grounds across the Caribbean',
    rules: 'T20: 2 points a win, 1 for a tie or no result. Ties on points are separated by net run rate.',
    isPublished: true,
  });
  register(
    cpl,
    CRICKET_CLUBS.map((club) => club.name),
  );
  for (const row of cplResults) {
    const home = teams.get(row.team1)!;
    const away = teams.get(row.team2)!;
    const noResult = row.result === 'no result';
    const tie = row.result === 'tie';
    tx.create(Match, {
      tournament: cpl,
      homeTeam: home,
      awayTeam: away,
      roundNumber: row.matchNo,
      matchNumber: row.matchNo,
      scheduledDate: new Date(`${row.date}T23:00:00Z`),
      venue: home.homeGround,
      status: MatchStatus.completed,
      homeTeamScore: row.team1Runs,
      awayTeamScore: row.team2Runs,
      homeWickets: row.team1Wickets,
      awayWickets: row.team2Wickets,
      homeBalls: row.team1Balls,
      awayBalls: row.team2Balls,
      homeAllOut: row.team1AllOut,
      awayAllOut: row.team2AllOut,
      battedFirst: Side.home,
      resultKind: noResult
        ? ResultKind.no_result
        : tie
          ? ResultKind.tie
          : row.adjustedTarget
            ? ResultKind.rain_revised
            : ResultKind.normal,
      revisedOvers: row.adjustedOvers,
      revisedTarget: row.adjustedTarget,
      winnerTeam: noResult || tie ? null : teams.get(row.result)!,
      matchNotes: row.note || null,
    });
  }
}

/** A T20 cup in play now. */
export function seedIslandCup(setting: DemoSetting): void {
  const { tx, teams, admin, referee, now, today, register, at, date } = setting;
  const islandCup = tx.create(Tournament, {
    name: 'Island Cup T20',
    description: 'Community T20 cricket between the islands, played under lights.',
    creator: admin,
    sport: Sport.cricket,
    tournamentType: TournamentType.round_robin,
    startDate: date(-7),
    endDate: date(21),
    registrationDeadline: addDays(today, -10),
    maxTeams: 4,
    entryFee: 250,
    prizePool: 5000,
    venueInfo: 'Mindoo Phillip Park, Speightstown Playing Field, Manchester High Ground, Shaw Park',
    rules: 'T20, 6-ball overs. 2 points a win, 1 for a tie or no result.',
    isPublished: true,
  });
  const cupTeams = ['Harbour Lights XI', 'Coral Reef Cricketers', 'Blue Mountain CC', 'Sunset Bay Cricket'];
  register(islandCup, cupTeams);
  const cricket = (home: string, away: string, round: number, number: number, when: Date, extra: MatchExtra) =>
    tx.create(Match, {
      tournament: islandCup,
      homeTeam: teams.get(home)!,
      awayTeam: teams.get(away)!,
      roundNumber: round,
      matchNumber: number,
      scheduledDate: when,
      venue: teams.get(home)!.homeGround,
      referee,
      scorer: referee,
      weatherConditions: 'Clear, 29°C, light trade winds',
      ...extra,
    });
  cricket('Harbour Lights XI', 'Coral Reef Cricketers', 1, 1, at(-6, 19), {
    status: MatchStatus.completed,
    battedFirst: Side.home,
    resultKind: ResultKind.normal,
    homeTeamScore: 168,
    homeWickets: 6,
    homeBalls: 120,
    awayTeamScore: 151,
    awayWickets: 10,
    awayBalls: 113,
    awayAllOut: true,
    winnerTeam: teams.get('Harbour Lights XI')!,
    matchNotes: 'Kimani Felix took 4 for 22.',
  });
  cricket('Blue Mountain CC', 'Sunset Bay Cricket', 1, 2, at(-5, 19), {
    status: MatchStatus.completed,
    battedFirst: Side.home,
    resultKind: ResultKind.normal,
    homeTeamScore: 142,
    homeWickets: 8,
    homeBalls: 120,
    awayTeamScore: 145,
    awayWickets: 3,
    awayBalls: 104,
    winnerTeam: teams.get('Sunset Bay Cricket')!,
  });
  cricket('Harbour Lights XI', 'Blue Mountain CC', 2, 3, addHours(now, -2), {
    status: MatchStatus.in_progress,
    battedFirst: Side.home,
    homeTeamScore: 173,
    homeWickets: 5,
    homeBalls: 120,
    awayTeamScore: 88,
    awayWickets: 3,
    awayBalls: 62,
    // Not the chase ("need 86 from 58"): the page works that out from the live score, a note would go stale.
    matchNotes: 'Harbour Lights XI won the toss and batted first.',
  });
  cricket('Coral Reef Cricketers', 'Sunset Bay Cricket', 2, 4, at(2, 19), { status: MatchStatus.scheduled });
  cricket('Harbour Lights XI', 'Sunset Bay Cricket', 3, 5, at(6, 19), { status: MatchStatus.scheduled });
  cricket('Coral Reef Cricketers', 'Blue Mountain CC', 3, 6, at(7, 19), {
    status: MatchStatus.postponed,
    matchNotes: 'Postponed: waterlogged outfield.',
  });
}

/** A football league with games on now. */
export function seedFootballShield(setting: DemoSetting): void {
  const { tx, teams, admin, referee, now, today, register, at, date } = setting;
  const shield = tx.create(Tournament, {
    name: 'Caribbean Football Shield',
    description: 'Club football league, home and away, from Tobago to Jamaica.',
    creator: admin,
    sport: Sport.football,
    tournamentType: TournamentType.league,
    startDate: date(-14),
    endDate: date(60),
    registrationDeadline: addDays(today, -20),
    maxTeams: 6,
    entryFee: 500,
    prizePool: 20000,
    venueInfo: 'Home grounds of the clubs',
    rules: '3 points a win, 1 a draw. Ties on points: goal difference, goals for, head-to-head.',
    isPublished: true,
  });
  const shieldTeams = [
    'Harbour Lights FC',
    'Coral Reef FC',
    'Blue Mountain Rovers FC',
    'Sunset Bay United',
    'Essequibo Stars FC',
    'Nevis Peak FC',
  ];
  register(shield, shieldTeams);
  const football = (home: string, away: string, round: number, number: number, when: Date, extra: MatchExtra) =>
    tx.create(Match, {
      tournament: shield,
      homeTeam: teams.get(home)!,
      awayTeam: teams.get(away)!,
      roundNumber: round,
      matchNumber: number,
      scheduledDate: when,
      venue: teams.get(home)!.homeGround,
      referee,
      weatherConditions: 'Sunny, 31°C',
      ...extra,
    });
  const won = (home: string, away: string, homeGoals: number, awayGoals: number) => ({
    status: MatchStatus.completed,
    homeTeamScore: homeGoals,
    awayTeamScore: awayGoals,
    winnerTeam: homeGoals === awayGoals ? null : teams.get(homeGoals > awayGoals ? home : away)!,
  });
  football('Harbour Lights FC', 'Coral Reef FC', 1, 1, at(-13, 16), won('Harbour Lights FC', 'Coral Reef FC', 2, 1));
  football(
    'Blue Mountain Rovers FC',
    'Sunset Bay United',
    1,
    2,
    at(-13, 18),
    won('Blue Mountain Rovers FC', 'Sunset Bay United', 0, 0),
  );
  football('Essequibo Stars FC', 'Nevis Peak FC', 1, 3, at(-12, 16), won('Essequibo Stars FC', 'Nevis Peak FC', 1, 3));
  football(
    'Coral Reef FC',
    'Blue Mountain Rovers FC',
    2,
    4,
    at(-6, 16),
    won('Coral Reef FC', 'Blue Mountain Rovers FC', 3, 2),
  );
  football(
    'Sunset Bay United',
    'Essequibo Stars FC',
    2,
    5,
    at(-6, 18),
    won('Sunset Bay United', 'Essequibo Stars FC', 2, 2),
  );
  football('Nevis Peak FC', 'Harbour Lights FC', 2, 6, at(-5, 16), won('Nevis Peak FC', 'Harbour Lights FC', 1, 2));
  football('Harbour Lights FC', 'Blue Mountain Rovers FC', 3, 7, addHours(now, -1), {
    status: MatchStatus.in_progress,
    homeTeamScore: 1,
    awayTeamScore: 1,
  });
  football('Coral Reef FC', 'Sunset Bay United', 3, 8, addHours(now, -1), {
    status: MatchStatus.in_progress,
    homeTeamScore: 0,
    awayTeamScore: 2,
  });
  football('Nevis Peak FC', 'Essequibo Stars FC', 3, 9, at(1, 16), { status: MatchStatus.scheduled });
  football('Blue Mountain Rovers FC', 'Nevis Peak FC', 4, 10, at(8, 16), { status: MatchStatus.scheduled });
  football('Sunset Bay United', 'Harbour Lights FC', 4, 11, at(8, 18), { status: MatchStatus.scheduled });
  football('Essequibo Stars FC', 'Coral Reef FC', 4, 12, at(9, 16), {
    status: MatchStatus.cancelled,
    matchNotes: 'Cancelled: tropical storm warning.',
  });
}

/** A points sport, published, not started. */
export function seedVolleyballOpen(setting: DemoSetting): void {
  const { tx, teams, admin, today, register, at, date } = setting;
  const volley = tx.create(Tournament, {
    name: 'Beach Volleyball Open',
    description: 'Sand, sea and sets: beach volleyball on three islands.',
    creator: admin,
    sport: Sport.points,
    tournamentType: TournamentType.round_robin,
    startDate: date(10),
    endDate: date(12),
    registrationDeadline: addDays(today, 5),
    maxTeams: 8,
    entryFee: 50,
    prizePool: 1500,
    venueInfo: 'Pigeon Point Beach Courts, Tobago',
    isPublished: true,
  });
  register(volley, ['Sunset Bay Volley', 'Essequibo Stars Volley', 'Nevis Peak Volley']);
  tx.create(Match, {
    tournament: volley,
    homeTeam: teams.get('Sunset Bay Volley')!,
    awayTeam: teams.get('Essequibo Stars Volley')!,
    roundNumber: 1,
    matchNumber: 1,
    scheduledDate: at(10, 10),
    venue: 'Pigeon Point Beach Courts',
  });
  tx.create(Match, {
    tournament: volley,
    homeTeam: teams.get('Nevis Peak Volley')!,
    awayTeam: teams.get('Sunset Bay Volley')!,
    roundNumber: 2,
    matchNumber: 2,
    scheduledDate: at(11, 10),
    venue: 'Pigeon Point Beach Courts',
  });
}

/** A draft knockout, seen only by its creator. */
export function seedDraftKnockout(setting: DemoSetting): void {
  const { tx, admin, today, register, date } = setting;
  const knockout = tx.create(Tournament, {
    name: 'Windward Islands Knockout',
    description: 'Single-elimination football cup. Draft: fixtures not yet drawn.',
    creator: admin,
    sport: Sport.football,
    tournamentType: TournamentType.knockout,
    startDate: date(45),
    endDate: date(52),
    registrationDeadline: addDays(today, 30),
    maxTeams: 8,
    entryFee: 100,
    prizePool: 3000,
    venueInfo: 'Arnos Vale, Saint Vincent',
    isPublished: false,
  });
  register(knockout, ['Harbour Lights FC', 'Nevis Peak FC']);
}

import { logRows } from '../../modules/matches/events/row-log.js';
import { ref } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, addHours, formatISO, setHours, startOfDay } from 'date-fns';
import { ActivityAction, recordActivity } from '../../modules/users/activity.service.js';
import { Club } from '../../modules/clubs/club.entity.js';
import { Match, MatchStatus, ResultKind, Side } from '../../modules/matches/match.entity.js';
import { PlayerPosition, TeamMember } from '../../modules/teams/team-member.entity.js';
import { Team } from '../../modules/teams/team.entity.js';
import { Registration } from '../../modules/tournaments/registration.entity.js';
import { Sport, Tournament, TournamentType } from '../../modules/tournaments/tournament.entity.js';
import { User } from '../../modules/users/user.entity.js';
import { localSubject } from '../../auth/local-provider.js';
import { repoPath } from '../../repo-path.js';
import { DEMO_ACCOUNTS } from './accounts.js';
import { seedBallByBall } from './ball-by-ball.js';
import { readCricketResults } from './cricket-csv.js';
import { seedNationsCup } from './nations-cup.js';

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

type ClubSpec = { name: string; location: string; description: string; teams: TeamSpec[] };
type TeamSpec = {
  name: string;
  homeGround: string;
  founded: string;
  /** Unset: cricket (the franchises). */
  sport?: Sport;
  players?: [string, PlayerPosition][];
};

/** Kit colours of the franchises (primary, secondary); community teams keep the site's default. */
const KIT_COLOURS: Record<string, [string, string]> = {
  'Guyana Amazon Warriors': ['#0b8a3e', '#f5c518'],
  'Trinbago Knight Riders': ['#4b1e78', '#f2c230'],
  'Barbados Royals': ['#d6006f', '#1d2b5c'],
  'Jamaica Tallawahs': ['#00843d', '#ffcc00'],
  'St Lucia Kings': ['#1c3f94', '#e4002b'],
  'St Kitts and Nevis Patriots': ['#c8102e', '#006b3f'],
};

const CRICKET_CLUBS: ClubSpec[] = [
  {
    name: 'Guyana Amazon Warriors',
    location: 'Georgetown, Guyana',
    description: 'Franchise of the Caribbean Premier League.',
    teams: [{ name: 'Guyana Amazon Warriors', homeGround: 'Providence Stadium', founded: '2013-01-01' }],
  },
  {
    name: 'Trinbago Knight Riders',
    location: 'Port of Spain, Trinidad and Tobago',
    description: 'Franchise of the Caribbean Premier League.',
    teams: [{ name: 'Trinbago Knight Riders', homeGround: "Queen's Park Oval", founded: '2013-01-01' }],
  },
  {
    name: 'Barbados Royals',
    location: 'Bridgetown, Barbados',
    description: 'Franchise of the Caribbean Premier League.',
    teams: [{ name: 'Barbados Royals', homeGround: 'Kensington Oval', founded: '2013-01-01' }],
  },
  {
    name: 'Jamaica Tallawahs',
    location: 'Kingston, Jamaica',
    description: 'Franchise of the Caribbean Premier League.',
    teams: [{ name: 'Jamaica Tallawahs', homeGround: 'Sabina Park', founded: '2013-01-01' }],
  },
  {
    name: 'St Lucia Kings',
    location: 'Gros Islet, Saint Lucia',
    description: 'Franchise of the Caribbean Premier League.',
    teams: [{ name: 'St Lucia Kings', homeGround: 'Daren Sammy Cricket Ground', founded: '2013-01-01' }],
  },
  {
    name: 'St Kitts and Nevis Patriots',
    location: 'Basseterre, Saint Kitts',
    description: 'Franchise of the Caribbean Premier League.',
    teams: [{ name: 'St Kitts and Nevis Patriots', homeGround: 'Warner Park', founded: '2015-01-01' }],
  },
];

const COMMUNITY_CLUBS: ClubSpec[] = [
  {
    name: 'Harbour Lights Sports Club',
    location: 'Castries, Saint Lucia',
    description: 'Community club by the harbour: cricket on Saturdays, football on Sundays.',
    teams: [
      {
        name: 'Harbour Lights XI',
        sport: Sport.cricket,
        homeGround: 'Mindoo Phillip Park',
        founded: '1978-05-12',
        players: [
          ['Darren Joseph', PlayerPosition.batsman],
          ['Kimani Felix', PlayerPosition.bowler],
          ['Roston Alexander', PlayerPosition.all_rounder],
          ['Jevon St Rose', PlayerPosition.wicket_keeper],
        ],
      },
      {
        name: 'Harbour Lights FC',
        sport: Sport.football,
        homeGround: 'Mindoo Phillip Park',
        founded: '1981-02-01',
        players: [
          ['Andre Leon', PlayerPosition.goalkeeper],
          ['Kurt Emmanuel', PlayerPosition.defender],
          ['Tyrese Charles', PlayerPosition.midfielder],
          ['Jamal Augustin', PlayerPosition.forward],
        ],
      },
    ],
  },
  {
    name: 'Coral Reef Athletic',
    location: 'Speightstown, Barbados',
    description: 'North-coast club with a young squad.',
    teams: [
      {
        name: 'Coral Reef Cricketers',
        sport: Sport.cricket,
        homeGround: 'Speightstown Playing Field',
        founded: '1990-03-10',
      },
      { name: 'Coral Reef FC', sport: Sport.football, homeGround: 'Speightstown Playing Field', founded: '1992-09-19' },
    ],
  },
  {
    name: 'Blue Mountain Rovers',
    location: 'Mandeville, Jamaica',
    description: 'Hill-country club, founded by coffee farmers.',
    teams: [
      {
        name: 'Blue Mountain Rovers FC',
        sport: Sport.football,
        homeGround: 'Manchester High Ground',
        founded: '1965-07-01',
      },
      { name: 'Blue Mountain CC', sport: Sport.cricket, homeGround: 'Manchester High Ground', founded: '1970-01-15' },
    ],
  },
  {
    name: 'Sunset Bay United',
    location: 'Scarborough, Tobago',
    description: 'Beach-side club of Tobago.',
    teams: [
      { name: 'Sunset Bay United', sport: Sport.football, homeGround: 'Dwight Yorke Stadium', founded: '2001-06-30' },
      { name: 'Sunset Bay Cricket', sport: Sport.cricket, homeGround: 'Shaw Park', founded: '2003-04-04' },
      {
        name: 'Sunset Bay Volley',
        sport: Sport.points,
        homeGround: 'Pigeon Point Beach Courts',
        founded: '2012-08-08',
      },
    ],
  },
  {
    name: 'Essequibo Stars',
    location: 'Anna Regina, Guyana',
    description: 'Club of the Essequibo coast.',
    teams: [
      { name: 'Essequibo Stars FC', sport: Sport.football, homeGround: 'Anna Regina Ground', founded: '1988-11-11' },
      { name: 'Essequibo Stars Volley', sport: Sport.points, homeGround: 'Anna Regina Courts', founded: '2014-02-02' },
    ],
  },
  {
    name: 'Nevis Peak FC',
    location: 'Charlestown, Nevis',
    description: 'Small island, big heart.',
    teams: [
      { name: 'Nevis Peak FC', sport: Sport.football, homeGround: 'Elquemedo Willett Park', founded: '1995-01-01' },
      { name: 'Nevis Peak Volley', sport: Sport.points, homeGround: 'Pinney’s Beach Courts', founded: '2016-05-05' },
    ],
  },
];

export type SeedSummary = string;

/** Fills an empty database with the demo; does nothing when any user exists. */
export async function seedDemoIfEmpty(em: EntityManager): Promise<SeedSummary | null> {
  if ((await em.count(User)) > 0) return null;
  return seedDemo(em, { force: false });
}

export async function seedDemo(em: EntityManager, _options: { force: boolean }): Promise<SeedSummary> {
  const now = new Date();
  const today = startOfDay(now);
  const cplResults = await readCricketResults(repoPath('server', 'data', 'demo', 'cpl2023', 'matches.csv'));

  const summary = await em.transactional(async (tx) => {
    const users = new Map<string, User>();
    const admin = tx.create(User, {
      googleSub: localSubject(DEMO_ACCOUNTS[0].email),
      email: DEMO_ACCOUNTS[0].email,
    });
    for (const account of DEMO_ACCOUNTS) {
      const user =
        account.email === admin.email
          ? admin
          : tx.create(User, { googleSub: localSubject(account.email), email: account.email });
      user.name = account.name;
      user.givenName = account.name.split(' ')[0];
      user.role = account.role;
      user.hasChosenRole = true;
      user.phone = '+1 868 555 0100';
      user.isActive = account.state !== 'inactive';
      user.isAccountActivated = account.state !== 'pending';
      if (user.isAccountActivated) {
        user.activatedAt = addDays(now, -30);
        if (user !== admin) user.activatedBy = ref(admin);
      }
      users.set(account.email, user);
    }
    await tx.flush();
    // The log is dated as the accounts are (activated a month ago), so the admin counters, which count
    // the log, and each profile's dates tell the same story.
    for (const user of users.values()) {
      const at = user.activatedAt ?? now;
      user.createdAt = at;
      recordActivity(tx, ActivityAction.user_created, user, null).createdAt = at;
      if (user.isAccountActivated && user !== admin) {
        recordActivity(tx, ActivityAction.user_activated, user, admin).createdAt = at;
      }
      if (!user.isActive) recordActivity(tx, ActivityAction.user_deactivated, user, admin).createdAt = addDays(at, 1);
    }
    const owner = users.get('owner@pitchside.test')!;
    const manager = users.get('manager@pitchside.test')!;
    const referee = users.get('referee@pitchside.test')!;
    const player = users.get('player@pitchside.test')!;

    const teams = new Map<string, Team>();
    for (const spec of [...CRICKET_CLUBS, ...COMMUNITY_CLUBS]) {
      const club = tx.create(Club, {
        name: spec.name,
        description: spec.description,
        owner,
        location: spec.location,
        contactEmail: `info@${spec.name.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
        contactPhone: '+1 246 555 0123',
      });
      for (const teamSpec of spec.teams) {
        const team = tx.create(Team, {
          name: teamSpec.name,
          club,
          sport: teamSpec.sport ?? Sport.cricket,
          manager: teamSpec.players ? manager : null,
          homeGround: teamSpec.homeGround,
          foundedDate: teamSpec.founded,
          description: `${teamSpec.name} of ${spec.location}.`,
          primaryColor: KIT_COLOURS[teamSpec.name]?.[0] ?? null,
          secondaryColor: KIT_COLOURS[teamSpec.name]?.[1] ?? null,
        });
        teams.set(team.name, team);
        teamSpec.players?.forEach(([name, position], index) => {
          tx.create(TeamMember, {
            team,
            name,
            user: index === 0 && position === PlayerPosition.batsman ? player : null,
            jerseyNumber: index + 1,
            position,
            isCaptain: index === 0,
            isViceCaptain: index === 1,
            joinedDate: '2024-01-15',
          });
        });
      }
    }

    const register = (tournament: Tournament, names: string[]) => {
      for (const name of names) tx.create(Registration, { tournament, team: teams.get(name)!, registeredBy: owner });
    };
    const at = (days: number, hour: number) => setHours(addDays(today, days), hour);
    const date = (days: number) => formatISO(addDays(today, days), { representation: 'date' });

    // A completed season of real results: CPL 2023 league stage (Data: cricsheet.org).
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

    // A T20 cup in play now.
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

    // A football league with games on now.
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
    football(
      'Essequibo Stars FC',
      'Nevis Peak FC',
      1,
      3,
      at(-12, 16),
      won('Essequibo Stars FC', 'Nevis Peak FC', 1, 3),
    );
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

    // A points sport, published, not started.
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

    // A draft knockout, seen only by its creator.
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

    await tx.flush();
    // The fixtures and results written above as rows get the log that tells their story (issue 47).
    await logRows(tx, await tx.find(Match, { seq: 0 }, { populate: ['tournament', 'winnerTeam'] }), now);
    const matchCount = await tx.count(Match);
    return `demo data loaded: ${users.size} accounts, ${teams.size} teams, 5 tournaments, ${matchCount} matches`;
  });
  // Ball by ball, through the scoring services: real IPL matches (one live) and a football log.
  const admin = await em.fork().findOneOrFail(User, { email: DEMO_ACCOUNTS[0].email });
  await seedBallByBall(em.fork(), admin);
  const owner = await em.fork().findOneOrFail(User, { email: 'owner@pitchside.test' });
  await seedNationsCup(em.fork(), admin, owner);
  return `${summary}; ball by ball: IPL Classics (3 matches, 1 live) and a live football log; in stages: Caribbean Nations Cup (groups, semi-finals, final)`;
}

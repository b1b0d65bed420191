// Ball-by-ball demo matches: real IPL matches from Cricsheet (Data: cricsheet.org), one of them cut off
// mid-chase so it is live, and a football match in play with goals and cards in its log.
import { readFileSync } from 'node:fs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, addMinutes, formatISO } from 'date-fns';
import { createAppPubSub } from '../../core/pubsub.js';
import { Club } from '../../modules/clubs/club.entity.js';
import { CricsheetImportService } from '../../modules/matches/events/cricsheet-import.service.js';
import { MatchEvent } from '../../modules/matches/events/match-event.entity.js';
import { FOOTBALL, projectIntoMatch } from '../../modules/matches/events/match-projection.js';
import type { FootballEventInput } from '../../modules/matches/football/football-event.js';
import { Match, MatchStatus } from '../../modules/matches/match.entity.js';
import { PlayerPosition, TeamMember } from '../../modules/teams/team-member.entity.js';
import { Team } from '../../modules/teams/team.entity.js';
import { Registration } from '../../modules/tournaments/registration.entity.js';
import { Sport, Tournament, TournamentType } from '../../modules/tournaments/tournament.entity.js';
import type { User } from '../../modules/users/user.entity.js';
import { repoPath } from '../../repo-path.js';

type CricsheetFile = {
  info: { teams: [string, string]; dates: string[]; venue?: string; outcome?: unknown };
  innings: { team: string; overs: { over: number; deliveries: unknown[] }[] }[];
};

/**
 * A Cricsheet match as it stood part-way: the innings before `innings` whole, then `overs` complete overs
 * and `balls` deliveries of the next; later innings and the outcome dropped.
 */
export function cricsheetUpTo(json: string, innings: number, overs: number, balls: number): string {
  const file = JSON.parse(json) as CricsheetFile;
  const kept = file.innings.slice(0, innings);
  const last = kept[innings - 1];
  const partial = last.overs[overs];
  last.overs = [
    ...last.overs.slice(0, overs),
    ...(partial && balls > 0 ? [{ ...partial, deliveries: partial.deliveries.slice(0, balls) }] : []),
  ];
  delete file.info.outcome;
  return JSON.stringify({ ...file, innings: kept });
}

const IPL_FILES = [
  { file: '1216512.json', live: null },
  { file: '1136592.json', live: null },
  // Mumbai's chase of 113, cut off at 9.3 overs.
  { file: '548306.json', live: { innings: 2, overs: 9, balls: 3 } },
] as const;

const readCricsheet = (file: string) => readFileSync(repoPath('server', 'data', 'demo', 'cricsheet', file), 'utf8');

/** Seeds the IPL classics (a tournament of their own) and the football log; `admin` imports and scores. */
export async function seedBallByBall(em: EntityManager, admin: User): Promise<void> {
  const files = IPL_FILES.map((entry) => ({ ...entry, json: readCricsheet(entry.file) }));
  const matchIds: number[] = [];
  await em.transactional(async (tx) => {
    const tournament = tx.create(Tournament, {
      name: 'IPL Classics',
      description: 'Famous IPL matches replayed ball by ball, one of them live. Data: cricsheet.org.',
      creator: admin,
      sport: Sport.cricket,
      tournamentType: TournamentType.round_robin,
      // A replay series running now (so its live match is in season); the matches keep their real dates.
      startDate: formatISO(addDays(new Date(), -3), { representation: 'date' }),
      endDate: formatISO(addDays(new Date(), 30), { representation: 'date' }),
      maxTeams: 8,
      venueInfo: 'Grounds across India and the UAE',
      rules: 'T20, 6-ball overs. 2 points a win, 1 for a tie or no result.',
      oversPerInnings: 20,
      ballsPerOver: 6,
      isPublished: true,
    });
    const teams = new Map<string, Team>();
    for (const { json } of files) {
      const { info } = JSON.parse(json) as CricsheetFile;
      for (const name of info.teams) {
        if (teams.has(name)) continue;
        const club = tx.create(Club, {
          name,
          description: 'Indian Premier League franchise.',
          owner: admin,
          location: 'India',
        });
        const team = tx.create(Team, { name, club, homeGround: null, description: `${name} of the IPL.` });
        teams.set(name, team);
        tx.create(Registration, { tournament, team, registeredBy: admin });
      }
    }
    files.forEach(({ json, live }, index) => {
      const { info } = JSON.parse(json) as CricsheetFile;
      const match = tx.create(Match, {
        tournament,
        homeTeam: teams.get(info.teams[0])!,
        awayTeam: teams.get(info.teams[1])!,
        roundNumber: index + 1,
        matchNumber: index + 1,
        // The live one is on now; the others keep their real dates.
        scheduledDate: live ? addMinutes(new Date(), -75) : new Date(`${info.dates[0]}T14:00:00Z`),
        venue: info.venue ?? null,
        status: live ? MatchStatus.in_progress : MatchStatus.scheduled,
      });
      tx.persist(match);
    });
    await tx.flush();
    const matches = await tx.find(Match, { tournament }, { orderBy: { matchNumber: 'asc' } });
    matchIds.push(...matches.map((match) => match.id));
  });
  const ctx = { em: em.fork(), viewer: admin, pubSub: createAppPubSub() };
  for (const [index, { json, live }] of files.entries()) {
    const input = live ? cricsheetUpTo(json, live.innings, live.overs, live.balls) : json;
    await new CricsheetImportService({ ...ctx, em: em.fork() }).importMatch(matchIds[index], input);
  }
  await seedFootballLog(em.fork());
}

const BLUE_MOUNTAIN: [string, PlayerPosition][] = [
  ['Shamar Gordon', PlayerPosition.goalkeeper],
  ['Dwayne Ricketts', PlayerPosition.defender],
  ['Leon Bailey-Grant', PlayerPosition.midfielder],
  ['Romario Walker', PlayerPosition.forward],
  ['Kemar Lawrence-Hall', PlayerPosition.forward],
];

/** The live Shield match (Harbour Lights FC v Blue Mountain Rovers FC): a log with goals and cards. */
async function seedFootballLog(em: EntityManager): Promise<void> {
  await em.transactional(async (tx) => {
    const match = await tx.findOne(
      Match,
      { tournament: { name: 'Caribbean Football Shield' }, matchNumber: 7 },
      { populate: ['tournament', 'homeTeam', 'awayTeam'] },
    );
    if (!match?.homeTeam || !match.awayTeam) return;
    const away = await match.awayTeam.loadOrFail();
    const awayPlayers = BLUE_MOUNTAIN.map(([name, position], index) =>
      tx.create(TeamMember, { team: away, name, jerseyNumber: index + 1, position, joinedDate: '2024-01-15' }),
    );
    await tx.flush();
    const home = await tx.find(TeamMember, { team: match.homeTeam.id }, { orderBy: { jerseyNumber: 'asc' } });
    const ref = (member: TeamMember) => ({ id: member.id, name: member.name });
    const [, kurt, tyrese, jamal] = home;
    const [, dwayne, leon, romario, kemar] = awayPlayers;
    const kickOff = addMinutes(new Date(), -80);
    const secondHalf = addMinutes(new Date(), -17);
    const events: [Date, FootballEventInput][] = [
      [kickOff, { kind: 'PERIOD_START', period: 'FIRST_HALF' }],
      [kickOff, { kind: 'GOAL', side: 'home', player: ref(jamal), assist: ref(tyrese), minute: 12 }],
      [kickOff, { kind: 'YELLOW_CARD', side: 'away', player: ref(dwayne), minute: 27 }],
      [kickOff, { kind: 'YELLOW_CARD', side: 'home', player: ref(kurt), minute: 39 }],
      [kickOff, { kind: 'PERIOD_END', period: 'FIRST_HALF' }],
      [secondHalf, { kind: 'PERIOD_START', period: 'SECOND_HALF' }],
      [secondHalf, { kind: 'SUBSTITUTION', side: 'away', playerOff: ref(leon), playerOn: ref(kemar), minute: 46 }],
      [secondHalf, { kind: 'GOAL', side: 'away', player: ref(romario), penalty: true, minute: 52 }],
      [secondHalf, { kind: 'RED_CARD', side: 'away', player: ref(dwayne), minute: 58 }],
    ];
    // After the kick-off the seed logged for the match's row.
    const before = await tx.find(MatchEvent, { match }, { orderBy: { seq: 'asc' } });
    const log = events.map(([at, input], index) =>
      tx.create(MatchEvent, {
        match,
        seq: match.seq + index + 1,
        kind: FOOTBALL,
        payload: { input: { ...input }, at: at.toISOString() },
        key: `demo:${index + 1}`,
      }),
    );
    match.seq += log.length;
    projectIntoMatch(match, await match.tournament.loadOrFail(), [...before, ...log]);
  });
}

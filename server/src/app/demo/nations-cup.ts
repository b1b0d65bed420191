// A tournament played in stages: two groups of four into semi-finals and a final, the groups complete, the
// semi-finals filled from the tables when the last group match ended, one of them settled on penalties.
import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, formatISO, startOfDay } from 'date-fns';
import { createAppPubSub } from '../../core/pubsub.js';
import { Club } from '../../modules/clubs/club.entity.js';
import { Decider } from '../../modules/matches/events/match-result.inputs.js';
import { MatchResultService } from '../../modules/matches/events/match-result.service.js';
import type { Match } from '../../modules/matches/match.entity.js';
import { StagesService } from '../../modules/stages/stages.service.js';
import { Team } from '../../modules/teams/team.entity.js';
import { Registration } from '../../modules/tournaments/registration.entity.js';
import { KnockoutDecider, StageFormat } from '../../modules/tournaments/stage.entity.js';
import { Sport, Tournament, TournamentType } from '../../modules/tournaments/tournament.entity.js';
import type { User } from '../../modules/users/user.entity.js';

const GROUPS: Record<string, [string, string][]> = {
  'Group A': [
    ['Jamaica', 'Kingston, Jamaica'],
    ['Haiti', 'Port-au-Prince, Haiti'],
    ['Curaçao', 'Willemstad, Curaçao'],
    ['Barbados', 'Bridgetown, Barbados'],
  ],
  'Group B': [
    ['Trinidad and Tobago', 'Port of Spain, Trinidad and Tobago'],
    ['Suriname', 'Paramaribo, Suriname'],
    ['Guyana', 'Georgetown, Guyana'],
    ['Martinique', 'Fort-de-France, Martinique'],
  ],
};

const GROUNDS: Record<string, string> = {
  Jamaica: 'National Stadium, Kingston',
  Haiti: 'Stade Sylvio Cator',
  Curaçao: 'Ergilio Hato Stadium',
  Barbados: 'Wildey Turf',
  'Trinidad and Tobago': 'Hasely Crawford Stadium',
  Suriname: 'Dr. Ir. Franklin Essed Stadion',
  Guyana: 'Guyana National Stadium',
  Martinique: 'Stade Pierre-Aliker',
};

/** Group results, whichever way round the fixture list pairs them: Curaçao and Haiti, T&T and Suriname go through. */
const RESULTS: [string, number, number, string][] = [
  ['Jamaica', 2, 0, 'Barbados'],
  ['Haiti', 1, 1, 'Curaçao'],
  ['Jamaica', 1, 1, 'Haiti'],
  ['Curaçao', 3, 1, 'Barbados'],
  ['Jamaica', 0, 1, 'Curaçao'],
  ['Haiti', 2, 0, 'Barbados'],
  ['Trinidad and Tobago', 2, 1, 'Guyana'],
  ['Suriname', 3, 0, 'Martinique'],
  ['Trinidad and Tobago', 0, 0, 'Suriname'],
  ['Guyana', 1, 2, 'Martinique'],
  ['Trinidad and Tobago', 3, 1, 'Martinique'],
  ['Suriname', 2, 2, 'Guyana'],
];

/** The Caribbean Nations Cup, built through the stages and result services as an organiser would. */
export async function seedNationsCup(em: EntityManager, admin: User, owner: User): Promise<void> {
  const today = startOfDay(new Date());
  const date = (days: number) => formatISO(addDays(today, days), { representation: 'date' });
  const tournamentId = await em.transactional(async (tx) => {
    const tournament = tx.create(Tournament, {
      name: 'Caribbean Nations Cup',
      description: 'National teams of the Caribbean: two groups of four, then semi-finals and the final.',
      creator: admin,
      sport: Sport.football,
      tournamentType: TournamentType.round_robin,
      startDate: date(-20),
      endDate: date(5),
      maxTeams: 8,
      prizePool: 50000,
      venueInfo: 'National stadiums across the Caribbean',
      rules:
        'Groups: 3 points a win, 1 a draw; the top two of each group reach the semi-finals. A level knockout match ' +
        'goes straight to penalties.',
      knockoutDecider: KnockoutDecider.PENALTIES,
      isPublished: true,
    });
    for (const [nation, location] of Object.values(GROUPS).flat()) {
      const club = tx.create(Club, {
        name: `${nation} national team`,
        description: `The national football team of ${nation}.`,
        owner,
        location,
      });
      const team = tx.create(Team, {
        name: nation,
        club,
        sport: Sport.football,
        homeGround: GROUNDS[nation],
        description: `The national football team of ${nation}.`,
      });
      tx.create(Registration, { tournament, team, registeredBy: admin });
    }
    await tx.flush();
    return tournament.id;
  });

  const ctx = () => ({ em: em.fork(), viewer: admin, pubSub: createAppPubSub() });
  const teams = new Map(
    (
      await em.fork().find(Team, { name: { $in: Object.values(GROUPS).flatMap((group) => group.map(([n]) => n)) } })
    ).map((team) => [team.id, team.name]),
  );
  const idOf = (name: string) => [...teams].find(([, team]) => team === name)![0];
  const stages = new StagesService(ctx());
  const groupStage = await stages.addStage(tournamentId, {
    name: 'Group stage',
    format: StageFormat.GROUPS,
    groups: Object.entries(GROUPS).map(([name, nations]) => ({ name, teamIds: nations.map(([n]) => idOf(n)) })),
  });
  const knockout = await stages.addStage(tournamentId, {
    name: 'Knockout stage',
    format: StageFormat.KNOCKOUT,
    slots: [
      { stageId: groupStage.id, groupName: 'Group A', position: 1 },
      { stageId: groupStage.id, groupName: 'Group B', position: 2 },
      { stageId: groupStage.id, groupName: 'Group B', position: 1 },
      { stageId: groupStage.id, groupName: 'Group A', position: 2 },
    ],
  });
  const groupMatches = await new StagesService(ctx()).generate(tournamentId, groupStage.id, false);
  const bracket = await new StagesService(ctx()).generate(tournamentId, knockout.id, false);

  const nameOf = (match: Match, side: 'home' | 'away') =>
    teams.get((side === 'home' ? match.homeTeam : match.awayTeam)!.id)!;
  for (const match of groupMatches) {
    const home = nameOf(match, 'home');
    const away = nameOf(match, 'away');
    const row = RESULTS.find(([a, , , b]) => (a === home && b === away) || (a === away && b === home))!;
    const [homeTeamScore, awayTeamScore] = row[0] === home ? [row[1], row[2]] : [row[2], row[1]];
    await new MatchResultService(ctx()).recordResult(match.id, { homeTeamScore, awayTeamScore });
  }
  // The last group match filled the semi-finals: Curaçao v Suriname, Trinidad and Tobago v Haiti.
  const [first, second] = bracket;
  await new MatchResultService(ctx()).recordResult(first.id, {
    homeTeamScore: 1,
    awayTeamScore: 1,
    decider: Decider.PENALTIES,
    homePenalties: 3,
    awayPenalties: 4,
    matchNotes: 'Suriname’s goalkeeper saved the fifth penalty.',
  });
  await new MatchResultService(ctx()).recordResult(second.id, { homeTeamScore: 2, awayTeamScore: 1 });
}

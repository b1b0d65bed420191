import type { EntityManager } from '@mikro-orm/postgresql';
import { Club } from '../../modules/clubs/club.entity.js';
import { PlayerPosition, TeamMember } from '../../modules/teams/team-member.entity.js';
import { Team } from '../../modules/teams/team.entity.js';
import { Sport } from '../../modules/tournaments/tournament.entity.js';
import type { User } from '../../modules/users/user.entity.js';

// The demo's clubs and their teams: the Caribbean Premier League's franchises and community clubs.

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

export const CRICKET_CLUBS: ClubSpec[] = [
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

/** Creates the clubs (owned by `owner`) and their teams, with the rosters; answers the teams by name. */
export function seedClubs(tx: EntityManager, people: { owner: User; manager: User; player: User }): Map<string, Team> {
  const { owner, manager, player } = people;
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
  return teams;
}

import type { Request } from 'express';
import { toCamelCase } from './case.js';
import { publicTournamentFields, type RestRoute } from './routes.js';

/** A path id; anything but a whole number is left for GraphQL to refuse. */
function pathId(req: Request, name: string): number {
  const raw = String(req.params[name] ?? '');
  return /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
}

/** The POST body as camelCase GraphQL input. */
function bodyInput(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  return toCamelCase(body) as Record<string, unknown>;
}

/** A name left out reaches the service as empty, so the answer is the spec's "... name is required". */
function withName(input: Record<string, unknown>): Record<string, unknown> {
  return { ...input, name: typeof input.name === 'string' ? input.name : '' };
}

function pickKeys(input: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => key in input).map((key) => [key, input[key]]));
}

/** An amount from a form: an unparsable (or absent) fee becomes 0, as the spec says. */
function money(value: unknown): number {
  const amount = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) : NaN;
  return Number.isFinite(amount) ? amount : 0;
}

/** A whole number from a form; empty means not given. Anything else goes on for the service to judge. */
function optionalInteger(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number.parseInt(value, 10);
  return value;
}

const CLUB_FIELDS = `
  id
  name
  description
  logoUrl
  ownerId
  location
  contactEmail
  contactPhone
  isActive
  teamCount
  createdAt
  updatedAt
`;

const CLUB_INPUT_KEYS = ['name', 'description', 'location', 'contactEmail', 'contactPhone', 'logoUrl'] as const;

const TEAM_FIELDS = `
  id
  name
  clubId
  managerId
  coachId
  sport
  description
  logoUrl
  primaryColor
  secondaryColor
  crestUrl
  homeGround
  foundedDate
  isActive
  playerCount
  club { name }
  createdAt
  updatedAt
`;

const TEAM_INPUT_KEYS = [
  'name',
  'clubId',
  'managerId',
  'coachId',
  'sport',
  'description',
  'homeGround',
  'foundedDate',
  'logoUrl',
  'primaryColor',
  'secondaryColor',
] as const;

type TeamRow = Record<string, unknown> & { club?: { name?: string } | null };

/** Flattens the club into club_name, as the teams list shows it. */
function teamRow({ club, ...team }: TeamRow): Record<string, unknown> {
  return { ...team, clubName: club?.name ?? null };
}

function teamInput(req: Request): Record<string, unknown> {
  const input = withName(pickKeys(bodyInput(req), TEAM_INPUT_KEYS));
  for (const key of ['clubId', 'managerId', 'coachId']) input[key] = optionalInteger(input[key]);
  if (input.sport === '') input.sport = null;
  return input;
}

// The public row plus what only a manager needs.
const TOURNAMENT_FIELDS = `${publicTournamentFields} oversPerInnings ballsPerOver registrationCount`;

const TOURNAMENT_INPUT_KEYS = [
  'name',
  'description',
  'sport',
  'tournamentType',
  'startDate',
  'endDate',
  'registrationDeadline',
  'maxTeams',
  'entryFee',
  'prizePool',
  'rules',
  'venueInfo',
  'oversPerInnings',
  'ballsPerOver',
] as const;

/** The spec's form rules: empty optional fields are left out and an unparsable fee becomes 0. */
function tournamentInput(req: Request): Record<string, unknown> {
  const given = pickKeys(bodyInput(req), TOURNAMENT_INPUT_KEYS);
  const input = Object.fromEntries(
    Object.entries(given).filter(([key, value]) => key === 'name' || (value !== '' && value !== null)),
  );
  input.entryFee = money(input.entryFee);
  input.prizePool = money(input.prizePool);
  for (const key of ['maxTeams', 'oversPerInnings', 'ballsPerOver']) {
    if (key in input) input[key] = optionalInteger(input[key]);
  }
  return withName(input);
}

export const managementRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/api/tournaments',
    query: /* GraphQL */ `query RestMyTournaments { myTournaments { ${TOURNAMENT_FIELDS} } }`,
    pick: (data) => data.myTournaments,
  },
  {
    method: 'post',
    path: '/api/tournaments',
    query: /* GraphQL */ `
      mutation RestCreateTournament($input: TournamentInput!) {
        createTournament(input: $input) { ${TOURNAMENT_FIELDS} }
      }
    `,
    variables: (req) => ({ input: tournamentInput(req) }),
    pick: (data) => data.createTournament,
    status: 201,
  },
  {
    method: 'get',
    path: '/api/clubs',
    query: /* GraphQL */ `query RestMyClubs { myClubs { ${CLUB_FIELDS} } }`,
    pick: (data) => data.myClubs,
  },
  {
    method: 'post',
    path: '/api/clubs',
    query: /* GraphQL */ `
      mutation RestCreateClub($input: ClubInput!) { createClub(input: $input) { ${CLUB_FIELDS} } }
    `,
    variables: (req) => ({ input: withName(pickKeys(bodyInput(req), CLUB_INPUT_KEYS)) }),
    pick: (data) => data.createClub,
    status: 201,
  },
  {
    method: 'get',
    path: '/api/teams',
    query: /* GraphQL */ `query RestMyTeams { myTeams { ${TEAM_FIELDS} } }`,
    pick: (data) => (data.myTeams as TeamRow[]).map(teamRow),
  },
  {
    method: 'post',
    path: '/api/teams',
    query: /* GraphQL */ `
      mutation RestCreateTeam($input: TeamInput!) { createTeam(input: $input) { ${TEAM_FIELDS} } }
    `,
    variables: (req) => ({ input: teamInput(req) }),
    pick: (data) => teamRow(data.createTeam as TeamRow),
    status: 201,
  },

  {
    method: 'post',
    path: '/api/tournaments/:id/registrations',
    query: /* GraphQL */ `
      mutation RestRegisterTeam($tournamentId: Int!, $teamId: Int!) {
        registerTeam(tournamentId: $tournamentId, teamId: $teamId) {
          id
          tournamentId
          teamId
          createdAt
        }
      }
    `,
    variables: (req) => ({ tournamentId: pathId(req, 'id'), teamId: optionalInteger(bodyInput(req).teamId) }),
    pick: (data) => data.registerTeam,
    status: 201,
  },
];

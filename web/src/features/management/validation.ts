/** Browser-side checks that mirror the server's, so most mistakes are caught before sending. */
export type FieldErrors = Record<string, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Trimmed text, or undefined when empty: empty optional fields are left out of the payload. */
export function optional(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed ? trimmed : undefined;
}

/** An amount from the form: an unparsable fee becomes 0, as the spec says. */
export function parseMoney(value: string): number {
  const amount = Number.parseFloat(value);
  return Number.isFinite(amount) ? amount : 0;
}

export type ClubForm = {
  name: string;
  description: string;
  location: string;
  contactEmail: string;
  contactPhone: string;
};

export function validateClub(form: ClubForm): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.name.trim()) errors.name = 'Club name is required';
  if (form.contactEmail.trim() && !EMAIL.test(form.contactEmail.trim())) {
    errors.contactEmail = 'Enter a valid e-mail address';
  }
  return errors;
}

export type TeamForm = {
  name: string;
  clubId: string;
  managerId: string;
  coachId: string;
  /** Empty: any sport. */
  sport: string;
  description: string;
  homeGround: string;
  foundedDate: string;
};

export function validateTeam(form: TeamForm): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.name.trim()) errors.name = 'Team name is required';
  if (!form.clubId) errors.clubId = 'Club is required';
  if (form.foundedDate && !DATE.test(form.foundedDate)) {
    errors.foundedDate = 'Enter the founding date as YYYY-MM-DD';
  }
  return errors;
}

export type TournamentForm = {
  name: string;
  sport: string;
  tournamentType: string;
  startDate: string;
  endDate: string;
  registrationDeadline: string;
  maxTeams: string;
  entryFee: string;
  prizePool: string;
  rules: string;
  venueInfo: string;
  description: string;
  oversPerInnings: string;
  ballsPerOver: string;
};

export function validateTournament(form: TournamentForm): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.name.trim()) errors.name = 'Tournament name is required';
  if (!['round_robin', 'knockout', 'league'].includes(form.tournamentType)) {
    errors.tournamentType = 'Choose a tournament type: round_robin, knockout or league';
  }
  if (!DATE.test(form.startDate)) errors.startDate = 'Start date is required';
  if (!DATE.test(form.endDate)) errors.endDate = 'End date is required';
  else if (form.startDate && form.endDate < form.startDate) {
    errors.endDate = 'End date must be on or after the start date';
  }
  if (form.maxTeams.trim()) {
    const maxTeams = Number(form.maxTeams);
    if (!Number.isInteger(maxTeams) || maxTeams < 2) errors.maxTeams = 'Max teams must be at least 2';
  }
  if (parseMoney(form.entryFee) < 0) errors.entryFee = 'Entry fee must be 0 or more';
  if (parseMoney(form.prizePool) < 0) errors.prizePool = 'Prize pool must be 0 or more';
  if (form.registrationDeadline && form.endDate && form.registrationDeadline.slice(0, 10) > form.endDate) {
    errors.registrationDeadline = 'Registration must close before the tournament ends';
  }
  if (form.sport === 'cricket') {
    const overs = Number(form.oversPerInnings);
    if (!Number.isInteger(overs) || overs < 1 || overs > 50) {
      errors.oversPerInnings = 'Overs per innings must be between 1 and 50';
    }
    const balls = Number(form.ballsPerOver);
    if (!Number.isInteger(balls) || balls < 1 || balls > 10) {
      errors.ballsPerOver = 'Balls per over must be between 1 and 10';
    }
  }
  return errors;
}

export type PlayerForm = {
  name: string;
  userId: string;
  jerseyNumber: string;
  position: string;
  isCaptain: boolean;
  isViceCaptain: boolean;
};

export function validatePlayer(form: PlayerForm, takenNumbers: number[]): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.name.trim() && !form.userId) errors.name = 'Player name is required';
  if (form.jerseyNumber.trim()) {
    const jersey = Number(form.jerseyNumber);
    if (!Number.isInteger(jersey) || jersey < 0 || jersey > 999) {
      errors.jerseyNumber = 'Jersey number must be between 0 and 999';
    } else if (takenNumbers.includes(jersey)) {
      errors.jerseyNumber = `Jersey number ${jersey} is already taken in this team`;
    }
  }
  if (form.isCaptain && form.isViceCaptain) errors.isViceCaptain = 'The captain cannot also be the vice-captain';
  return errors;
}

type GraphQLErrorLike = { extensions?: Record<string, unknown> };

/** The per-field messages of a BAD_USER_INPUT answer, to show beside the fields. */
export function serverFieldErrors(error: unknown): FieldErrors {
  const errors = (error as { errors?: readonly GraphQLErrorLike[] } | null)?.errors ?? [];
  for (const entry of errors) {
    const fields = entry.extensions?.fields;
    if (fields && typeof fields === 'object') return fields as FieldErrors;
  }
  return {};
}

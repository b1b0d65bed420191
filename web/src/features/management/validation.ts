/**
 * The management forms: each form's payload, and its checks in the browser. A form is checked with the
 * server's own schema (shared/validation), on the very payload that is sent, so a mistake shows the
 * server's words before anything leaves the browser; the few rules that belong to the form alone (the
 * spec's "max teams minimum 2", a jersey number already on the roster) are added here.
 */
import { clubSchema } from '../../../../shared/validation/clubs';
import { fieldErrors, type FieldErrors } from '../../../../shared/validation/field-errors';
import { memberSchema, teamSchema } from '../../../../shared/validation/teams';
import { tournamentSchema } from '../../../../shared/validation/tournaments';
import { defaultTieBreakers } from '../../../../shared/tie-breakers';
import { fromSiteInput } from '../../../../shared/site-time';
import type { Sport as SportName } from '../../../../shared/enums';
import type {
  ClubInput,
  KnockoutDecider,
  PlayerPosition,
  Sport,
  TeamInput,
  TeamMemberInput,
  TieBreaker,
  TournamentInput,
  TournamentType,
} from '../../gql/graphql';
import { localizeFieldErrors } from '../../i18n/localize-message';
import type { Translate } from '../../i18n/use-t';

export type { FieldErrors };

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

const idOrNull = (value: string) => (value ? Number(value) : null);

export type ClubForm = {
  name: string;
  description: string;
  location: string;
  contactEmail: string;
  contactPhone: string;
};

export function clubInput(form: ClubForm): ClubInput {
  return {
    name: form.name.trim(),
    description: optional(form.description),
    location: optional(form.location),
    contactEmail: optional(form.contactEmail),
    contactPhone: optional(form.contactPhone),
  };
}

export function validateClub(form: ClubForm): FieldErrors {
  return fieldErrors(clubSchema, clubInput(form));
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
  /** #rrggbb or empty. */
  primaryColor: string;
  secondaryColor: string;
};

export function teamInput(form: TeamForm): TeamInput {
  return {
    name: form.name.trim(),
    clubId: Number(form.clubId),
    managerId: idOrNull(form.managerId),
    coachId: idOrNull(form.coachId),
    sport: (form.sport || null) as Sport | null,
    description: optional(form.description),
    homeGround: optional(form.homeGround),
    foundedDate: optional(form.foundedDate),
    primaryColor: optional(form.primaryColor),
    secondaryColor: optional(form.secondaryColor),
  };
}

export function validateTeam(form: TeamForm): FieldErrors {
  return fieldErrors(teamSchema, teamInput(form));
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
  /** The ranking rules joined with commas; empty for the sport's default. */
  tieBreakers: string;
  pointsForWin: string;
  pointsForDraw: string;
  pointsForLoss: string;
  pointsForNoResult: string;
  /** How a level knockout match is settled; empty for the sport's way. */
  knockoutDecider: string;
};

/** A whole number as typed, or undefined when left empty (the sport's default). */
const pointsOrDefault = (value: string) => (value.trim() ? Number(value) : undefined);

/** The ranking rules as the form keeps them: empty when they are the sport's default. */
export function tieBreakersOfForm(tieBreakers: readonly string[], sport: string): string {
  const joined = tieBreakers.join(',');
  return joined === defaultTieBreakers(sport as SportName).join(',') ? '' : joined;
}

/** The deadline typed at the ground's clock, sent as an instant; an unreadable one as typed. */
function deadlineOf(value: string): string | undefined {
  if (!value) return undefined;
  return fromSiteInput(value) ?? value;
}

export function tournamentInput(form: TournamentForm): TournamentInput {
  const cricket = form.sport === 'cricket';
  // Empty optional fields are left out; an unparsable fee becomes 0.
  return {
    name: form.name.trim(),
    sport: form.sport as Sport,
    tournamentType: form.tournamentType as TournamentType,
    startDate: form.startDate,
    endDate: form.endDate,
    registrationDeadline: deadlineOf(form.registrationDeadline),
    maxTeams: form.maxTeams.trim() ? Number(form.maxTeams) : undefined,
    entryFee: parseMoney(form.entryFee),
    prizePool: parseMoney(form.prizePool),
    rules: optional(form.rules),
    venueInfo: optional(form.venueInfo),
    description: optional(form.description),
    oversPerInnings: cricket ? Number(form.oversPerInnings) : undefined,
    ballsPerOver: cricket ? Number(form.ballsPerOver) : undefined,
    tieBreakers: form.tieBreakers ? (form.tieBreakers.split(',') as TieBreaker[]) : undefined,
    pointsForWin: pointsOrDefault(form.pointsForWin),
    pointsForDraw: pointsOrDefault(form.pointsForDraw),
    pointsForLoss: pointsOrDefault(form.pointsForLoss),
    pointsForNoResult: cricket ? pointsOrDefault(form.pointsForNoResult) : undefined,
    knockoutDecider: form.knockoutDecider ? (form.knockoutDecider as KnockoutDecider) : undefined,
  };
}

/** `t` is the page's language; without it (tests, scripts) the form's own rules speak English. */
export function validateTournament(form: TournamentForm, t?: Translate): FieldErrors {
  const errors = fieldErrors(tournamentSchema, tournamentInput(form));
  // The form's own floor (spec: "Max teams form minimum 2"); the API takes any positive number.
  if (form.maxTeams.trim()) {
    const maxTeams = Number(form.maxTeams);
    if (!Number.isInteger(maxTeams) || maxTeams < 2) {
      errors.maxTeams = t ? t('management.validation.maxTeams') : 'Max teams must be at least 2';
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

export function playerInput(form: PlayerForm): TeamMemberInput {
  return {
    name: optional(form.name),
    userId: idOrNull(form.userId),
    jerseyNumber: form.jerseyNumber.trim() ? Number(form.jerseyNumber) : null,
    position: (form.position || null) as PlayerPosition | null,
    isCaptain: form.isCaptain,
    isViceCaptain: form.isViceCaptain,
  };
}

export function validatePlayer(form: PlayerForm, takenNumbers: number[], t?: Translate): FieldErrors {
  const input = playerInput(form);
  const errors = fieldErrors(memberSchema, input);
  // The roster on screen knows the numbers in use: say so before the server refuses the duplicate.
  const jersey = input.jerseyNumber;
  if (!errors.jerseyNumber && jersey !== null && jersey !== undefined && takenNumbers.includes(jersey)) {
    errors.jerseyNumber = t
      ? t('management.validation.jerseyTaken', { number: jersey })
      : `Jersey number ${jersey} is already taken in this team`;
  }
  return errors;
}

type GraphQLErrorLike = { extensions?: Record<string, unknown> };

/** The per-field messages of a BAD_USER_INPUT answer, in the page's language, to show beside the fields. */
export function serverFieldErrors(error: unknown, t: Translate): FieldErrors {
  const errors = (error as { errors?: readonly GraphQLErrorLike[] } | null)?.errors ?? [];
  for (const entry of errors) {
    const fields = entry.extensions?.fields;
    if (fields && typeof fields === 'object') return localizeFieldErrors(fields as FieldErrors, t);
  }
  return {};
}

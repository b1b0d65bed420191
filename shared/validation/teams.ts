import { z } from 'zod';
import { PlayerPosition, Sport } from '../enums.js';
import {
  flag,
  optionalHexColor,
  optionalId,
  optionalLocalDate,
  optionalText,
  optionalWebAddress,
  requiredName,
} from './fields.js';

/** TeamInput: Create Team and a team's edit. */
export const teamSchema = z.object({
  name: requiredName('Team name is required'),
  clubId: z.number({ error: 'Club is required' }).int().positive('Club is required'),
  managerId: optionalId,
  coachId: optionalId,
  sport: z
    .enum(Sport, { error: 'Choose a sport: football, cricket or points' })
    .nullish()
    .transform((value) => value ?? null),
  description: optionalText(2000, 'many'),
  homeGround: optionalText(200, 'one'),
  foundedDate: optionalLocalDate('Enter the founding date as YYYY-MM-DD'),
  logoUrl: optionalWebAddress,
  primaryColor: optionalHexColor('Enter the primary colour as a hex code such as #0e7490'),
  secondaryColor: optionalHexColor('Enter the secondary colour as a hex code such as #f97316'),
});

/** Crest uploads: what the server accepts before it decodes anything. */
export const CREST_MAX_BYTES = 512 * 1024;
export const CREST_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const CREST_SIZES = [64, 128, 256] as const;

const JERSEY_RANGE = 'Jersey number must be between 0 and 999';

/** TeamMemberInput: a player added to a roster or edited; a linked account may stand in for the name. */
export const memberSchema = z
  .object({
    name: optionalText(200, 'one'),
    userId: optionalId,
    // GraphQL lets only numbers through; the browser may hand over what a person typed (NaN).
    jerseyNumber: z
      .number({ error: JERSEY_RANGE })
      .int('Jersey number must be a whole number')
      .min(0, JERSEY_RANGE)
      .max(999, JERSEY_RANGE)
      .nullish()
      .transform((value) => value ?? null),
    position: z
      .enum(PlayerPosition)
      .nullish()
      .transform((value) => value ?? null),
    isCaptain: flag,
    isViceCaptain: flag,
    joinedDate: optionalLocalDate('Enter the joining date as YYYY-MM-DD'),
  })
  .refine((member) => member.name !== null || member.userId !== null, {
    message: 'Player name is required',
    path: ['name'],
  })
  .refine((member) => !(member.isCaptain && member.isViceCaptain), {
    message: 'The captain cannot also be the vice-captain',
    path: ['isViceCaptain'],
  });

/** The positions a sport's players play, in the order a roster lists them; a team of no set sport may use any. */
export const POSITIONS_BY_SPORT: Record<Sport, readonly PlayerPosition[]> = {
  [Sport.cricket]: [
    PlayerPosition.batsman,
    PlayerPosition.bowler,
    PlayerPosition.all_rounder,
    PlayerPosition.wicket_keeper,
  ],
  [Sport.football]: [
    PlayerPosition.goalkeeper,
    PlayerPosition.defender,
    PlayerPosition.midfielder,
    PlayerPosition.forward,
  ],
  // Volleyball, basketball and the other points sports: none of these positions is theirs.
  [Sport.points]: [],
};

/** The positions a team's players may take: its sport's, or every one when the team has no sport set. */
export function positionsFor(sport: Sport | null | undefined): readonly PlayerPosition[] {
  return sport ? POSITIONS_BY_SPORT[sport] : Object.values(PlayerPosition);
}

/** Why a position does not fit a team of `sport` (null when it fits). */
export function positionRefusal(sport: Sport | null | undefined, position: PlayerPosition | null): string | null {
  if (position === null || positionsFor(sport).includes(position)) return null;
  const allowed = positionsFor(sport).map((each) => each.replace(/_/g, ' '));
  return allowed.length
    ? `A ${sport} team's players play as ${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}`
    : "This team's sport has no playing positions: leave the position empty";
}

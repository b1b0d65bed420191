import { z } from 'zod';
import { MAX_SCORE } from '../../../../../shared/validation/matches.js';
import { parseInput } from '../../../core/validation.js';

// Bounds on every number a scorer sends with an event, checked before the match is locked: the sport's
// rules judge the rest, but nothing they let through may be absurd, nor add up past a database integer
// (a billion wides once made an away score of 1,000,000,005, and a second one a 500).

/** Main innings 1 and 2, then super overs in pairs: nine of them is more than any match has played. */
export const MAX_INNINGS = 20;
/** Per delivery and kind of extra: five wides off a ball that beats everyone to the rope, with room to spare. */
export const MAX_EXTRAS_PER_BALL = 10;
/** Penalty runs awarded at once outside a delivery: 5 per offence under Law 41. */
export const MAX_PENALTY_RUNS = 25;
/** The longest innings a tournament plays (TournamentInput's oversPerInnings). */
export const MAX_OVERS = 50;
/** Points one event scores in a points sport (a basket is 3 at most). */
export const MAX_POINTS_AT_ONCE = 10;
/** One set's or period's score in a points sport. */
export const MAX_SET_POINTS = 999;
/** A football minute: extra time ends at 120, added time is given apart. */
export const MAX_MINUTE = 150;
export const MAX_ADDED_TIME = 59;
/** Penalties one side scores in a shoot-out, sudden death included. */
export const MAX_SHOOTOUT_GOALS = 50;
/** Goals of a result entered whole. */
export const MAX_GOALS = 200;

const whole = (label: string, min: number, max: number) => {
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

const innings = whole('The innings', 1, MAX_INNINGS);
const extra = (label: string) => whole(label, 0, MAX_EXTRAS_PER_BALL).nullish();
const minute = whole('The minute', 1, MAX_MINUTE).nullish();
const addedTime = whole('Added time', 0, MAX_ADDED_TIME).nullish();

/** Paths read as the resolvers name them: `input.extras.wides`. */
const underInput = (shape: z.ZodRawShape) => z.object({ input: z.object(shape) });

const deliveryBounds = underInput({
  innings,
  extras: z
    .object({
      wides: extra('Wides'),
      noBalls: extra('No-balls'),
      byes: extra('Byes'),
      legByes: extra('Leg-byes'),
      penalty: extra('Penalty runs'),
    })
    .nullish(),
  // Each name new to a roster adds a player: a list as long as a page would add as many.
  wickets: z
    .array(
      z.object({
        fielders: z.array(z.unknown()).max(11, 'A dismissal names at most 11 fielders').nullish(),
      }),
    )
    .max(2, 'A delivery has at most 2 wickets')
    .nullish(),
  replacements: z.array(z.unknown()).max(4, 'A delivery has at most 4 replacements').nullish(),
});

const inningsEventBounds = underInput({ innings });

const closeInningsBounds = underInput({ innings, par: whole('A par score', 0, MAX_SCORE).nullish() });

const penaltyRunsBounds = underInput({ innings, runs: whole('Penalty runs', 1, MAX_PENALTY_RUNS) });

const rainRevisionBounds = underInput({
  innings,
  overs: z
    .number({ error: 'Give the revised overs' })
    .positive(`Revised overs must be more than 0 and at most ${MAX_OVERS}`)
    .max(MAX_OVERS, `Revised overs must be more than 0 and at most ${MAX_OVERS}`),
  target: whole('The target', 1, MAX_SCORE).nullish(),
});

const pointsEventBounds = underInput({
  points: whole('Points', 1, MAX_POINTS_AT_ONCE).nullish(),
  home: whole('The home score', 0, MAX_SET_POINTS).nullish(),
  away: whole('The away score', 0, MAX_SET_POINTS).nullish(),
});

// A line-up's names may each add a player to a roster: no longer lists than a team sheet has.
const footballEventBounds = underInput({
  minute,
  addedTime,
  starters: z.array(z.unknown()).max(11, 'A starting XI has 11 players').nullish(),
  bench: z.array(z.unknown()).max(15, 'A bench has at most 15 players').nullish(),
  assistantReferees: z.array(z.unknown()).max(2, 'A match has at most 2 assistant referees').nullish(),
  delta: whole('A tally', -1, 1).nullish(),
  possession: whole('Possession', 0, 100).nullish(),
});

// A sheet's names may each add a player: no more than an XI and its substitutes.
const cricketSheetBounds = underInput({
  innings: innings.nullish(),
  fromOver: whole('The first over', 1, MAX_OVERS).nullish(),
  toOver: whole('The last over', 1, MAX_OVERS).nullish(),
  players: z.array(z.unknown()).max(11, 'A playing XI has 11 players').nullish(),
  substitutes: z.array(z.unknown()).max(5, 'At most 5 substitutes').nullish(),
});

const resultBounds = underInput({
  homePenalties: whole('Penalties scored', 0, MAX_SHOOTOUT_GOALS).nullish(),
  awayPenalties: whole('Penalties scored', 0, MAX_SHOOTOUT_GOALS).nullish(),
  goals: z.array(z.object({ minute, addedTime })).max(MAX_GOALS, `A result has at most ${MAX_GOALS} goals`).nullish(),
});

const BOUNDS = {
  delivery: deliveryBounds,
  inningsEvent: inningsEventBounds,
  closeInnings: closeInningsBounds,
  penaltyRuns: penaltyRunsBounds,
  rainRevision: rainRevisionBounds,
  pointsEvent: pointsEventBounds,
  footballEvent: footballEventBounds,
  cricketSheet: cricketSheetBounds,
  result: resultBounds,
} as const;

/** Throws BAD_USER_INPUT naming the first field (`input.extras.wides`) whose number is out of bounds. */
export function checkEventNumbers(kind: keyof typeof BOUNDS, input: object): void {
  parseInput(BOUNDS[kind], { input });
}

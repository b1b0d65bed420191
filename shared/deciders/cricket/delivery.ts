// The events of a cricket match, as Cricsheet records them: deliveries, plus what happens to an
// innings between balls (closure, a rain-revised target, absent batters, penalty runs) and abandonment.
import type { CricketSheetEvent } from './match-sheet.js';

/** A player as the log names them: a roster id or a name, the same string everywhere in one match. */
export type PlayerKey = string;

/** A side as the log names it (a team's name or id). */
export type TeamKey = string;

/** Cricsheet's words for how a batter's innings ends; those credited to the bowler first. */
export const DISMISSAL_KINDS = [
  'bowled',
  'caught',
  'caught and bowled',
  'lbw',
  'stumped',
  'hit wicket',
  'run out',
  'retired hurt',
  'retired not out',
  'retired out',
  'obstructing the field',
  'handled the ball',
  'hit the ball twice',
  'timed out',
] as const;

export type DismissalKind = (typeof DISMISSAL_KINDS)[number];

export function isDismissalKind(kind: string): kind is DismissalKind {
  return (DISMISSAL_KINDS as readonly string[]).includes(kind);
}

export type Extras = { wides: number; noBalls: number; byes: number; legByes: number; penalty: number };

export const NO_EXTRAS: Readonly<Extras> = Object.freeze({ wides: 0, noBalls: 0, byes: 0, legByes: 0, penalty: 0 });

export type Wicket = {
  kind: DismissalKind;
  playerOut: PlayerKey;
  fielders: PlayerKey[];
  /** Fielders who were on as substitutes ("c sub (Name) b X"). */
  substitutes?: PlayerKey[];
};

/**
 * A review of an on-field decision (DRS) before this delivery counted, as Cricsheet records it. The laws
 * do not read it (the delivery's own fields say what came of it); the log keeps it for the scorecard.
 */
export type Review = {
  /** The side that asked. */
  by?: TeamKey;
  /** The umpire whose decision was reviewed (an official, by name: officials are not on a roster). */
  umpire?: string;
  /** The batter the decision was about. */
  batter?: PlayerKey;
  /** Cricsheet's words: "upheld" (the decision was changed) or "struck down" (it stood). */
  decision?: string;
  /** What was reviewed (Cricsheet: "wicket"). */
  type?: string;
  /** Struck down on umpire's call: the side keeps its review. */
  umpiresCall?: boolean;
};

/** A player coming into the match for another (Cricsheet's `replacements.match`): impact player, concussion... */
export type MatchReplacement = { team: TeamKey; in: PlayerKey; out: PlayerKey; reason: string };

/** A player taking over a role (Cricsheet's `replacements.role`): a bowler finishing an injured bowler's over. */
export type RoleReplacement = { role: string; in: PlayerKey; out?: PlayerKey; reason: string };

/** The replacements made before a delivery, as Cricsheet records them on it. */
export type Replacements = { match?: MatchReplacement[]; role?: RoleReplacement[] };

/** A delivery as a scorer or an import sends it: the dismissal kind is still an unchecked string. */
export type DeliveryInput = {
  innings: number;
  /** The side batting; needed on an innings' first delivery when the state cannot tell. */
  battingTeam?: TeamKey;
  batter: PlayerKey;
  nonStriker: PlayerKey;
  bowler: PlayerKey;
  /** Runs off the bat. */
  runs: number;
  /** A four or six that was run, or reached by overthrows: not a boundary. */
  nonBoundary?: boolean;
  extras?: Partial<Extras>;
  wickets?: { kind: string; playerOut: PlayerKey; fielders?: PlayerKey[]; substitutes?: PlayerKey[] }[];
  /** A review on this delivery (DRS). */
  review?: Review;
  /** Players replaced before this delivery (an impact player, a concussion substitute). */
  replacements?: Replacements;
};

/** A delivery the laws accepted: every field filled in. */
export type Delivery = {
  type: 'delivery';
  innings: number;
  battingTeam: TeamKey;
  batter: PlayerKey;
  nonStriker: PlayerKey;
  bowler: PlayerKey;
  runs: number;
  nonBoundary: boolean;
  extras: Extras;
  wickets: Wicket[];
  /** A review made on this delivery (optional: most deliveries have none, and the laws do not read it). */
  review?: Review;
  /** Replacements made before this delivery (optional, as `review`). */
  replacements?: Replacements;
};

export type InningsClosure = 'overs' | 'all out' | 'target' | 'declared' | 'forfeited' | 'closed';

/**
 * Events between balls. `innings` is the innings they belong to; `battingTeam` is needed only when the
 * event opens innings 1 and the toss is not in the config.
 */
export type InningsEvent = (
  | /**
     * The scorer ends an innings early: declared, forfeited, or simply closed (rain, batters retired).
     * A chase closed for no further play may carry its par score (the runs that would have tied at the
     * stoppage, by the rain rules): the result is then decided by par. `method` names the rules (DLS, D/L).
     */
    { type: 'close'; reason: 'declared' | 'forfeited' | 'closed'; par?: number; method?: string }
    /** A rain-revised target and overs (DLS) for a chase, or revised overs alone for any innings. */
  | { type: 'revise'; overs: number; targetRuns?: number; method?: string }
  /** A batter who cannot bat: the side is all out one wicket sooner for each. */
  | { type: 'absent hurt'; player: PlayerKey }
  /** Penalty runs awarded to the batting side before its innings began or after it ended. */
  | { type: 'penalty runs'; when: 'pre' | 'post'; runs: number }
) & { innings: number; battingTeam?: TeamKey };

/** The match ends: abandoned (no result), or a tie the scorer completes without a super over. */
export type MatchEnd = { type: 'abandon'; reason?: string } | { type: 'tie' };

/** An event of a cricket match's log: the payload a stored row carries (the row itself is the MatchEvent entity). */
export type CricketEvent = Delivery | InningsEvent | MatchEnd | CricketSheetEvent;

/** What a match is played as; the log holds everything else. */
export type MatchConfig = {
  /** The two sides, in the order the fixture names them. */
  teams: [TeamKey, TeamKey];
  /** Overs per side in a main innings (20 for a T20). */
  overs: number;
  ballsPerOver?: number;
  /** Who bats first, when the toss already settled it. */
  battingFirst?: TeamKey;
  /** Each side's players, for "yet to bat". */
  rosters?: Partial<Record<TeamKey, PlayerKey[]>>;
};

/** The dismissals that count as a wicket of the innings (a retired-hurt batter may come back). */
export function isWicketOfInnings(kind: string): boolean {
  return kind !== 'retired hurt' && kind !== 'retired not out';
}

/** The dismissals credited to the bowler: the first six kinds. */
export const BOWLER_CREDITED: ReadonlySet<DismissalKind> = new Set<DismissalKind>(DISMISSAL_KINDS.slice(0, 6));

const FIELDER_NAMED: ReadonlySet<string> = new Set<DismissalKind>(['caught', 'stumped', 'run out']);

/** Whether the scorecard names a fielder for this dismissal ("c Pant b X", "st Dhoni b X", "run out (Jadeja)"). */
export function namesFielder(kind: string): boolean {
  return FIELDER_NAMED.has(kind);
}

// The scorecard is a projection of the log: one pass over the events, the laws applied on the way.
import {
  NO_EXTRAS,
  isWicketOfInnings,
  type CricketEvent,
  type Delivery,
  type DismissalKind,
  type Extras,
  type InningsClosure,
  type MatchConfig,
  type PlayerKey,
  type TeamKey,
} from './delivery.js';
import {
  applyEvent,
  evolveDelivery,
  initialState,
  matchResult,
  validateDelivery,
  type InningsState,
  type MatchResult,
  type MatchState,
} from './innings-state.js';
import {
  ballChip,
  bowlerRuns,
  creditsBowler,
  deliveryRuns,
  extrasTotal,
  isBallFaced,
  isFour,
  isLegalBall,
  isSix,
  oversText,
  perOver,
  strikeRate,
} from './laws.js';
import { sheetOf, type CricketSheet } from './match-sheet.js';
import { ENGLISH_TEXTS } from '../../../../../shared/i18n/generated-texts.js';
import {
  commentaryIn,
  dismissalIn,
  fallOfWicketIn,
  powerplayIn,
  replacementIn,
  reviewIn,
  type BallSay,
  type DismissalSay,
  type FallOfWicketSay,
  type PowerplaySay,
  type ReplacementSay,
  type ReviewSay,
} from './card-texts.js';

// Each line's `text` is English (what is stored and exported); `say` is what it says, for another language.
export type Dismissal = {
  kind: DismissalKind;
  bowler: PlayerKey | null;
  fielders: PlayerKey[];
  text: string;
  say: DismissalSay;
};

export type BattingEntry = {
  player: PlayerKey;
  runs: number;
  balls: number;
  fours: number;
  sixes: number;
  strikeRate: number | null;
  /** Null when not out (a retired-hurt batter who came back is not out again). */
  dismissal: Dismissal | null;
};

export type BowlingEntry = {
  player: PlayerKey;
  legalBalls: number;
  overs: string;
  maidens: number;
  runs: number;
  wickets: number;
  economy: number | null;
  /** Wides and no-balls bowled (deliveries, not runs). */
  wides: number;
  noBalls: number;
};

export type FallOfWicket = {
  wicket: number;
  runs: number;
  player: PlayerKey;
  /** The ball it fell to, as "2.3". */
  over: string;
  /** "1-23 (Shaw, 2.3 ov)" */
  text: string;
  say: FallOfWicketSay;
};

export type Partnership = {
  /** The wicket it was for: 1 for the openers. */
  wicket: number;
  batters: [PlayerKey, PlayerKey];
  runs: number;
  legalBalls: number;
  /** Still together when the innings ended. */
  unbroken: boolean;
};

export type OverSummary = { over: number; runs: number; wickets: number; total: number };

/** `chip` is the ball as the over's chips show it ("4", "W", "wd"); `runs` all runs off it. */
export type CommentaryLine = {
  ball: string;
  text: string;
  say: BallSay;
  chip: string;
  runs: number;
  wicket: boolean;
};

/** The over being bowled (or the last one bowled): its number from 1, the bowler and its ball chips. */
export type ThisOver = { over: number; bowler: PlayerKey; balls: string[] };

/** A review on a ball of the innings (DRS), as the card prints it. */
export type ReviewLine = {
  ball: string;
  by: TeamKey | null;
  umpire: string | null;
  batter: PlayerKey | null;
  decision: string | null;
  /** Struck down on umpire's call: the side kept its review. */
  retained: boolean;
  text: string;
  say: ReviewSay;
};

/** A player brought into the match before a ball of the innings (impact player, concussion substitute). */
export type ReplacementLine = {
  ball: string;
  team: TeamKey;
  in: PlayerKey;
  out: PlayerKey;
  reason: string;
  text: string;
  say: ReplacementSay;
};

/** A powerplay of the innings and what the batting side made in it. */
export type PowerplayLine = {
  from: number;
  to: number;
  kind: string;
  runs: number;
  wickets: number;
  text: string;
  say: PowerplaySay;
};

export type InningsScorecard = {
  number: number;
  superOver: boolean;
  battingTeam: TeamKey;
  bowlingTeam: TeamKey;
  runs: number;
  wickets: number;
  legalBalls: number;
  overs: string;
  target: { runs: number; overs: string; revised: boolean } | null;
  closed: InningsClosure | null;
  allOut: boolean;
  extras: Extras & { total: number };
  batting: BattingEntry[];
  /** The side's XI (its roster when none was named) who have not batted: "Did not bat" once it closed. */
  yetToBat: PlayerKey[];
  reviews: ReviewLine[];
  replacements: ReplacementLine[];
  powerplays: PowerplayLine[];
  absentHurt: PlayerKey[];
  bowling: BowlingEntry[];
  fallOfWickets: FallOfWicket[];
  partnerships: Partnership[];
  runsPerOver: OverSummary[];
  commentary: CommentaryLine[];
  /** At the crease now (null once the innings closed, or while the next batter is not yet in). */
  striker: PlayerKey | null;
  nonStriker: PlayerKey | null;
  /** The bowler of the latest ball, while the innings is open. */
  bowler: PlayerKey | null;
  thisOver: ThisOver | null;
  /** A chase still open: runs still needed and legal balls left; null otherwise. */
  runsNeeded: number | null;
  ballsLeft: number | null;
};

export type MatchScorecard = {
  teams: [TeamKey, TeamKey];
  innings: InningsScorecard[];
  /** The main innings' totals, in batting order. */
  totals: { team: TeamKey; runs: number; wickets: number; legalBalls: number; overs: string; allOut: boolean }[];
  result: MatchResult;
  winner: TeamKey | null;
  resultText: string | null;
  /** The toss, the XIs, officials and player of the match, as the log has them. */
  sheet: CricketSheet;
};

export type ScorecardOptions = {
  /** How a player key reads on the card (an id to a name); the key itself otherwise. */
  name?: (player: PlayerKey) => string;
  /** What an imported file said of the toss, XIs, officials, powerplays: the log's own events come first. */
  fileSheet?: Partial<CricketSheet>;
};

/** The log's sheet, with an imported file's filling what the log does not say. */
function withFileSheet(sheet: CricketSheet, file: Partial<CricketSheet> | undefined): CricketSheet {
  if (!file) return sheet;
  return {
    ...sheet,
    toss: sheet.toss ?? file.toss ?? null,
    xi: Object.keys(sheet.xi).length ? sheet.xi : (file.xi ?? {}),
    officials: sheet.officials ?? file.officials ?? null,
    powerplays: sheet.powerplays.length ? sheet.powerplays : (file.powerplays ?? []),
    playerOfMatch: sheet.playerOfMatch.length ? sheet.playerOfMatch : (file.playerOfMatch ?? []),
  };
}

type OverTally = { bowlers: Set<PlayerKey>; legal: number; conceded: number; runs: number; wickets: number };

type InningsTally = {
  extras: Extras;
  batting: Map<PlayerKey, BattingEntry>;
  bowling: Map<PlayerKey, BowlingEntry>;
  fallOfWickets: FallOfWicket[];
  partnerships: Partnership[];
  overs: OverTally[];
  commentary: CommentaryLine[];
  thisOver: ThisOver | null;
  reviews: ReviewLine[];
  replacements: ReplacementLine[];
};

const newTally = (): InningsTally => ({
  reviews: [],
  replacements: [],
  extras: { ...NO_EXTRAS },
  batting: new Map(),
  bowling: new Map(),
  fallOfWickets: [],
  partnerships: [],
  overs: [],
  commentary: [],
  thisOver: null,
});

function batterEntry(tally: InningsTally, player: PlayerKey): BattingEntry {
  let entry = tally.batting.get(player);
  if (!entry) {
    entry = { player, runs: 0, balls: 0, fours: 0, sixes: 0, strikeRate: null, dismissal: null };
    tally.batting.set(player, entry);
  }
  return entry;
}

function bowlerEntry(tally: InningsTally, player: PlayerKey): BowlingEntry {
  let entry = tally.bowling.get(player);
  if (!entry) {
    entry = { player, legalBalls: 0, overs: '0', maidens: 0, runs: 0, wickets: 0, economy: null, wides: 0, noBalls: 0 };
    tally.bowling.set(player, entry);
  }
  return entry;
}

/** How a wicket reads, with the names the card gives its players. */
function dismissalSay(
  wicket: Delivery['wickets'][number],
  bowler: PlayerKey,
  name: (player: PlayerKey) => string,
): DismissalSay {
  return {
    kind: wicket.kind,
    bowler: name(bowler),
    fielders: wicket.fielders.map((player) => ({
      name: name(player),
      substitute: wicket.substitutes?.includes(player) ?? false,
    })),
  };
}

/** What the commentary says of a ball (its replacements and review are added by `tallyNotes`). */
function ballSay(
  delivery: Delivery,
  ball: string,
  freeHit: boolean,
  name: (player: PlayerKey) => string,
): Omit<BallSay, 'replacements' | 'review'> {
  return {
    ball,
    freeHit,
    bowler: name(delivery.bowler),
    batter: name(delivery.batter),
    runs: delivery.runs,
    four: isFour(delivery),
    six: isSix(delivery),
    extras: { ...delivery.extras },
    leaving: delivery.wickets.map((wicket) => ({
      player: name(wicket.playerOut),
      how: dismissalSay(wicket, delivery.bowler, name),
      ofInnings: isWicketOfInnings(wicket.kind),
    })),
  };
}

function tallyDelivery(
  tally: InningsTally,
  before: InningsState,
  after: InningsState,
  delivery: Delivery,
  ballsPerOver: number,
  name: (player: PlayerKey) => string,
): void {
  const overIndex = Math.floor(before.legalBalls / ballsPerOver);
  const ball = `${overIndex}.${(before.legalBalls % ballsPerOver) + 1}`;
  const legal = isLegalBall(delivery.extras);
  const total = deliveryRuns(delivery);
  const notes = tallyNotes(tally, delivery, ball, name);

  for (const key of Object.keys(tally.extras) as (keyof Extras)[]) tally.extras[key] += delivery.extras[key];

  const striker = batterEntry(tally, delivery.batter);
  const other = batterEntry(tally, delivery.nonStriker);
  // A retired batter who comes back is not out again (yet).
  for (const entry of [striker, other])
    if (entry.dismissal && !isWicketOfInnings(entry.dismissal.kind)) entry.dismissal = null;
  striker.runs += delivery.runs;
  if (isBallFaced(delivery.extras)) striker.balls += 1;
  if (isFour(delivery)) striker.fours += 1;
  if (isSix(delivery)) striker.sixes += 1;

  const bowler = bowlerEntry(tally, delivery.bowler);
  const conceded = bowlerRuns(delivery);
  bowler.runs += conceded;
  if (legal) bowler.legalBalls += 1;
  if (delivery.extras.wides > 0) bowler.wides += 1;
  if (delivery.extras.noBalls > 0) bowler.noBalls += 1;

  const over = (tally.overs[overIndex] ??= { bowlers: new Set(), legal: 0, conceded: 0, runs: 0, wickets: 0 });
  over.bowlers.add(delivery.bowler);
  over.conceded += conceded;
  over.runs += total;
  if (legal) over.legal += 1;

  const pair: [PlayerKey, PlayerKey] = [delivery.batter, delivery.nonStriker];
  let partnership = tally.partnerships[tally.partnerships.length - 1];
  if (!partnership?.unbroken || !pair.every((player) => partnership.batters.includes(player))) {
    partnership = { wicket: before.wickets + 1, batters: pair, runs: 0, legalBalls: 0, unbroken: true };
    tally.partnerships.push(partnership);
  }
  partnership.runs += total;
  if (legal) partnership.legalBalls += 1;

  let fallen = before.wickets;
  for (const wicket of delivery.wickets) {
    const credited = creditsBowler(wicket);
    const say = dismissalSay(wicket, delivery.bowler, name);
    batterEntry(tally, wicket.playerOut).dismissal = {
      kind: wicket.kind,
      bowler: credited ? delivery.bowler : null,
      fielders: wicket.fielders,
      text: dismissalIn(ENGLISH_TEXTS, say),
      say,
    };
    partnership.unbroken = false;
    if (!isWicketOfInnings(wicket.kind)) continue;
    if (credited) bowler.wickets += 1;
    over.wickets += 1;
    fallen += 1;
    const fell = { wicket: fallen, runs: after.runs, player: name(wicket.playerOut), ball };
    tally.fallOfWickets.push({
      wicket: fallen,
      runs: after.runs,
      player: wicket.playerOut,
      over: ball,
      text: fallOfWicketIn(ENGLISH_TEXTS, fell),
      say: fell,
    });
  }
  const chip = ballChip(delivery);
  // The ball after a no-ball (limited overs): the scorer and the reader see why a swing was free.
  const say: BallSay = { ...ballSay(delivery, ball, before.freeHit === true, name), ...notes };
  tally.commentary.push({
    ball,
    text: commentaryIn(ENGLISH_TEXTS, say),
    say,
    chip,
    runs: total,
    wicket: delivery.wickets.some((wicket) => isWicketOfInnings(wicket.kind)),
  });
  if (tally.thisOver?.over !== overIndex + 1)
    tally.thisOver = { over: overIndex + 1, bowler: delivery.bowler, balls: [] };
  tally.thisOver.bowler = delivery.bowler;
  tally.thisOver.balls.push(chip);
}

/** A ball's review and the replacements before it: kept for the card, and what the commentary adds. */
function tallyNotes(
  tally: InningsTally,
  delivery: Delivery,
  ball: string,
  name: (player: PlayerKey) => string,
): Pick<BallSay, 'replacements' | 'review'> {
  const replacements: ReplacementSay[] = [];
  for (const each of delivery.replacements?.match ?? []) {
    const say = { reason: each.reason, playerIn: name(each.in), playerOut: name(each.out) };
    const text = replacementIn(ENGLISH_TEXTS, say);
    tally.replacements.push({ ball, team: each.team, in: each.in, out: each.out, reason: each.reason, text, say });
    replacements.push(say);
  }
  const review = delivery.review;
  if (!review) return { replacements, review: null };
  const retained = review.decision === 'struck down' && review.umpiresCall === true;
  const say: ReviewSay = {
    batter: review.batter ? name(review.batter) : null,
    umpire: review.umpire ?? null,
    decision: review.decision ?? null,
    retained,
  };
  tally.reviews.push({
    ball,
    by: review.by ?? null,
    umpire: review.umpire ?? null,
    batter: review.batter ?? null,
    decision: review.decision ?? null,
    retained,
    text: reviewIn(ENGLISH_TEXTS, say),
    say,
  });
  return { replacements, review: say };
}

/** Each powerplay of the innings, with the runs and wickets of its overs. */
function powerplayLines(sheet: CricketSheet, innings: InningsState, runsPerOver: OverSummary[]): PowerplayLine[] {
  return sheet.powerplays
    .filter((each) => each.innings === innings.number)
    .map(({ from, to, kind }) => {
      const overs = runsPerOver.filter((over) => over.over >= from && over.over <= to);
      const runs = overs.reduce((sum, over) => sum + over.runs, 0);
      const wickets = overs.reduce((sum, over) => sum + over.wickets, 0);
      const say = { from, to, kind, runs, wickets };
      return { ...say, text: powerplayIn(ENGLISH_TEXTS, say), say };
    });
}

function inningsScorecard(
  innings: InningsState,
  tally: InningsTally,
  state: MatchState,
  sheet: CricketSheet,
): InningsScorecard {
  const { config } = state;
  const { ballsPerOver } = config;
  const batting = [...tally.batting.values()].map((entry) => ({
    ...entry,
    strikeRate: strikeRate(entry.runs, entry.balls),
  }));
  const maidens = new Map<PlayerKey, number>();
  for (const over of tally.overs) {
    if (over && over.legal === ballsPerOver && over.bowlers.size === 1 && over.conceded === 0) {
      const [bowler] = over.bowlers;
      maidens.set(bowler, (maidens.get(bowler) ?? 0) + 1);
    }
  }
  const bowling = [...tally.bowling.values()].map((entry) => ({
    ...entry,
    overs: oversText(entry.legalBalls, ballsPerOver),
    maidens: maidens.get(entry.player) ?? 0,
    economy: perOver(entry.runs, entry.legalBalls, ballsPerOver),
  }));
  let total = innings.penaltyPre;
  const runsPerOver: OverSummary[] = [];
  tally.overs.forEach((over, index) => {
    if (!over) return;
    total += over.runs;
    runsPerOver.push({ over: index + 1, runs: over.runs, wickets: over.wickets, total });
  });
  const roster = sheet.xi[innings.battingTeam]?.players ?? config.rosters?.[innings.battingTeam] ?? [];
  const extras = { ...tally.extras, penalty: tally.extras.penalty + innings.penaltyPre + innings.penaltyPost };
  return {
    number: innings.number,
    superOver: innings.superOver,
    battingTeam: innings.battingTeam,
    bowlingTeam: innings.bowlingTeam,
    runs: innings.runs,
    wickets: innings.wickets,
    legalBalls: innings.legalBalls,
    overs: oversText(innings.legalBalls, ballsPerOver),
    target: innings.target && {
      runs: innings.target.runs,
      overs: oversText(innings.target.balls, ballsPerOver),
      revised: innings.target.revised,
    },
    closed: innings.closed,
    allOut: innings.closed === 'all out',
    extras: { ...extras, total: extrasTotal(extras) },
    batting,
    yetToBat: roster.filter((player) => !tally.batting.has(player) && !innings.absentHurt.includes(player)),
    absentHurt: [...innings.absentHurt],
    reviews: tally.reviews,
    replacements: tally.replacements,
    powerplays: powerplayLines(sheet, innings, runsPerOver),
    bowling,
    fallOfWickets: tally.fallOfWickets,
    partnerships: tally.partnerships,
    runsPerOver,
    commentary: tally.commentary,
    ...atTheCrease(innings, tally),
  };
}

/** Who is in, who is bowling and what the chase needs, while the innings is open. */
function atTheCrease(
  innings: InningsState,
  tally: InningsTally,
): Pick<InningsScorecard, 'striker' | 'nonStriker' | 'bowler' | 'thisOver' | 'runsNeeded' | 'ballsLeft'> {
  const open = innings.closed === null;
  const chase = open && innings.target !== null;
  return {
    striker: open ? innings.striker : null,
    nonStriker: open ? innings.nonStriker : null,
    bowler: open ? (tally.thisOver?.bowler ?? null) : null,
    thisOver: tally.thisOver,
    runsNeeded: chase ? Math.max(0, innings.target.runs - innings.runs) : null,
    ballsLeft: chase ? Math.max(0, innings.target.balls - innings.legalBalls) : null,
  };
}

/** Folds the log (validating every event) and projects the match's scorecard from it. */
export function projectScorecard(
  config: MatchConfig,
  events: readonly CricketEvent[],
  options: ScorecardOptions = {},
): MatchScorecard {
  const name = options.name ?? ((player: PlayerKey) => player);
  let state = initialState(config);
  const tallies = new Map<number, InningsTally>();
  for (const event of events) {
    if (event.type !== 'delivery') {
      state = applyEvent(state, event);
      continue;
    }
    const { delivery, innings: before } = validateDelivery(state, event);
    state = evolveDelivery(state, before, delivery);
    const after = state.innings[state.innings.length - 1];
    let tally = tallies.get(delivery.innings);
    if (!tally) tallies.set(delivery.innings, (tally = newTally()));
    tallyDelivery(tally, before, after, delivery, state.config.ballsPerOver, name);
  }
  const sheet = withFileSheet(sheetOf(state), options.fileSheet);
  const innings = state.innings.map((entry) =>
    inningsScorecard(entry, tallies.get(entry.number) ?? newTally(), state, sheet),
  );
  const result = matchResult(state);
  return {
    teams: [...config.teams],
    innings,
    totals: innings
      .filter((entry) => !entry.superOver)
      .map(({ battingTeam, runs, wickets, legalBalls, overs, allOut }) => ({
        team: battingTeam,
        runs,
        wickets,
        legalBalls,
        overs,
        allOut,
      })),
    result,
    winner: result.winner,
    resultText: result.text,
    sheet,
  };
}

// The words of a cricket card (commentary, dismissals, fall of wickets, toss, powerplays, reviews,
// replacements) in one language. The scorecard keeps what each line says as data, with names already
// read, so a card projected once and shared by every reader is worded for each reader's language.
import type { GeneratedTextId, GeneratedTexts } from '../../../../../shared/i18n/generated-texts.js';
import type { DismissalKind } from './delivery.js';
import type { TossDecision } from './match-sheet.js';

/** How a batter was out: the kind, the bowler's name, and the fielders' (a substitute fielder marked). */
export type DismissalSay = {
  kind: DismissalKind;
  bowler: string;
  fielders: { name: string; substitute: boolean }[];
};

/** A wicket or retirement on a ball: who left, how, and whether it was a wicket of the innings. */
export type LeavingSay = { player: string; how: DismissalSay; ofInnings: boolean };

/** A review (DRS) on a ball. */
export type ReviewSay = { batter: string | null; umpire: string | null; decision: string | null; retained: boolean };

/** A player brought into the match, in Cricsheet's reason ("impact_player"). */
export type ReplacementSay = { reason: string; playerIn: string; playerOut: string };

/** What one ball of the commentary says, its ball number apart. */
export type BallSay = {
  ball: string;
  replacements: ReplacementSay[];
  freeHit: boolean;
  bowler: string;
  batter: string;
  runs: number;
  four: boolean;
  six: boolean;
  extras: { wides: number; noBalls: number; byes: number; legByes: number; penalty: number };
  leaving: LeavingSay[];
  review: ReviewSay | null;
};

export type FallOfWicketSay = { wicket: number; runs: number; player: string; ball: string };

export type PowerplaySay = { from: number; to: number; kind: string; runs: number; wickets: number };

const KIND_TEXTS: Partial<Record<DismissalKind, GeneratedTextId>> = {
  'retired hurt': 'cricket.dismissal.retiredHurt',
  'retired not out': 'cricket.dismissal.retiredNotOut',
  'retired out': 'cricket.dismissal.retiredOut',
  'obstructing the field': 'cricket.dismissal.obstructingTheField',
  'handled the ball': 'cricket.dismissal.handledTheBall',
  'hit the ball twice': 'cricket.dismissal.hitTheBallTwice',
  'timed out': 'cricket.dismissal.timedOut',
};

/** As a scorecard prints it: "c Pant b Rabada", "run out (sub (Iyer))", "retired hurt". */
export function dismissalIn(texts: GeneratedTexts, say: DismissalSay): string {
  const fielder = ({ name, substitute }: DismissalSay['fielders'][number]) =>
    substitute ? texts('cricket.dismissal.substitute', { fielder: name }) : name;
  // An unnamed catcher or keeper is printed "?", as the scorer left it.
  const first = say.fielders[0] ? fielder(say.fielders[0]) : '?';
  const bowler = say.bowler;
  switch (say.kind) {
    case 'bowled':
      return texts('cricket.dismissal.bowled', { bowler });
    case 'caught':
      return texts('cricket.dismissal.caught', { fielder: first, bowler });
    case 'caught and bowled':
      return texts('cricket.dismissal.caughtAndBowled', { bowler });
    case 'lbw':
      return texts('cricket.dismissal.lbw', { bowler });
    case 'stumped':
      return texts('cricket.dismissal.stumped', { fielder: first, bowler });
    case 'hit wicket':
      return texts('cricket.dismissal.hitWicket', { bowler });
    case 'run out':
      return say.fielders.length === 0
        ? texts('cricket.dismissal.runOut')
        : texts('cricket.dismissal.runOutBy', { fielders: say.fielders.map(fielder).join('/') });
    default: {
      const id = KIND_TEXTS[say.kind];
      return id ? texts(id) : say.kind;
    }
  }
}

const DECISION_TEXTS: Record<string, GeneratedTextId> = {
  upheld: 'cricket.review.upheld',
  'struck down': 'cricket.review.struckDown',
};

/** "Review (Shaw), umpire Dar: struck down, umpire's call, review retained". */
export function reviewIn(texts: GeneratedTexts, say: ReviewSay): string {
  const details =
    (say.batter ? texts('cricket.review.batter', { batter: say.batter }) : '') +
    (say.umpire ? texts('cricket.review.umpire', { umpire: say.umpire }) : '');
  // Cricsheet's own words for a decision the catalogue does not know are kept as the file has them.
  const said =
    say.decision === null
      ? texts('cricket.review.reviewed')
      : DECISION_TEXTS[say.decision]
        ? texts(DECISION_TEXTS[say.decision])
        : say.decision;
  const decision = say.retained ? texts('cricket.review.retained', { decision: said }) : said;
  return texts('cricket.review.line', { details, decision });
}

const REASON_TEXTS: Record<string, GeneratedTextId> = {
  impact_player: 'cricket.replacement.impactPlayer',
  concussion_substitute: 'cricket.replacement.concussionSubstitute',
  covid_replacement: 'cricket.replacement.covidReplacement',
  injury_substitute: 'cricket.replacement.injurySubstitute',
};

/** "Impact player: A in for B"; a reason the catalogue does not know reads as Cricsheet wrote it. */
export function replacementIn(texts: GeneratedTexts, say: ReplacementSay): string {
  const id = REASON_TEXTS[say.reason];
  const reason = id ? texts(id) : say.reason.replace(/_/g, ' ');
  return texts('cricket.replacement.line', { reason, playerIn: say.playerIn, playerOut: say.playerOut });
}

/** "3.2 Rabada to Shaw, FOUR", with the replacements before the ball and the review after it. */
export function commentaryIn(texts: GeneratedTexts, say: BallSay): string {
  const { wides, noBalls, byes, legByes, penalty } = say.extras;
  const parts: string[] = [];
  if (wides > 0) parts.push(texts('cricket.commentary.wides', { count: wides }));
  if (noBalls > 0) parts.push(texts('cricket.commentary.noBalls', { count: noBalls }));
  if (say.four) parts.push(texts('cricket.commentary.four'));
  else if (say.six) parts.push(texts('cricket.commentary.six'));
  else if (say.runs > 0) parts.push(texts('cricket.commentary.runs', { count: say.runs }));
  if (byes > 0) parts.push(texts('cricket.commentary.byes', { count: byes }));
  if (legByes > 0) parts.push(texts('cricket.commentary.legByes', { count: legByes }));
  if (penalty > 0) parts.push(texts('cricket.commentary.penaltyRuns', { count: penalty }));
  for (const leaving of say.leaving) {
    const values = { player: leaving.player, how: dismissalIn(texts, leaving.how) };
    parts.push(texts(leaving.ofInnings ? 'cricket.commentary.out' : 'cricket.commentary.leaves', values));
  }
  if (parts.length === 0) parts.push(texts('cricket.commentary.noRun'));
  let line = texts('cricket.commentary.ball', { bowler: say.bowler, batter: say.batter, what: parts.join(', ') });
  if (say.freeHit) line = texts('cricket.commentary.freeHit', { line });
  if (say.review) line = texts('cricket.commentary.withReview', { line, review: reviewIn(texts, say.review) });
  const before = say.replacements.map((each) => `(${replacementIn(texts, each)}) `).join('');
  return `${say.ball} ${before}${line}`;
}

/** "1-23 (Shaw, 2.3 ov)". */
export function fallOfWicketIn(texts: GeneratedTexts, say: FallOfWicketSay): string {
  // Numbers as written, never grouped: "1-1023" is not "1-1,023".
  return texts('cricket.fallOfWicket', { ...say, wicket: String(say.wicket), runs: String(say.runs) });
}

const POWERPLAY_TEXTS: Record<string, GeneratedTextId> = {
  mandatory: 'cricket.powerplay.mandatory',
  batting: 'cricket.powerplay.batting',
  fielding: 'cricket.powerplay.fielding',
};

/** "Powerplay (overs 1-6): 52/1". */
export function powerplayIn(texts: GeneratedTexts, say: PowerplaySay): string {
  const [from, to, runs, wickets] = [say.from, say.to, say.runs, say.wickets].map(String);
  const kind = say.kind;
  const span =
    from === to ? texts('cricket.powerplay.over', { over: from }) : texts('cricket.powerplay.overs', { from, to });
  const id = POWERPLAY_TEXTS[kind];
  // A kind an imported file names that Cricsheet does not list reads capitalised, as the file has it.
  const label = id ? texts(id) : texts('cricket.powerplay.other', { kind: `${kind[0].toUpperCase()}${kind.slice(1)}` });
  return texts('cricket.powerplay.line', { label, span, runs, wickets });
}

/** "Trinbago Knight Riders won the toss and chose to field". */
export function tossIn(texts: GeneratedTexts, team: string, decision: TossDecision): string {
  return texts(decision === 'bat' ? 'cricket.toss.bat' : 'cricket.toss.field', { team });
}

import { ENGLISH_TEXTS, type GeneratedTexts } from '../../../../shared/i18n/generated-texts.js';
import { roundNameIn } from '../../../../shared/i18n/stored-texts.js';
import { InputError } from '../../core/errors.js';
import { Sport, TournamentType, type Tournament } from '../tournaments/tournament.entity.js';
import { MatchStatus, ResultKind, Side, type Match } from './match.entity.js';

/** Every status change a match may make; anything else is refused. */
export const ALLOWED_TRANSITIONS: Readonly<Record<MatchStatus, readonly MatchStatus[]>> = {
  [MatchStatus.scheduled]: [MatchStatus.in_progress, MatchStatus.postponed, MatchStatus.cancelled],
  [MatchStatus.postponed]: [MatchStatus.scheduled, MatchStatus.cancelled],
  [MatchStatus.in_progress]: [MatchStatus.completed],
  [MatchStatus.completed]: [],
  [MatchStatus.cancelled]: [],
};

export function assertTransition(from: MatchStatus, to: MatchStatus): void {
  if (!ALLOWED_TRANSITIONS[from].includes(to)) {
    throw new InputError({ status: `Cannot move a match from ${from} to ${to}` });
  }
}

/**
 * Whether a level result needs a decider: a match of a knockout or playoff stage, or any match of a
 * tournament played as one knockout (a match of a group or league stage may be drawn).
 */
export function isKnockoutMatch(match: { needsWinner?: boolean | null } | null | undefined, tournament: Tournament) {
  if (match?.needsWinner != null) return match.needsWinner;
  return tournament.tournamentType === TournamentType.knockout;
}

export type Outcome = { winner: Side | null; resultKind: ResultKind | null };

const other = (side: Side) => (side === Side.home ? Side.away : Side.home);

/**
 * What to do with a level knockout match until tie-breaks (penalties, super overs) can be scored:
 * said in plain words on the scoring pad rather than a bare refusal.
 */
export const KNOCKOUT_LEVEL_ADVICE: Readonly<Record<Sport, string>> = {
  football:
    'Penalties can’t be recorded in Pitchside yet: leave the match in progress, add the shoot-out result to the match notes and tell the tournament organiser.',
  points:
    'A tie-break can’t be recorded in Pitchside yet: leave the match in progress, add the tie-break result to the match notes and tell the tournament organiser.',
  cricket:
    'A super over can’t be recorded in Pitchside yet: leave the match in progress, add the super over result to the match notes and tell the tournament organiser.',
};

/**
 * Who won, from the scores and (cricket) the result kind. Refuses a result that cannot stand:
 * missing scores, a "normal" cricket result with level scores, a tie that is not level, and a level
 * knockout match (no tiebreak is modelled, so a knockout needs a winner on the scores).
 */
export type ResultFields = Pick<
  Match,
  'homeTeamScore' | 'awayTeamScore' | 'resultKind' | 'battedFirst' | 'revisedOvers' | 'revisedTarget'
> &
  Partial<Pick<Match, 'needsWinner'>>;

export function deriveOutcome(match: ResultFields, tournament: Tournament): Outcome {
  const knockout = isKnockoutMatch(match, tournament);
  const home = match.homeTeamScore;
  const away = match.awayTeamScore;

  if (tournament.sport !== Sport.cricket) {
    if (home == null) throw new InputError({ homeTeamScore: 'Enter the home score before completing the match' });
    if (away == null) throw new InputError({ awayTeamScore: 'Enter the away score before completing the match' });
    if (home === away) {
      if (knockout) {
        throw new InputError({
          status: `A knockout match cannot be completed with level scores. ${KNOCKOUT_LEVEL_ADVICE[tournament.sport as Sport]}`,
        });
      }
      return { winner: null, resultKind: null };
    }
    return { winner: home > away ? Side.home : Side.away, resultKind: null };
  }

  const kind = match.resultKind ?? ResultKind.normal;
  if (kind === ResultKind.no_result) {
    if (knockout) throw new InputError({ resultKind: 'A knockout match needs a winner: it cannot end with no result' });
    return { winner: null, resultKind: kind };
  }
  if (home == null) throw new InputError({ homeTeamScore: 'Enter the home side’s runs before completing the match' });
  if (away == null) throw new InputError({ awayTeamScore: 'Enter the away side’s runs before completing the match' });
  const first = match.battedFirst ?? Side.home;
  const chasing = other(first);
  const runs = (side: Side) => (side === Side.home ? home : away);

  if (kind === ResultKind.rain_revised) {
    if (match.revisedOvers == null)
      throw new InputError({ revisedOvers: 'A rain-revised result needs the revised overs' });
    if (match.revisedTarget == null) {
      throw new InputError({ revisedTarget: 'A rain-revised result needs the revised target' });
    }
    const chase = runs(chasing);
    if (chase >= match.revisedTarget) return { winner: chasing, resultKind: kind };
    if (chase === match.revisedTarget - 1) {
      if (knockout) {
        throw new InputError({
          resultKind: `A knockout match needs a winner: it cannot end in a tie. ${KNOCKOUT_LEVEL_ADVICE.cricket}`,
        });
      }
      return { winner: null, resultKind: kind };
    }
    return { winner: first, resultKind: kind };
  }

  if (kind === ResultKind.tie) {
    if (home !== away) throw new InputError({ resultKind: 'A tie needs level scores' });
    if (knockout) {
      throw new InputError({
        resultKind: `A knockout match needs a winner: it cannot end in a tie. ${KNOCKOUT_LEVEL_ADVICE.cricket}`,
      });
    }
    return { winner: null, resultKind: kind };
  }
  if (home === away && knockout) {
    throw new InputError({
      resultKind: `The scores are level and a knockout match needs a winner. ${KNOCKOUT_LEVEL_ADVICE.cricket}`,
    });
  }
  if (home === away) throw new InputError({ resultKind: 'The scores are level: record the result as a tie' });
  return { winner: home > away ? Side.home : Side.away, resultKind: kind };
}

/**
 * The round as fans say it, in the reader's language: a group match is "Group A, matchday 2"; a named round
 * keeps its name ("Quarter-final", "Matchday 3"); a plain fixture list's is "Round 4"; null when none is set.
 */
export function roundLabel(
  match: { roundName?: string | null; roundNumber?: number | null; groupId: number | null },
  texts: GeneratedTexts = ENGLISH_TEXTS,
): string | null {
  const name = match.roundName ? roundNameIn(texts, match.roundName) : null;
  if (name && match.groupId !== null && match.roundNumber) {
    return texts('round.inGroup', { round: name, number: match.roundNumber });
  }
  if (name) return name;
  return match.roundNumber ? texts('round.number', { number: match.roundNumber }) : null;
}

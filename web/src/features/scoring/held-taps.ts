import { chipLabel, pendingBall } from './cricket-state';
import { KIND_LABELS, PERIOD_NAMES, minuteText } from './football-state';
import type { CricketSheetInput } from '../../gql/graphql';
import type { MessageId } from '../../i18n/message-ids';
import type { Translate } from '../../i18n/use-t';
import type { Tap } from './outbox';
import { playerName, type RosterPlayer } from './PlayerPicker';

/**
 * One number of a tap the scorer may correct after a refusal; `path` is the server's name for it, `label`
 * its message (`t(label.id, label.values)`).
 */
export type FixField = {
  name: string;
  label: { id: MessageId; values?: Record<string, string> };
  path: string;
  value: number;
  min: number;
  step?: number;
};

/** A point tap's worth as its words count it: one point, or the points it scores at once. */
export const pointsOf = (points: number | null | undefined): number => (points && points > 1 ? points : 1);

/** A tap in words, as the held list names it: "Goal · Kim Collins · Nevis Peak FC · 1+2'". */
export function describeTap(
  tap: Tap,
  players: readonly RosterPlayer[],
  teams: { home?: string | null; away?: string | null },
  t: Translate,
): string {
  switch (tap.kind) {
    case 'football': {
      const input = tap.input;
      if (input.kind === 'PERIOD_START' || input.kind === 'PERIOD_END') {
        return `${t(KIND_LABELS[input.kind])} · ${input.period ? t(PERIOD_NAMES[input.period]) : ''}`;
      }
      const who =
        input.kind === 'SUBSTITUTION'
          ? t('scoring.football.subWords', {
              on: playerName(players, input.playerOn),
              off: playerName(players, input.playerOff),
            })
          : playerName(players, input.player);
      const when = input.minute != null ? minuteText({ minute: input.minute, addedTime: input.addedTime }) : null;
      return [t(KIND_LABELS[input.kind]), who, input.side ? teams[input.side] : null, when].filter(Boolean).join(' · ');
    }
    case 'delivery': {
      const input = tap.input;
      const ball = chipLabel({ ...pendingBall(input), pending: false }, t);
      return t('scoring.tap.delivery', {
        bowler: playerName(players, input.bowler),
        batter: playerName(players, input.batter),
        ball,
      });
    }
    case 'points': {
      const input = tap.input;
      if (input.kind === 'POINT') {
        return t('scoring.tap.point', {
          points: pointsOf(input.points),
          team: (input.side && teams[input.side]) ?? '',
        });
      }
      return input.kind === 'SET_RESULT'
        ? t('scoring.tap.set', { home: input.home ?? 0, away: input.away ?? 0 })
        : t('scoring.tap.periodEnd');
    }
    case 'sheet':
      return sheetTapText(tap.input, players, t);
    case 'close':
      return t('scoring.tap.close', { innings: tap.input.innings, reason: tap.input.reason });
    case 'revise':
      return tap.input.target
        ? t('scoring.tap.reviseTarget', {
            innings: tap.input.innings,
            overs: tap.input.overs,
            target: tap.input.target,
          })
        : t('scoring.tap.revise', { innings: tap.input.innings, overs: tap.input.overs });
    case 'tie':
      return t('scoring.tap.tie');
    case 'undo':
      return t('scoring.tap.undo');
  }
}

const SHEET_LABELS: Record<CricketSheetInput['kind'], MessageId> = {
  TOSS: 'scoring.tap.sheet.TOSS',
  PLAYING_XI: 'scoring.tap.sheet.PLAYING_XI',
  OFFICIALS: 'scoring.tap.sheet.OFFICIALS',
  POWERPLAY: 'scoring.tap.sheet.POWERPLAY',
  PLAYER_OF_THE_MATCH: 'scoring.tap.sheet.PLAYER_OF_THE_MATCH',
};

function sheetTapText(input: CricketSheetInput, players: readonly RosterPlayer[], t: Translate): string {
  switch (input.kind) {
    case 'TOSS':
      return t('scoring.tap.toss', { decision: input.decision ?? 'FIELD' });
    case 'POWERPLAY':
      return t('scoring.tap.powerplay', {
        innings: input.innings ?? '',
        from: input.fromOver ?? '',
        to: input.toOver ?? '',
      });
    case 'PLAYER_OF_THE_MATCH':
      return `${t(SHEET_LABELS[input.kind])} · ${(input.players ?? []).map((each) => playerName(players, each)).join(', ')}`;
    case 'PLAYING_XI':
      return t('scoring.tap.playingXi', { count: (input.players ?? []).length });
    default:
      return t(SHEET_LABELS[input.kind]);
  }
}

/** The numbers of a tap the scorer can correct in place (its minute, its runs); none for the others. */
export function fixableFields(tap: Tap, teams: { home?: string | null; away?: string | null } = {}): FixField[] {
  switch (tap.kind) {
    case 'football':
      if (tap.input.minute == null) return [];
      return [
        {
          name: 'minute',
          label: { id: 'scoring.football.minute' },
          path: 'input.minute',
          value: tap.input.minute,
          min: 1,
        },
        {
          name: 'addedTime',
          label: { id: 'scoring.football.addedTime' },
          path: 'input.addedTime',
          value: tap.input.addedTime ?? 0,
          min: 0,
        },
      ];
    case 'delivery':
      return [
        { name: 'runs', label: { id: 'scoring.held.runsOffBat' }, path: 'input.runs', value: tap.input.runs, min: 0 },
      ];
    case 'points':
      if (tap.input.kind !== 'SET_RESULT') return [];
      return [
        {
          name: 'home',
          label: teams.home
            ? { id: 'scoring.held.teamPoints', values: { team: teams.home } }
            : { id: 'scoring.held.homePoints' },
          path: 'input.home',
          value: tap.input.home ?? 0,
          min: 0,
        },
        {
          name: 'away',
          label: teams.away
            ? { id: 'scoring.held.teamPoints', values: { team: teams.away } }
            : { id: 'scoring.held.awayPoints' },
          path: 'input.away',
          value: tap.input.away ?? 0,
          min: 0,
        },
      ];
    case 'revise':
      return [
        {
          name: 'overs',
          label: { id: 'scoring.held.revisedOvers' },
          path: 'input.overs',
          value: tap.input.overs,
          min: 0,
          step: 0.1,
        },
        {
          name: 'target',
          label: { id: 'scoring.held.revisedTarget' },
          path: 'input.target',
          value: tap.input.target ?? 0,
          min: 0,
        },
      ];
    default:
      return [];
  }
}

/** The tap with the scorer's corrected numbers (as fixableFields names them); everything else kept. */
export function withFix(tap: Tap, values: Readonly<Record<string, number>>): Tap {
  const value = (name: string, fallback: number) => values[name] ?? fallback;
  switch (tap.kind) {
    case 'football': {
      const addedTime = value('addedTime', tap.input.addedTime ?? 0);
      return {
        kind: 'football',
        input: { ...tap.input, minute: value('minute', tap.input.minute ?? 1), addedTime: addedTime || null },
      };
    }
    case 'delivery':
      return { kind: 'delivery', input: { ...tap.input, runs: value('runs', tap.input.runs) } };
    case 'points':
      if (tap.input.kind !== 'SET_RESULT') return tap;
      return {
        kind: 'points',
        input: { ...tap.input, home: value('home', tap.input.home ?? 0), away: value('away', tap.input.away ?? 0) },
      };
    case 'revise': {
      const target = value('target', tap.input.target ?? 0);
      return {
        kind: 'revise',
        input: { ...tap.input, overs: value('overs', tap.input.overs), target: target || null },
      };
    }
    default:
      return tap;
  }
}

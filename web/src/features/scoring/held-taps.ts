import { chipLabel, pendingBall } from './cricket-state';
import { KIND_LABELS, PERIOD_NAMES, minuteText } from './football-state';
import type { CricketSheetInput } from '../../gql/graphql';
import type { Tap } from './outbox';
import { playerName, type RosterPlayer } from './PlayerPicker';

/** One number of a tap the scorer may correct after a refusal; `path` is the server's name for it. */
export type FixField = { name: string; label: string; path: string; value: number; min: number; step?: number };

/** A tap in words, as the held list names it: "Goal · Kim Collins · Nevis Peak FC · 1+2'". */
export function describeTap(
  tap: Tap,
  players: readonly RosterPlayer[],
  teams: { home?: string | null; away?: string | null },
): string {
  switch (tap.kind) {
    case 'football': {
      const input = tap.input;
      if (input.kind === 'PERIOD_START' || input.kind === 'PERIOD_END') {
        return `${KIND_LABELS[input.kind]} · ${input.period ? PERIOD_NAMES[input.period] : ''}`;
      }
      const who =
        input.kind === 'SUBSTITUTION'
          ? `${playerName(players, input.playerOn)} for ${playerName(players, input.playerOff)}`
          : playerName(players, input.player);
      const when = input.minute != null ? minuteText({ minute: input.minute, addedTime: input.addedTime }) : null;
      return [KIND_LABELS[input.kind], who, input.side ? teams[input.side] : null, when].filter(Boolean).join(' · ');
    }
    case 'delivery': {
      const input = tap.input;
      const ball = chipLabel({ ...pendingBall(input), pending: false });
      return `${playerName(players, input.bowler)} to ${playerName(players, input.batter)}: ${ball}`;
    }
    case 'points': {
      const input = tap.input;
      if (input.kind === 'POINT') {
        const points = input.points && input.points > 1 ? `${input.points} points` : 'Point';
        return `${points} · ${(input.side && teams[input.side]) ?? ''}`;
      }
      return input.kind === 'SET_RESULT' ? `Set ${input.home ?? 0}–${input.away ?? 0}` : 'End of the period';
    }
    case 'sheet':
      return sheetTapText(tap.input, players, teams);
    case 'close':
      return `Close innings ${tap.input.innings} (${tap.input.reason.toLowerCase().replace(/_/g, ' ')})`;
    case 'revise':
      return `Rain revision: innings ${tap.input.innings}, ${tap.input.overs} overs${
        tap.input.target ? `, target ${tap.input.target}` : ''
      }`;
    case 'tie':
      return 'Complete as a tie';
    case 'undo':
      return 'Undo the last event';
  }
}

const SHEET_LABELS: Record<CricketSheetInput['kind'], string> = {
  TOSS: 'Toss',
  PLAYING_XI: 'Playing XI',
  OFFICIALS: 'Officials',
  POWERPLAY: 'Powerplay',
  PLAYER_OF_THE_MATCH: 'Player of the match',
};

function sheetTapText(
  input: CricketSheetInput,
  players: readonly RosterPlayer[],
  teams: { home?: string | null; away?: string | null },
): string {
  const label = SHEET_LABELS[input.kind];
  switch (input.kind) {
    case 'TOSS':
      return `${label} · ${input.decision === 'BAT' ? 'bat' : 'field'}`;
    case 'POWERPLAY':
      return `${label} · innings ${input.innings ?? ''}, overs ${input.fromOver ?? ''}-${input.toOver ?? ''}`;
    case 'PLAYER_OF_THE_MATCH':
      return `${label} · ${(input.players ?? []).map((each) => playerName(players, each)).join(', ')}`;
    case 'PLAYING_XI':
      return `${label} · ${(input.players ?? []).length} players${teams.home ? '' : ''}`;
    default:
      return label;
  }
}

/** The numbers of a tap the scorer can correct in place (its minute, its runs); none for the others. */
export function fixableFields(tap: Tap, teams: { home?: string | null; away?: string | null } = {}): FixField[] {
  switch (tap.kind) {
    case 'football':
      if (tap.input.minute == null) return [];
      return [
        { name: 'minute', label: 'Minute', path: 'input.minute', value: tap.input.minute, min: 1 },
        { name: 'addedTime', label: 'Added time', path: 'input.addedTime', value: tap.input.addedTime ?? 0, min: 0 },
      ];
    case 'delivery':
      return [{ name: 'runs', label: 'Runs off the bat', path: 'input.runs', value: tap.input.runs, min: 0 }];
    case 'points':
      if (tap.input.kind !== 'SET_RESULT') return [];
      return [
        {
          name: 'home',
          label: `${teams.home ?? 'Home'} points`,
          path: 'input.home',
          value: tap.input.home ?? 0,
          min: 0,
        },
        {
          name: 'away',
          label: `${teams.away ?? 'Away'} points`,
          path: 'input.away',
          value: tap.input.away ?? 0,
          min: 0,
        },
      ];
    case 'revise':
      return [
        { name: 'overs', label: 'Revised overs', path: 'input.overs', value: tap.input.overs, min: 0, step: 0.1 },
        { name: 'target', label: 'Revised target', path: 'input.target', value: tap.input.target ?? 0, min: 0 },
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

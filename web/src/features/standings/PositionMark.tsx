import { useT } from '../../i18n/use-t';
import type { MessageId } from '../../i18n/message-ids';

/** Gold, silver and bronze for positions 1 to 3 (`row`: a theme token, lighter or darker with the mode). */
export const MEDALS: Record<
  number,
  { name: string; bg: string; fg: string; row: string; label: MessageId; legend: MessageId }
> = {
  1: {
    name: 'gold',
    bg: '#d4a017',
    fg: '#2a1e0b',
    row: 'medal.gold',
    label: 'standings.medal.gold',
    legend: 'standings.legend.gold',
  },
  2: {
    name: 'silver',
    bg: '#a8b0b8',
    fg: '#1f2933',
    row: 'medal.silver',
    label: 'standings.medal.silver',
    legend: 'standings.legend.silver',
  },
  3: {
    name: 'bronze',
    bg: '#b0713a',
    fg: '#1a0f05',
    row: 'medal.bronze',
    label: 'standings.medal.bronze',
    legend: 'standings.legend.bronze',
  },
};

/** A position in a disc, gold, silver or bronze for the top three (`PositionMark`). */
export const POSITION_MARK = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '7',
  h: '7',
  borderRadius: 'full',
  fontWeight: 'bold',
  color: 'ink',
} as const;

/** Styled by its container (`POSITION_MARK` under `.standings__position`): a table has one in every row. */
export function PositionMark({ position }: { position: number }) {
  const t = useT();
  const medal = MEDALS[position];
  return (
    <span
      className="standings__position"
      style={medal ? { background: medal.bg, color: medal.fg } : undefined}
      role={medal ? 'img' : undefined}
      aria-label={medal ? t(medal.label, { position }) : undefined}
    >
      {position}
    </span>
  );
}

import { Box, HStack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { MessageId } from '../../../i18n/message-ids';
import { useT } from '../../../i18n/use-t';

// Charts as plain SVG: a viewBox scaled to the container's width, so they fit a phone as well as a
// desktop, each with a title and a description for screen readers.

export type OverPoint = { over: number; runs: number; wickets: number; total: number };
export type ChartInnings = { label: string; overs: OverPoint[] };

const SERIES = ['var(--chakra-colors-sea-600, #0e7490)', 'var(--chakra-colors-sunset-500, #f97316)'];
const INK = 'var(--chakra-colors-sea-950, #072a37)';
const GRID = 'var(--chakra-colors-sand-200, #e7e0cf)';
const WIDTH = 640;
const HEIGHT = 260;
const PAD = { left: 40, right: 12, top: 12, bottom: 32 };

/** Round tick steps for an axis up to `max`: about five ticks. */
function ticks(max: number): number[] {
  const raw = Math.max(1, max) / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((m) => m >= raw) ?? raw;
  const out: number[] = [];
  for (let value = 0; value <= max + step / 2; value += step) out.push(Math.round(value));
  return out;
}

function Legend({ innings }: { innings: ChartInnings[] }) {
  return (
    <HStack gap="4" wrap="wrap" fontSize="sm" mt="2" aria-hidden="true">
      {innings.map((entry, index) => (
        <HStack key={entry.label} gap="1.5">
          <Box w="3" h="3" borderRadius="sm" style={{ background: SERIES[index % SERIES.length] }} />
          <Text>{entry.label}</Text>
        </HStack>
      ))}
    </HStack>
  );
}

function Axes({ maxOvers, maxY, yLabel }: { maxOvers: number; maxY: number; yLabel: string }) {
  const t = useT();
  const x = (over: number) => PAD.left + (over / maxOvers) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => HEIGHT - PAD.bottom - (value / maxY) * (HEIGHT - PAD.top - PAD.bottom);
  const overTicks = ticks(maxOvers).filter((over) => over <= maxOvers);
  return (
    <g aria-hidden="true" fontSize="11" style={{ fill: INK }}>
      {ticks(maxY).map((value) => (
        <g key={`y${value}`}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(value)} y2={y(value)} style={{ stroke: GRID }} />
          <text x={PAD.left - 6} y={y(value) + 4} textAnchor="end">
            {value}
          </text>
        </g>
      ))}
      {overTicks.map((over) => (
        <text key={`x${over}`} x={x(over)} y={HEIGHT - PAD.bottom + 16} textAnchor="middle">
          {over}
        </text>
      ))}
      <text x={(PAD.left + WIDTH - PAD.right) / 2} y={HEIGHT - 2} textAnchor="middle">
        {t('matches.charts.overs')}
      </text>
      <text
        x={10}
        y={PAD.top + (HEIGHT - PAD.top - PAD.bottom) / 2}
        textAnchor="middle"
        transform={`rotate(-90 10 ${PAD.top + (HEIGHT - PAD.top - PAD.bottom) / 2})`}
      >
        {yLabel}
      </text>
    </g>
  );
}

/** The worm: each innings' total after every over, wickets as dots on the line. */
export function WormChart({ innings, maxOvers }: { innings: ChartInnings[]; maxOvers: number }) {
  const id = useId();
  const t = useT();
  const overs = Math.max(maxOvers, ...innings.map((entry) => entry.overs.at(-1)?.over ?? 0), 1);
  const maxY = Math.max(10, ...innings.flatMap((entry) => entry.overs.map((point) => point.total)));
  const x = (over: number) => PAD.left + (over / overs) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => HEIGHT - PAD.bottom - (value / maxY) * (HEIGHT - PAD.top - PAD.bottom);
  const summary = innings
    .map((entry) =>
      t('matches.charts.wormSummary', {
        team: entry.label,
        total: entry.overs.at(-1)?.total ?? 0,
        count: entry.overs.length,
      }),
    )
    .join('; ');
  return (
    <Box as="figure" m="0" data-testid="worm-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
      >
        <title id={`${id}-title`}>{t('matches.charts.wormTitle')}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <Axes maxOvers={overs} maxY={maxY} yLabel={t('matches.charts.runs')} />
        {innings.map((entry, index) => {
          const color = SERIES[index % SERIES.length];
          const points = [[0, 0], ...entry.overs.map((point) => [point.over, point.total])]
            .map(([over, total]) => `${x(over)},${y(total)}`)
            .join(' ');
          return (
            <g key={entry.label} data-testid="worm-line" data-overs={entry.overs.length}>
              <polyline points={points} fill="none" strokeWidth="3" strokeLinejoin="round" style={{ stroke: color }} />
              {entry.overs
                .filter((point) => point.wickets > 0)
                .map((point) => (
                  <circle
                    key={point.over}
                    cx={x(point.over)}
                    cy={y(point.total)}
                    r={4 + point.wickets}
                    strokeWidth="2"
                    style={{ fill: 'white', stroke: color }}
                  >
                    <title>
                      {t('matches.charts.wormWicket', {
                        team: entry.label,
                        over: point.over,
                        wickets: point.wickets,
                        total: point.total,
                      })}
                    </title>
                  </circle>
                ))}
            </g>
          );
        })}
      </svg>
      <Legend innings={innings} />
    </Box>
  );
}

/** The manhattan: runs in each over as bars, the innings side by side, wickets as dots above the bar. */
export function ManhattanChart({ innings, maxOvers }: { innings: ChartInnings[]; maxOvers: number }) {
  const id = useId();
  const t = useT();
  const overs = Math.max(maxOvers, ...innings.map((entry) => entry.overs.at(-1)?.over ?? 0), 1);
  const maxY = Math.max(10, ...innings.flatMap((entry) => entry.overs.map((point) => point.runs))) + 4;
  const slot = (WIDTH - PAD.left - PAD.right) / overs;
  const barWidth = (slot * 0.8) / Math.max(1, innings.length);
  const y = (value: number) => HEIGHT - PAD.bottom - (value / maxY) * (HEIGHT - PAD.top - PAD.bottom);
  const summary = innings
    .map((entry) => {
      const best = entry.overs.reduce<OverPoint | null>(
        (top, point) => (!top || point.runs > top.runs ? point : top),
        null,
      );
      const values = { team: entry.label, count: entry.overs.length };
      return best
        ? t('matches.charts.manhattanSummaryBest', { ...values, runs: best.runs, over: best.over })
        : t('matches.charts.manhattanSummary', values);
    })
    .join('; ');
  return (
    <Box as="figure" m="0" data-testid="manhattan-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
      >
        <title id={`${id}-title`}>{t('matches.charts.manhattanTitle')}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <g aria-hidden="true" fontSize="11" style={{ fill: INK }}>
          {ticks(maxY).map((value) => (
            <g key={value}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(value)} y2={y(value)} style={{ stroke: GRID }} />
              <text x={PAD.left - 6} y={y(value) + 4} textAnchor="end">
                {value}
              </text>
            </g>
          ))}
          {ticks(overs)
            .filter((over) => over > 0 && over <= overs)
            .map((over) => (
              <text key={over} x={PAD.left + (over - 0.5) * slot} y={HEIGHT - PAD.bottom + 16} textAnchor="middle">
                {over}
              </text>
            ))}
          <text x={(PAD.left + WIDTH - PAD.right) / 2} y={HEIGHT - 2} textAnchor="middle">
            {t('matches.charts.overs')}
          </text>
        </g>
        {innings.map((entry, index) => {
          const color = SERIES[index % SERIES.length];
          return (
            <g key={entry.label} data-testid="manhattan-innings" data-overs={entry.overs.length}>
              {entry.overs.map((point) => {
                const left = PAD.left + (point.over - 1) * slot + slot * 0.1 + index * barWidth;
                return (
                  <g key={point.over} data-testid="manhattan-bar">
                    <rect
                      x={left}
                      y={y(point.runs)}
                      width={Math.max(1, barWidth - 1)}
                      height={Math.max(0, y(0) - y(point.runs))}
                      style={{ fill: color }}
                    >
                      <title>
                        {point.wickets
                          ? t('matches.charts.manhattanBarWickets', {
                              team: entry.label,
                              over: point.over,
                              runs: point.runs,
                              wickets: point.wickets,
                            })
                          : t('matches.charts.manhattanBar', { team: entry.label, over: point.over, runs: point.runs })}
                      </title>
                    </rect>
                    {Array.from({ length: point.wickets }, (_, wicket) => (
                      <circle
                        key={wicket}
                        cx={left + barWidth / 2}
                        cy={y(point.runs) - 6 - wicket * 9}
                        r={Math.min(4, barWidth / 2)}
                        data-testid="manhattan-wicket"
                        style={{ fill: 'var(--chakra-colors-red-600, #dc2626)' }}
                      />
                    ))}
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
      <Legend innings={innings} />
    </Box>
  );
}

export type TimelineMoment = {
  kind: string;
  side: 'home' | 'away';
  minute: number;
  addedTime?: number | null;
  minuteText: string;
  text: string;
};

const MOMENT_COLORS: Record<string, string> = {
  GOAL: 'var(--chakra-colors-palm-600, #15803d)',
  YELLOW_CARD: '#eab308',
  SECOND_YELLOW: '#dc2626',
  RED_CARD: '#dc2626',
  SUBSTITUTION: 'var(--chakra-colors-sea-600, #0e7490)',
  MISSED_PENALTY: '#6b7280',
};

/** The timeline's key: each kind of moment, its words and the corner of its mark. */
const LEGEND: [kind: string, label: MessageId, radius: string][] = [
  ['GOAL', 'matches.charts.goal', 'full'],
  ['YELLOW_CARD', 'matches.charts.yellowCard', 'sm'],
  ['RED_CARD', 'matches.charts.redCard', 'sm'],
  ['SUBSTITUTION', 'matches.charts.substitution', 'none'],
];

/** The football timeline: the minutes as a line, home moments above it and away moments below. */
export function FootballTimelineChart({
  moments,
  home,
  away,
  lastMinute,
}: {
  moments: TimelineMoment[];
  home: string;
  away: string;
  lastMinute: number;
}) {
  const id = useId();
  const t = useT();
  const height = 170;
  const mid = 85;
  const x = (minute: number) => PAD.left + (Math.min(minute, lastMinute) / lastMinute) * (WIDTH - PAD.left - PAD.right);
  const marks = [0, 15, 30, 45, 60, 75, 90, 105, 120].filter((minute) => minute <= lastMinute);
  return (
    <Box as="figure" m="0" data-testid="football-timeline">
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
      >
        <title id={`${id}-title`}>{t('matches.charts.timelineTitle')}</title>
        <desc id={`${id}-desc`}>
          {moments.length === 0
            ? t('matches.charts.timelineEmpty')
            : moments.map((moment) => `${moment.text} (${moment.side === 'home' ? home : away})`).join('; ')}
        </desc>
        <g aria-hidden="true" fontSize="16" style={{ fill: INK }}>
          <text x={4} y={18}>
            {home}
          </text>
          <text x={4} y={height - 12}>
            {away}
          </text>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={mid} y2={mid} strokeWidth="3" style={{ stroke: GRID }} />
          {marks.map((minute) => (
            <g key={minute}>
              <line x1={x(minute)} x2={x(minute)} y1={mid - 5} y2={mid + 5} style={{ stroke: INK }} />
              <text x={x(minute)} y={mid + 4} dy="18" textAnchor="middle" fontSize="14">
                {minute}
              </text>
            </g>
          ))}
        </g>
        {moments.map((moment, index) => {
          const above = moment.side === 'home';
          const cx = x(moment.minute);
          const cy = above ? mid - 36 : mid + 48;
          const color = MOMENT_COLORS[moment.kind] ?? INK;
          const shape =
            moment.kind === 'GOAL' || moment.kind === 'MISSED_PENALTY' ? (
              <circle cx={cx} cy={cy} r="11" style={{ fill: color }} />
            ) : moment.kind === 'SUBSTITUTION' ? (
              <path d={`M${cx - 10} ${cy + 7} L${cx} ${cy - 10} L${cx + 10} ${cy + 7} Z`} style={{ fill: color }} />
            ) : (
              <rect x={cx - 7} y={cy - 11} width="14" height="21" rx="2" style={{ fill: color }} />
            );
          return (
            <g key={`${moment.kind}-${moment.minute}-${index}`} data-testid="timeline-moment" data-kind={moment.kind}>
              <line x1={cx} x2={cx} y1={mid} y2={cy} strokeDasharray="2 2" style={{ stroke: color }} />
              {shape}
              <title>{moment.text}</title>
            </g>
          );
        })}
      </svg>
      <HStack gap="4" wrap="wrap" fontSize="sm" mt="2" aria-hidden="true">
        {LEGEND.map(([kind, label, radius]) => (
          <HStack key={kind} gap="1.5">
            <Box w="3" h="3" borderRadius={radius} style={{ background: MOMENT_COLORS[kind] }} />
            <Text>{t(label)}</Text>
          </HStack>
        ))}
      </HStack>
    </Box>
  );
}

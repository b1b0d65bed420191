import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { EmptyState } from '../../components/EmptyState';
import { TeamMark } from '../../components/TeamMark';
import type { StandingsPageQuery } from '../../gql/graphql';
import type { MessageId } from '../../i18n/message-ids';
import { useT } from '../../i18n/use-t';
import { MEDALS, POSITION_MARK, PositionMark } from './PositionMark';

export type StandingsRow = StandingsPageQuery['standings'][number];
type Tournament = StandingsPageQuery['publicTournament'];
type Deduction = Tournament['pointsDeductions'][number];
type TeamMarkTeam = StandingsPageQuery['tournamentTeams'][number];

/** Net run rate with its sign, to 2 decimals as the spec asks. */
export function formatRunRate(value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  const fixed = value.toFixed(2);
  return value > 0 ? `+${fixed}` : fixed;
}

/** A goal difference with its sign. */
export function formatDifference(value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  return value > 0 ? `+${value}` : String(value);
}

/**
 * A table's rows and cells are plain elements styled once from the table (`TABLE_STYLES`: the values of
 * Chakra's small line table), not a Chakra component each: a league's table is a couple of hundred cells,
 * and every Chakra element resolves and hashes its style props as it renders, on the server and again as
 * the phone hydrates.
 */
export const TABLE_STYLES = {
  '& tr': { bg: 'bg' },
  '& tr[data-medal="gold"]': { bg: 'medal.gold' },
  '& tr[data-medal="silver"]': { bg: 'medal.silver' },
  '& tr[data-medal="bronze"]': { bg: 'medal.bronze' },
  '& thead th': { fontWeight: 'medium', textAlign: 'start', color: 'fg', borderBottomWidth: '1px', px: '2', py: '2' },
  '& tbody td, & tbody th': { textAlign: 'start', alignItems: 'center', borderBottomWidth: '1px', px: '2', py: '2' },
  '& tbody th': { fontWeight: 'semibold' },
  '& [data-numeric]': { textAlign: 'end' },
  '& .standings__points': { fontWeight: 'bold' },
  '& th[data-position]': { md: { px: '3' } },
  '& .standings__short': { hideFrom: 'md' },
  '& .standings__long': { hideBelow: 'md' },
  // Narrow cells on a phone, so every column (T and NR included) fits without scrolling.
  '&[data-compact] :is(th, td)': { mdDown: { paddingInline: '1' } },
  '& .standings__position': POSITION_MARK,
  '& .standings__team': { display: 'flex', alignItems: 'center', gap: '2' },
} as const;

/**
 * The column headings of a standings table. A group table is the compact one (no NR column, the
 * difference before the points, as group tables are printed); the main table names the position in full
 * on a wide screen.
 */
export function StandingsHeader({
  cricket,
  noResults = false,
  rateBeforePoints = false,
  fullPosition = false,
}: {
  cricket: boolean;
  noResults?: boolean;
  rateBeforePoints?: boolean;
  fullPosition?: boolean;
}) {
  const t = useT();
  // Keyed by the column, not its abbreviation: two columns share a letter in some languages (Dutch G and G).
  const numeric = (column: string, title: MessageId, abbreviation: MessageId) => (
    <th key={column} scope="col" data-numeric="">
      <abbr title={t(title)}>{t(abbreviation)}</abbr>
    </th>
  );
  const rate = cricket
    ? numeric('RR', 'standings.column.runRate', 'standings.column.runRate.abbr')
    : numeric('GD', 'standings.column.goalDifference', 'standings.column.goalDifference.abbr');
  const points = numeric('Pts', 'standings.column.points', 'standings.column.points.abbr');
  const position = <abbr title={t('standings.column.position')}>{t('standings.column.position.abbr')}</abbr>;
  return (
    <thead>
      <tr>
        <th scope="col" data-position={fullPosition ? '' : undefined}>
          {fullPosition ? (
            <>
              <span className="standings__short">{position}</span>
              <span className="standings__long">{t('standings.column.position')}</span>
            </>
          ) : (
            position
          )}
        </th>
        <th scope="col">{t('standings.column.team')}</th>
        {numeric('MP', 'standings.column.played', 'standings.column.played.abbr')}
        {numeric('W', 'standings.column.won', 'standings.column.won.abbr')}
        {cricket
          ? numeric('T', 'standings.column.tied', 'standings.column.tied.abbr')
          : numeric('D', 'standings.column.drawn', 'standings.column.drawn.abbr')}
        {cricket && noResults ? numeric('NR', 'standings.column.noResult', 'standings.column.noResult.abbr') : null}
        {numeric('L', 'standings.column.lost', 'standings.column.lost.abbr')}
        {rateBeforePoints ? [rate, points] : [points, rate]}
      </tr>
    </thead>
  );
}

/** The table's footnotes: each deduction with its reason, under the team's name as the table shows it. */
function DeductionNotes({ deductions, rows }: { deductions: Deduction[]; rows: StandingsRow[] }) {
  const t = useT();
  const names = new Map(rows.map((row) => [row.teamId, row.teamName]));
  const shown = deductions.filter((deduction) => names.has(deduction.teamId));
  if (shown.length === 0) return null;
  return (
    <Stack as="ol" gap="1" mt="2" fontSize="sm" color="fg.muted" listStyleType="none" data-testid="deductions">
      {shown.map((deduction) => (
        <Text as="li" key={deduction.id}>
          {t('standings.table.deduction', {
            team: names.get(deduction.teamId) ?? '',
            count: deduction.points,
            reason: deduction.reason,
          })}
        </Text>
      ))}
    </Stack>
  );
}

/** The one table of a league or round robin, with its deductions' footnotes under it. */
export function StandingsTable({
  tournament,
  rows,
  teams,
  cricket,
  played,
}: {
  tournament: Tournament;
  rows: StandingsRow[];
  teams: Map<number, TeamMarkTeam>;
  cricket: boolean;
  /** Whether any match counts yet: until one does, no medals and no position marks. */
  played: boolean;
}) {
  const t = useT();
  return (
    <Box as="section" aria-labelledby="table-heading">
      <Heading as="h2" size="lg" id="table-heading" color="ink" mb="3">
        {t('standings.table.heading')}
      </Heading>
      {rows.length === 0 ? (
        <EmptyState title={t('standings.table.empty.title')} hint={t('standings.table.empty.hint')} />
      ) : (
        <Box overflowX="auto" bg="surface" borderWidth="1px" borderColor="line" borderRadius="xl">
          <Table.Root size="sm" css={TABLE_STYLES} data-compact="" data-testid="standings-table">
            <Table.Caption srOnly>
              {t(cricket ? 'standings.table.caption.cricket' : 'standings.table.caption.football', {
                tournament: tournament.name,
              })}
            </Table.Caption>
            <StandingsHeader cricket={cricket} noResults fullPosition />
            <tbody>
              {rows.map((row) => {
                const medal = played ? MEDALS[row.position] : undefined;
                return (
                  <tr key={row.teamId} data-testid="standings-row" data-medal={medal?.name ?? ''}>
                    <td>{played ? <PositionMark position={row.position} /> : row.position}</td>
                    <th scope="row">
                      <span className="standings__team">
                        <TeamMark team={teams.get(row.teamId) ?? { name: row.teamName }} size={24} />
                        <span>{row.teamName}</span>
                      </span>
                    </th>
                    <td data-numeric="">{row.matchesPlayed}</td>
                    <td data-numeric="">{row.wins}</td>
                    {/* Cricket has ties, not draws: the server counts them as draws. */}
                    <td data-numeric="" data-testid={cricket ? 'ties' : 'draws'}>
                      {row.draws}
                    </td>
                    {cricket ? (
                      <td data-numeric="" data-testid="no-results">
                        {row.noResults}
                      </td>
                    ) : null}
                    <td data-numeric="">{row.losses}</td>
                    <td data-numeric="" className="standings__points">
                      {row.points}
                      {row.pointsDeducted > 0 ? (
                        <sup
                          title={t('standings.table.deductedTitle', { count: row.pointsDeducted })}
                          aria-label={t('standings.table.deductedLabel')}
                        >
                          *
                        </sup>
                      ) : null}
                    </td>
                    <td data-numeric="">
                      {cricket ? formatRunRate(row.netRunRate) : formatDifference(row.goalDifference)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table.Root>
        </Box>
      )}
      <DeductionNotes deductions={tournament.pointsDeductions} rows={rows} />
    </Box>
  );
}

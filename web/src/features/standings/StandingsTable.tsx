import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { EmptyState } from '../../components/EmptyState';
import { TeamMark } from '../../components/TeamMark';
import type { StandingsPageQuery } from '../../gql/graphql';
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
  const numeric = (title: string, abbreviation: string) => (
    <th key={abbreviation} scope="col" data-numeric="">
      <abbr title={title}>{abbreviation}</abbr>
    </th>
  );
  const rate = cricket ? numeric('Net run rate', 'RR') : numeric('Goal difference', 'GD');
  const points = numeric('Points', 'Pts');
  return (
    <thead>
      <tr>
        <th scope="col" data-position={fullPosition ? '' : undefined}>
          {fullPosition ? (
            <>
              <span className="standings__short">
                <abbr title="Position">Pos</abbr>
              </span>
              <span className="standings__long">Position</span>
            </>
          ) : (
            <abbr title="Position">Pos</abbr>
          )}
        </th>
        <th scope="col">Team</th>
        {numeric('Matches played', 'MP')}
        {numeric('Won', 'W')}
        {cricket ? numeric('Tied', 'T') : numeric('Drawn', 'D')}
        {cricket && noResults ? numeric('No result', 'NR') : null}
        {numeric('Lost', 'L')}
        {rateBeforePoints ? [rate, points] : [points, rate]}
      </tr>
    </thead>
  );
}

/** The table's footnotes: each deduction with its reason, under the team's name as the table shows it. */
function DeductionNotes({ deductions, rows }: { deductions: Deduction[]; rows: StandingsRow[] }) {
  const names = new Map(rows.map((row) => [row.teamId, row.teamName]));
  const shown = deductions.filter((deduction) => names.has(deduction.teamId));
  if (shown.length === 0) return null;
  return (
    <Stack as="ol" gap="1" mt="2" fontSize="sm" color="fg.muted" listStyleType="none" data-testid="deductions">
      {shown.map((deduction) => (
        <Text as="li" key={deduction.id}>
          * {names.get(deduction.teamId)}: {deduction.points} point{deduction.points === 1 ? '' : 's'} deducted —{' '}
          {deduction.reason}
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
  return (
    <Box as="section" aria-labelledby="table-heading">
      <Heading as="h2" size="lg" id="table-heading" color="ink" mb="3">
        Table
      </Heading>
      {rows.length === 0 ? (
        <EmptyState
          title="No standings yet"
          hint="No teams are registered yet. The table appears once teams are entered and matches are played."
        />
      ) : (
        <Box overflowX="auto" bg="surface" borderWidth="1px" borderColor="line" borderRadius="xl">
          <Table.Root size="sm" css={TABLE_STYLES} data-compact="" data-testid="standings-table">
            <Table.Caption srOnly>
              {tournament.name} standings: position, team, matches played, wins,
              {cricket ? ' ties, no results,' : ' draws,'} losses, points,{' '}
              {cricket ? 'net run rate' : 'goal difference'}
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
                        <sup title={`${row.pointsDeducted} points deducted`} aria-label="points deducted, see note">
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

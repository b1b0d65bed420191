import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Container, Grid, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { parseId, queryPageData } from '../../app/page-data';
import { EmptyState } from '../../components/EmptyState';
import { isNotFound, NotFound } from '../../components/NotFound';
import { ShareButton } from '../../components/ShareButton';
import { graphql } from '../../gql';
import type { FormResult, StandingsPageQuery, TieBreaker } from '../../gql/graphql';
import { formatMoney, humanize } from '../../lib/format';
import { useLiveTournament } from '../live/useLiveTournament';
import { Panel } from '../../components/Panel';
import { PageLoadError, PageSpinner } from '../../components/PageState';
import { TeamMark } from '../../components/TeamMark';
import { TournamentPageTitle } from '../tournaments/TournamentPageTitle';
import { usePageTitle } from '../../app/page-title';
import { tournamentViewSubject } from '../../../../shared/page-titles';

export const StandingsPageDocument = graphql(`
  query StandingsPage($id: Int!) {
    publicTournament(id: $id) {
      id
      name
      sport
      tournamentType
      maxTeams
      prizePool
      tieBreakers
      stages {
        id
        name
        format
        groups {
          name
          standings {
            position
            teamId
            teamName
            matchesPlayed
            wins
            draws
            losses
            points
            goalDifference
            netRunRate
          }
        }
      }
      pointsDeductions {
        id
        teamId
        points
        reason
      }
    }
    tournamentTeams(tournamentId: $id) {
      id
      name
      crestUrl
      primaryColor
      secondaryColor
    }
    standings(tournamentId: $id) {
      position
      teamId
      teamName
      matchesPlayed
      wins
      draws
      losses
      noResults
      points
      goalsFor
      goalsAgainst
      goalDifference
      netRunRate
      form
      pointsDeducted
    }
  }
`);

/** A ranking rule as a fan reads it. */
const RULE_NAMES: Record<TieBreaker, string> = {
  POINTS: 'points',
  WINS: 'wins',
  GOAL_DIFFERENCE: 'goal difference',
  GOALS_FOR: 'goals scored',
  AWAY_GOALS_FOR: 'away goals',
  HEAD_TO_HEAD_POINTS: 'head-to-head points',
  HEAD_TO_HEAD_GOAL_DIFFERENCE: 'head-to-head goal difference',
  HEAD_TO_HEAD_GOALS_FOR: 'head-to-head goals',
  NET_RUN_RATE: 'net run rate',
  FAIR_PLAY: 'fair play (fewest cards)',
  DRAWING_OF_LOTS: 'drawing of lots',
};

type Deduction = StandingsPageQuery['publicTournament']['pointsDeductions'][number];

/** The table's footnotes: each deduction with its reason, under the team's name as the table shows it. */
function DeductionNotes({ deductions, rows }: { deductions: Deduction[]; rows: Row[] }) {
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

type Row = StandingsPageQuery['standings'][number];

/** Gold, silver and bronze for positions 1 to 3 (`row`: a theme token, lighter or darker with the mode). */
export const MEDALS: Record<number, { name: string; bg: string; fg: string; row: string }> = {
  1: { name: 'gold', bg: '#d4a017', fg: '#2a1e0b', row: 'medal.gold' },
  2: { name: 'silver', bg: '#a8b0b8', fg: '#1f2933', row: 'medal.silver' },
  3: { name: 'bronze', bg: '#b0713a', fg: '#1a0f05', row: 'medal.bronze' },
};

const FORM_STYLE: Record<FormResult, { palette: string; label: string }> = {
  W: { palette: 'green', label: 'Win' },
  D: { palette: 'gray', label: 'Draw' },
  T: { palette: 'purple', label: 'Tie' },
  L: { palette: 'red', label: 'Loss' },
  NR: { palette: 'yellow', label: 'No result' },
};

/** Net run rate with its sign, to 2 decimals as the spec asks. */
export function formatRunRate(value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  const fixed = value.toFixed(2);
  return value > 0 ? `+${fixed}` : fixed;
}

function formatDifference(value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  return value > 0 ? `+${value}` : String(value);
}

/** Styled by its container (`POSITION_MARK` under `.standings__position`): a table has one in every row. */
function PositionMark({ position }: { position: number }) {
  const medal = MEDALS[position];
  return (
    <span
      className="standings__position"
      style={medal ? { background: medal.bg, color: medal.fg } : undefined}
      role={medal ? 'img' : undefined}
      aria-label={medal ? `${position} (${medal.name})` : undefined}
    >
      {position}
    </span>
  );
}

function FormChips({ form }: { form: FormResult[] }) {
  if (form.length === 0) return <Text color="fg.muted">No matches yet</Text>;
  return (
    <HStack
      gap="1"
      role="img"
      aria-label={`Last ${form.length}, oldest first: ${form.map((f) => FORM_STYLE[f].label).join(', ')}`}
    >
      {form.map((result, index) => (
        <Badge
          key={index}
          colorPalette={FORM_STYLE[result].palette}
          variant="solid"
          minW="7"
          justifyContent="center"
          title={FORM_STYLE[result].label}
          aria-hidden
        >
          {result}
        </Badge>
      ))}
    </HStack>
  );
}

/** A position in a disc, gold, silver or bronze for the top three (`PositionMark`). */
const POSITION_MARK = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '7',
  h: '7',
  borderRadius: 'full',
  fontWeight: 'bold',
  color: 'ink',
} as const;

/**
 * A table's rows and cells are plain elements styled once from the table (`TABLE_STYLES`: the values of
 * Chakra's small line table), not a Chakra component each: a league's table is a couple of hundred cells,
 * and every Chakra element resolves and hashes its style props as it renders, on the server and again as
 * the phone hydrates.
 */
const TABLE_STYLES = {
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
function StandingsHeader({
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

type GroupStage = StandingsPageQuery['publicTournament']['stages'][number];

/** A group stage's tables side by side (one column on a phone), each team's row in its group's order. */
function GroupTables({ stage, cricket }: { stage: GroupStage; cricket: boolean }) {
  return (
    <Box as="section" aria-labelledby={`groups-${stage.id}`}>
      <Heading as="h2" size="lg" id={`groups-${stage.id}`} color="ink" mb="3">
        {stage.name}
      </Heading>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4" data-testid="group-tables">
        {stage.groups.map((group) => (
          <Box key={group.name} bg="surface" borderWidth="1px" borderColor="line" borderRadius="xl" overflowX="auto">
            <Table.Root size="sm" css={TABLE_STYLES} data-testid="group-table">
              <Table.Caption captionSide="top" textAlign="start" fontWeight="bold" color="ink" px="3" pt="2">
                {group.name}
              </Table.Caption>
              <StandingsHeader cricket={cricket} rateBeforePoints />
              <tbody>
                {group.standings.map((row) => (
                  <tr key={row.teamId} data-testid="group-row">
                    <td>{row.position}</td>
                    <th scope="row">{row.teamName}</th>
                    <td data-numeric="">{row.matchesPlayed}</td>
                    <td data-numeric="">{row.wins}</td>
                    <td data-numeric="">{row.draws}</td>
                    <td data-numeric="">{row.losses}</td>
                    <td data-numeric="">
                      {cricket ? formatRunRate(row.netRunRate) : formatDifference(row.goalDifference)}
                    </td>
                    <td data-numeric="" className="standings__points">
                      {row.points}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table.Root>
          </Box>
        ))}
      </Grid>
    </Box>
  );
}

export const standingsPageData = queryPageData(StandingsPageDocument, ({ params }) => {
  const id = parseId(params.tournamentId);
  return id === null ? null : { id };
});

export function StandingsRoute() {
  const id = Number(useParams().tournamentId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data, error, loading, refetch } = useQuery(StandingsPageDocument, { variables: { id }, skip: !valid });
  const name = data?.publicTournament?.name;
  usePageTitle(name && tournamentViewSubject(name, 'standings'));
  // Only a result moves the table: re-read it when a match is completed or its final result corrected,
  // never on a ball or a goal of a match still in play.
  useLiveTournament(valid ? id : null, (change) => {
    if (change.resultChanged) void refetch();
  });

  if (!valid || isNotFound(error)) {
    return <NotFound title="Tournament Not Found" message="The tournament you're looking for doesn't exist." />;
  }
  if (loading && !data) return <PageSpinner label="Loading standings" />;
  if (error || !data) return <PageLoadError noun="standings" error={error} maxW="6xl" />;

  const tournament = data.publicTournament;
  const cricket = tournament.sport === 'cricket';
  const rows = data.standings;
  const teams = new Map(data.tournamentTeams.map((team) => [team.id, team]));
  const played = rows.some((row) => row.matchesPlayed > 0 || row.noResults > 0);
  const topThree = played ? rows.slice(0, 3) : [];
  // A group stage's tables stand in for the one table: ranking every group together would mean nothing.
  const groupStages = tournament.stages.filter((stage) => stage.format === 'GROUPS');
  const grouped = groupStages.length > 0;
  const bracket = tournament.stages.some((stage) => stage.format === 'KNOCKOUT' || stage.format === 'PAGE_PLAYOFF');

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <TournamentPageTitle tournament={tournament} page="Standings" />

      {grouped ? (
        <Stack mt="6" gap="8">
          {groupStages.map((stage) => (
            <GroupTables key={stage.id} stage={stage} cricket={cricket} />
          ))}
        </Stack>
      ) : null}

      <Grid mt="6" templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={{ base: '8', lg: '10' }}>
        <Stack gap="8" minW="0">
          {grouped ? null : (
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
                      {rows.map((row: Row) => {
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
                                  title={`${row.pointsDeducted} points deducted`}
                                  aria-label="points deducted, see note"
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
          )}

          <Panel id="recent-form" title="Recent Form">
            {topThree.length === 0 ? (
              <Text color="fg.muted">Form appears once matches have been played.</Text>
            ) : (
              <Stack gap="3">
                {topThree.map((row) => (
                  <HStack key={row.teamId} justify="space-between" gap="3" wrap="wrap" data-testid="form-row">
                    <Text fontWeight="medium">{row.teamName}</Text>
                    <FormChips form={row.form} />
                  </HStack>
                ))}
                <Text fontSize="xs" color="fg.muted" data-testid="form-legend">
                  Last five results, oldest first: W win, {cricket ? 'T tie (level scores), NR no result' : 'D draw'}, L
                  loss.
                </Text>
              </Stack>
            )}
          </Panel>
        </Stack>

        <Stack as="aside" gap="6" aria-label="Standings details">
          {grouped ? null : (
            <Panel id="top-three" title="Top 3 Teams">
              {topThree.length === 0 ? (
                <Text color="fg.muted">No matches played yet.</Text>
              ) : (
                <Stack as="ol" gap="2" listStyleType="none" css={{ '& .standings__position': POSITION_MARK }}>
                  {topThree.map((row) => (
                    <HStack as="li" key={row.teamId} gap="3">
                      <PositionMark position={row.position} />
                      <Text fontWeight="medium" flex="1">
                        {row.teamName}
                      </Text>
                      <Text fontWeight="bold">{row.points} pts</Text>
                    </HStack>
                  ))}
                </Stack>
              )}
            </Panel>
          )}
          <Panel id="tournament-info" title="Tournament Info">
            <Stack as="dl" gap="2" fontSize="sm">
              <HStack justify="space-between">
                <Text as="dt" color="fg.muted">
                  Format
                </Text>
                <Text as="dd" textTransform="capitalize">
                  {humanize(tournament.tournamentType)}
                </Text>
              </HStack>
              <HStack justify="space-between">
                <Text as="dt" color="fg.muted">
                  Max teams
                </Text>
                <Text as="dd">{tournament.maxTeams ?? 'No limit'}</Text>
              </HStack>
              <HStack justify="space-between">
                <Text as="dt" color="fg.muted">
                  Teams playing
                </Text>
                <Text as="dd" data-testid="teams-playing">
                  {data.tournamentTeams.length}
                </Text>
              </HStack>
              <HStack justify="space-between">
                <Text as="dt" color="fg.muted">
                  Prize pool
                </Text>
                <Text as="dd">{formatMoney(tournament.prizePool)}</Text>
              </HStack>
            </Stack>
          </Panel>
          <Panel id="legend" title="Legend">
            <Stack as="dl" gap="1" fontSize="sm">
              {[
                ['MP', 'Matches played'],
                ['W', 'Won'],
                ...(cricket
                  ? [
                      ['T', 'Tied (level scores)'],
                      ['NR', 'No result'],
                    ]
                  : [['D', 'Drawn']]),
                ['L', 'Lost'],
                ['Pts', 'Points'],
                cricket ? ['RR', 'Net run rate'] : ['GD', 'Goal difference'],
              ].map(([term, meaning]) => (
                <HStack key={term} gap="2">
                  <Text as="dt" fontWeight="bold" minW="8">
                    {term}
                  </Text>
                  <Text as="dd">{meaning}</Text>
                </HStack>
              ))}
              {Object.entries(MEDALS).map(([position, medal]) => (
                <HStack key={position} gap="2">
                  <Box as="dt" minW="8">
                    <Box w="4" h="4" borderRadius="full" style={{ background: medal.bg }} aria-hidden />
                  </Box>
                  <Text as="dd" textTransform="capitalize">
                    {medal.name}: position {position}
                  </Text>
                </HStack>
              ))}
            </Stack>
            <Text pt="2" fontSize="sm" data-testid="ranking-rules">
              Ranked by {tournament.tieBreakers.map((rule) => RULE_NAMES[rule]).join(', then ')}.
            </Text>
          </Panel>
          <Panel id="quick-actions" title="Quick Actions">
            <Stack gap="2">
              <Button asChild colorPalette="sea" size="sm">
                <RouterLink to={`/tournament/${tournament.id}`}>View Tournament</RouterLink>
              </Button>
              {bracket ? (
                <Button asChild variant="outline" colorPalette="sea" size="sm">
                  <RouterLink to={`/tournament/${tournament.id}/bracket`}>View Bracket</RouterLink>
                </Button>
              ) : null}
              <ShareButton title={`${tournament.name} standings`} />
              <Button asChild variant="outline" colorPalette="sea" size="sm">
                <RouterLink to="/browse">Browse Tournaments</RouterLink>
              </Button>
            </Stack>
          </Panel>
        </Stack>
      </Grid>
    </Container>
  );
}

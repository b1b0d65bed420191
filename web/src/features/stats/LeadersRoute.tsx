import { useQuery } from '@apollo/client/react';
import { Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { parseId, queryPageData } from '../../app/page-data';
import { EmptyState } from '../../components/EmptyState';
import { isNotFound, NotFound } from '../../components/NotFound';
import { PageLoadError, PageSpinner } from '../../components/PageState';
import { graphql } from '../../gql';
import type { LeadersPageQuery } from '../../gql/graphql';
import { useLiveTournament } from '../live/useLiveTournament';
import { decimal, StatTable, type StatColumn } from './StatTable';
import { TournamentPageTitle } from '../tournaments/TournamentPageTitle';
import { usePageTitle } from '../../app/page-title';
import { tournamentViewSubject } from '../../../../shared/page-titles';

/** How many rows each board shows. */
export const LEADERS_LIMIT = 20;

export const LeadersPageDocument = graphql(`
  query LeadersPage($id: Int!, $limit: Int!) {
    publicTournament(id: $id) {
      id
      name
      sport
      battingLeaders(limit: $limit) {
        player {
          id
          name
        }
        team {
          id
          name
        }
        innings
        notOuts
        runs
        balls
        highScore
        highScoreNotOut
        average
        strikeRate
        fours
        sixes
      }
      bowlingLeaders(limit: $limit) {
        player {
          id
          name
        }
        team {
          id
          name
        }
        overs
        legalBalls
        runs
        wickets
        economy
        bestFigures
      }
      strikeRateLeaders(limit: 10) {
        player {
          id
          name
        }
        team {
          id
          name
        }
        runs
        balls
        strikeRate
      }
      economyLeaders(limit: 10) {
        player {
          id
          name
        }
        team {
          id
          name
        }
        overs
        runs
        economy
      }
      cardLeaders(limit: 10) {
        player {
          id
          name
        }
        team {
          id
          name
        }
        yellowCards
        redCards
      }
      topScorers(limit: $limit) {
        player {
          id
          name
        }
        team {
          id
          name
        }
        goals
        penalties
        assists
      }
    }
  }
`);

type Tournament = LeadersPageQuery['publicTournament'];
type Named = { player: { id: number; name: string }; team: { id: number; name: string } };

function playerColumns<Row extends Named>(): StatColumn<Row>[] {
  return [
    { label: 'Position', short: '#', cell: () => null },
    {
      label: 'Player',
      cell: (row) => (
        <Link asChild color="sea.fg" fontWeight="semibold">
          <RouterLink to={`/player/${row.player.id}`}>{row.player.name}</RouterLink>
        </Link>
      ),
    },
    {
      label: 'Team',
      cell: (row) => (
        <Link asChild color="sea.fg">
          <RouterLink to={`/team/${row.team.id}`}>{row.team.name}</RouterLink>
        </Link>
      ),
    },
  ];
}

/** The position column shows the row's place: filled in per board. */
function numbered<Row extends Named>(columns: StatColumn<Row>[], rows: Row[]): StatColumn<Row>[] {
  const [position, ...rest] = columns;
  return [{ ...position, cell: (row) => rows.indexOf(row) + 1 }, ...rest];
}

const BATTING: StatColumn<Tournament['battingLeaders'][number]>[] = [
  ...playerColumns(),
  { label: 'Innings', short: 'Inns', numeric: true, cell: (row) => row.innings },
  { label: 'Not outs', short: 'NO', numeric: true, cell: (row) => row.notOuts },
  { label: 'Runs', numeric: true, cell: (row) => <strong>{row.runs}</strong> },
  { label: 'Balls faced', short: 'BF', numeric: true, cell: (row) => row.balls },
  {
    label: 'High score',
    short: 'HS',
    numeric: true,
    cell: (row) => `${row.highScore}${row.highScoreNotOut ? '*' : ''}`,
  },
  { label: 'Average', short: 'Avg', numeric: true, cell: (row) => decimal(row.average) },
  { label: 'Strike rate', short: 'SR', numeric: true, cell: (row) => decimal(row.strikeRate) },
  { label: 'Fours', short: '4s', numeric: true, cell: (row) => row.fours },
  { label: 'Sixes', short: '6s', numeric: true, cell: (row) => row.sixes },
];

const BOWLING: StatColumn<Tournament['bowlingLeaders'][number]>[] = [
  ...playerColumns(),
  { label: 'Overs', short: 'O', numeric: true, cell: (row) => row.overs },
  { label: 'Runs conceded', short: 'R', numeric: true, cell: (row) => row.runs },
  { label: 'Wickets', short: 'W', numeric: true, cell: (row) => <strong>{row.wickets}</strong> },
  { label: 'Economy', short: 'Econ', numeric: true, cell: (row) => decimal(row.economy) },
  { label: 'Best figures', short: 'Best', numeric: true, cell: (row) => row.bestFigures ?? '–' },
];

const STRIKE_RATES: StatColumn<Tournament['strikeRateLeaders'][number]>[] = [
  ...playerColumns(),
  { label: 'Runs', numeric: true, cell: (row) => row.runs },
  { label: 'Balls faced', short: 'BF', numeric: true, cell: (row) => row.balls },
  { label: 'Strike rate', short: 'SR', numeric: true, cell: (row) => <strong>{decimal(row.strikeRate)}</strong> },
];

const ECONOMY: StatColumn<Tournament['economyLeaders'][number]>[] = [
  ...playerColumns(),
  { label: 'Overs', short: 'O', numeric: true, cell: (row) => row.overs },
  { label: 'Runs conceded', short: 'R', numeric: true, cell: (row) => row.runs },
  { label: 'Economy', short: 'Econ', numeric: true, cell: (row) => <strong>{decimal(row.economy)}</strong> },
];

const CARDS: StatColumn<Tournament['cardLeaders'][number]>[] = [
  ...playerColumns(),
  { label: 'Red cards', short: 'RC', numeric: true, cell: (row) => <strong>{row.redCards}</strong> },
  { label: 'Yellow cards', short: 'YC', numeric: true, cell: (row) => row.yellowCards },
];

const SCORERS: StatColumn<Tournament['topScorers'][number]>[] = [
  ...playerColumns(),
  { label: 'Goals', numeric: true, cell: (row) => <strong>{row.goals}</strong> },
  { label: 'Penalties', short: 'Pens', numeric: true, cell: (row) => row.penalties },
  { label: 'Assists', numeric: true, cell: (row) => row.assists },
];

function Board<Row extends Named>({
  id,
  title,
  caption,
  columns,
  rows,
  note,
}: {
  id: string;
  title: string;
  caption: string;
  columns: StatColumn<Row>[];
  rows: Row[];
  note?: string;
}) {
  return (
    <Box as="section" aria-labelledby={`${id}-heading`}>
      <Heading as="h2" size="lg" id={`${id}-heading`} color="ink" mb={note ? '1' : '3'}>
        {title}
      </Heading>
      {note ? (
        <Text color="fg.muted" fontSize="sm" mb="3">
          {note}
        </Text>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState
          title="Nothing to show yet"
          hint="The board fills in as matches are scored ball by ball or event by event."
        />
      ) : (
        <StatTable
          caption={caption}
          columns={numbered(columns, rows)}
          rows={rows}
          rowKey={(row) => row.player.id}
          testId={id}
        />
      )}
    </Box>
  );
}

export const leadersPageData = queryPageData(LeadersPageDocument, ({ params }) => {
  const id = parseId(params.id);
  return id === null ? null : { id, limit: LEADERS_LIMIT };
});

export function LeadersRoute() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data, error, loading, refetch } = useQuery(LeadersPageDocument, {
    variables: { id, limit: LEADERS_LIMIT },
    skip: !valid,
  });
  // A ball or a goal moves the boards: re-read them when a match of the tournament changes.
  useLiveTournament(valid ? id : null, () => void refetch());
  const name = data?.publicTournament?.name;
  usePageTitle(name && tournamentViewSubject(name, 'leaders'));

  if (!valid || isNotFound(error)) {
    return <NotFound title="Tournament Not Found" message="The tournament you're looking for doesn't exist." />;
  }
  if (loading && !data) return <PageSpinner label="Loading leaders" />;
  if (error || !data) return <PageLoadError noun="leaders" error={error} maxW="6xl" />;

  const tournament = data.publicTournament;
  const cricket = tournament.sport === 'cricket';
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <TournamentPageTitle tournament={tournament} page="Leaders" />
      <Stack mt="6" gap="10">
        {cricket ? (
          <>
            <Board
              id="batting-leaders"
              title="Most Runs"
              caption={`${tournament.name}: batters by runs, with innings, not outs, balls faced, high score, average, strike rate, fours and sixes`}
              columns={BATTING}
              rows={tournament.battingLeaders}
            />
            <Board
              id="bowling-leaders"
              title="Most Wickets"
              caption={`${tournament.name}: bowlers by wickets, then economy, with overs, runs conceded and best figures`}
              columns={BOWLING}
              rows={tournament.bowlingLeaders}
            />
            <Board
              id="strike-rate-leaders"
              title="Best Strike Rate"
              caption={`${tournament.name}: batters by strike rate, at least 30 balls faced`}
              columns={STRIKE_RATES}
              rows={tournament.strikeRateLeaders}
              note="At least 30 balls faced."
            />
            <Board
              id="economy-leaders"
              title="Best Economy"
              caption={`${tournament.name}: bowlers by economy, at least 4 overs bowled`}
              columns={ECONOMY}
              rows={tournament.economyLeaders}
              note="At least 24 legal balls bowled."
            />
          </>
        ) : tournament.sport === 'football' ? (
          <Board
            id="top-scorers"
            title="Top Scorers"
            caption={`${tournament.name}: players by goals, then assists, with penalties`}
            columns={SCORERS}
            rows={tournament.topScorers}
          />
        ) : null}
        {tournament.sport === 'football' ? (
          <Board
            id="card-leaders"
            title="Cards"
            caption={`${tournament.name}: players by red cards, then yellow cards`}
            columns={CARDS}
            rows={tournament.cardLeaders}
          />
        ) : null}
        {tournament.sport !== 'cricket' && tournament.sport !== 'football' ? (
          <EmptyState title="No leaderboards for this sport" />
        ) : null}
        <Text color="fg.muted" fontSize="sm">
          From the completed and live matches scored ball by ball or event by event; super overs do not count, and an
          own goal credits no one.
        </Text>
      </Stack>
    </Container>
  );
}

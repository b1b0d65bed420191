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
import { useT, type Translate } from '../../i18n/use-t';
import { liveRegion } from '../../app/live-region';

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

function playerColumns<Row extends Named>(t: Translate): StatColumn<Row>[] {
  return [
    { label: t('stats.column.position'), short: t('stats.column.positionShort'), cell: () => null },
    {
      label: t('stats.column.player'),
      cell: (row) => (
        <Link asChild color="sea.fg" fontWeight="semibold">
          <RouterLink to={`/player/${row.player.id}`}>{row.player.name}</RouterLink>
        </Link>
      ),
    },
    {
      label: t('stats.column.team'),
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

const batting = (t: Translate): StatColumn<Tournament['battingLeaders'][number]>[] => [
  ...playerColumns(t),
  {
    label: t('stats.column.innings'),
    short: t('stats.column.inningsShort'),
    numeric: true,
    cell: (row) => row.innings,
  },
  {
    label: t('stats.column.notOuts'),
    short: t('stats.column.notOutsShort'),
    numeric: true,
    cell: (row) => row.notOuts,
  },
  { label: t('stats.column.runs'), numeric: true, cell: (row) => <strong>{row.runs}</strong> },
  {
    label: t('stats.column.ballsFaced'),
    short: t('stats.column.ballsFacedShort'),
    numeric: true,
    cell: (row) => row.balls,
  },
  {
    label: t('stats.column.highScore'),
    short: t('stats.column.highScoreShort'),
    numeric: true,
    cell: (row) => `${row.highScore}${row.highScoreNotOut ? '*' : ''}`,
  },
  {
    label: t('stats.column.average'),
    short: t('stats.column.averageShort'),
    numeric: true,
    cell: (row) => decimal(row.average),
  },
  {
    label: t('stats.column.strikeRate'),
    short: t('stats.column.strikeRateShort'),
    numeric: true,
    cell: (row) => decimal(row.strikeRate),
  },
  { label: t('stats.column.fours'), short: t('stats.column.foursShort'), numeric: true, cell: (row) => row.fours },
  { label: t('stats.column.sixes'), short: t('stats.column.sixesShort'), numeric: true, cell: (row) => row.sixes },
];

const bowling = (t: Translate): StatColumn<Tournament['bowlingLeaders'][number]>[] => [
  ...playerColumns(t),
  { label: t('stats.column.overs'), short: t('stats.column.oversShort'), numeric: true, cell: (row) => row.overs },
  {
    label: t('stats.column.runsConceded'),
    short: t('stats.column.runsConcededShort'),
    numeric: true,
    cell: (row) => row.runs,
  },
  {
    label: t('stats.column.wickets'),
    short: t('stats.column.wicketsShort'),
    numeric: true,
    cell: (row) => <strong>{row.wickets}</strong>,
  },
  {
    label: t('stats.column.economy'),
    short: t('stats.column.economyShort'),
    numeric: true,
    cell: (row) => decimal(row.economy),
  },
  {
    label: t('stats.column.bestFigures'),
    short: t('stats.column.bestFiguresShort'),
    numeric: true,
    cell: (row) => row.bestFigures ?? '–',
  },
];

const strikeRates = (t: Translate): StatColumn<Tournament['strikeRateLeaders'][number]>[] => [
  ...playerColumns(t),
  { label: t('stats.column.runs'), numeric: true, cell: (row) => row.runs },
  {
    label: t('stats.column.ballsFaced'),
    short: t('stats.column.ballsFacedShort'),
    numeric: true,
    cell: (row) => row.balls,
  },
  {
    label: t('stats.column.strikeRate'),
    short: t('stats.column.strikeRateShort'),
    numeric: true,
    cell: (row) => <strong>{decimal(row.strikeRate)}</strong>,
  },
];

const economy = (t: Translate): StatColumn<Tournament['economyLeaders'][number]>[] => [
  ...playerColumns(t),
  { label: t('stats.column.overs'), short: t('stats.column.oversShort'), numeric: true, cell: (row) => row.overs },
  {
    label: t('stats.column.runsConceded'),
    short: t('stats.column.runsConcededShort'),
    numeric: true,
    cell: (row) => row.runs,
  },
  {
    label: t('stats.column.economy'),
    short: t('stats.column.economyShort'),
    numeric: true,
    cell: (row) => <strong>{decimal(row.economy)}</strong>,
  },
];

const cards = (t: Translate): StatColumn<Tournament['cardLeaders'][number]>[] => [
  ...playerColumns(t),
  {
    label: t('stats.column.redCards'),
    short: t('stats.column.redCardsShort'),
    numeric: true,
    cell: (row) => <strong>{row.redCards}</strong>,
  },
  {
    label: t('stats.column.yellowCards'),
    short: t('stats.column.yellowCardsShort'),
    numeric: true,
    cell: (row) => row.yellowCards,
  },
];

const scorers = (t: Translate): StatColumn<Tournament['topScorers'][number]>[] => [
  ...playerColumns(t),
  { label: t('stats.column.goals'), numeric: true, cell: (row) => <strong>{row.goals}</strong> },
  {
    label: t('stats.column.penalties'),
    short: t('stats.column.penaltiesShort'),
    numeric: true,
    cell: (row) => row.penalties,
  },
  { label: t('stats.column.assists'), numeric: true, cell: (row) => row.assists },
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
  const t = useT();
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
        <EmptyState title={t('stats.leaders.emptyTitle')} hint={t('stats.leaders.emptyHint')} />
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
  const t = useT();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data, error, loading, refetch } = useQuery(LeadersPageDocument, {
    variables: { id, limit: LEADERS_LIMIT },
    skip: !valid,
  });
  // A ball or a goal moves the boards: re-read them when a match of the tournament changes.
  useLiveTournament(valid ? id : null, () => void refetch());
  const name = data?.publicTournament?.name;
  // The server writes the English subject (shared/page-titles.ts) into the first page's title.
  usePageTitle(name && t('stats.leaders.pageTitle', { tournament: name }));

  if (!valid || isNotFound(error)) {
    return <NotFound title={t('stats.leaders.notFoundTitle')} message={t('stats.leaders.notFoundMessage')} />;
  }
  if (loading && !data) return <PageSpinner label={t('stats.leaders.loading')} />;
  if (error || !data) return <PageLoadError noun={t('stats.leaders.noun')} error={error} maxW="6xl" />;

  const tournament = data.publicTournament;
  const cricket = tournament.sport === 'cricket';
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} {...liveRegion('leaders', { tournament: id }, 'change')}>
      <TournamentPageTitle tournament={tournament} page={t('stats.leaders.page')} />
      <Stack mt="6" gap="10">
        {cricket ? (
          <>
            <Board
              id="batting-leaders"
              title={t('stats.leaders.mostRuns')}
              caption={t('stats.leaders.mostRunsCaption', { tournament: tournament.name })}
              columns={batting(t)}
              rows={tournament.battingLeaders}
            />
            <Board
              id="bowling-leaders"
              title={t('stats.leaders.mostWickets')}
              caption={t('stats.leaders.mostWicketsCaption', { tournament: tournament.name })}
              columns={bowling(t)}
              rows={tournament.bowlingLeaders}
            />
            <Board
              id="strike-rate-leaders"
              title={t('stats.leaders.bestStrikeRate')}
              caption={t('stats.leaders.bestStrikeRateCaption', { tournament: tournament.name })}
              columns={strikeRates(t)}
              rows={tournament.strikeRateLeaders}
              note={t('stats.leaders.bestStrikeRateNote')}
            />
            <Board
              id="economy-leaders"
              title={t('stats.leaders.bestEconomy')}
              caption={t('stats.leaders.bestEconomyCaption', { tournament: tournament.name })}
              columns={economy(t)}
              rows={tournament.economyLeaders}
              note={t('stats.leaders.bestEconomyNote')}
            />
          </>
        ) : tournament.sport === 'football' ? (
          <Board
            id="top-scorers"
            title={t('stats.leaders.topScorers')}
            caption={t('stats.leaders.topScorersCaption', { tournament: tournament.name })}
            columns={scorers(t)}
            rows={tournament.topScorers}
          />
        ) : null}
        {tournament.sport === 'football' ? (
          <Board
            id="card-leaders"
            title={t('stats.leaders.cards')}
            caption={t('stats.leaders.cardsCaption', { tournament: tournament.name })}
            columns={cards(t)}
            rows={tournament.cardLeaders}
          />
        ) : null}
        {tournament.sport !== 'cricket' && tournament.sport !== 'football' ? (
          <EmptyState title={t('stats.leaders.noBoards')} />
        ) : null}
        <Text color="fg.muted" fontSize="sm">
          {t('stats.leaders.footnote')}
        </Text>
      </Stack>
    </Container>
  );
}

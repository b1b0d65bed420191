import { useQuery } from '@apollo/client/react';
import { Box, Button, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { parseId, queryPageData } from '../../app/page-data';
import { DetailRow } from '../../components/DetailRow';
import { EmptyState } from '../../components/EmptyState';
import { isNotFound, NotFound } from '../../components/NotFound';
import { PageLoadError, PageSpinner } from '../../components/PageState';
import { StatusBadge } from '../../components/StatusBadge';
import { graphql } from '../../gql';
import type { PlayerPageQuery } from '../../gql/graphql';
import { asyncHandler } from '../../lib/async-handler';
import { formatDate, humanize } from '../../lib/format';
import { appended } from '../../lib/paging';
import { decimal, StatTable, type StatColumn } from './StatTable';
import { usePageTitle } from '../../app/page-title';

graphql(`
  fragment PlayerBatting_figures on BattingFigures {
    innings
    notOuts
    runs
    balls
    highScore
    highScoreNotOut
    average
    strikeRate
    fifties
    hundreds
  }
`);

graphql(`
  fragment PlayerBowling_figures on BowlingFigures {
    innings
    overs
    runs
    wickets
    bestFigures
    average
    economy
  }
`);

graphql(`
  fragment PlayerFootball_figures on FootballFigures {
    appearances
    goals
    penalties
    assists
    yellowCards
    redCards
  }
`);

export const PlayerPageDocument = graphql(`
  query PlayerPage($id: Int!, $first: Int!, $after: String) {
    player(id: $id) {
      id
      name
      shirtNumber
      position
      team {
        id
        name
      }
      career {
        batting {
          ...PlayerBatting_figures
        }
        bowling {
          ...PlayerBowling_figures
        }
        football {
          ...PlayerFootball_figures
        }
      }
      tournaments {
        tournament {
          id
          name
        }
        batting {
          ...PlayerBatting_figures
        }
        bowling {
          ...PlayerBowling_figures
        }
        football {
          ...PlayerFootball_figures
        }
      }
      matchCount
      recentMatches(first: $first, after: $after) {
        summary
        match {
          id
          cursor
          status
          scheduledDate
          homeTeam {
            name
          }
          awayTeam {
            name
          }
          tournament {
            id
            name
          }
        }
      }
    }
  }
`);

type Player = PlayerPageQuery['player'];
type Figures = Player['career'];
/** A row of a figures table: the career, or one tournament. */
type FiguresRow = { key: string; label: string; figures: Figures };

const scope = (row: FiguresRow) => row.label;

const BATTING: StatColumn<FiguresRow>[] = [
  { label: 'Competition', cell: scope },
  { label: 'Innings', short: 'Inns', numeric: true, cell: (row) => row.figures.batting?.innings },
  { label: 'Not outs', short: 'NO', numeric: true, cell: (row) => row.figures.batting?.notOuts },
  { label: 'Runs', numeric: true, cell: (row) => row.figures.batting?.runs },
  {
    label: 'High score',
    short: 'HS',
    numeric: true,
    cell: (row) =>
      row.figures.batting ? `${row.figures.batting.highScore}${row.figures.batting.highScoreNotOut ? '*' : ''}` : '–',
  },
  { label: 'Average', short: 'Avg', numeric: true, cell: (row) => decimal(row.figures.batting?.average) },
  { label: 'Strike rate', short: 'SR', numeric: true, cell: (row) => decimal(row.figures.batting?.strikeRate) },
  { label: 'Fifties', short: '50s', numeric: true, cell: (row) => row.figures.batting?.fifties },
  { label: 'Hundreds', short: '100s', numeric: true, cell: (row) => row.figures.batting?.hundreds },
];

const BOWLING: StatColumn<FiguresRow>[] = [
  { label: 'Competition', cell: scope },
  { label: 'Overs', short: 'O', numeric: true, cell: (row) => row.figures.bowling?.overs },
  { label: 'Runs conceded', short: 'R', numeric: true, cell: (row) => row.figures.bowling?.runs },
  { label: 'Wickets', short: 'W', numeric: true, cell: (row) => row.figures.bowling?.wickets },
  { label: 'Best figures', short: 'Best', numeric: true, cell: (row) => row.figures.bowling?.bestFigures ?? '–' },
  { label: 'Average', short: 'Avg', numeric: true, cell: (row) => decimal(row.figures.bowling?.average) },
  { label: 'Economy', short: 'Econ', numeric: true, cell: (row) => decimal(row.figures.bowling?.economy) },
];

const FOOTBALL: StatColumn<FiguresRow>[] = [
  { label: 'Competition', cell: scope },
  { label: 'Appearances', short: 'Apps', numeric: true, cell: (row) => row.figures.football?.appearances },
  { label: 'Goals', numeric: true, cell: (row) => row.figures.football?.goals },
  { label: 'Penalties', short: 'Pens', numeric: true, cell: (row) => row.figures.football?.penalties },
  { label: 'Assists', numeric: true, cell: (row) => row.figures.football?.assists },
  { label: 'Yellow cards', short: 'YC', numeric: true, cell: (row) => row.figures.football?.yellowCards },
  { label: 'Red cards', short: 'RC', numeric: true, cell: (row) => row.figures.football?.redCards },
];

function FiguresSection({
  id,
  title,
  caption,
  columns,
  rows,
}: {
  id: string;
  title: string;
  caption: string;
  columns: StatColumn<FiguresRow>[];
  rows: FiguresRow[];
}) {
  return (
    <Box as="section" aria-labelledby={`${id}-heading`}>
      <Heading as="h2" size="lg" id={`${id}-heading`} color="ink" mb="3">
        {title}
      </Heading>
      <StatTable caption={caption} columns={columns} rows={rows} rowKey={(row) => row.key} testId={id} />
    </Box>
  );
}

/** Matches per page of the player's list, newest first; "Show more matches" reads on after the last shown. */
export const PLAYER_MATCH_PAGE = 10;

export const playerPageData = queryPageData(PlayerPageDocument, ({ params }) => {
  const id = parseId(params.id);
  return id === null ? null : { id, first: PLAYER_MATCH_PAGE };
});

export function PlayerRoute() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data, error, loading, fetchMore } = useQuery(PlayerPageDocument, {
    variables: { id, first: PLAYER_MATCH_PAGE },
    skip: !valid,
  });
  const [readingMore, setReadingMore] = useState(false);
  usePageTitle(data?.player?.name);
  const showMore = async (after: string | null) => {
    setReadingMore(true);
    try {
      await fetchMore({
        variables: { id, first: PLAYER_MATCH_PAGE, after },
        updateQuery: (previous, { fetchMoreResult }) => ({
          player: {
            ...fetchMoreResult.player,
            recentMatches: appended(
              previous.player.recentMatches,
              fetchMoreResult.player.recentMatches,
              (entry) => entry.match.id,
            ),
          },
        }),
      });
    } finally {
      setReadingMore(false);
    }
  };

  if (!valid || isNotFound(error)) {
    return <NotFound title="Player Not Found" message="The player you're looking for doesn't exist." />;
  }
  if (loading && !data) return <PageSpinner label="Loading player" />;
  if (error || !data) return <PageLoadError noun="player" error={error} maxW="6xl" />;

  const player = data.player;
  const rows = (pick: (figures: Figures) => unknown): FiguresRow[] => [
    ...player.tournaments
      .filter((entry) => pick(entry))
      .map((entry) => ({ key: String(entry.tournament.id), label: entry.tournament.name, figures: entry })),
    ...(pick(player.career) ? [{ key: 'career', label: 'Career', figures: player.career }] : []),
  ];
  const batting = rows((figures) => figures.batting);
  const bowling = rows((figures) => figures.bowling);
  const football = rows((figures) => figures.football);

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Stack gap="3" as="header">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="ink">
          {player.shirtNumber != null ? `${player.name} #${player.shirtNumber}` : player.name}
        </Heading>
        <HStack as="dl" gap={{ base: '4', md: '8' }} wrap="wrap">
          {player.team ? (
            <DetailRow label="Team">
              <Link asChild color="sea.fg">
                <RouterLink to={`/team/${player.team.id}`}>{player.team.name}</RouterLink>
              </Link>
            </DetailRow>
          ) : null}
          {player.position ? <DetailRow label="Position">{humanize(player.position)}</DetailRow> : null}
          <DetailRow label="Matches">{player.matchCount}</DetailRow>
        </HStack>
      </Stack>

      <Stack mt="8" gap="10">
        {batting.length ? (
          <FiguresSection
            id="player-batting"
            title="Batting"
            caption={`${player.name}: batting by tournament and career`}
            columns={BATTING}
            rows={batting}
          />
        ) : null}
        {bowling.length ? (
          <FiguresSection
            id="player-bowling"
            title="Bowling"
            caption={`${player.name}: bowling by tournament and career`}
            columns={BOWLING}
            rows={bowling}
          />
        ) : null}
        {football.length ? (
          <FiguresSection
            id="player-football"
            title="Football"
            caption={`${player.name}: appearances, goals, assists and cards by tournament and career`}
            columns={FOOTBALL}
            rows={football}
          />
        ) : null}

        <Box as="section" aria-labelledby="player-matches-heading">
          <Heading as="h2" size="lg" id="player-matches-heading" color="ink" mb="3">
            Matches
          </Heading>
          {player.recentMatches.length === 0 ? (
            <EmptyState title="No matches yet" hint="Matches appear here once the player is named in a scored match." />
          ) : (
            <Stack as="ul" gap="2" listStyleType="none" data-testid="player-matches">
              {player.recentMatches.map(({ match, summary }) => (
                <Box
                  as="li"
                  key={match.id}
                  bg="surface"
                  borderWidth="1px"
                  borderColor="line"
                  borderRadius="lg"
                  px="4"
                  py="3"
                >
                  <HStack justify="space-between" wrap="wrap" gap="2">
                    <Link asChild color="sea.fg" fontWeight="semibold">
                      <RouterLink to={`/match/${match.id}`}>
                        {match.homeTeam?.name ?? 'TBD'} v {match.awayTeam?.name ?? 'TBD'}
                      </RouterLink>
                    </Link>
                    <StatusBadge status={match.status} />
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {match.tournament.name}
                    {match.scheduledDate ? ` · ${formatDate(match.scheduledDate)}` : ''}
                  </Text>
                  {summary ? <Text fontSize="sm">{summary}</Text> : null}
                </Box>
              ))}
            </Stack>
          )}
          {player.recentMatches.length < player.matchCount ? (
            <Button
              mt="4"
              size="sm"
              variant="outline"
              loading={readingMore}
              onClick={asyncHandler(() => showMore(player.recentMatches.at(-1)?.match.cursor ?? null))}
            >
              Show more matches ({player.recentMatches.length} of {player.matchCount})
            </Button>
          ) : null}
        </Box>
      </Stack>
    </Container>
  );
}

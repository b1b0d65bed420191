import { useQuery } from '@apollo/client/react';
import { Box, Button, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { pageRegion, regionLink } from '../../app/live-region';
import { parseId, queryPageData } from '../../app/page-data';
import { DetailRow } from '../../components/DetailRow';
import { EmptyState } from '../../components/EmptyState';
import { isNotFound, NotFound } from '../../components/NotFound';
import { PageLoadError, PageSpinner } from '../../components/PageState';
import { StatusBadge } from '../../components/StatusBadge';
import { graphql } from '../../gql';
import type { PlayerPageQuery } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { POSITION_IDS } from '../../lib/positions';
import { useT, type Translate } from '../../i18n/use-t';
import { decimal, StatTable, type StatColumn } from './StatTable';
import { usePageTitle } from '../../app/page-title';
import { longerListSearch, mostShown, shownFromAddress } from '../../lib/paging';

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
  query PlayerPage($id: Int!, $first: Int!) {
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
      recentMatches(first: $first) {
        summary
        match {
          id
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

const battingColumns = (t: Translate): StatColumn<FiguresRow>[] => [
  { label: t('stats.column.competition'), cell: scope },
  {
    label: t('stats.column.innings'),
    short: t('stats.column.inningsShort'),
    numeric: true,
    cell: (row) => row.figures.batting?.innings,
  },
  {
    label: t('stats.column.notOuts'),
    short: t('stats.column.notOutsShort'),
    numeric: true,
    cell: (row) => row.figures.batting?.notOuts,
  },
  { label: t('stats.column.runs'), numeric: true, cell: (row) => row.figures.batting?.runs },
  {
    label: t('stats.column.highScore'),
    short: t('stats.column.highScoreShort'),
    numeric: true,
    cell: (row) =>
      row.figures.batting ? `${row.figures.batting.highScore}${row.figures.batting.highScoreNotOut ? '*' : ''}` : '–',
  },
  {
    label: t('stats.column.average'),
    short: t('stats.column.averageShort'),
    numeric: true,
    cell: (row) => decimal(row.figures.batting?.average),
  },
  {
    label: t('stats.column.strikeRate'),
    short: t('stats.column.strikeRateShort'),
    numeric: true,
    cell: (row) => decimal(row.figures.batting?.strikeRate),
  },
  {
    label: t('stats.column.fifties'),
    short: t('stats.column.fiftiesShort'),
    numeric: true,
    cell: (row) => row.figures.batting?.fifties,
  },
  {
    label: t('stats.column.hundreds'),
    short: t('stats.column.hundredsShort'),
    numeric: true,
    cell: (row) => row.figures.batting?.hundreds,
  },
];

const bowlingColumns = (t: Translate): StatColumn<FiguresRow>[] => [
  { label: t('stats.column.competition'), cell: scope },
  {
    label: t('stats.column.overs'),
    short: t('stats.column.oversShort'),
    numeric: true,
    cell: (row) => row.figures.bowling?.overs,
  },
  {
    label: t('stats.column.runsConceded'),
    short: t('stats.column.runsConcededShort'),
    numeric: true,
    cell: (row) => row.figures.bowling?.runs,
  },
  {
    label: t('stats.column.wickets'),
    short: t('stats.column.wicketsShort'),
    numeric: true,
    cell: (row) => row.figures.bowling?.wickets,
  },
  {
    label: t('stats.column.bestFigures'),
    short: t('stats.column.bestFiguresShort'),
    numeric: true,
    cell: (row) => row.figures.bowling?.bestFigures ?? '–',
  },
  {
    label: t('stats.column.average'),
    short: t('stats.column.averageShort'),
    numeric: true,
    cell: (row) => decimal(row.figures.bowling?.average),
  },
  {
    label: t('stats.column.economy'),
    short: t('stats.column.economyShort'),
    numeric: true,
    cell: (row) => decimal(row.figures.bowling?.economy),
  },
];

const footballColumns = (t: Translate): StatColumn<FiguresRow>[] => [
  { label: t('stats.column.competition'), cell: scope },
  {
    label: t('stats.column.appearances'),
    short: t('stats.column.appearancesShort'),
    numeric: true,
    cell: (row) => row.figures.football?.appearances,
  },
  { label: t('stats.column.goals'), numeric: true, cell: (row) => row.figures.football?.goals },
  {
    label: t('stats.column.penalties'),
    short: t('stats.column.penaltiesShort'),
    numeric: true,
    cell: (row) => row.figures.football?.penalties,
  },
  { label: t('stats.column.assists'), numeric: true, cell: (row) => row.figures.football?.assists },
  {
    label: t('stats.column.yellowCards'),
    short: t('stats.column.yellowCardsShort'),
    numeric: true,
    cell: (row) => row.figures.football?.yellowCards,
  },
  {
    label: t('stats.column.redCards'),
    short: t('stats.column.redCardsShort'),
    numeric: true,
    cell: (row) => row.figures.football?.redCards,
  },
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

/** Matches per page of the player's list, newest first; "Show more matches" asks for one page more. */
export const PLAYER_MATCH_PAGE = 10;

/** The most matches the address can ask for: whole pages within the API's `first`. */
export const PLAYER_MATCH_MOST = mostShown(PLAYER_MATCH_PAGE);

/** The address parameter holding how many of the player's matches show (`?matches=20`). */
const MATCHES_PARAM = 'matches';

/** How many matches the address asks for: a whole number of pages, capped; anything else one page. */
function matchesShown(search: URLSearchParams): number {
  return shownFromAddress(search.get(MATCHES_PARAM), PLAYER_MATCH_PAGE);
}

/**
 * The page query's variables from the page's address, or null when the id cannot be one. The server's page
 * data and the app's query both read them here, so the server renders the list the app then asks for.
 */
export function playerPageVariables(id: string | undefined, search: URLSearchParams) {
  const player = parseId(id);
  return player === null ? null : { id: player, first: matchesShown(search) };
}

/** The address of this page with one page of matches more, every other parameter kept. */
export function playerMoreSearch(search: URLSearchParams): string {
  return longerListSearch(search, MATCHES_PARAM, matchesShown(search), PLAYER_MATCH_PAGE);
}

export const playerPageData = queryPageData(PlayerPageDocument, ({ params, search }) =>
  playerPageVariables(params.id, search),
);

export function PlayerRoute() {
  const t = useT();
  const format = useFormat();
  const [search] = useSearchParams();
  const variables = playerPageVariables(useParams().id, search);
  const id = variables?.id;
  const {
    data: current,
    previousData,
    error,
    loading,
  } = useQuery(PlayerPageDocument, {
    variables: variables ?? { id: 0, first: PLAYER_MATCH_PAGE },
    skip: !variables,
  });
  // While a longer list loads, the cards already there stay (this player's, not the one before a link to another).
  const stale = !current && previousData?.player.id === id;
  const data = current ?? (stale ? previousData : undefined);
  usePageTitle(data?.player?.name);

  if (!variables || isNotFound(error)) {
    return <NotFound title={t('stats.player.notFoundTitle')} message={t('stats.player.notFoundMessage')} />;
  }
  if (loading && !data) return <PageSpinner label={t('stats.player.loading')} />;
  if (error || !data) return <PageLoadError noun={t('stats.player.noun')} error={error} maxW="6xl" />;

  const player = data.player;
  const rows = (pick: (figures: Figures) => unknown): FiguresRow[] => [
    ...player.tournaments
      .filter((entry) => pick(entry))
      .map((entry) => ({ key: String(entry.tournament.id), label: entry.tournament.name, figures: entry })),
    ...(pick(player.career) ? [{ key: 'career', label: t('stats.player.career'), figures: player.career }] : []),
  ];
  const batting = rows((figures) => figures.batting);
  const bowling = rows((figures) => figures.bowling);
  const football = rows((figures) => figures.football);

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Stack gap="3" as="header">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="ink">
          {player.shirtNumber != null
            ? t('stats.player.nameWithNumber', { name: player.name, number: String(player.shirtNumber) })
            : player.name}
        </Heading>
        <HStack as="dl" gap={{ base: '4', md: '8' }} wrap="wrap">
          {player.team ? (
            <DetailRow label={t('stats.player.team')}>
              <Link asChild color="sea.fg">
                <RouterLink to={`/team/${player.team.id}`}>{player.team.name}</RouterLink>
              </Link>
            </DetailRow>
          ) : null}
          {player.position ? (
            <DetailRow label={t('stats.player.position')}>{t(POSITION_IDS[player.position])}</DetailRow>
          ) : null}
          <DetailRow label={t('stats.player.matches')}>{player.matchCount}</DetailRow>
        </HStack>
      </Stack>

      <Stack mt="8" gap="10">
        {batting.length ? (
          <FiguresSection
            id="player-batting"
            title={t('stats.player.batting')}
            caption={t('stats.player.battingCaption', { player: player.name })}
            columns={battingColumns(t)}
            rows={batting}
          />
        ) : null}
        {bowling.length ? (
          <FiguresSection
            id="player-bowling"
            title={t('stats.player.bowling')}
            caption={t('stats.player.bowlingCaption', { player: player.name })}
            columns={bowlingColumns(t)}
            rows={bowling}
          />
        ) : null}
        {football.length ? (
          <FiguresSection
            id="player-football"
            title={t('stats.player.football')}
            caption={t('stats.player.footballCaption', { player: player.name })}
            columns={footballColumns(t)}
            rows={football}
          />
        ) : null}

        {/* The part a visitor's page without the app takes from the page at "Show more"'s address. */}
        <Box as="section" aria-labelledby="player-matches-heading" {...pageRegion('player-matches')}>
          <Heading as="h2" size="lg" id="player-matches-heading" color="ink" mb="3">
            {t('stats.player.matchesHeading')}
          </Heading>
          {player.recentMatches.length === 0 ? (
            <EmptyState title={t('stats.player.noMatchesTitle')} hint={t('stats.player.noMatchesHint')} />
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
                        {t('stats.player.matchup', {
                          home: match.homeTeam?.name ?? t('common.tbd'),
                          away: match.awayTeam?.name ?? t('common.tbd'),
                        })}
                      </RouterLink>
                    </Link>
                    <StatusBadge status={match.status} />
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {match.scheduledDate
                      ? t('stats.player.matchOn', {
                          tournament: match.tournament.name,
                          date: format.date(match.scheduledDate),
                        })
                      : match.tournament.name}
                  </Text>
                  {summary ? <Text fontSize="sm">{summary}</Text> : null}
                </Box>
              ))}
            </Stack>
          )}
          {/* A link, not a button: the longer list is this page at another address, which the app reads itself
              and a visitor's page without the app fetches and swaps in (visitor/region-links.ts). The address
              cannot ask for more than the API gives in one read. */}
          {player.recentMatches.length < player.matchCount && variables.first < PLAYER_MATCH_MOST ? (
            <Button asChild mt="4" size="sm" variant="outline">
              <RouterLink
                to={{ search: playerMoreSearch(search) }}
                replace
                preventScrollReset
                aria-busy={stale ? true : undefined}
                {...regionLink('player-matches')}
              >
                {t('stats.player.showMore', { shown: player.recentMatches.length, total: player.matchCount })}
              </RouterLink>
            </Button>
          ) : null}
        </Box>
      </Stack>
    </Container>
  );
}

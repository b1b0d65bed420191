import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Badge, Box, Container, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { parseId, queryPageData } from '../../app/page-data';
import { usePageTitle } from '../../app/page-title';
import { isNotFound, NotFound } from '../../components/NotFound';
import { PageLoadError, PageSpinner } from '../../components/PageState';
import { Panel } from '../../components/Panel';
import { ShareButton } from '../../components/ShareButton';
import { graphql } from '../../gql';
import { useFormat } from '../../i18n/format';
import type { MessageId } from '../../i18n/message-ids';
import { useT } from '../../i18n/use-t';
import { SPORT_IDS } from '../tournaments/labels';
import { CompetitionRecords } from './CompetitionRecords';
import { CompetitionTable } from './CompetitionTables';

export const CompetitionPageDocument = graphql(`
  query CompetitionPage($id: Int!) {
    competition(id: $id) {
      id
      name
      sport
      archive {
        season {
          id
          name
          startDate
          endDate
          phase
        }
        champion {
          id
          name
        }
        decidedBy
        table {
          ...CompetitionPage_row
        }
      }
      allTimeTable {
        ...CompetitionPage_row
      }
      records {
        highestTotals {
          matchId
          seasonName
          teamId
          teamName
          opponentName
          total
          wickets
          allOut
        }
        biggestWins {
          matchId
          seasonName
          winnerName
          loserName
          margin
          by
          score
        }
        bestBatting {
          matchId
          seasonName
          playerId
          playerName
          teamName
          runs
          balls
          notOut
        }
        bestBowling {
          matchId
          seasonName
          playerId
          playerName
          teamName
          wickets
          runs
        }
        playerGoalsInSeason {
          seasonId
          seasonName
          playerId
          playerName
          teamName
          goals
        }
        teamGoalsInSeason {
          seasonId
          seasonName
          teamId
          teamName
          goals
        }
      }
    }
  }
`);

graphql(`
  fragment CompetitionPage_row on StandingRow {
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
`);

export const competitionPageData = queryPageData(CompetitionPageDocument, ({ params }) => {
  const id = parseId(params.id);
  return id === null ? null : { id };
});

/** A competition's page: its seasons with their champions, the all-time table, records, each season's table. */
/** A season without a champion, by where it stands. */
const SEASON_STATE: Record<string, MessageId> = {
  draft: 'competitions.seasonState.draft',
  upcoming: 'competitions.seasonState.upcoming',
  in_progress: 'competitions.seasonState.in_progress',
  finished: 'competitions.seasonState.finished',
};

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

export function CompetitionRoute() {
  const t = useT();
  const format = useFormat();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data, error, loading } = useQuery(CompetitionPageDocument, { variables: { id }, skip: !valid });
  usePageTitle(data?.competition?.name);

  if (!valid || isNotFound(error)) {
    return <NotFound title={t('competitions.page.notFoundTitle')} message={t('competitions.page.notFoundMessage')} />;
  }
  if (loading && !data) return <PageSpinner label={t('competitions.page.loading')} />;
  if (error || !data) return <PageLoadError noun={t('competitions.page.noun')} error={error} maxW="6xl" />;

  const competition = data.competition;
  const cricket = competition.sport === 'cricket';
  const archive = competition.archive;
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} css={{ '& section a': { color: 'sea.fg' } }}>
      <Stack gap="3" as="header">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="sunset" textTransform="capitalize">
            {t(SPORT_IDS[competition.sport])}
          </Badge>
          <Badge colorPalette="sea">{t('competitions.page.seasons', { count: archive.length })}</Badge>
        </HStack>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} color="ink">
          {competition.name}
        </Heading>
        <HStack>
          <ShareButton title={competition.name} />
        </HStack>
      </Stack>

      <Grid mt="8" templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={{ base: '8', lg: '10' }}>
        <Stack gap="8" minW="0">
          <Panel id="all-time-table" title={t('competitions.page.allTime')}>
            <Text fontSize="sm" color="fg.muted" mb="2">
              {t('competitions.page.allTimeNote')}
            </Text>
            <CompetitionTable
              rows={competition.allTimeTable}
              cricket={cricket}
              label={t('competitions.page.allTime')}
            />
          </Panel>
          <Stack gap="6" as="section" aria-labelledby="archive-heading">
            <Heading as="h2" size="lg" id="archive-heading" color="ink">
              {t('competitions.page.archive')}
            </Heading>
            {archive.map((entry) => (
              <Box key={entry.season.id} borderWidth="1px" borderColor="line" borderRadius="xl" p="4" bg="surface">
                <HStack justify="space-between" wrap="wrap" mb="2">
                  <Heading as="h3" size="md">
                    <RouterLink to={`/tournament/${entry.season.id}`}>{entry.season.name}</RouterLink>
                  </Heading>
                  <Text fontSize="sm" color="fg.muted">
                    {t('competitions.page.dates', {
                      start: format.date(entry.season.startDate),
                      end: format.date(entry.season.endDate),
                    })}
                  </Text>
                </HStack>
                {entry.champion ? (
                  <Text mb="2" data-testid="season-champion">
                    {t.rich(
                      entry.decidedBy === 'FINAL'
                        ? 'competitions.page.championFinal'
                        : 'competitions.page.championTable',
                      {
                        champion: entry.champion.name,
                        strong,
                      },
                    )}
                  </Text>
                ) : (
                  <Text mb="2" color="fg.muted">
                    {SEASON_STATE[entry.season.phase] ? t(SEASON_STATE[entry.season.phase]) : null}
                  </Text>
                )}
                <CompetitionTable
                  rows={entry.table}
                  cricket={cricket}
                  label={t('competitions.page.seasonTable', { season: entry.season.name })}
                />
              </Box>
            ))}
          </Stack>
        </Stack>
        <Stack as="aside" gap="6" aria-label={t('competitions.page.detailsLabel')}>
          <Panel id="champions" title={t('competitions.page.champions')}>
            {archive.some((entry) => entry.champion) ? (
              <Stack as="ol" gap="1" listStyleType="none" fontSize="sm">
                {archive
                  .filter((entry) => entry.champion)
                  .map((entry) => (
                    <Text as="li" key={entry.season.id}>
                      {t.rich('competitions.page.seasonChampion', {
                        season: entry.season.name,
                        champion: entry.champion!.name,
                        strong,
                      })}
                    </Text>
                  ))}
              </Stack>
            ) : (
              <Text color="fg.muted">{t('competitions.page.noChampion')}</Text>
            )}
          </Panel>
          <Panel id="records" title={t('competitions.page.records')}>
            <CompetitionRecords records={competition.records} cricket={cricket} />
          </Panel>
        </Stack>
      </Grid>
    </Container>
  );
}

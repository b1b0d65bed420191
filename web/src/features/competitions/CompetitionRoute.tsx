import { useQuery } from '@apollo/client/react';
import { Badge, Box, Container, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { parseId, queryPageData } from '../../app/page-data';
import { usePageTitle } from '../../app/page-title';
import { isNotFound, NotFound } from '../../components/NotFound';
import { PageLoadError, PageSpinner } from '../../components/PageState';
import { Panel } from '../../components/Panel';
import { ShareButton } from '../../components/ShareButton';
import { graphql } from '../../gql';
import { formatDate } from '../../lib/format';
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
const SEASON_STATE: Record<string, string> = {
  draft: 'Draft: not published yet',
  upcoming: 'Not started yet',
  in_progress: 'In progress',
  finished: 'No champion decided',
};

export function CompetitionRoute() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data, error, loading } = useQuery(CompetitionPageDocument, { variables: { id }, skip: !valid });
  usePageTitle(data?.competition?.name);

  if (!valid || isNotFound(error)) {
    return <NotFound title="Competition Not Found" message="The competition you're looking for doesn't exist." />;
  }
  if (loading && !data) return <PageSpinner label="Loading competition" />;
  if (error || !data) return <PageLoadError noun="competition" error={error} maxW="6xl" />;

  const competition = data.competition;
  const cricket = competition.sport === 'cricket';
  const archive = competition.archive;
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} css={{ '& section a': { color: 'sea.fg' } }}>
      <Stack gap="3" as="header">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="sunset" textTransform="capitalize">
            {competition.sport}
          </Badge>
          <Badge colorPalette="sea">
            {archive.length} season{archive.length === 1 ? '' : 's'}
          </Badge>
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
          <Panel id="all-time-table" title="All-time table">
            <Text fontSize="sm" color="fg.muted" mb="2">
              Every season’s completed matches, ranked by the competition’s current rules.
            </Text>
            <CompetitionTable rows={competition.allTimeTable} cricket={cricket} label="All-time table" />
          </Panel>
          <Stack gap="6" as="section" aria-labelledby="archive-heading">
            <Heading as="h2" size="lg" id="archive-heading" color="ink">
              Season archive
            </Heading>
            {archive.map((entry) => (
              <Box key={entry.season.id} borderWidth="1px" borderColor="line" borderRadius="xl" p="4" bg="surface">
                <HStack justify="space-between" wrap="wrap" mb="2">
                  <Heading as="h3" size="md">
                    <RouterLink to={`/tournament/${entry.season.id}`}>{entry.season.name}</RouterLink>
                  </Heading>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDate(entry.season.startDate)} – {formatDate(entry.season.endDate)}
                  </Text>
                </HStack>
                {entry.champion ? (
                  <Text mb="2" data-testid="season-champion">
                    Champion: <strong>{entry.champion.name}</strong>
                    {entry.decidedBy === 'FINAL' ? ' (won the final)' : ' (top of the table)'}
                  </Text>
                ) : (
                  <Text mb="2" color="fg.muted">
                    {SEASON_STATE[entry.season.phase]}
                  </Text>
                )}
                <CompetitionTable rows={entry.table} cricket={cricket} label={`${entry.season.name} table`} />
              </Box>
            ))}
          </Stack>
        </Stack>
        <Stack as="aside" gap="6" aria-label="Competition details">
          <Panel id="champions" title="Champions">
            {archive.some((entry) => entry.champion) ? (
              <Stack as="ol" gap="1" listStyleType="none" fontSize="sm">
                {archive
                  .filter((entry) => entry.champion)
                  .map((entry) => (
                    <Text as="li" key={entry.season.id}>
                      {entry.season.name}: <strong>{entry.champion!.name}</strong>
                    </Text>
                  ))}
              </Stack>
            ) : (
              <Text color="fg.muted">No champion yet.</Text>
            )}
          </Panel>
          <Panel id="records" title="Records">
            <CompetitionRecords records={competition.records} cricket={cricket} />
          </Panel>
        </Stack>
      </Grid>
    </Container>
  );
}

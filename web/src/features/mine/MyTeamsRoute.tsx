import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { PageLoadError, PageSpinner } from '../../components/PageState';
import { graphql } from '../../gql';
import type { TeamRelation } from '../../gql/graphql';
import type { MessageId } from '../../i18n/message-ids';
import { useT } from '../../i18n/use-t';
import { MatchSection } from '../matches/MatchList';

export const MyTeamsQuery = graphql(`
  query MyTeams {
    myTeamFixtures {
      team {
        id
        name
        homeGround
      }
      relations
      upcoming {
        id
        ...MatchCard_match
      }
      recent {
        id
        ...MatchCard_match
      }
    }
  }
`);

const RELATION_LABELS: Record<TeamRelation, MessageId> = {
  player: 'mine.relation.player',
  coach: 'mine.relation.coach',
  manager: 'mine.relation.manager',
};

/** /my-teams: the teams a player is on the roster of (or a coach coaches, a manager runs), with fixtures. */
export function MyTeamsRoute() {
  const t = useT();
  const { data, error, loading } = useQuery(MyTeamsQuery, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <PageSpinner label={t('mine.teams.loading')} />;
  if (error && !data) return <PageLoadError noun={t('mine.teams.loadNoun')} error={error} maxW="6xl" />;
  const teams = data?.myTeamFixtures ?? [];

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="ink">
        {t('mine.teams.title')}
      </Heading>
      <Text mt="2" color="fg.muted">
        {t('mine.teams.intro')}
      </Text>
      {teams.length === 0 ? (
        <Box mt="6">
          <EmptyState title={t('mine.teams.emptyTitle')} hint={t('mine.teams.emptyHint')}>
            <Button asChild colorPalette="sea">
              <RouterLink to="/browse">{t('mine.teams.browse')}</RouterLink>
            </Button>
          </EmptyState>
        </Box>
      ) : (
        <Stack gap="10" mt="6">
          {teams.map(({ team, relations, upcoming, recent }) => (
            <Box
              as="section"
              key={team.id}
              aria-labelledby={`team-${team.id}-heading`}
              data-testid="my-team"
              bg="surface"
              borderWidth="1px"
              borderColor="line"
              borderRadius="2xl"
              p={{ base: '4', md: '6' }}
            >
              <HStack gap="3" wrap="wrap" mb="4">
                <Heading as="h2" size="xl" id={`team-${team.id}-heading`} color="ink">
                  {team.name}
                </Heading>
                {relations.map((relation) => (
                  <Badge key={relation} colorPalette="sea" variant="subtle">
                    {t(RELATION_LABELS[relation])}
                  </Badge>
                ))}
                <Text fontSize="sm" color="fg.muted" flexBasis="full">
                  {team.homeGround ? `${t('mine.teams.homeGround', { ground: team.homeGround })} · ` : ''}
                  <a href={`/team/${team.id}/fixtures.ics`}>{t('mine.teams.addToCalendar')}</a>
                </Text>
              </HStack>
              <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
                <MatchSection
                  id={`team-${team.id}-next`}
                  title={t('mine.teams.next')}
                  headingLevel="h3"
                  matches={upcoming}
                  columns={{ base: 1 }}
                  empty={t('mine.teams.nextEmpty')}
                />
                <MatchSection
                  id={`team-${team.id}-results`}
                  title={t('mine.teams.recent')}
                  headingLevel="h3"
                  matches={recent}
                  columns={{ base: 1 }}
                  empty={t('mine.teams.recentEmpty')}
                />
              </SimpleGrid>
            </Box>
          ))}
        </Stack>
      )}
    </Container>
  );
}

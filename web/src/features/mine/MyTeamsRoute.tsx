import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { PageLoadError, PageSpinner } from '../../components/PageState';
import { graphql } from '../../gql';
import type { TeamRelation } from '../../gql/graphql';
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

const RELATION_LABELS: Record<TeamRelation, string> = { player: 'Player', coach: 'Coach', manager: 'Manager' };

/** /my-teams: the teams a player is on the roster of (or a coach coaches, a manager runs), with fixtures. */
export function MyTeamsRoute() {
  const { data, error, loading } = useQuery(MyTeamsQuery, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <PageSpinner label="Loading your teams" />;
  if (error && !data) return <PageLoadError noun="your teams" error={error} maxW="6xl" />;
  const teams = data?.myTeamFixtures ?? [];

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="ink">
        My teams
      </Heading>
      <Text mt="2" color="fg.muted">
        The teams you play for, coach or manage: their next fixtures and latest results.
      </Text>
      {teams.length === 0 ? (
        <Box mt="6">
          <EmptyState
            title="You are not on a team yet"
            hint="When a team manager adds you to a roster with this account, the team's fixtures and results appear here."
          >
            <Button asChild colorPalette="sea">
              <RouterLink to="/browse">Browse tournaments</RouterLink>
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
                    {RELATION_LABELS[relation]}
                  </Badge>
                ))}
                <Text fontSize="sm" color="fg.muted" flexBasis="full">
                  {team.homeGround ? `Home ground: ${team.homeGround} · ` : ''}
                  <a href={`/team/${team.id}/fixtures.ics`}>Add fixtures to your calendar</a>
                </Text>
              </HStack>
              <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
                <MatchSection
                  id={`team-${team.id}-next`}
                  title="Next fixtures"
                  headingLevel="h3"
                  matches={upcoming}
                  columns={{ base: 1 }}
                  empty="No fixtures scheduled"
                />
                <MatchSection
                  id={`team-${team.id}-results`}
                  title="Recent results"
                  headingLevel="h3"
                  matches={recent}
                  columns={{ base: 1 }}
                  empty="No results yet"
                />
              </SimpleGrid>
            </Box>
          ))}
        </Stack>
      )}
    </Container>
  );
}

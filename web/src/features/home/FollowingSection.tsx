import { Box, Flex, Heading, HStack, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { MatchCard_MatchFragment } from '../../gql/graphql';
import { useT } from '../../i18n/use-t';
import type { Follows } from '../follow/follows';
import { NotificationToggle } from '../follow/NotificationToggle';
import { MatchCard } from '../matches/MatchCard';

function Chip({ to, children, testId }: { to: string; children: string; testId: string }) {
  return (
    <ChakraLink
      asChild
      px="3"
      py="1"
      borderRadius="full"
      bg="sea.subtle"
      borderWidth="1px"
      borderColor="sea.emphasized"
      color="ink"
      fontSize="sm"
      fontWeight="semibold"
      _hover={{ bg: 'sea.100', textDecoration: 'none' }}
      data-testid={testId}
    >
      <RouterLink to={to}>{children}</RouterLink>
    </ChakraLink>
  );
}

/**
 * What this browser follows, first on the landing page: the teams (and matches) as chips, then their
 * live matches and next fixtures, and the switch for notifications.
 */
export function FollowingSection({
  follows,
  live,
  next,
  publicKey,
}: {
  follows: Follows;
  live: MatchCard_MatchFragment[];
  next: MatchCard_MatchFragment[];
  publicKey: string | null | undefined;
}) {
  const t = useT();
  const matches = [...live, ...next];
  return (
    <Box
      as="section"
      aria-labelledby="following-heading"
      data-testid="section-following"
      bg="surface"
      borderWidth="1px"
      borderColor="line"
      borderTopWidth="4px"
      borderTopColor="sunset.500"
      borderRadius="xl"
      p={{ base: '4', md: '5' }}
    >
      <Stack gap="4">
        <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
          <Heading as="h2" size="lg" id="following-heading" color="ink">
            {t('home.following.title')}
          </Heading>
          <Text fontSize="xs" color="fg.muted">
            {t('home.following.kept')}
          </Text>
        </Flex>
        <HStack gap="2" wrap="wrap" as="ul" listStyleType="none" aria-label={t('home.following.list')}>
          {follows.teams.map((team) => (
            <li key={`t${team.id}`}>
              <Chip to={`/team/${team.id}`} testId="followed-team">
                {team.name}
              </Chip>
            </li>
          ))}
          {follows.matches.map((match) => (
            <li key={`m${match.id}`}>
              <Chip to={`/match/${match.id}`} testId="followed-match">
                {match.name}
              </Chip>
            </li>
          ))}
        </HStack>
        {matches.length > 0 ? (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3" data-testid="followed-matches">
            {matches.map((match) => (
              <MatchCard key={match.id} match={match} />
            ))}
          </SimpleGrid>
        ) : follows.teams.length > 0 ? (
          <Text color="fg.muted">{t('home.following.empty')}</Text>
        ) : null}
        <NotificationToggle publicKey={publicKey} teams={follows.teams} />
      </Stack>
    </Box>
  );
}

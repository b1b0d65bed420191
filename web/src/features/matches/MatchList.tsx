import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/EmptyState';
import type { MatchCard_MatchFragment } from '../../gql/graphql';
import { useT } from '../../i18n/use-t';
import { MatchCard } from './MatchCard';

type Columns = { base?: number; md?: number; lg?: number };

/** A titled section of match cards, or the spec's empty-state text when there are none. */
export function MatchSection({
  id,
  title,
  matches,
  empty,
  columns = { base: 1, md: 2 },
  showTournament = true,
  aside,
  headingLevel = 'h2',
}: {
  id: string;
  title: string;
  matches: MatchCard_MatchFragment[];
  empty: string | null;
  columns?: Columns;
  showTournament?: boolean;
  aside?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  if (matches.length === 0 && empty === null) return null;
  return (
    <Box as="section" id={id} aria-labelledby={`${id}-heading`} data-testid={`section-${id}`} scrollMarginTop="20">
      <Flex align="baseline" justify="space-between" gap="3" mb="3">
        <Heading as={headingLevel} size="lg" id={`${id}-heading`} color="ink">
          {title}
        </Heading>
        {aside ?? null}
      </Flex>
      {matches.length === 0 ? (
        <EmptyState title={empty ?? ''} />
      ) : (
        <SimpleGrid columns={columns} gap="3">
          {matches.map((match) => (
            <MatchCard key={match.id} match={match} showTournament={showTournament} />
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}

export function LiveDot() {
  const t = useT();
  return (
    <Text
      as="span"
      display="inline-flex"
      alignItems="center"
      gap="1.5"
      color="fg.error"
      fontSize="sm"
      fontWeight="bold"
    >
      <Box as="span" w="2" h="2" borderRadius="full" bg="red.600" aria-hidden />
      {t('matches.live')}
    </Text>
  );
}

import { useQuery } from '@apollo/client/react';
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { StatusBadge } from '../../components/StatusBadge';
import { graphql } from '../../gql';
import { useFormat } from '../../i18n/format';
import { localizeMessage } from '../../i18n/localize-message';
import { useT } from '../../i18n/use-t';

export const OrganisedMatchesQuery = graphql(`
  query OrganisedMatches {
    organisedMatches {
      id
      status
      scheduledDate
      venue
      homeTeam {
        id
        name
      }
      awayTeam {
        id
        name
      }
      tournament {
        id
        name
      }
    }
  }
`);

/** The dashboard's list of the next matches of the tournaments the signed-in organiser created. */
export function OrganisedMatchesPanel() {
  const t = useT();
  const format = useFormat();
  const { data, error } = useQuery(OrganisedMatchesQuery, { fetchPolicy: 'cache-and-network' });
  const matches = data?.organisedMatches ?? [];
  return (
    <Box
      as="section"
      aria-labelledby="organised-matches-heading"
      bg="surface"
      borderWidth="1px"
      borderColor="line"
      borderRadius="xl"
      p="5"
      mt="6"
      data-testid="organised-matches"
    >
      <Flex justify="space-between" align="center" mb="4" gap="2">
        <Heading as="h2" size="md" id="organised-matches-heading" color="ink">
          {t('mine.organised.title')}
        </Heading>
        <Button asChild size="xs" variant="ghost" colorPalette="sea">
          <RouterLink to="/my-matches">{t('mine.organised.myMatches')}</RouterLink>
        </Button>
      </Flex>
      {error && !data ? (
        <Text color="fg.error">{t('mine.organised.loadError', { message: localizeMessage(error.message, t) })}</Text>
      ) : matches.length === 0 ? (
        <Text color="fg.muted">{t('mine.organised.empty')}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" m="0" p="0">
          {matches.map((match) => (
            <Flex as="li" key={match.id} gap="3" align="center" wrap="wrap" justify="space-between">
              <Box minW="0">
                <Flex gap="2" align="center" wrap="wrap">
                  <StatusBadge status={match.status} />
                  <Text fontWeight="medium">
                    {t('mine.organised.teams', {
                      home: match.homeTeam?.name ?? t('common.tbd'),
                      away: match.awayTeam?.name ?? t('common.tbd'),
                    })}
                  </Text>
                </Flex>
                <Text fontSize="sm" color="fg.muted">
                  {match.tournament.name} · {format.dateTime(match.scheduledDate)} ·{' '}
                  {match.venue ?? t('mine.organised.venueTbd')}
                </Text>
              </Box>
              <Flex gap="2">
                <Button asChild size="xs" variant="outline" colorPalette="sea">
                  <RouterLink to={`/match/${match.id}`}>{t('mine.organised.view')}</RouterLink>
                </Button>
                <Button asChild size="xs" colorPalette="sea">
                  <RouterLink to={`/matches/${match.id}/score`}>{t('mine.organised.score')}</RouterLink>
                </Button>
              </Flex>
            </Flex>
          ))}
        </Stack>
      )}
    </Box>
  );
}

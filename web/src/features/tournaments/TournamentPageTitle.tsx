import { Heading, Stack, Text, type StackProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/use-t';

/**
 * The heading of a tournament's own pages ("Island Cup Standings"), under a link back to the tournament.
 * `page` comes translated; the language orders the two.
 */
export function TournamentPageTitle({
  tournament,
  page,
  ...props
}: { tournament: { id: number; name: string }; page: string } & StackProps) {
  const t = useT();
  return (
    <Stack gap="2" {...props}>
      <Text color="fg.muted" fontSize="sm">
        <RouterLink to={`/tournament/${tournament.id}`}>{tournament.name}</RouterLink>
      </Text>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="ink">
        {t('tournaments.pageTitle.heading', { tournament: tournament.name, page })}
      </Heading>
    </Stack>
  );
}

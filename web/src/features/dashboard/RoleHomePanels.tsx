import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Flex, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { graphql } from '../../gql';
import { useFormat } from '../../i18n/format';
import { localizeMessage } from '../../i18n/localize-message';
import { useT } from '../../i18n/use-t';
import { MyMatchesQuery, OfficialMatch, splitToday } from '../mine/MyMatchesRoute';

/** How many of a referee's next matches (after today's) the home shows; /my-matches has them all. */
const NEXT_MATCHES = 3;

const OrganiserAgendaQuery = graphql(`
  query OrganiserAgenda {
    organiserAgenda {
      tournament {
        id
        name
        startDate
        isPublished
      }
      registeredTeams
      entriesToReview
      resultsMissing
      unscheduledFixtures
    }
  }
`);

const OwnClubsQuery = graphql(`
  query DashboardClubsAndTeams {
    myClubs {
      id
      name
      isActive
    }
    myTeams {
      id
      name
      isActive
      club {
        id
        name
      }
    }
  }
`);

/** A panel of the home: the role's own work, first on the page. */
export function WorkPanel({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      as="section"
      aria-labelledby={`${id}-heading`}
      data-testid={`home-${id}`}
      bg="surface"
      borderWidth="1px"
      borderColor="line"
      borderRadius="xl"
      p="5"
      mt="6"
    >
      <Flex justify="space-between" align="center" gap="2" mb="4" wrap="wrap">
        <Heading as="h2" size="lg" color="ink" id={`${id}-heading`}>
          {title}
        </Heading>
        {action}
      </Flex>
      {children}
    </Box>
  );
}

/** The organiser's tournaments, each with what needs them: entries to review, results missing, fixtures unscheduled. */
export function OrganiserAgendaPanel({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const t = useT();
  const format = useFormat();
  const { data, error } = useQuery(OrganiserAgendaQuery, { fetchPolicy: 'cache-and-network' });
  const rows = data?.organiserAgenda ?? [];
  if (hideWhenEmpty && rows.length === 0) return null;
  return (
    <WorkPanel
      id="tournaments"
      title={t('dashboard.tournaments.title')}
      action={
        <Button asChild size="xs" variant="ghost" colorPalette="sea">
          <RouterLink to="/tournaments">{t('dashboard.tournaments.all')}</RouterLink>
        </Button>
      }
    >
      {error ? (
        <Text color="fg.error">
          {t('dashboard.tournaments.loadError', { message: localizeMessage(error.message, t) })}
        </Text>
      ) : null}
      {!data && !error ? <Text color="fg.muted">{t('common.loading')}</Text> : null}
      {data && rows.length === 0 ? (
        <EmptyState title={t('dashboard.tournaments.emptyTitle')} hint={t('dashboard.tournaments.emptyHint')} />
      ) : null}
      <Stack as="ul" listStyleType="none" gap="3" m="0" p="0">
        {rows.map((row) => {
          const needs = [
            row.entriesToReview > 0
              ? { text: t('dashboard.tournaments.entriesToReview', { count: row.entriesToReview }), palette: 'orange' }
              : null,
            row.resultsMissing > 0
              ? { text: t('dashboard.tournaments.resultsMissing', { count: row.resultsMissing }), palette: 'red' }
              : null,
            row.unscheduledFixtures > 0
              ? {
                  text: t('dashboard.tournaments.unscheduled', { count: row.unscheduledFixtures }),
                  palette: 'yellow',
                }
              : null,
          ].filter((need) => need !== null);
          return (
            <Box
              as="li"
              key={row.tournament.id}
              borderWidth="1px"
              borderColor="line"
              borderRadius="lg"
              p="3"
              data-testid="agenda-row"
            >
              <Flex gap="2" align="center" wrap="wrap">
                <Link asChild fontWeight="semibold" color="sea.fg">
                  <RouterLink to={`/tournaments/${row.tournament.id}/manage`}>{row.tournament.name}</RouterLink>
                </Link>
                <Badge colorPalette={row.tournament.isPublished ? 'green' : 'gray'}>
                  {row.tournament.isPublished ? t('dashboard.tournaments.published') : t('dashboard.tournaments.draft')}
                </Badge>
              </Flex>
              <Text fontSize="sm" color="fg.muted">
                {t('dashboard.tournaments.summary', {
                  date: format.date(row.tournament.startDate),
                  teams: row.registeredTeams,
                })}
              </Text>
              <HStack mt="2" gap="2" wrap="wrap">
                {needs.length === 0 ? (
                  <Text fontSize="sm" color="fg.muted">
                    {t('dashboard.tournaments.nothingNeeded')}
                  </Text>
                ) : (
                  needs.map((need) => (
                    <Badge key={need.text} colorPalette={need.palette} variant="subtle" size="md">
                      {need.text}
                    </Badge>
                  ))
                )}
              </HStack>
            </Box>
          );
        })}
      </Stack>
    </WorkPanel>
  );
}

/** A referee's (or scorer's) matches: today's, then the next few, each with its scoring pad. */
export function OfficialMatchesPanel() {
  const t = useT();
  const { data, error } = useQuery(MyMatchesQuery, { fetchPolicy: 'cache-and-network', pollInterval: 60_000 });
  const { today, later } = splitToday(data?.myMatches.upcoming ?? []);
  const next = later.slice(0, NEXT_MATCHES);
  return (
    <WorkPanel
      id="matches"
      title={t('dashboard.matches.title')}
      action={
        <Button asChild size="xs" variant="ghost" colorPalette="sea">
          <RouterLink to="/my-matches">{t('dashboard.matches.all')}</RouterLink>
        </Button>
      }
    >
      {error ? (
        <Text color="fg.error">{t('dashboard.matches.loadError', { message: localizeMessage(error.message, t) })}</Text>
      ) : null}
      {!data && !error ? <Text color="fg.muted">{t('common.loading')}</Text> : null}
      {data ? (
        <Stack gap="5">
          <Box data-testid="home-matches-today">
            <Heading as="h3" size="md" color="ink" mb="2">
              {t('dashboard.matches.today')}
            </Heading>
            {today.length === 0 ? (
              <Text color="fg.muted">{t('dashboard.matches.todayEmpty')}</Text>
            ) : (
              <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
                {today.map((match) => (
                  <OfficialMatch key={match.id} match={match} />
                ))}
              </SimpleGrid>
            )}
          </Box>
          <Box data-testid="home-matches-next">
            <Heading as="h3" size="md" color="ink" mb="2">
              {t('dashboard.matches.next')}
            </Heading>
            {next.length === 0 ? (
              <Text color="fg.muted">{t('dashboard.matches.nextEmpty')}</Text>
            ) : (
              <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
                {next.map((match) => (
                  <OfficialMatch key={match.id} match={match} />
                ))}
              </SimpleGrid>
            )}
          </Box>
        </Stack>
      ) : null}
    </WorkPanel>
  );
}

/** A club owner's clubs with their teams, and the teams a manager runs, each linking to its roster. */
export function ClubsAndTeamsPanel({ title }: { title: string }) {
  const t = useT();
  const { data, error } = useQuery(OwnClubsQuery, { fetchPolicy: 'cache-and-network' });
  const clubs = data?.myClubs ?? [];
  const teams = data?.myTeams ?? [];
  const ownClubIds = new Set(clubs.map((club) => club.id));
  const managedElsewhere = teams.filter((team) => !team.club || !ownClubIds.has(team.club.id));
  const teamList = (list: typeof teams) =>
    list.length === 0 ? (
      <Text fontSize="sm" color="fg.muted">
        {t('dashboard.clubs.noTeams')}
      </Text>
    ) : (
      <Stack as="ul" listStyleType="none" gap="1" m="0" p="0">
        {list.map((team) => (
          <Box as="li" key={team.id}>
            <Link asChild color="sea.fg">
              <RouterLink to={`/teams/${team.id}`}>{team.name}</RouterLink>
            </Link>
            {team.isActive ? null : (
              <Badge ms="2" colorPalette="gray">
                {t('dashboard.clubs.inactive')}
              </Badge>
            )}
          </Box>
        ))}
      </Stack>
    );
  return (
    <WorkPanel
      id="clubs"
      title={title}
      action={
        <HStack gap="1">
          <Button asChild size="xs" variant="ghost" colorPalette="sea">
            <RouterLink to="/clubs">{t('dashboard.clubs.clubs')}</RouterLink>
          </Button>
          <Button asChild size="xs" variant="ghost" colorPalette="sea">
            <RouterLink to="/teams">{t('dashboard.clubs.teams')}</RouterLink>
          </Button>
        </HStack>
      }
    >
      {error ? (
        <Text color="fg.error">{t('dashboard.clubs.loadError', { message: localizeMessage(error.message, t) })}</Text>
      ) : null}
      {!data && !error ? <Text color="fg.muted">{t('common.loading')}</Text> : null}
      {data && clubs.length === 0 && teams.length === 0 ? (
        <EmptyState title={t('dashboard.clubs.emptyTitle')} hint={t('dashboard.clubs.emptyHint')} />
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
        {clubs.map((club) => (
          <Box key={club.id} borderWidth="1px" borderColor="line" borderRadius="lg" p="3" data-testid="home-club">
            <Flex gap="2" align="center" mb="2">
              <Text fontWeight="semibold">{club.name}</Text>
              {club.isActive ? null : <Badge colorPalette="gray">{t('dashboard.clubs.inactive')}</Badge>}
            </Flex>
            {teamList(teams.filter((team) => team.club?.id === club.id))}
          </Box>
        ))}
        {managedElsewhere.length > 0 ? (
          <Box borderWidth="1px" borderColor="line" borderRadius="lg" p="3" data-testid="home-managed-teams">
            <Text fontWeight="semibold" mb="2">
              {t('dashboard.clubs.managed')}
            </Text>
            {teamList(managedElsewhere)}
          </Box>
        ) : null}
      </SimpleGrid>
    </WorkPanel>
  );
}

import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Box, Button, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../components/EmptyState';
import { PageSpinner } from '../features/auth/guards';
import { isAdmin, useViewer } from '../features/auth/useViewer';
import { ClubsAndTeamsPanel, OfficialMatchesPanel, OrganiserAgendaPanel } from '../features/dashboard/RoleHomePanels';
import { OrganisedMatchesPanel } from '../features/mine/OrganisedMatchesPanel';
import { ROLE_LABELS } from '../features/users/labels';
import { ActivityList } from '../features/users/ActivityList';
import { graphql } from '../gql';
import type { Role, TournamentType } from '../gql/graphql';
import { useFormat } from '../i18n/format';
import type { MessageId } from '../i18n/message-ids';
import { useT, type Translate } from '../i18n/use-t';

const TYPE_LABELS: Record<TournamentType, MessageId> = {
  knockout: 'users.dashboard.type.knockout',
  league: 'users.dashboard.type.league',
  round_robin: 'users.dashboard.type.round_robin',
};

const AdminDashboardQuery = graphql(`
  query AdminDashboard {
    adminDashboard {
      activeTournaments
      registeredTeams
      upcomingMatches
      totalPlayers
      tournaments {
        id
        name
        tournamentType
        startDate
        isPublished
      }
      teams {
        id
        name
        clubName
        homeGround
      }
    }
  }
`);

const RecentActivityQuery = graphql(`
  query DashboardActivity {
    activityLogs(limit: 5) {
      id
      ...ActivityList_entry
    }
  }
`);

function Panel({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Box as="section" aria-label={title} bg="surface" borderWidth="1px" borderColor="line" borderRadius="xl" p="5">
      <Flex justify="space-between" align="center" mb="4" gap="2">
        <Heading as="h2" size="md" color="ink">
          {title}
        </Heading>
        {action}
      </Flex>
      {children}
    </Box>
  );
}

function StatTile({ label, value }: { label: string; value: number }) {
  return (
    <Box bg="surface" borderWidth="1px" borderColor="line" borderRadius="xl" p="4" data-testid="stat-tile">
      <Text fontSize="3xl" fontWeight="bold" color="sea.fg">
        {value}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
    </Box>
  );
}

function RecentActivity() {
  const t = useT();
  const { data, error } = useQuery(RecentActivityQuery);
  if (error) return <Text color="fg.error">{t('users.activity.loadFailed')}</Text>;
  if (!data) return <Text color="fg.muted">{t('common.loading')}</Text>;
  return <ActivityList entries={data.activityLogs} empty={t('users.activity.empty')} />;
}

/**
 * Each role's home: its title and first action. Administrators (tournament creators and club owners) keep the
 * spec's "Admin Dashboard"; only a tournament creator is offered Create Tournament first.
 */
export function homeOf(role: Role, t: Translate): { title: string; action: { label: string; to: string } } {
  switch (role) {
    case 'tournament_creator':
      return {
        title: t('users.dashboard.admin'),
        action: { label: t('users.dashboard.createTournament'), to: '/tournaments' },
      };
    case 'club_owner':
      return { title: t('users.dashboard.admin'), action: { label: t('users.dashboard.createClub'), to: '/clubs' } };
    case 'referee':
      return {
        title: t('users.dashboard.referee'),
        action: { label: t('users.dashboard.myMatches'), to: '/my-matches' },
      };
    default:
      return {
        title: t('users.dashboard.roleTitle', { role: t(ROLE_LABELS[role]) }),
        action: { label: t('users.dashboard.myTeams'), to: '/teams' },
      };
  }
}

export function AdminDashboardRoute() {
  const t = useT();
  const format = useFormat();
  const { viewer } = useViewer();
  const { data, loading, error } = useQuery(AdminDashboardQuery, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <PageSpinner />;
  const dashboard = data?.adminDashboard;
  const greetingName = viewer?.givenName ?? viewer?.name ?? viewer?.email ?? '';
  const role = viewer?.role ?? 'tournament_creator';
  const home = homeOf(role, t);

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Flex
        justify="space-between"
        align={{ base: 'start', md: 'center' }}
        gap="4"
        direction={{ base: 'column', md: 'row' }}
      >
        <Box>
          <Heading as="h1" size="2xl" color="ink">
            {home.title}
          </Heading>
          <Text mt="1" color="fg.muted">
            {t('users.dashboard.welcome', { name: greetingName })}
          </Text>
        </Box>
        <Button asChild colorPalette="sunset">
          <RouterLink to={home.action.to}>{home.action.label}</RouterLink>
        </Button>
      </Flex>

      {/* The role's own work first (issue 49), then the site's figures. */}
      {role === 'tournament_creator' ? <OrganiserAgendaPanel /> : null}
      {role === 'club_owner' ? <ClubsAndTeamsPanel title={t('users.dashboard.yourClubsAndTeams')} /> : null}
      {role === 'manager' || role === 'coach' ? <ClubsAndTeamsPanel title={t('users.dashboard.yourTeams')} /> : null}
      {role === 'referee' ? <OfficialMatchesPanel /> : null}
      {role !== 'tournament_creator' ? <OrganiserAgendaPanel hideWhenEmpty /> : null}

      {error ? (
        <Alert.Root status="error" mt="6">
          <Alert.Indicator />
          <Alert.Title>{t('users.dashboard.loadFailed', { message: error.message })}</Alert.Title>
        </Alert.Root>
      ) : null}

      {dashboard ? (
        <>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" mt="6">
            <StatTile label={t('users.dashboard.stat.tournaments')} value={dashboard.activeTournaments} />
            <StatTile label={t('users.dashboard.stat.teams')} value={dashboard.registeredTeams} />
            <StatTile label={t('users.dashboard.stat.matches')} value={dashboard.upcomingMatches} />
            <StatTile label={t('users.dashboard.stat.players')} value={dashboard.totalPlayers} />
          </SimpleGrid>

          {isAdmin(viewer) ? <OrganisedMatchesPanel /> : null}

          {/* The spec's quick actions, for those whose work they are (a referee's is the list above). */}
          {role === 'referee' ? null : (
            <Flex gap="3" mt="6" wrap="wrap">
              <Button asChild variant="outline" colorPalette="sea">
                <RouterLink to="/clubs">{t('users.dashboard.manageClubs')}</RouterLink>
              </Button>
              <Button asChild variant="outline" colorPalette="sea">
                <RouterLink to="/tournaments">{t('users.dashboard.scheduleMatches')}</RouterLink>
              </Button>
            </Flex>
          )}

          <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" mt="6">
            <Panel title={t('users.activity.title')}>
              {isAdmin(viewer) ? (
                <RecentActivity />
              ) : (
                <Text color="fg.muted">{t('users.dashboard.activityAdminsOnly')}</Text>
              )}
            </Panel>
            <Panel
              title={t('users.dashboard.tournaments')}
              action={
                <Button asChild size="xs" variant="ghost" colorPalette="sea">
                  <RouterLink to="/tournaments">{t('users.dashboard.viewAll')}</RouterLink>
                </Button>
              }
            >
              {dashboard.tournaments.length === 0 ? (
                <EmptyState title={t('users.dashboard.noTournaments')} hint={t('users.dashboard.noTournamentsHint')} />
              ) : (
                <Stack as="ul" listStyleType="none" gap="3" m="0" p="0">
                  {dashboard.tournaments.map((tournament) => (
                    <Box as="li" key={tournament.id}>
                      <Flex gap="2" align="center" wrap="wrap">
                        <Text fontWeight="medium">{tournament.name}</Text>
                        <Badge colorPalette={tournament.isPublished ? 'green' : 'gray'}>
                          {tournament.isPublished ? t('users.dashboard.published') : t('users.dashboard.draft')}
                        </Badge>
                      </Flex>
                      <Text fontSize="sm" color="fg.muted">
                        {t('users.dashboard.tournamentLine', {
                          type: t(TYPE_LABELS[tournament.tournamentType]),
                          date: format.date(tournament.startDate),
                        })}
                      </Text>
                    </Box>
                  ))}
                </Stack>
              )}
            </Panel>
            <Panel
              title={t('users.dashboard.teams')}
              action={
                <Button asChild size="xs" variant="ghost" colorPalette="sea">
                  <RouterLink to="/teams">{t('users.dashboard.viewAll')}</RouterLink>
                </Button>
              }
            >
              {dashboard.teams.length === 0 ? (
                <EmptyState title={t('users.dashboard.noTeams')} hint={t('users.dashboard.noTeamsHint')} />
              ) : (
                <Stack as="ul" listStyleType="none" gap="3" m="0" p="0">
                  {dashboard.teams.map((team) => (
                    <Box as="li" key={team.id}>
                      <Text fontWeight="medium">{team.name}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {team.clubName}
                        {team.homeGround ? ` · ${team.homeGround}` : ''}
                      </Text>
                    </Box>
                  ))}
                </Stack>
              )}
            </Panel>
          </SimpleGrid>
        </>
      ) : null}
    </Container>
  );
}

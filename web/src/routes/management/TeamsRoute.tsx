import { useQuery } from '@apollo/client/react';
import { Alert, Button, Link } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { graphql } from '../../gql';
import type { TeamCard_TeamFragment } from '../../gql/graphql';
import { ManagementListPage } from '../../features/management/ManagementListPage';
import { TeamCard } from '../../features/management/TeamCard';
import { TeamFormDialog } from '../../features/management/TeamFormDialog';
import { useT } from '../../i18n/use-t';

const ManagementTeamsQuery = graphql(`
  query ManagementTeams($clubId: Int) {
    myTeams(clubId: $clubId) {
      id
      ...TeamCard_team
    }
    myClubs {
      id
      name
      isActive
    }
  }
`);

/** Teams of my clubs and the teams I manage; ?club=ID shows one club's teams. */
export function TeamsRoute() {
  const t = useT();
  const [params] = useSearchParams();
  const clubFilter = params.get('club');
  const clubId = clubFilter && /^\d+$/.test(clubFilter) ? Number(clubFilter) : null;
  const { data, loading, error, refetch } = useQuery(ManagementTeamsQuery, {
    variables: { clubId },
    fetchPolicy: 'cache-and-network',
  });
  const [editing, setEditing] = useState<TeamCard_TeamFragment | null | undefined>(undefined);
  const teams = data?.myTeams ?? [];
  const clubs = data?.myClubs ?? [];
  const activeClubs = clubs.filter((club) => club.isActive);
  const noClub = !!data && clubs.length === 0;
  const filteredClub = clubId ? clubs.find((club) => club.id === clubId) : undefined;

  const saved = () => {
    setEditing(undefined);
    void refetch();
  };

  return (
    <ManagementListPage
      title={t('management.teams.title')}
      intro={
        <>
          {filteredClub ? t('management.teams.introOf', { club: filteredClub.name }) : t('management.teams.intro')}{' '}
          {clubId ? (
            <Link asChild color="sea.fg">
              <RouterLink to="/teams">{t('management.teams.showAll')}</RouterLink>
            </Link>
          ) : null}
        </>
      }
      action={
        <Button colorPalette="sea" disabled={activeClubs.length === 0} onClick={() => setEditing(null)}>
          {t('management.teamForm.create')}
        </Button>
      }
      notice={
        noClub ? (
          <Alert.Root
            status="warning"
            mt="6"
            bg={{ base: 'yellow.100', _dark: 'yellow.900' }}
            data-testid="club-notice"
          >
            <Alert.Indicator />
            <Alert.Description>
              {t('management.teams.needClub')}{' '}
              <Link asChild fontWeight="semibold">
                <RouterLink to="/clubs">{t('management.teams.goToClubs')}</RouterLink>
              </Link>
            </Alert.Description>
          </Alert.Root>
        ) : null
      }
      noun={t('management.teams.noun')}
      loadingLabel={t('management.teams.loading')}
      error={error}
      loading={loading && !data}
      items={teams}
      empty={
        noClub ? (
          <EmptyState title={t('management.teams.emptyTitle')} hint={t('management.teams.emptyNoClubHint')}>
            <Button asChild colorPalette="sea">
              <RouterLink to="/clubs">{t('management.teams.createClubFirst')}</RouterLink>
            </Button>
          </EmptyState>
        ) : (
          <EmptyState title={t('management.teams.emptyTitle')} hint={t('management.teams.emptyHint')} />
        )
      }
      renderItem={(team) => <TeamCard team={team} onManage={() => setEditing(team)} />}
    >
      {editing !== undefined ? (
        <TeamFormDialog
          key={editing?.id ?? 'new'}
          team={editing}
          clubs={activeClubs}
          defaultClubId={filteredClub?.isActive ? String(filteredClub.id) : ''}
          open
          onClose={() => setEditing(undefined)}
          onSaved={saved}
        />
      ) : null}
    </ManagementListPage>
  );
}

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
      title="Teams"
      intro={
        <>
          {filteredClub ? `Teams of ${filteredClub.name}.` : 'Teams of your clubs and the teams you manage.'}{' '}
          {clubId ? (
            <Link asChild color="sea.fg">
              <RouterLink to="/teams">Show all teams</RouterLink>
            </Link>
          ) : null}
        </>
      }
      action={
        <Button colorPalette="sea" disabled={activeClubs.length === 0} onClick={() => setEditing(null)}>
          Create Team
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
              You need to create a club before you can create teams.{' '}
              <Link asChild fontWeight="semibold">
                <RouterLink to="/clubs">Go to Clubs</RouterLink>
              </Link>
            </Alert.Description>
          </Alert.Root>
        ) : null
      }
      noun="teams"
      error={error}
      loading={loading && !data}
      items={teams}
      empty={
        noClub ? (
          <EmptyState title="No teams yet" hint="Teams belong to a club: create a club first.">
            <Button asChild colorPalette="sea">
              <RouterLink to="/clubs">Create Club First</RouterLink>
            </Button>
          </EmptyState>
        ) : (
          <EmptyState title="No teams yet" hint="Create a team for one of your clubs." />
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

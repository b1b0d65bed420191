import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { graphql } from '../../gql';
import type { ClubCard_ClubFragment } from '../../gql/graphql';
import { ClubCard } from '../../features/management/ClubCard';
import { ClubFormDialog } from '../../features/management/ClubFormDialog';
import { ManagementListPage } from '../../features/management/ManagementListPage';

const ManagementClubsQuery = graphql(`
  query ManagementClubs {
    myClubs {
      id
      ...ClubCard_club
    }
  }
`);

/** The clubs I own: create, edit, deactivate and reactivate. */
export function ClubsRoute() {
  const { data, loading, error, refetch } = useQuery(ManagementClubsQuery, { fetchPolicy: 'cache-and-network' });
  // undefined: closed; null: creating; a club: managing it.
  const [editing, setEditing] = useState<ClubCard_ClubFragment | null | undefined>(undefined);
  const clubs = data?.myClubs ?? [];

  const saved = () => {
    setEditing(undefined);
    void refetch();
  };

  const createButton = (
    <Button colorPalette="sea" onClick={() => setEditing(null)}>
      Create Club
    </Button>
  );

  return (
    <ManagementListPage
      title="Clubs"
      intro="The clubs you own and their teams."
      action={createButton}
      noun="clubs"
      error={error}
      loading={loading && !data}
      items={clubs}
      empty={
        <EmptyState title="No clubs yet" hint="Create your first club to start adding teams.">
          {createButton}
        </EmptyState>
      }
      renderItem={(club) => <ClubCard club={club} onManage={() => setEditing(club)} />}
    >
      {editing !== undefined ? (
        <ClubFormDialog
          key={editing?.id ?? 'new'}
          club={editing}
          open
          onClose={() => setEditing(undefined)}
          onSaved={saved}
        />
      ) : null}
    </ManagementListPage>
  );
}

import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { graphql } from '../../gql';
import type { ClubCard_ClubFragment } from '../../gql/graphql';
import { ClubCard } from '../../features/management/ClubCard';
import { ClubFormDialog } from '../../features/management/ClubFormDialog';
import { ManagementListPage } from '../../features/management/ManagementListPage';
import { useT } from '../../i18n/use-t';

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
  const t = useT();
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
      {t('management.clubForm.create')}
    </Button>
  );

  return (
    <ManagementListPage
      title={t('management.clubs.title')}
      intro={t('management.clubs.intro')}
      action={createButton}
      noun={t('management.clubs.noun')}
      loadingLabel={t('management.clubs.loading')}
      error={error}
      loading={loading && !data}
      items={clubs}
      empty={
        <EmptyState title={t('management.clubs.emptyTitle')} hint={t('management.clubs.emptyHint')}>
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

import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { graphql } from '../../gql';
import { ManagedTournamentCard } from '../../features/management/ManagedTournamentCard';
import { ManagementListPage } from '../../features/management/ManagementListPage';
import { TournamentFormDialog } from '../../features/management/TournamentFormDialog';
import { useT } from '../../i18n/use-t';

const ManagementTournamentsQuery = graphql(`
  query ManagementTournaments {
    myTournaments {
      id
      ...ManagedTournamentCard_tournament
    }
  }
`);

/** The tournaments I organise, drafts included. */
export function TournamentsRoute() {
  const t = useT();
  const { data, loading, error, refetch } = useQuery(ManagementTournamentsQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const [creating, setCreating] = useState(false);
  const tournaments = data?.myTournaments ?? [];

  const createButton = (
    <Button colorPalette="sea" onClick={() => setCreating(true)}>
      {t('management.tournamentForm.create')}
    </Button>
  );

  return (
    <ManagementListPage
      title={t('management.tournaments.title')}
      intro={t('management.tournaments.intro')}
      action={createButton}
      noun={t('management.tournaments.noun')}
      loadingLabel={t('management.tournaments.loading')}
      error={error}
      loading={loading && !data}
      items={tournaments}
      empty={
        <EmptyState title={t('management.tournaments.emptyTitle')} hint={t('management.tournaments.emptyHint')}>
          {createButton}
        </EmptyState>
      }
      renderItem={(tournament) => <ManagedTournamentCard tournament={tournament} />}
    >
      {creating ? (
        <TournamentFormDialog
          tournament={null}
          onClose={() => setCreating(false)}
          onSaved={() => {
            setCreating(false);
            void refetch();
          }}
        />
      ) : null}
    </ManagementListPage>
  );
}

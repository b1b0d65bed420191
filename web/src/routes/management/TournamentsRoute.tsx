import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { graphql } from '../../gql';
import { ManagedTournamentCard } from '../../features/management/ManagedTournamentCard';
import { ManagementListPage } from '../../features/management/ManagementListPage';
import { TournamentFormDialog } from '../../features/management/TournamentFormDialog';

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
  const { data, loading, error, refetch } = useQuery(ManagementTournamentsQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const [creating, setCreating] = useState(false);
  const tournaments = data?.myTournaments ?? [];

  const createButton = (
    <Button colorPalette="sea" onClick={() => setCreating(true)}>
      Create Tournament
    </Button>
  );

  return (
    <ManagementListPage
      title="Tournaments"
      intro="The tournaments you organise, from draft to publication."
      action={createButton}
      noun="tournaments"
      error={error}
      loading={loading && !data}
      items={tournaments}
      empty={
        <EmptyState title="No tournaments yet" hint="Create your first tournament to get started.">
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

import { useQuery } from '@apollo/client/react';
import { Box, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { useConfirm } from '../../components/ConfirmDialog';
import { useT } from '../../i18n/use-t';
import { AddStageForm } from './AddStageForm';
import type { StageTeam } from './stage-draw';
import { StageList } from './StageList';

export const ManagedStagesQuery = graphql(`
  query ManagedStages($id: Int!) {
    managedTournament(id: $id) {
      id
      sport
      knockoutDecider
      stages {
        id
        name
        sequence
        format
        thirdPlaceMatch
        decider
        effectiveDecider
        groups {
          name
          teamIds
        }
        slots {
          position
          label
          bye
          teamId
          overridden
        }
        matches {
          id
          status
        }
      }
    }
  }
`);

/**
 * The organiser's stages: add one (groups drawn or seeded, slots), generate its fixtures, override a slot, move a
 * stage up or down, remove one.
 */
export function StagesPanel({ tournamentId, teams }: { tournamentId: number; teams: StageTeam[] }) {
  const { data, refetch } = useQuery(ManagedStagesQuery, { variables: { id: tournamentId } });
  const { confirm, dialog } = useConfirm();
  const [message, setMessage] = useState('');
  const t = useT();

  const stages = data?.managedTournament.stages ?? [];
  const sport = data?.managedTournament.sport ?? 'football';

  return (
    <Box
      as="section"
      mt="6"
      bg="surface"
      p="5"
      rounded="xl"
      borderWidth="1px"
      borderColor="line"
      aria-labelledby="stages-heading"
      data-testid="stages-panel"
    >
      <Heading as="h2" size="md" color="ink" id="stages-heading">
        {t('stages.panel.heading')}
      </Heading>
      <Text mt="1" fontSize="sm" color="fg.muted">
        {t('stages.panel.intro')}
      </Text>
      {message ? (
        <Text mt="2" role="status" data-testid="stages-message">
          {message}
        </Text>
      ) : null}

      <StageList
        tournamentId={tournamentId}
        stages={stages}
        sport={sport}
        teams={teams}
        confirm={confirm}
        onMessage={setMessage}
        onChanged={() => void refetch()}
      />

      <AddStageForm
        tournamentId={tournamentId}
        tournament={data?.managedTournament}
        teams={teams}
        onMessage={setMessage}
        onAdded={() => void refetch()}
      />
      {dialog}
    </Box>
  );
}

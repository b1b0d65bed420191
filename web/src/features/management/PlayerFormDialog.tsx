import { useMutation, useQuery } from '@apollo/client/react';
import { Checkbox, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { graphql } from '../../gql';
import type { PlayerPosition, RosterPlayer_MemberFragment } from '../../gql/graphql';
import { FormDialog } from './FormDialog';
import { SelectField, TextField } from './fields';
import { useManagementForm } from './useManagementForm';
import { optional, validatePlayer, type PlayerForm } from './validation';

export const RosterPlayerFragment = graphql(`
  fragment RosterPlayer_member on TeamMember {
    id
    name
    userId
    jerseyNumber
    position
    isCaptain
    isViceCaptain
  }
`);

const PlayerAccountsQuery = graphql(`
  query PlayerAccounts {
    assignableUsers(includePlayers: true) {
      id
      name
    }
  }
`);

const AddTeamMemberMutation = graphql(`
  mutation AddTeamMember($teamId: Int!, $input: TeamMemberInput!) {
    addTeamMember(teamId: $teamId, input: $input) {
      ...RosterPlayer_member
    }
  }
`);

const UpdateTeamMemberMutation = graphql(`
  mutation UpdateTeamMember($id: Int!, $input: TeamMemberInput!) {
    updateTeamMember(id: $id, input: $input) {
      ...RosterPlayer_member
    }
  }
`);

export const POSITIONS: { value: PlayerPosition; label: string }[] = [
  { value: 'batsman', label: 'Batsman (cricket)' },
  { value: 'bowler', label: 'Bowler (cricket)' },
  { value: 'all_rounder', label: 'All-rounder (cricket)' },
  { value: 'wicket_keeper', label: 'Wicket-keeper (cricket)' },
  { value: 'goalkeeper', label: 'Goalkeeper (football)' },
  { value: 'defender', label: 'Defender (football)' },
  { value: 'midfielder', label: 'Midfielder (football)' },
  { value: 'forward', label: 'Forward (football)' },
];

function formOf(player: RosterPlayer_MemberFragment | null): PlayerForm {
  return {
    name: player?.name ?? '',
    userId: player?.userId ? String(player.userId) : '',
    jerseyNumber:
      player?.jerseyNumber === null || player?.jerseyNumber === undefined ? '' : String(player.jerseyNumber),
    position: player?.position ?? '',
    isCaptain: player?.isCaptain ?? false,
    isViceCaptain: player?.isViceCaptain ?? false,
  };
}

/** Add Player (player null) or edit a roster place. */
export function PlayerFormDialog({
  teamId,
  player,
  takenNumbers,
  onClose,
  onSaved,
}: {
  teamId: number;
  player: RosterPlayer_MemberFragment | null;
  takenNumbers: number[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const accounts = useQuery(PlayerAccountsQuery);
  const [addMember, added] = useMutation(AddTeamMemberMutation);
  const [updateMember, updated] = useMutation(UpdateTeamMemberMutation);
  const { form, set, errors, failure, submit } = useManagementForm<PlayerForm>({
    initial: () => formOf(player),
    validate: (values) => validatePlayer(values, takenNumbers),
    failureText: player ? 'Failed to save player. Please try again.' : 'Failed to add player. Please try again.',
    onSaved,
  });

  const save = () =>
    submit(
      (values) => ({
        name: optional(values.name),
        userId: values.userId ? Number(values.userId) : null,
        jerseyNumber: values.jerseyNumber.trim() ? Number(values.jerseyNumber) : null,
        position: (values.position || null) as PlayerPosition | null,
        isCaptain: values.isCaptain,
        isViceCaptain: values.isViceCaptain,
      }),
      (input) =>
        player ? updateMember({ variables: { id: player.id, input } }) : addMember({ variables: { teamId, input } }),
    );

  return (
    <FormDialog
      open
      title={player ? `Edit ${player.name}` : 'Add Player'}
      submitLabel={player ? 'Save Changes' : 'Add Player'}
      busyLabel={player ? 'Saving...' : 'Adding...'}
      busy={added.loading || updated.loading}
      failure={failure}
      onClose={onClose}
      onSubmit={() => void save()}
    >
      <TextField
        label="Player name"
        value={form.name}
        onChange={set('name')}
        error={errors.name}
        helper="Leave empty to use the linked account's name."
      />
      <SelectField
        label="Linked account"
        value={form.userId}
        onChange={set('userId')}
        placeholder="Not linked"
        options={(accounts.data?.assignableUsers ?? []).map((user) => ({
          value: String(user.id),
          label: user.name ?? `Account #${user.id}`,
        }))}
        error={errors.userId}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          label="Jersey number"
          type="number"
          min={0}
          max={999}
          value={form.jerseyNumber}
          onChange={set('jerseyNumber')}
          error={errors.jerseyNumber}
        />
        <SelectField
          label="Position"
          value={form.position}
          onChange={set('position')}
          placeholder="No position"
          options={POSITIONS}
          error={errors.position}
        />
      </SimpleGrid>
      <HStack gap="6" wrap="wrap">
        <Checkbox.Root checked={form.isCaptain} onCheckedChange={(details) => set('isCaptain')(!!details.checked)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Captain</Checkbox.Label>
        </Checkbox.Root>
        <Checkbox.Root
          checked={form.isViceCaptain}
          onCheckedChange={(details) => set('isViceCaptain')(!!details.checked)}
          invalid={!!errors.isViceCaptain}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Vice-captain</Checkbox.Label>
        </Checkbox.Root>
      </HStack>
      {errors.isViceCaptain ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {errors.isViceCaptain}
        </Text>
      ) : (
        <Text color="fg.muted" fontSize="sm">
          A team has one captain and one vice-captain: naming a new one replaces the previous one.
        </Text>
      )}
    </FormDialog>
  );
}

import { useMutation, useQuery } from '@apollo/client/react';
import { Avatar, Box, Button, Checkbox, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql';
import type { PlayerPosition, RosterPlayer_MemberFragment, Sport } from '../../gql/graphql';
import type { Sport as SharedSport } from '../../../../shared/enums';
import { positionsFor } from '../../../../shared/validation/teams';
import { FormDialog } from './FormDialog';
import { SelectField, TextField } from './fields';
import { useManagementForm } from './useManagementForm';
import { playerInput, validatePlayer, type PlayerForm } from './validation';

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

// Names and pictures of eligible players only: e-mail addresses are never sent to the picker.
const PlayerCandidatesQuery = graphql(`
  query PlayerCandidates($teamId: Int!, $search: String, $limit: Int) {
    playerCandidates(teamId: $teamId, search: $search, limit: $limit) {
      id
      name
      profilePicture
    }
  }
`);

const CANDIDATE_LIMIT = 8;

/** The search text, once typing pauses, so each key press does not ask the server. */
function useSettled(value: string, delayMs = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Links a roster place to a player's account: search by name among active players not yet on the team;
 * shows names and pictures, never e-mail addresses.
 */
function PlayerAccountPicker({
  teamId,
  userId,
  linkedName,
  onLink,
  error,
}: {
  teamId: number;
  userId: string;
  linkedName: string | null;
  onLink: (account: { id: number; name: string | null } | null) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const settled = useSettled(search.trim());
  const candidates = useQuery(PlayerCandidatesQuery, {
    variables: { teamId, search: settled || null, limit: CANDIDATE_LIMIT },
    skip: !!userId,
  });
  if (userId) {
    return (
      <Box>
        <Text fontWeight="medium" fontSize="sm">
          Linked account
        </Text>
        <HStack mt="1" gap="3" data-testid="linked-account">
          <Avatar.Root size="xs">
            <Avatar.Fallback name={linkedName ?? undefined} />
          </Avatar.Root>
          <Text>{linkedName ?? 'A player account'}</Text>
          <Button size="xs" variant="outline" onClick={() => onLink(null)}>
            Unlink
          </Button>
        </HStack>
      </Box>
    );
  }
  const found = candidates.data?.playerCandidates ?? [];
  return (
    <Stack gap="2">
      <TextField
        label="Find a player account"
        value={search}
        onChange={setSearch}
        placeholder="Search by name"
        helper="Optional. Only active players who are not on this team are listed."
        error={error}
      />
      <Stack gap="1" aria-label="Player accounts" role="list" data-testid="player-candidates">
        {found.map((person) => (
          <HStack
            key={person.id}
            role="listitem"
            justify="space-between"
            px="2"
            py="1"
            rounded="md"
            bg="surface.subtle"
          >
            <HStack gap="2">
              <Avatar.Root size="xs">
                {person.profilePicture ? <Avatar.Image src={person.profilePicture} alt="" /> : null}
                <Avatar.Fallback name={person.name ?? undefined} />
              </Avatar.Root>
              <Text>{person.name ?? 'Unnamed player'}</Text>
            </HStack>
            <Button size="xs" variant="outline" colorPalette="sea" onClick={() => onLink(person)}>
              Link
            </Button>
          </HStack>
        ))}
        {candidates.data && found.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {settled ? `No eligible player matches “${settled}”.` : 'No eligible player accounts.'}
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
}

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

/**
 * The positions a team's players are offered: its sport's (named plainly), or all of them, each naming its
 * sport, when the team has none set. A place that already holds another sport's position keeps it listed.
 */
export function positionOptions(
  sport: Sport | null | undefined,
  current: PlayerPosition | null | undefined,
): { value: PlayerPosition; label: string }[] {
  const allowed = new Set<string>(positionsFor(sport as SharedSport | null | undefined));
  return POSITIONS.filter((position) => allowed.has(position.value) || position.value === current).map((position) =>
    sport ? { ...position, label: position.label.replace(/ \((cricket|football)\)$/, '') } : position,
  );
}

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
  sport,
  player,
  takenNumbers,
  onClose,
  onSaved,
}: {
  teamId: number;
  /** The team's sport: its players are offered that sport's positions (all of them when it has none). */
  sport?: Sport | null;
  player: RosterPlayer_MemberFragment | null;
  takenNumbers: number[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const [linkedName, setLinkedName] = useState<string | null>(player?.userId ? player.name : null);
  const [addMember, added] = useMutation(AddTeamMemberMutation);
  const [updateMember, updated] = useMutation(UpdateTeamMemberMutation);
  const { form, set, errors, failure, submit } = useManagementForm<PlayerForm>({
    initial: () => formOf(player),
    validate: (values) => validatePlayer(values, takenNumbers),
    failureText: player ? 'Failed to save player. Please try again.' : 'Failed to add player. Please try again.',
    onSaved,
  });

  const save = () =>
    submit(playerInput, (input) =>
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
      <PlayerAccountPicker
        teamId={teamId}
        userId={form.userId}
        linkedName={linkedName}
        error={errors.userId}
        onLink={(account) => {
          set('userId')(account ? String(account.id) : '');
          setLinkedName(account?.name ?? null);
        }}
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
          options={positionOptions(sport, player?.position)}
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

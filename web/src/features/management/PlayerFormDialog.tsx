import { useMutation, useQuery } from '@apollo/client/react';
import { Avatar, Box, Button, Checkbox, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql';
import type { PlayerPosition, RosterPlayer_MemberFragment, Sport } from '../../gql/graphql';
import type { Sport as SharedSport } from '../../../../shared/enums';
import { positionsFor } from '../../../../shared/validation/teams';
import type { MessageId } from '../../i18n/message-ids';
import { useT, type Translate } from '../../i18n/use-t';
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
  const t = useT();
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
          {t('management.player.linkedAccount')}
        </Text>
        <HStack mt="1" gap="3" data-testid="linked-account">
          <Avatar.Root size="xs">
            <Avatar.Fallback name={linkedName ?? undefined} />
          </Avatar.Root>
          <Text>{linkedName ?? t('management.player.anAccount')}</Text>
          <Button size="xs" variant="outline" onClick={() => onLink(null)}>
            {t('management.player.unlink')}
          </Button>
        </HStack>
      </Box>
    );
  }
  const found = candidates.data?.playerCandidates ?? [];
  return (
    <Stack gap="2">
      <TextField
        label={t('management.player.find')}
        value={search}
        onChange={setSearch}
        placeholder={t('management.player.searchPlaceholder')}
        helper={t('management.player.findHelp')}
        error={error}
      />
      <Stack gap="1" aria-label={t('management.player.accounts')} role="list" data-testid="player-candidates">
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
              <Text>{person.name ?? t('management.player.unnamed')}</Text>
            </HStack>
            <Button size="xs" variant="outline" colorPalette="sea" onClick={() => onLink(person)}>
              {t('management.player.link')}
            </Button>
          </HStack>
        ))}
        {candidates.data && found.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {settled ? t('management.player.noMatch', { search: settled }) : t('management.player.noAccounts')}
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

/**
 * Each position: its English words (for callers without a page, such as tests), its name alone and its name
 * with its sport, as messages.
 */
export const POSITIONS: { value: PlayerPosition; label: string; plain: MessageId; withSport: MessageId }[] = [
  {
    value: 'batsman',
    label: 'Batsman (cricket)',
    plain: 'management.position.batsman',
    withSport: 'management.position.batsman.sport',
  },
  {
    value: 'bowler',
    label: 'Bowler (cricket)',
    plain: 'management.position.bowler',
    withSport: 'management.position.bowler.sport',
  },
  {
    value: 'all_rounder',
    label: 'All-rounder (cricket)',
    plain: 'management.position.all_rounder',
    withSport: 'management.position.all_rounder.sport',
  },
  {
    value: 'wicket_keeper',
    label: 'Wicket-keeper (cricket)',
    plain: 'management.position.wicket_keeper',
    withSport: 'management.position.wicket_keeper.sport',
  },
  {
    value: 'goalkeeper',
    label: 'Goalkeeper (football)',
    plain: 'management.position.goalkeeper',
    withSport: 'management.position.goalkeeper.sport',
  },
  {
    value: 'defender',
    label: 'Defender (football)',
    plain: 'management.position.defender',
    withSport: 'management.position.defender.sport',
  },
  {
    value: 'midfielder',
    label: 'Midfielder (football)',
    plain: 'management.position.midfielder',
    withSport: 'management.position.midfielder.sport',
  },
  {
    value: 'forward',
    label: 'Forward (football)',
    plain: 'management.position.forward',
    withSport: 'management.position.forward.sport',
  },
];

/**
 * The positions a team's players are offered: its sport's (named plainly), or all of them, each naming its
 * sport, when the team has none set. A place that already holds another sport's position keeps it listed.
 * With `t` the names are in the page's language; without it, English.
 */
export function positionOptions(
  sport: Sport | null | undefined,
  current: PlayerPosition | null | undefined,
  t?: Translate,
): { value: PlayerPosition; label: string }[] {
  const allowed = new Set<string>(positionsFor(sport as SharedSport | null | undefined));
  return POSITIONS.filter((position) => allowed.has(position.value) || position.value === current).map((position) => {
    if (t) return { value: position.value, label: t(sport ? position.plain : position.withSport) };
    return {
      value: position.value,
      label: sport ? position.label.replace(/ \((cricket|football)\)$/, '') : position.label,
    };
  });
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
  const t = useT();
  const [linkedName, setLinkedName] = useState<string | null>(player?.userId ? player.name : null);
  const [addMember, added] = useMutation(AddTeamMemberMutation);
  const [updateMember, updated] = useMutation(UpdateTeamMemberMutation);
  const { form, set, errors, failure, submit } = useManagementForm<PlayerForm>({
    initial: () => formOf(player),
    validate: (values) => validatePlayer(values, takenNumbers, t),
    failureText: player ? t('management.player.saveFailed') : t('management.player.addFailed'),
    onSaved,
  });

  const save = () =>
    submit(playerInput, (input) =>
      player ? updateMember({ variables: { id: player.id, input } }) : addMember({ variables: { teamId, input } }),
    );

  return (
    <FormDialog
      open
      title={player ? t('management.form.editTitle', { name: player.name }) : t('management.player.add')}
      submitLabel={player ? t('management.form.saveChanges') : t('management.player.add')}
      busyLabel={player ? t('management.form.saving') : t('management.player.adding')}
      busy={added.loading || updated.loading}
      failure={failure}
      onClose={onClose}
      onSubmit={() => void save()}
    >
      <TextField
        label={t('management.player.name')}
        value={form.name}
        onChange={set('name')}
        error={errors.name}
        helper={t('management.player.nameHelp')}
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
          label={t('management.player.jersey')}
          type="number"
          min={0}
          max={999}
          value={form.jerseyNumber}
          onChange={set('jerseyNumber')}
          error={errors.jerseyNumber}
        />
        <SelectField
          label={t('management.player.position')}
          value={form.position}
          onChange={set('position')}
          placeholder={t('management.player.noPosition')}
          options={positionOptions(sport, player?.position, t)}
          error={errors.position}
        />
      </SimpleGrid>
      <HStack gap="6" wrap="wrap">
        <Checkbox.Root checked={form.isCaptain} onCheckedChange={(details) => set('isCaptain')(!!details.checked)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('management.player.captain')}</Checkbox.Label>
        </Checkbox.Root>
        <Checkbox.Root
          checked={form.isViceCaptain}
          onCheckedChange={(details) => set('isViceCaptain')(!!details.checked)}
          invalid={!!errors.isViceCaptain}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('management.player.viceCaptain')}</Checkbox.Label>
        </Checkbox.Root>
      </HStack>
      {errors.isViceCaptain ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {errors.isViceCaptain}
        </Text>
      ) : (
        <Text color="fg.muted" fontSize="sm">
          {t('management.player.captainHelp')}
        </Text>
      )}
    </FormDialog>
  );
}

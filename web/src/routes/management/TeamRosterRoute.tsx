import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Container,
  Flex,
  Heading,
  HStack,
  Link,
  Stack,
  Table,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useConfirm } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { Toast, useToast } from '../../features/users/Toast';
import { graphql } from '../../gql';
import {
  ActionErrorAlert,
  DetailPageStatus,
  useRefetchingAction,
} from '../../features/management/ManagementDetailPage';
import type { RosterPlayer_MemberFragment } from '../../gql/graphql';
import { ActiveBadge } from '../../features/management/ManagementCard';
import { PlayerFormDialog, POSITIONS } from '../../features/management/PlayerFormDialog';
import { SelectWithAction } from '../../features/management/SelectWithAction';
import { formatDate, possessive } from '../../lib/format';
import { TeamEntriesList } from '../../features/tournaments/TeamEntriesList';

const TeamRosterQuery = graphql(`
  query TeamRoster($id: Int!) {
    team(id: $id) {
      id
      name
      sport
      isActive
      club {
        id
        name
      }
      members {
        ...RosterPlayer_member
      }
      registrations {
        id
        tournamentId
        status
        feeStatus
        note
        tournament {
          id
          name
          startDate
          entryFee
          entryFeeCurrency
        }
      }
    }
    tournamentsOpenForRegistration(teamId: $id) {
      id
      name
      startDate
      registrationDeadline
      maxTeams
      registrationCount
    }
  }
`);

const RestoreTeamMemberMutation = graphql(`
  mutation RestoreTeamMember($teamId: Int!, $input: TeamMemberInput!) {
    addTeamMember(teamId: $teamId, input: $input) {
      id
    }
  }
`);

const RemoveTeamMemberMutation = graphql(`
  mutation RemoveTeamMember($id: Int!) {
    removeTeamMember(id: $id)
  }
`);

const RegisterOwnTeamMutation = graphql(`
  mutation RegisterOwnTeam($tournamentId: Int!, $teamId: Int!) {
    registerTeam(tournamentId: $tournamentId, teamId: $teamId) {
      id
    }
  }
`);

// The entry stays, WITHDRAWN, so the page keeps saying so; its place goes to the waiting list.
const WithdrawTeamMutation = graphql(`
  mutation WithdrawTeam($id: Int!) {
    withdrawRegistration(id: $id) {
      id
      status
    }
  }
`);

const POSITION_LABEL = new Map(POSITIONS.map((position) => [position.value, position.label]));

/** View Roster: the team's players, and its tournament registrations. */
export function TeamRosterRoute() {
  const teamId = Number(useParams().id);
  const { data, loading, error, refetch } = useQuery(TeamRosterQuery, {
    variables: { id: teamId },
    fetchPolicy: 'cache-and-network',
  });
  const [editing, setEditing] = useState<RosterPlayer_MemberFragment | null | undefined>(undefined);
  const [tournamentId, setTournamentId] = useState('');
  const { actionError, retry, act } = useRefetchingAction(refetch);
  const { confirm, dialog } = useConfirm();
  const toast = useToast();
  const layout = useBreakpointValue({ base: 'cards', md: 'table' }) ?? 'table';
  const [removeMember, removing] = useMutation(RemoveTeamMemberMutation);
  const [restoreMember] = useMutation(RestoreTeamMemberMutation);
  const [register, registering] = useMutation(RegisterOwnTeamMutation);
  const [withdraw, withdrawing] = useMutation(WithdrawTeamMutation);

  if (error || (loading && !data)) {
    return <DetailPageStatus error={error} noun="team" loadingLabel="Loading roster" />;
  }
  const team = data?.team;
  if (!team) return null;
  const players = team.members;
  // A withdrawal is the team's own choice, undone from its toast or by entering again: the list keeps the
  // entries still standing, and those the organiser decided (a rejection carries its note).
  const entries = team.registrations.filter((registration) => registration.status !== 'WITHDRAWN');
  const registeredIds = new Set(entries.map((registration) => registration.tournamentId));
  const open = (data?.tournamentsOpenForRegistration ?? []).filter((tournament) => !registeredIds.has(tournament.id));

  /** Asks first; once removed, Undo puts the same roster place back. */
  const remove = async (player: RosterPlayer_MemberFragment) => {
    const sure = await confirm({
      title: 'Remove player',
      message: `Remove ${player.name} from ${possessive(team.name)} roster?`,
      confirmLabel: 'Remove',
    });
    if (!sure) return;
    const removed = await act(() => removeMember({ variables: { id: player.id } }), 'Failed to remove player.');
    if (!removed) return;
    const input = {
      name: player.name,
      userId: player.userId ?? null,
      jerseyNumber: player.jerseyNumber ?? null,
      position: player.position ?? null,
      isCaptain: player.isCaptain,
      isViceCaptain: player.isViceCaptain,
    };
    toast.show(`${player.name} was removed from the roster.`, {
      label: 'Undo',
      run: () =>
        void act(() => restoreMember({ variables: { teamId: team.id, input } }), `Failed to put ${player.name} back.`),
    });
  };

  const withdrawFrom = async (registrationId: number, tournamentId: number, name: string) => {
    const sure = await confirm({
      title: 'Withdraw team',
      message: `Withdraw ${team.name} from ${name}? Its place may be taken by another team.`,
      confirmLabel: 'Withdraw',
    });
    if (!sure) return;
    const done = await act(() => withdraw({ variables: { id: registrationId } }), 'Failed to withdraw the team.');
    if (!done) return;
    toast.show(`${team.name} was withdrawn from ${name}.`, {
      label: 'Undo',
      run: () =>
        void act(() => register({ variables: { tournamentId, teamId: team.id } }), 'Failed to register the team.'),
    });
  };

  const badges = (player: RosterPlayer_MemberFragment) => (
    <>
      {player.isCaptain ? (
        <Badge colorPalette="sunset" title="Captain">
          C
        </Badge>
      ) : null}
      {player.isViceCaptain ? (
        <Badge colorPalette="sea" title="Vice-captain">
          VC
        </Badge>
      ) : null}
    </>
  );

  const actions = (player: RosterPlayer_MemberFragment) => (
    <>
      <Button size="xs" variant="outline" onClick={() => setEditing(player)} aria-label={`Edit ${player.name}`}>
        Edit
      </Button>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        loading={removing.loading}
        aria-label={`Remove ${player.name}`}
        onClick={() => void remove(player)}
      >
        Remove
      </Button>
    </>
  );

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Link asChild color="sea.fg" fontSize="sm">
        <RouterLink to="/teams">← Teams</RouterLink>
      </Link>
      <Flex
        mt="2"
        justify="space-between"
        align={{ base: 'start', md: 'center' }}
        gap="4"
        direction={{ base: 'column', md: 'row' }}
      >
        <div>
          <HStack gap="3">
            <Heading as="h1" size="2xl" color="ink">
              {team.name}
            </Heading>
            <ActiveBadge isActive={team.isActive} />
          </HStack>
          <Text mt="1" color="fg.muted">
            {team.club?.name ?? 'Unknown Club'} · {players.length} {players.length === 1 ? 'player' : 'players'}
          </Text>
        </div>
        <Button colorPalette="sea" onClick={() => setEditing(null)}>
          Add Player
        </Button>
      </Flex>

      <ActionErrorAlert message={actionError} onRetry={retry} />

      <Box as="section" mt="6" aria-labelledby="roster-heading">
        <Heading as="h2" size="lg" id="roster-heading" color="ink" mb="3">
          Roster
        </Heading>
        {players.length === 0 ? (
          <EmptyState title="No players yet" hint="Add the first player to this team's roster." />
        ) : layout === 'cards' ? (
          // On a phone each player is a card: nothing is clipped and the buttons are big enough to tap.
          <Stack gap="2" data-testid="roster">
            {players.map((player) => (
              <Flex
                key={player.id}
                data-testid="roster-row"
                bg="surface"
                borderWidth="1px"
                borderColor="line"
                rounded="lg"
                p="3"
                gap="3"
                align="center"
                justify="space-between"
                wrap="wrap"
              >
                <HStack gap="3" minW="0" flex="1">
                  <Text fontWeight="bold" color="sea.fg" minW="8" textAlign="center" fontSize="lg">
                    {player.jerseyNumber ?? '–'}
                  </Text>
                  <Stack gap="0" minW="0">
                    <HStack gap="2" wrap="wrap">
                      <Text fontWeight="semibold">{player.name}</Text>
                      {badges(player)}
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">
                      {player.position ? POSITION_LABEL.get(player.position) : 'No position'}
                    </Text>
                  </Stack>
                </HStack>
                <HStack gap="2">{actions(player)}</HStack>
              </Flex>
            ))}
          </Stack>
        ) : (
          <Table.ScrollArea borderWidth="1px" borderColor="line" rounded="lg" bg="surface">
            <Table.Root size="sm" data-testid="roster">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>#</Table.ColumnHeader>
                  <Table.ColumnHeader>Player</Table.ColumnHeader>
                  <Table.ColumnHeader>Position</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {players.map((player) => (
                  <Table.Row key={player.id} data-testid="roster-row">
                    <Table.Cell>{player.jerseyNumber ?? '–'}</Table.Cell>
                    <Table.Cell>
                      <HStack gap="2">
                        <Text>{player.name}</Text>
                        {badges(player)}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell>{player.position ? POSITION_LABEL.get(player.position) : '–'}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <HStack justify="end" gap="2">
                        {actions(player)}
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Box>

      <Box as="section" mt="8" aria-labelledby="registrations-heading">
        <Heading as="h2" size="lg" id="registrations-heading" color="ink" mb="3">
          Tournaments
        </Heading>
        <TeamEntriesList
          teamId={team.id}
          entries={entries}
          players={players}
          withdrawing={withdrawing.loading}
          onWithdraw={(entry) => void withdrawFrom(entry.id, entry.tournamentId, entry.tournament.name)}
        />
        <SelectWithAction
          label="Register for a tournament"
          value={tournamentId}
          onChange={setTournamentId}
          selectBg="white"
          placeholder={open.length ? 'Choose a tournament' : 'No tournament is taking registrations'}
          options={open.map((tournament) => {
            // A full tournament still takes entries: they wait on its list.
            const full = !!tournament.maxTeams && tournament.registrationCount >= tournament.maxTeams;
            return {
              value: String(tournament.id),
              label: `${tournament.name} (${formatDate(tournament.startDate)})${full ? ' (full: waiting list)' : ''}`,
            };
          })}
          actionLabel="Register Team"
          actionDisabled={!tournamentId}
          actionLoading={registering.loading}
          onAction={() =>
            void act(async () => {
              await register({ variables: { tournamentId: Number(tournamentId), teamId: team.id } });
              setTournamentId('');
            }, 'Failed to register the team.')
          }
        />
      </Box>

      {editing !== undefined ? (
        <PlayerFormDialog
          key={editing?.id ?? 'new'}
          teamId={team.id}
          sport={team.sport}
          player={editing}
          takenNumbers={players
            .filter(
              (player) =>
                player.id !== editing?.id && player.jerseyNumber !== null && player.jerseyNumber !== undefined,
            )
            .map((player) => player.jerseyNumber as number)}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void refetch();
          }}
        />
      ) : null}
      {dialog}
      <Toast message={toast.message} action={toast.action} onDismiss={toast.dismiss} />
    </Container>
  );
}

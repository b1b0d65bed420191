import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Container, Flex, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
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
import { formatDate } from '../../lib/format';

const TeamRosterQuery = graphql(`
  query TeamRoster($id: Int!) {
    team(id: $id) {
      id
      name
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
        tournament {
          id
          name
          startDate
        }
      }
    }
    tournamentsOpenForRegistration {
      id
      name
      startDate
      registrationDeadline
      maxTeams
      registrationCount
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

const WithdrawTeamMutation = graphql(`
  mutation WithdrawTeam($tournamentId: Int!, $teamId: Int!) {
    unregisterTeam(tournamentId: $tournamentId, teamId: $teamId)
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
  const { actionError, act } = useRefetchingAction(refetch);
  const [removeMember, removing] = useMutation(RemoveTeamMemberMutation);
  const [register, registering] = useMutation(RegisterOwnTeamMutation);
  const [withdraw, withdrawing] = useMutation(WithdrawTeamMutation);

  if (error || (loading && !data)) {
    return <DetailPageStatus error={error} noun="team" loadingLabel="Loading roster" />;
  }
  const team = data?.team;
  if (!team) return null;
  const players = team.members;
  const registeredIds = new Set(team.registrations.map((registration) => registration.tournamentId));
  const open = (data?.tournamentsOpenForRegistration ?? []).filter((tournament) => !registeredIds.has(tournament.id));

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Link asChild color="sea.700" fontSize="sm">
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
            <Heading as="h1" size="2xl" color="sea.900">
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

      <ActionErrorAlert message={actionError} />

      <Box as="section" mt="6" aria-labelledby="roster-heading">
        <Heading as="h2" size="lg" id="roster-heading" color="sea.900" mb="3">
          Roster
        </Heading>
        {players.length === 0 ? (
          <EmptyState title="No players yet" hint="Add the first player to this team's roster." />
        ) : (
          <Table.ScrollArea borderWidth="1px" borderColor="sand.200" rounded="lg" bg="white">
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
                      </HStack>
                    </Table.Cell>
                    <Table.Cell>{player.position ? POSITION_LABEL.get(player.position) : '–'}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <HStack justify="end" gap="2">
                        <Button size="xs" variant="outline" onClick={() => setEditing(player)}>
                          Edit
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          loading={removing.loading}
                          aria-label={`Remove ${player.name}`}
                          onClick={() =>
                            void act(() => removeMember({ variables: { id: player.id } }), 'Failed to remove player.')
                          }
                        >
                          Remove
                        </Button>
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
        <Heading as="h2" size="lg" id="registrations-heading" color="sea.900" mb="3">
          Tournaments
        </Heading>
        <Stack gap="2">
          {team.registrations.length === 0 ? (
            <Text color="fg.muted">Not registered in any tournament yet.</Text>
          ) : (
            team.registrations.map((registration) => (
              <HStack
                key={registration.id}
                justify="space-between"
                bg="white"
                p="3"
                rounded="md"
                borderWidth="1px"
                borderColor="sand.200"
              >
                <Text>
                  {registration.tournament
                    ? `${registration.tournament.name} · starts ${formatDate(registration.tournament.startDate)}`
                    : 'A tournament still in draft'}
                </Text>
                {registration.tournament ? (
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    loading={withdrawing.loading}
                    onClick={() =>
                      void act(
                        () => withdraw({ variables: { tournamentId: registration.tournamentId, teamId: team.id } }),
                        'Failed to withdraw the team.',
                      )
                    }
                  >
                    Withdraw
                  </Button>
                ) : null}
              </HStack>
            ))
          )}
        </Stack>
        <SelectWithAction
          label="Register for a tournament"
          value={tournamentId}
          onChange={setTournamentId}
          selectBg="white"
          placeholder={open.length ? 'Choose a tournament' : 'No tournament is taking registrations'}
          options={open.map((tournament) => {
            const full = !!tournament.maxTeams && tournament.registrationCount >= tournament.maxTeams;
            return {
              value: String(tournament.id),
              label: `${tournament.name} (${formatDate(tournament.startDate)})${full ? ' (full)' : ''}`,
              disabled: full,
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
    </Container>
  );
}

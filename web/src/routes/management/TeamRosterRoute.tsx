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
import { useFormat } from '../../i18n/format';
import { useLanguage, useT } from '../../i18n/use-t';
import { possessive } from '../../lib/format';
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

const POSITION_LABEL = new Map(POSITIONS.map((position) => [position.value, position.withSport]));

/** View Roster: the team's players, and its tournament registrations. */
export function TeamRosterRoute() {
  const t = useT();
  const format = useFormat();
  const language = useLanguage();
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
    return <DetailPageStatus error={error} noun="team" loadingLabel={t('management.roster.loading')} />;
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
      title: t('management.roster.removeTitle'),
      // English says the team's possessive ("Harbour Lights' roster"); the others put the name as it is.
      message: t('management.roster.removeMessage', {
        player: player.name,
        team: language === 'en' ? possessive(team.name) : team.name,
      }),
      confirmLabel: t('management.roster.remove'),
    });
    if (!sure) return;
    const removed = await act(
      () => removeMember({ variables: { id: player.id } }),
      t('management.roster.removeFailed'),
    );
    if (!removed) return;
    const input = {
      name: player.name,
      userId: player.userId ?? null,
      jerseyNumber: player.jerseyNumber ?? null,
      position: player.position ?? null,
      isCaptain: player.isCaptain,
      isViceCaptain: player.isViceCaptain,
    };
    toast.show(t('management.roster.removed', { player: player.name }), {
      label: t('management.roster.undo'),
      run: () =>
        void act(
          () => restoreMember({ variables: { teamId: team.id, input } }),
          t('management.roster.restoreFailed', { player: player.name }),
        ),
    });
  };

  const withdrawFrom = async (registrationId: number, tournamentId: number, name: string) => {
    const sure = await confirm({
      title: t('management.roster.withdrawTitle'),
      message: t('management.roster.withdrawMessage', { team: team.name, tournament: name }),
      confirmLabel: t('management.roster.withdraw'),
    });
    if (!sure) return;
    const done = await act(
      () => withdraw({ variables: { id: registrationId } }),
      t('management.roster.withdrawFailed'),
    );
    if (!done) return;
    toast.show(t('management.roster.withdrawn', { team: team.name, tournament: name }), {
      label: t('management.roster.undo'),
      run: () =>
        void act(
          () => register({ variables: { tournamentId, teamId: team.id } }),
          t('management.roster.registerFailed'),
        ),
    });
  };

  const positionName = (position: NonNullable<RosterPlayer_MemberFragment['position']>) => {
    const id = POSITION_LABEL.get(position);
    return id ? t(id) : position;
  };

  const badges = (player: RosterPlayer_MemberFragment) => (
    <>
      {player.isCaptain ? (
        <Badge colorPalette="sunset" title={t('management.player.captain')}>
          {t('management.roster.captainShort')}
        </Badge>
      ) : null}
      {player.isViceCaptain ? (
        <Badge colorPalette="sea" title={t('management.player.viceCaptain')}>
          {t('management.roster.viceCaptainShort')}
        </Badge>
      ) : null}
    </>
  );

  const actions = (player: RosterPlayer_MemberFragment) => (
    <>
      <Button
        size="xs"
        variant="outline"
        onClick={() => setEditing(player)}
        aria-label={t('management.roster.editOf', { player: player.name })}
      >
        {t('common.edit')}
      </Button>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        loading={removing.loading}
        aria-label={t('management.roster.removeOf', { player: player.name })}
        onClick={() => void remove(player)}
      >
        {t('management.roster.remove')}
      </Button>
    </>
  );

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Link asChild color="sea.fg" fontSize="sm">
        <RouterLink to="/teams">{t('management.roster.backToTeams')}</RouterLink>
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
            {t('management.roster.summary', {
              club: team.club?.name ?? t('management.team.unknownClub'),
              count: players.length,
            })}
          </Text>
        </div>
        <Button colorPalette="sea" onClick={() => setEditing(null)}>
          {t('management.player.add')}
        </Button>
      </Flex>

      <ActionErrorAlert message={actionError} onRetry={retry} />

      <Box as="section" mt="6" aria-labelledby="roster-heading">
        <Heading as="h2" size="lg" id="roster-heading" color="ink" mb="3">
          {t('management.roster.title')}
        </Heading>
        {players.length === 0 ? (
          <EmptyState title={t('management.roster.emptyTitle')} hint={t('management.roster.emptyHint')} />
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
                      {player.position ? positionName(player.position) : t('management.player.noPosition')}
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
                  <Table.ColumnHeader>{t('management.roster.column.number')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('management.roster.column.player')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('management.roster.column.position')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('management.roster.column.actions')}</Table.ColumnHeader>
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
                    <Table.Cell>{player.position ? positionName(player.position) : '–'}</Table.Cell>
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
          {t('management.roster.tournaments')}
        </Heading>
        <TeamEntriesList
          teamId={team.id}
          entries={entries}
          players={players}
          withdrawing={withdrawing.loading}
          onWithdraw={(entry) => void withdrawFrom(entry.id, entry.tournamentId, entry.tournament.name)}
        />
        <SelectWithAction
          label={t('management.roster.registerLabel')}
          value={tournamentId}
          onChange={setTournamentId}
          selectBg="white"
          placeholder={open.length ? t('management.roster.chooseTournament') : t('management.roster.noneOpen')}
          options={open.map((tournament) => {
            // A full tournament still takes entries: they wait on its list.
            const full = !!tournament.maxTeams && tournament.registrationCount >= tournament.maxTeams;
            return {
              value: String(tournament.id),
              label: t(full ? 'management.roster.optionFull' : 'management.roster.option', {
                name: tournament.name,
                date: format.date(tournament.startDate),
              }),
            };
          })}
          actionLabel={t('management.roster.registerTeam')}
          actionDisabled={!tournamentId}
          actionLoading={registering.loading}
          onAction={() =>
            void act(async () => {
              await register({ variables: { tournamentId: Number(tournamentId), teamId: team.id } });
              setTournamentId('');
            }, t('management.roster.registerFailed'))
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

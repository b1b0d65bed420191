import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Container,
  DataList,
  Flex,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useConfirm } from '../../components/ConfirmDialog';
import { graphql } from '../../gql';
import { Toast, useToast } from '../../features/users/Toast';
import {
  ActionErrorAlert,
  DetailPageStatus,
  useRefetchingAction,
} from '../../features/management/ManagementDetailPage';
import { SelectWithAction } from '../../features/management/SelectWithAction';
import { TournamentFormDialog } from '../../features/management/TournamentFormDialog';
import { NewSeasonButton } from '../../features/competitions/NewSeasonButton';
import { PointsDeductionsPanel } from '../../features/management/PointsDeductionsPanel';
import { EntriesPanel } from '../../features/tournaments/EntriesPanel';
import { StagesPanel } from '../../features/stages/StagesPanel';
import { WebhooksPanel } from '../../features/webhooks/WebhooksPanel';
import { WebPushSetupNotice } from '../../features/follow/WebPushSetupNotice';
import { SeasonImportPanel } from '../../features/season-io/SeasonImportPanel';
import { formatDate, formatDateTime, formatMoney, humanize } from '../../lib/format';

const ManagedTournamentQuery = graphql(`
  query ManagedTournament($id: Int!) {
    managedTournament(id: $id) {
      id
      ...TournamentDetails_tournament
      pointsDeductions {
        id
        points
        reason
        team {
          id
          name
        }
      }
      capacity
      entryFeeCurrency
      entriesNeedApproval
      squadDeadline
      registrations {
        id
        teamId
        createdAt
        status
        feeStatus
        note
        enteredAt
        team {
          id
          name
          club {
            id
            name
          }
        }
      }
    }
    registrableTeams(tournamentId: $id) {
      id
      name
      club {
        id
        name
      }
    }
  }
`);

const SetTournamentPublishedMutation = graphql(`
  mutation SetTournamentPublished($id: Int!, $published: Boolean!) {
    setTournamentPublished(id: $id, published: $published) {
      id
      isPublished
    }
  }
`);

const OrganiserRegisterTeamMutation = graphql(`
  mutation OrganiserRegisterTeam($tournamentId: Int!, $teamId: Int!) {
    registerTeam(tournamentId: $tournamentId, teamId: $teamId) {
      id
    }
  }
`);

const OrganiserRemoveTeamMutation = graphql(`
  mutation OrganiserRemoveTeam($tournamentId: Int!, $teamId: Int!, $expungeResults: Boolean) {
    unregisterTeam(tournamentId: $tournamentId, teamId: $teamId, expungeResults: $expungeResults)
  }
`);

/** The organiser's page for one tournament: details, publication and registered teams. */
export function TournamentManageRoute() {
  const id = Number(useParams().id);
  const { data, loading, error, refetch } = useQuery(ManagedTournamentQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const [editing, setEditing] = useState(false);
  const [teamId, setTeamId] = useState('');
  const { actionError, retry, act } = useRefetchingAction(refetch);
  const { confirm, dialog } = useConfirm();
  const toast = useToast();
  const [setPublished, publishing] = useMutation(SetTournamentPublishedMutation);
  const [addTeam, adding] = useMutation(OrganiserRegisterTeamMutation);
  const [removeTeam, removing] = useMutation(OrganiserRemoveTeamMutation);

  if (error || (loading && !data)) {
    return <DetailPageStatus error={error} noun="tournament" loadingLabel="Loading tournament" />;
  }
  const tournament = data?.managedTournament;
  if (!tournament) return null;
  // The teams that play: approved entries (the Entries panel below lists every one).
  const registrations = tournament.registrations.filter((registration) => registration.status === 'APPROVED');
  const full =
    tournament.maxTeams !== null && tournament.maxTeams !== undefined && registrations.length >= tournament.maxTeams;

  const publish = (published: boolean) =>
    act(
      () => setPublished({ variables: { id: tournament.id, published } }),
      published ? 'Failed to publish the tournament.' : 'Failed to unpublish the tournament.',
    );

  /** Unpublishing hides the tournament from visitors: ask first, then offer to republish. */
  const togglePublished = async () => {
    if (!tournament.isPublished) {
      await publish(true);
      return;
    }
    const sure = await confirm({
      title: 'Unpublish tournament',
      message: `Unpublish ${tournament.name}? Visitors will no longer see it, and teams cannot register.`,
      confirmLabel: 'Unpublish',
    });
    if (!sure || !(await publish(false))) return;
    toast.show(`${tournament.name} is a draft again.`, { label: 'Republish', run: () => void publish(true) });
  };

  const removeRegistration = async (teamId: number, name: string) => {
    // A team withdrawn mid-season: its results stand unless the organiser expunges them.
    let expungeResults = false;
    const sure = await confirm({
      title: 'Remove team',
      message: (
        <>
          Remove {name} from {tournament.name}? Its results stay in the table.
          <br />
          <label>
            <input
              type="checkbox"
              data-testid="expunge-results"
              onChange={(event) => {
                expungeResults = event.target.checked;
              }}
            />{' '}
            Expunge its results instead (every match it played leaves the table)
          </label>
        </>
      ),
      confirmLabel: 'Remove',
    });
    if (!sure) return;
    const removed = await act(
      () => removeTeam({ variables: { tournamentId: tournament.id, teamId, expungeResults } }),
      'Failed to remove the team.',
    );
    if (!removed) return;
    toast.show(`${name} was removed from the tournament.`, {
      label: 'Undo',
      run: () =>
        void act(() => addTeam({ variables: { tournamentId: tournament.id, teamId } }), 'Failed to add the team.'),
    });
  };

  const details: [string, string][] = [
    ['Sport', tournament.sport],
    ['Type', humanize(tournament.tournamentType)],
    ['Start date', formatDate(tournament.startDate)],
    ['End date', formatDate(tournament.endDate)],
    [
      'Registration deadline',
      tournament.registrationDeadline ? formatDateTime(tournament.registrationDeadline) : 'None',
    ],
    ['Max teams', tournament.maxTeams ? String(tournament.maxTeams) : 'No limit'],
    ['Entry fee', formatMoney(tournament.entryFee)],
    ['Prize pool', formatMoney(tournament.prizePool)],
    ['Venue', tournament.venueInfo ?? 'Venue TBD'],
  ];
  if (tournament.sport === 'cricket') {
    details.push(['Format', `${tournament.oversPerInnings} overs, ${tournament.ballsPerOver} balls an over`]);
  }

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Link asChild color="sea.fg" fontSize="sm">
        <RouterLink to="/tournaments">← Tournaments</RouterLink>
      </Link>
      <Flex mt="2" justify="space-between" gap="4" direction={{ base: 'column', md: 'row' }}>
        <div>
          <HStack gap="3" wrap="wrap">
            <Heading as="h1" size="2xl" color="ink">
              {tournament.name}
            </Heading>
            <Badge colorPalette={tournament.isPublished ? 'green' : 'gray'} data-testid="publication-badge">
              {tournament.isPublished ? 'Published' : 'Draft'}
            </Badge>
          </HStack>
          {tournament.description ? (
            <Text mt="2" color="fg.muted">
              {tournament.description}
            </Text>
          ) : null}
        </div>
        <HStack gap="2" wrap="wrap" align="start">
          <Button variant="outline" colorPalette="sea" onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button
            colorPalette={tournament.isPublished ? 'sunset' : 'green'}
            variant={tournament.isPublished ? 'outline' : 'solid'}
            loading={publishing.loading}
            onClick={() => void togglePublished()}
          >
            {tournament.isPublished ? 'Unpublish' : 'Publish'}
          </Button>
          <Button asChild variant="outline" colorPalette="sea">
            <RouterLink to={`/tournaments/${tournament.id}/fixtures`}>Fixtures</RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="sea">
            <RouterLink to={`/tournaments/${tournament.id}/schedule`}>Schedule</RouterLink>
          </Button>
          {tournament.competitionId ? <NewSeasonButton tournamentId={tournament.id} name={tournament.name} /> : null}
          <Button asChild variant="ghost" colorPalette="sea">
            <RouterLink to={`/tournament/${tournament.id}`}>View Details</RouterLink>
          </Button>
        </HStack>
      </Flex>

      <ActionErrorAlert message={actionError} onRetry={retry} />

      <SimpleGrid mt="6" columns={{ base: 1, lg: 5 }} gap="6">
        <Box gridColumn={{ lg: 'span 2' }} bg="surface" p="5" rounded="xl" borderWidth="1px" borderColor="line">
          <Heading as="h2" size="md" color="ink" mb="3">
            Details
          </Heading>
          <DataList.Root orientation="horizontal" size="sm">
            {details.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue textTransform={label === 'Sport' || label === 'Type' ? 'capitalize' : undefined}>
                  {value}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          {tournament.rules ? (
            <Box mt="4">
              <Text fontWeight="semibold" fontSize="sm">
                Rules
              </Text>
              <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap">
                {tournament.rules}
              </Text>
            </Box>
          ) : null}
        </Box>

        <Box
          as="section"
          gridColumn={{ lg: 'span 3' }}
          bg="surface"
          p="5"
          rounded="xl"
          borderWidth="1px"
          borderColor="line"
          aria-labelledby="registered-heading"
        >
          <Flex justify="space-between" align="baseline">
            <Heading as="h2" size="md" color="ink" id="registered-heading">
              Registered Teams
            </Heading>
            <Text fontSize="sm" color="fg.muted" data-testid="registered-count">
              {registrations.length}
              {tournament.maxTeams ? ` of ${tournament.maxTeams}` : ''} teams
            </Text>
          </Flex>
          <Stack mt="3" gap="2" data-testid="registered-teams">
            {registrations.length === 0 ? (
              <Text color="fg.muted">No teams registered yet.</Text>
            ) : (
              registrations.map((registration) => (
                <HStack
                  key={registration.id}
                  justify="space-between"
                  p="3"
                  rounded="md"
                  bg="surface.subtle"
                  data-testid="registered-team"
                >
                  <div>
                    <Text fontWeight="semibold">{registration.team.name}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {registration.team.club?.name ?? 'Unknown Club'} · registered {formatDate(registration.createdAt)}
                    </Text>
                  </div>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    loading={removing.loading}
                    aria-label={`Remove ${registration.team.name}`}
                    onClick={() => void removeRegistration(registration.teamId, registration.team.name)}
                  >
                    Remove
                  </Button>
                </HStack>
              ))
            )}
          </Stack>
          <SelectWithAction
            label="Add a team"
            value={teamId}
            onChange={setTeamId}
            placeholder={
              (data?.registrableTeams.length ?? 0) > 0
                ? full
                  ? 'Full: a team added now waits on the list'
                  : 'Choose a team'
                : 'No other active team of this sport to add'
            }
            options={(data?.registrableTeams ?? []).map((team) => ({
              value: String(team.id),
              label: `${team.name} (${team.club?.name ?? 'Unknown Club'})`,
            }))}
            actionLabel="Add Team"
            actionDisabled={!teamId}
            actionLoading={adding.loading}
            onAction={() =>
              void act(async () => {
                await addTeam({ variables: { tournamentId: tournament.id, teamId: Number(teamId) } });
                setTeamId('');
              }, 'Failed to add the team.')
            }
          />
        </Box>
      </SimpleGrid>

      <EntriesPanel tournament={tournament} entries={tournament.registrations} onChanged={() => void refetch()} />

      <StagesPanel tournamentId={tournament.id} teams={registrations.map((registration) => registration.team)} />

      <PointsDeductionsPanel
        tournamentId={tournament.id}
        teams={registrations.map((registration) => registration.team)}
        deductions={tournament.pointsDeductions}
        onChanged={() => void refetch()}
      />

      <SeasonImportPanel tournamentId={tournament.id} sport={tournament.sport} onImported={() => void refetch()} />

      <WebhooksPanel tournamentId={tournament.id} />

      <WebPushSetupNotice />

      {editing ? (
        <TournamentFormDialog
          tournament={tournament}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            void refetch();
          }}
        />
      ) : null}
      {dialog}
      <Toast message={toast.message} action={toast.action} onDismiss={toast.dismiss} />
    </Container>
  );
}

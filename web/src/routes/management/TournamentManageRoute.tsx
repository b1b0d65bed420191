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
import { SPORT_WORDS, TOURNAMENT_TYPE_WORDS } from '../../features/management/ManagedTournamentCard';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { formatMoney } from '../../lib/format';

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
  const t = useT();
  const format = useFormat();
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
    return <DetailPageStatus error={error} noun="tournament" loadingLabel={t('management.manage.loading')} />;
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
      published ? t('management.manage.publishFailed') : t('management.manage.unpublishFailed'),
    );

  /** Unpublishing hides the tournament from visitors: ask first, then offer to republish. */
  const togglePublished = async () => {
    if (!tournament.isPublished) {
      await publish(true);
      return;
    }
    const sure = await confirm({
      title: t('management.manage.unpublishTitle'),
      message: t('management.manage.unpublishMessage', { tournament: tournament.name }),
      confirmLabel: t('management.manage.unpublish'),
    });
    if (!sure || !(await publish(false))) return;
    toast.show(t('management.manage.draftAgain', { tournament: tournament.name }), {
      label: t('management.manage.republish'),
      run: () => void publish(true),
    });
  };

  const removeRegistration = async (teamId: number, name: string) => {
    // A team withdrawn mid-season: its results stand unless the organiser expunges them.
    let expungeResults = false;
    const sure = await confirm({
      title: t('management.manage.removeTitle'),
      message: (
        <>
          {t('management.manage.removeMessage', { team: name, tournament: tournament.name })}
          <br />
          <label>
            <input
              type="checkbox"
              data-testid="expunge-results"
              onChange={(event) => {
                expungeResults = event.target.checked;
              }}
            />{' '}
            {t('management.manage.expunge')}
          </label>
        </>
      ),
      confirmLabel: t('management.manage.remove'),
    });
    if (!sure) return;
    const removed = await act(
      () => removeTeam({ variables: { tournamentId: tournament.id, teamId, expungeResults } }),
      t('management.manage.removeFailed'),
    );
    if (!removed) return;
    toast.show(t('management.manage.removed', { team: name }), {
      label: t('management.roster.undo'),
      run: () =>
        void act(
          () => addTeam({ variables: { tournamentId: tournament.id, teamId } }),
          t('management.manage.addFailed'),
        ),
    });
  };

  // [label, value, capitalised]: the sport and type are the API's lower-case words.
  const details: [string, string, boolean][] = [
    [t('management.manage.detail.sport'), t(SPORT_WORDS[tournament.sport]), true],
    [t('management.manage.detail.type'), t(TOURNAMENT_TYPE_WORDS[tournament.tournamentType]), true],
    [t('management.manage.detail.startDate'), format.date(tournament.startDate), false],
    [t('management.manage.detail.endDate'), format.date(tournament.endDate), false],
    [
      t('management.manage.detail.deadline'),
      tournament.registrationDeadline ? format.dateTime(tournament.registrationDeadline) : t('common.none'),
      false,
    ],
    [
      t('management.manage.detail.maxTeams'),
      tournament.maxTeams ? String(tournament.maxTeams) : t('management.manage.detail.noLimit'),
      false,
    ],
    [t('management.manage.detail.entryFee'), formatMoney(tournament.entryFee), false],
    [t('management.manage.detail.prizePool'), formatMoney(tournament.prizePool), false],
    [t('management.manage.detail.venue'), tournament.venueInfo ?? t('management.manage.detail.venueTbd'), false],
  ];
  if (tournament.sport === 'cricket') {
    details.push([
      t('management.manage.detail.format'),
      t('management.manage.detail.formatValue', {
        overs: tournament.oversPerInnings,
        balls: tournament.ballsPerOver,
      }),
      false,
    ]);
  }

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Link asChild color="sea.fg" fontSize="sm">
        <RouterLink to="/tournaments">{t('management.manage.back')}</RouterLink>
      </Link>
      <Flex mt="2" justify="space-between" gap="4" direction={{ base: 'column', md: 'row' }}>
        <div>
          <HStack gap="3" wrap="wrap">
            <Heading as="h1" size="2xl" color="ink">
              {tournament.name}
            </Heading>
            <Badge colorPalette={tournament.isPublished ? 'green' : 'gray'} data-testid="publication-badge">
              {tournament.isPublished ? t('management.tournament.published') : t('management.tournament.draft')}
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
            {t('common.edit')}
          </Button>
          <Button
            colorPalette={tournament.isPublished ? 'sunset' : 'green'}
            variant={tournament.isPublished ? 'outline' : 'solid'}
            loading={publishing.loading}
            onClick={() => void togglePublished()}
          >
            {tournament.isPublished ? t('management.manage.unpublish') : t('management.manage.publish')}
          </Button>
          <Button asChild variant="outline" colorPalette="sea">
            <RouterLink to={`/tournaments/${tournament.id}/fixtures`}>{t('management.manage.fixtures')}</RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="sea">
            <RouterLink to={`/tournaments/${tournament.id}/schedule`}>{t('management.manage.schedule')}</RouterLink>
          </Button>
          {tournament.competitionId ? <NewSeasonButton tournamentId={tournament.id} name={tournament.name} /> : null}
          <Button asChild variant="ghost" colorPalette="sea">
            <RouterLink to={`/tournament/${tournament.id}`}>{t('management.tournament.viewDetails')}</RouterLink>
          </Button>
        </HStack>
      </Flex>

      <ActionErrorAlert message={actionError} onRetry={retry} />

      <SimpleGrid mt="6" columns={{ base: 1, lg: 5 }} gap="6">
        <Box gridColumn={{ lg: 'span 2' }} bg="surface" p="5" rounded="xl" borderWidth="1px" borderColor="line">
          <Heading as="h2" size="md" color="ink" mb="3">
            {t('management.manage.details')}
          </Heading>
          <DataList.Root orientation="horizontal" size="sm">
            {details.map(([label, value, capitalised]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue textTransform={capitalised ? 'capitalize' : undefined}>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          {tournament.rules ? (
            <Box mt="4">
              <Text fontWeight="semibold" fontSize="sm">
                {t('management.tournamentForm.rules')}
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
              {t('management.manage.registered')}
            </Heading>
            <Text fontSize="sm" color="fg.muted" data-testid="registered-count">
              {tournament.maxTeams
                ? t('management.manage.countOf', { count: registrations.length, max: tournament.maxTeams })
                : t('management.manage.count', { count: registrations.length })}
            </Text>
          </Flex>
          <Stack mt="3" gap="2" data-testid="registered-teams">
            {registrations.length === 0 ? (
              <Text color="fg.muted">{t('management.manage.noTeams')}</Text>
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
                      {t('management.manage.registeredLine', {
                        club: registration.team.club?.name ?? t('management.team.unknownClub'),
                        date: format.date(registration.createdAt),
                      })}
                    </Text>
                  </div>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    loading={removing.loading}
                    aria-label={t('management.manage.removeOf', { team: registration.team.name })}
                    onClick={() => void removeRegistration(registration.teamId, registration.team.name)}
                  >
                    {t('management.manage.remove')}
                  </Button>
                </HStack>
              ))
            )}
          </Stack>
          <SelectWithAction
            label={t('management.manage.addLabel')}
            value={teamId}
            onChange={setTeamId}
            placeholder={
              (data?.registrableTeams.length ?? 0) > 0
                ? full
                  ? t('management.manage.addFull')
                  : t('management.deductions.teamPlaceholder')
                : t('management.manage.addNone')
            }
            options={(data?.registrableTeams ?? []).map((team) => ({
              value: String(team.id),
              label: t('management.manage.teamOption', {
                team: team.name,
                club: team.club?.name ?? t('management.team.unknownClub'),
              }),
            }))}
            actionLabel={t('management.manage.addTeam')}
            actionDisabled={!teamId}
            actionLoading={adding.loading}
            onAction={() =>
              void act(async () => {
                await addTeam({ variables: { tournamentId: tournament.id, teamId: Number(teamId) } });
                setTeamId('');
              }, t('management.manage.addFailed'))
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

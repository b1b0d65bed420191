import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Checkbox, Flex, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { describeError } from '../../lib/errors';
import { useFormat } from '../../i18n/format';
import type { MessageId } from '../../i18n/message-ids';
import { useT } from '../../i18n/use-t';
import { serverFieldErrors } from '../management/validation';
import { EntryFeeBadge, EntryStatusBadge } from './entry-badges';

const TeamSquadQuery = graphql(`
  query TeamSquad($tournamentId: Int!, $teamId: Int!) {
    squad(tournamentId: $tournamentId, teamId: $teamId) {
      tournamentId
      teamId
      named
      minPlayers
      maxPlayers
      deadline
      canEdit
      players {
        id
      }
    }
  }
`);

const SetSquadMutation = graphql(`
  mutation SetSquad($tournamentId: Int!, $teamId: Int!, $memberIds: [Int!]!) {
    setSquad(tournamentId: $tournamentId, teamId: $teamId, memberIds: $memberIds) {
      tournamentId
      teamId
      named
      canEdit
      players {
        id
      }
    }
  }
`);

type Entry = {
  id: number;
  tournamentId: number;
  status: string;
  feeStatus: string;
  note?: string | null;
  tournament?: { id: number; name: string; startDate: string; entryFee: number; entryFeeCurrency: string } | null;
};
type Player = { id: number; name: string; jerseyNumber?: number | null; isActive?: boolean };

const LIVE = ['PENDING', 'APPROVED', 'WAITLISTED'];

/** What each state means for the team, in the manager's words. */
const EXPLAINED: Record<string, MessageId> = {
  PENDING: 'tournaments.teamEntries.explained.PENDING',
  APPROVED: 'tournaments.teamEntries.explained.APPROVED',
  WAITLISTED: 'tournaments.teamEntries.explained.WAITLISTED',
  REJECTED: 'tournaments.teamEntries.explained.REJECTED',
  WITHDRAWN: 'tournaments.teamEntries.explained.WITHDRAWN',
};

/**
 * A team's entries as its manager sees them: each tournament's status, fee and the organiser's note, a way
 * to withdraw, and the squad named for it.
 */
export function TeamEntriesList({
  teamId,
  entries,
  players,
  onWithdraw,
  withdrawing,
}: {
  teamId: number;
  entries: Entry[];
  players: Player[];
  /** Asks, withdraws the entry (`withdrawRegistration`) and offers Undo: the route owns the dialog and toast. */
  onWithdraw: (entry: Entry & { tournament: NonNullable<Entry['tournament']> }) => void;
  withdrawing: boolean;
}) {
  const t = useT();
  const format = useFormat();
  const [squadOf, setSquadOf] = useState<number | null>(null);

  if (entries.length === 0) return <Text color="fg.muted">{t('tournaments.teamEntries.none')}</Text>;
  return (
    <Stack gap="2" data-testid="team-entries">
      {entries.map((entry) => (
        <Box
          key={entry.id}
          bg="surface"
          p="3"
          rounded="md"
          borderWidth="1px"
          borderColor="line"
          data-testid="team-entry"
        >
          <Flex justify="space-between" gap="2" wrap="wrap">
            <Text fontWeight="semibold">
              {entry.tournament
                ? t('tournaments.teamEntries.startsOn', {
                    tournament: entry.tournament.name,
                    date: format.date(entry.tournament.startDate),
                  })
                : t('tournaments.teamEntries.draft')}
            </Text>
            <HStack gap="2" wrap="wrap">
              <EntryStatusBadge status={entry.status} />
              <EntryFeeBadge
                status={entry.status}
                feeStatus={entry.feeStatus}
                fee={
                  entry.tournament
                    ? { amount: entry.tournament.entryFee, currency: entry.tournament.entryFeeCurrency }
                    : null
                }
              />
            </HStack>
          </Flex>
          <Text fontSize="sm" color="fg.muted" mt="1">
            {EXPLAINED[entry.status] ? t(EXPLAINED[entry.status]) : null}
          </Text>
          {entry.note ? (
            <Text fontSize="sm" mt="1" data-testid="entry-note">
              {t('tournaments.teamEntries.organiserNote', { note: entry.note })}
            </Text>
          ) : null}
          {entry.tournament && LIVE.includes(entry.status) ? (
            <HStack mt="2" gap="2" wrap="wrap">
              <Button
                size="xs"
                variant="outline"
                colorPalette="sea"
                aria-expanded={squadOf === entry.tournamentId}
                onClick={() => setSquadOf(squadOf === entry.tournamentId ? null : entry.tournamentId)}
              >
                {t('tournaments.teamEntries.squad')}
              </Button>
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                loading={withdrawing}
                aria-label={t('tournaments.teamEntries.withdrawFrom', { tournament: entry.tournament.name })}
                onClick={() => onWithdraw({ ...entry, tournament: entry.tournament! })}
              >
                {t('tournaments.teamEntries.withdraw')}
              </Button>
            </HStack>
          ) : null}
          {squadOf === entry.tournamentId ? (
            <SquadEditor tournamentId={entry.tournamentId} teamId={teamId} players={players} />
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}

/** Picks the squad from the roster, within the sport's limits, until the organiser's deadline. */
function SquadEditor({ tournamentId, teamId, players }: { tournamentId: number; teamId: number; players: Player[] }) {
  const t = useT();
  const format = useFormat();
  const { data, loading, error } = useQuery(TeamSquadQuery, { variables: { tournamentId, teamId } });
  const [save, saving] = useMutation(SetSquadMutation);
  const [picked, setPicked] = useState<Set<number> | null>(null);
  const [message, setMessage] = useState('');
  if (loading && !data) return <Text mt="2">{t('tournaments.squad.loading')}</Text>;
  if (error || !data)
    return (
      <Text mt="2" color="fg.error">
        {describeError(error, t)}
      </Text>
    );
  const squad = data.squad;
  const chosen = picked ?? new Set(squad.players.map((player) => player.id));
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setPicked(next);
  };
  const submit = async () => {
    try {
      await save({ variables: { tournamentId, teamId, memberIds: [...chosen] } });
      setMessage(t('tournaments.squad.saved'));
    } catch (failure) {
      setMessage(serverFieldErrors(failure, t).memberIds ?? describeError(failure, t));
    }
  };
  return (
    <Box mt="3" data-testid="squad-editor">
      <Text fontSize="sm" color="fg.muted">
        {squad.named ? t('tournaments.squad.named', { count: squad.players.length }) : t('tournaments.squad.notNamed')}{' '}
        {squad.deadline
          ? t('tournaments.squad.limitsBy', {
              min: squad.minPlayers,
              max: squad.maxPlayers,
              deadline: format.dateTime(squad.deadline),
            })
          : t('tournaments.squad.limits', { min: squad.minPlayers, max: squad.maxPlayers })}{' '}
        {t('tournaments.squad.chosen', { count: chosen.size })}
      </Text>
      <SimpleGrid mt="2" columns={{ base: 1, sm: 2, md: 3 }} gap="1">
        {players
          .filter((player) => player.isActive !== false)
          .map((player) => (
            <Checkbox.Root
              key={player.id}
              size="sm"
              disabled={!squad.canEdit}
              checked={chosen.has(player.id)}
              onCheckedChange={(details) => toggle(player.id, !!details.checked)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {player.jerseyNumber != null ? `${player.jerseyNumber}. ` : ''}
                {player.name}
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
      </SimpleGrid>
      <HStack mt="2" gap="3">
        <Button
          size="sm"
          colorPalette="sea"
          disabled={!squad.canEdit}
          loading={saving.loading}
          onClick={() => void submit()}
        >
          {t('tournaments.squad.save')}
        </Button>
        {!squad.canEdit ? <Text fontSize="sm">{t('tournaments.squad.deadlinePassed')}</Text> : null}
        {message ? (
          <Text fontSize="sm" role="status">
            {message}
          </Text>
        ) : null}
      </HStack>
    </Box>
  );
}

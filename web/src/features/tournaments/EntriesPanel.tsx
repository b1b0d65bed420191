import { useMutation } from '@apollo/client/react';
import { Box, Button, Checkbox, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { COMMON_CURRENCIES } from '../../../../shared/entries';
import { graphql } from '../../gql';
import { describeError } from '../../lib/errors';
import { useFormat } from '../../i18n/format';
import type { MessageId } from '../../i18n/message-ids';
import { useT } from '../../i18n/use-t';
import { SelectField, TextAreaField, TextField } from '../management/fields';
import { serverFieldErrors, type FieldErrors } from '../management/validation';
import { EntryFeeBadge, EntryStatusBadge } from './entry-badges';

export const ReviewRegistrationMutation = graphql(`
  mutation ReviewRegistration($id: Int!, $decision: ReviewDecision!, $note: String) {
    reviewRegistration(id: $id, decision: $decision, note: $note) {
      id
      status
      note
      reviewedAt
    }
  }
`);

export const SetRegistrationFeeStatusMutation = graphql(`
  mutation SetRegistrationFeeStatus($id: Int!, $feeStatus: FeeStatus!) {
    setRegistrationFeeStatus(id: $id, feeStatus: $feeStatus) {
      id
      feeStatus
    }
  }
`);

export const UpdateEntrySettingsMutation = graphql(`
  mutation UpdateEntrySettings($tournamentId: Int!, $input: EntrySettingsInput!) {
    updateEntrySettings(tournamentId: $tournamentId, input: $input) {
      id
      capacity
      maxTeams
      entryFee
      entryFeeCurrency
      entriesNeedApproval
      squadDeadline
    }
  }
`);

type Entry = {
  id: number;
  status: string;
  feeStatus: string;
  note?: string | null;
  enteredAt: string;
  team: { id: number; name: string; club?: { name: string } | null };
};

type Settings = {
  id: number;
  capacity?: number | null;
  entryFee: number;
  entryFeeCurrency: string;
  entriesNeedApproval: boolean;
  squadDeadline?: string | null;
};

/** A review decision's button and its label for a screen reader ("Approve Harbour Lights"). */
const DECISION_IDS: Record<'APPROVE' | 'WAITLIST' | 'REJECT', { label: MessageId; aria: MessageId }> = {
  APPROVE: { label: 'tournaments.entries.approve', aria: 'tournaments.entries.approveTeam' },
  WAITLIST: { label: 'tournaments.entries.waitlist', aria: 'tournaments.entries.waitlistTeam' },
  REJECT: { label: 'tournaments.entries.reject', aria: 'tournaments.entries.rejectTeam' },
};

/** A fee button and its label for a screen reader ("Record Harbour Lights's fee paid"). */
const FEE_ACTION_IDS: Record<'PAID' | 'WAIVED' | 'UNPAID', { label: MessageId; aria: MessageId }> = {
  PAID: { label: 'tournaments.entries.markPaid', aria: 'tournaments.entries.recordPaid' },
  WAIVED: { label: 'tournaments.entries.waiveFee', aria: 'tournaments.entries.recordWaived' },
  UNPAID: { label: 'tournaments.entries.markUnpaid', aria: 'tournaments.entries.recordUnpaid' },
};

/** The date-time input's value (local wall time) for an ISO instant, and back. */
const toLocalInput = (iso: string | null | undefined) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

/**
 * The organiser's entries: every team that entered, with its status and fee, review buttons with a note the
 * team's manager reads, and the entry settings (capacity, fee, approval, squad deadline).
 */
export function EntriesPanel({
  tournament,
  entries,
  onChanged,
}: {
  tournament: Settings;
  entries: Entry[];
  onChanged: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const [review, reviewing] = useMutation(ReviewRegistrationMutation);
  const [setFee] = useMutation(SetRegistrationFeeStatusMutation);
  const [notes, setNotes] = useState<Record<number, string>>({});
  // One entry's review controls at a time: a long list stays short on a phone.
  const [open, setOpen] = useState<number | null>(null);
  const [failure, setFailure] = useState('');
  const approved = entries.filter((entry) => entry.status === 'APPROVED').length;
  const hasFee = tournament.entryFee > 0;

  const act = async (work: () => Promise<unknown>) => {
    try {
      await work();
      setFailure('');
      onChanged();
    } catch (error) {
      setFailure(describeError(error, t));
    }
  };

  return (
    <Box
      as="section"
      mt="6"
      bg="surface"
      p="5"
      rounded="xl"
      borderWidth="1px"
      borderColor="line"
      aria-labelledby="entries-heading"
    >
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
        <Heading as="h2" size="md" color="ink" id="entries-heading">
          {t('tournaments.entries.heading')}
        </Heading>
        <Text fontSize="sm" color="fg.muted" data-testid="entries-count">
          {t(tournament.capacity ? 'tournaments.entries.countsOfCapacity' : 'tournaments.entries.counts', {
            approved,
            capacity: tournament.capacity ?? 0,
            pending: entries.filter((entry) => entry.status === 'PENDING').length,
            waiting: entries.filter((entry) => entry.status === 'WAITLISTED').length,
          })}
        </Text>
      </Flex>
      {failure ? (
        <Text mt="2" color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <Stack as="ul" mt="3" gap="3" listStyleType="none" data-testid="entries">
        {entries.length === 0 ? (
          <Text as="li" color="fg.muted">
            {t('tournaments.entries.none')}
          </Text>
        ) : (
          entries.map((entry) => (
            <Box as="li" key={entry.id} p="3" rounded="md" bg="surface.subtle" data-testid="entry">
              <Flex justify="space-between" gap="2" wrap="wrap">
                <div>
                  <Text fontWeight="semibold">{entry.team.name}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {t('tournaments.entries.clubEntered', {
                      club: entry.team.club?.name ?? t('tournaments.entries.unknownClub'),
                      date: format.date(entry.enteredAt),
                    })}
                  </Text>
                </div>
                <HStack gap="2" wrap="wrap" align="start">
                  <EntryStatusBadge status={entry.status} />
                  <EntryFeeBadge status={entry.status} feeStatus={entry.feeStatus} />
                </HStack>
              </Flex>
              {entry.note ? (
                <Text mt="2" fontSize="sm" color="fg.muted">
                  {t('tournaments.entries.note', { note: entry.note })}
                </Text>
              ) : null}
              {entry.status !== 'WITHDRAWN' && open !== entry.id ? (
                <Button
                  mt="2"
                  size="xs"
                  variant="outline"
                  colorPalette="sea"
                  aria-label={t('tournaments.entries.reviewTeam', { team: entry.team.name })}
                  onClick={() => setOpen(entry.id)}
                >
                  {t('tournaments.entries.review')}
                </Button>
              ) : null}
              {entry.status !== 'WITHDRAWN' && open === entry.id ? (
                <Stack mt="2" gap="2">
                  <TextAreaField
                    label={t('tournaments.entries.noteTo', { team: entry.team.name })}
                    value={notes[entry.id] ?? ''}
                    onChange={(value) => setNotes((current) => ({ ...current, [entry.id]: value }))}
                  />
                  <HStack gap="2" wrap="wrap">
                    {(['APPROVE', 'WAITLIST', 'REJECT'] as const).map((decision) => (
                      <Button
                        key={decision}
                        size="xs"
                        variant={decision === 'APPROVE' ? 'solid' : 'outline'}
                        colorPalette={decision === 'REJECT' ? 'red' : decision === 'APPROVE' ? 'green' : 'sea'}
                        loading={reviewing.loading}
                        aria-label={t(DECISION_IDS[decision].aria, { team: entry.team.name })}
                        onClick={() =>
                          void act(() =>
                            review({ variables: { id: entry.id, decision, note: notes[entry.id]?.trim() || null } }),
                          )
                        }
                      >
                        {t(DECISION_IDS[decision].label)}
                      </Button>
                    ))}
                    {hasFee
                      ? (['PAID', 'WAIVED', 'UNPAID'] as const)
                          .filter((fee) => fee !== entry.feeStatus)
                          .map((fee) => (
                            <Button
                              key={fee}
                              size="xs"
                              variant="ghost"
                              colorPalette="sea"
                              aria-label={t(FEE_ACTION_IDS[fee].aria, { team: entry.team.name })}
                              onClick={() => void act(() => setFee({ variables: { id: entry.id, feeStatus: fee } }))}
                            >
                              {t(FEE_ACTION_IDS[fee].label)}
                            </Button>
                          ))
                      : null}
                  </HStack>
                </Stack>
              ) : null}
            </Box>
          ))
        )}
      </Stack>
      <EntrySettingsForm
        key={[
          tournament.capacity,
          tournament.entryFee,
          tournament.entryFeeCurrency,
          tournament.entriesNeedApproval,
          tournament.squadDeadline,
        ].join('|')}
        tournament={tournament}
        onSaved={onChanged}
      />
    </Box>
  );
}

/** Capacity, entry fee and currency, approval and the squad deadline. */
function EntrySettingsForm({ tournament, onSaved }: { tournament: Settings; onSaved: () => void }) {
  const t = useT();
  const [save, saving] = useMutation(UpdateEntrySettingsMutation);
  const [form, setForm] = useState({
    capacity: tournament.capacity ? String(tournament.capacity) : '',
    entryFee: String(tournament.entryFee),
    entryFeeCurrency: tournament.entryFeeCurrency,
    entriesNeedApproval: tournament.entriesNeedApproval,
    squadDeadline: toLocalInput(tournament.squadDeadline),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const set = (field: 'capacity' | 'entryFee' | 'entryFeeCurrency' | 'squadDeadline') => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    try {
      await save({
        variables: {
          tournamentId: tournament.id,
          input: {
            capacity: form.capacity.trim() ? Number(form.capacity) : null,
            entryFee: form.entryFee.trim() ? Number(form.entryFee) : 0,
            entryFeeCurrency: form.entryFeeCurrency,
            entriesNeedApproval: form.entriesNeedApproval,
            squadDeadline: fromLocalInput(form.squadDeadline),
          },
        },
      });
      setErrors({});
      setSaved(true);
      onSaved();
    } catch (error) {
      const fields = serverFieldErrors(error, t);
      setErrors(Object.keys(fields).length > 0 ? fields : { capacity: describeError(error, t) });
      setSaved(false);
    }
  };

  return (
    <Box mt="5" pt="4" borderTopWidth="1px" borderColor="line">
      <Heading as="h3" size="sm" color="ink">
        {t('tournaments.entries.settings')}
      </Heading>
      <SimpleGrid mt="3" columns={{ base: 1, md: 2 }} gap="3">
        <TextField
          label={t('tournaments.entries.capacity')}
          type="number"
          min={2}
          value={form.capacity}
          onChange={set('capacity')}
          error={errors.capacity}
          helper={t('tournaments.entries.capacityHelp')}
        />
        <TextField
          label={t('tournaments.entries.squadDeadline')}
          type="datetime-local"
          value={form.squadDeadline}
          onChange={set('squadDeadline')}
          error={errors.squadDeadline}
        />
        <TextField
          label={t('tournaments.entries.entryFee')}
          type="number"
          min={0}
          step={0.01}
          value={form.entryFee}
          onChange={set('entryFee')}
          error={errors.entryFee}
          helper={t('tournaments.entries.entryFeeHelp')}
        />
        <SelectField
          label={t('tournaments.entries.currency')}
          value={form.entryFeeCurrency}
          onChange={set('entryFeeCurrency')}
          options={[...new Set([form.entryFeeCurrency, ...COMMON_CURRENCIES])].map((code) => ({
            value: code,
            label: code,
          }))}
          error={errors.entryFeeCurrency}
        />
      </SimpleGrid>
      <Checkbox.Root
        mt="3"
        checked={form.entriesNeedApproval}
        onCheckedChange={(details) => setForm((current) => ({ ...current, entriesNeedApproval: !!details.checked }))}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('tournaments.entries.needApproval')}</Checkbox.Label>
      </Checkbox.Root>
      <HStack mt="3" gap="3">
        <Button colorPalette="sea" loading={saving.loading} onClick={() => void submit()}>
          {t('tournaments.entries.saveSettings')}
        </Button>
        {saved ? (
          <Text fontSize="sm" color="fg.muted" role="status">
            {t('tournaments.entries.saved')}
          </Text>
        ) : null}
      </HStack>
    </Box>
  );
}

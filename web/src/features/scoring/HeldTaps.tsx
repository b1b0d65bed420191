import { Alert, Badge, Box, Button, Field, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { localizeMessage } from '../../i18n/localize-message';
import { useT, type Translate } from '../../i18n/use-t';
import { asyncHandler } from '../../lib/async-handler';
import { describeTap, fixableFields, withFix, type FixField } from './held-taps';
import { InlineForm } from './InlineForm';
import type { QueuedTap, Refusal, Tap } from './outbox';
import type { RosterPlayer } from './PlayerPicker';
import type { Outbox } from './useOutbox';

/** Why a tap was refused, in the pad's language: the server's message, or for a bare 401/403 its code's words. */
function refusalText(refusal: { message: string; code: string }, t: Translate): string {
  if (refusal.message) return localizeMessage(refusal.message, t);
  return t(refusal.code === 'UNAUTHENTICATED' ? 'errors.sessionEnded' : 'errors.notAllowed');
}

type Teams = { home?: string | null; away?: string | null };

/**
 * A tap the server refused, kept on the phone with its reason, and the taps waiting behind it: the scorer
 * fixes the refused one (its minute, its runs) and sends it, sends it again as it is, or drops it, and
 * may send or drop each tap behind it. Nothing here is counted in the pad's score until it is stored.
 */
export function HeldTaps({
  outbox,
  players,
  teams,
  minuteProblem,
}: {
  outbox: Outbox;
  players: readonly RosterPlayer[];
  teams: Teams;
  /** Why a football minute cannot be recorded yet (ahead of the match clock), or null. */
  minuteProblem: (entry: { minute: number; addedTime: number | null }) => string | null;
}) {
  const t = useT();
  const [fixing, setFixing] = useState<string | null>(null);
  const problem = outbox.problem;
  if (problem?.kind !== 'refused') return null;
  const refused = problem.tap;
  const behind = outbox.waiting.filter((queued) => queued.key !== refused.key);
  const fields = fixableFields(refused.tap, teams);
  const what = describeTap(refused.tap, players, teams, t);
  return (
    <Stack gap="3">
      <Alert.Root status="error" data-testid="tap-refused">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title data-testid="refused-tap">{t('scoring.held.refused', { what })}</Alert.Title>
          <Alert.Description>
            <Flex gap="2" align="baseline" wrap="wrap">
              <Text data-testid="refusal-reason">{refusalText(refused.refusal, t)}</Text>
              <Badge colorPalette="red" variant="outline" data-testid="refusal-code">
                {refused.refusal.code}
              </Badge>
            </Flex>
            <Text fontSize="sm" mt="1">
              {behind.length ? t('scoring.held.behind', { count: behind.length }) : t('scoring.held.kept')}
            </Text>
          </Alert.Description>
          {fixing === refused.key && fields.length ? (
            <FixForm
              key={refused.key}
              queued={refused}
              teams={teams}
              minuteProblem={minuteProblem}
              onCancel={() => setFixing(null)}
              onFix={async (tap) => {
                setFixing(null);
                await outbox.fix(refused.key, tap);
              }}
            />
          ) : (
            <Flex gap="2" mt="2" wrap="wrap">
              {fields.length ? (
                <Button size="sm" colorPalette="red" onClick={() => setFixing(refused.key)}>
                  {t('scoring.held.fix')}
                </Button>
              ) : null}
              <Button size="sm" variant="outline" onClick={asyncHandler(() => outbox.retry(refused.key))}>
                {t('scoring.held.sendAgain')}
              </Button>
              <Button size="sm" variant="ghost" onClick={asyncHandler(() => outbox.drop(refused.key))}>
                {t('scoring.held.dropIt')}
              </Button>
            </Flex>
          )}
        </Alert.Content>
      </Alert.Root>
      {behind.length ? (
        <Box
          as="ol"
          data-testid="held-taps"
          aria-label={t('scoring.held.list')}
          bg="surface"
          borderRadius="lg"
          borderWidth="1px"
          borderColor="line"
          p="3"
        >
          {behind.map((queued) => (
            <HeldTap
              key={queued.key}
              queued={queued}
              outbox={outbox}
              what={describeTap(queued.tap, players, teams, t)}
            />
          ))}
        </Box>
      ) : null}
    </Stack>
  );
}

function HeldTap({ queued, outbox, what }: { queued: QueuedTap; outbox: Outbox; what: string }) {
  const t = useT();
  return (
    <Flex as="li" listStyleType="none" gap="2" py="1" align="center" wrap="wrap" data-testid="held-tap">
      <Stack gap="0" flex="1" minW="40">
        <Text fontSize="sm">{what}</Text>
        {queued.refusal ? (
          <Text fontSize="xs" color="fg.error">
            {t('scoring.held.refusedToo', {
              message: refusalText(queued.refusal, t),
              code: queued.refusal.code,
            })}
          </Text>
        ) : (
          <Text fontSize="xs" color="fg.muted">
            {t('scoring.held.waiting')}
          </Text>
        )}
      </Stack>
      <Button
        size="xs"
        variant="outline"
        aria-label={t('scoring.held.sendNowOf', { what })}
        onClick={asyncHandler(() => outbox.sendNow(queued.key))}
      >
        {t('scoring.held.sendNow')}
      </Button>
      <Button
        size="xs"
        variant="ghost"
        aria-label={t('scoring.held.dropOf', { what })}
        onClick={asyncHandler(() => outbox.drop(queued.key))}
      >
        {t('scoring.held.drop')}
      </Button>
    </Flex>
  );
}

/** The refused tap's numbers to correct; the server's words stay on the field at fault until it changes. */
function FixForm({
  queued,
  teams,
  minuteProblem,
  onFix,
  onCancel,
}: {
  queued: QueuedTap & { refusal: Refusal };
  teams: Teams;
  minuteProblem: (entry: { minute: number; addedTime: number | null }) => string | null;
  onFix: (tap: Tap) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT();
  const fields = fixableFields(queued.tap, teams);
  const [values, setValues] = useState<Record<string, number>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, field.value])),
  );
  const fixed = withFix(queued.tap, values);
  const early =
    fixed.kind === 'football' && fixed.input.minute != null
      ? minuteProblem({ minute: fixed.input.minute, addedTime: fixed.input.addedTime ?? null })
      : null;
  const labelOf = (field: FixField) => t(field.label.id, field.label.values);
  const invalid = (field: FixField) => !Number.isFinite(values[field.name]) || values[field.name] < field.min;
  const problemOf = (field: FixField): string | null => {
    if (invalid(field)) return t('scoring.held.fieldProblem', { label: labelOf(field), min: field.min });
    if (field.name === 'minute' && early) return early;
    const refusedBecause = queued.refusal.fields?.[field.path];
    return values[field.name] === field.value && refusedBecause ? localizeMessage(refusedBecause, t) : null;
  };
  // Sent unchanged it would be refused again: "Send it again" is there for that.
  const unchanged = fields.every((field) => values[field.name] === field.value);
  const blocked = fields.some(invalid) || Boolean(early);
  return (
    <InlineForm tone="red" testId="fix-tap" onSubmit={asyncHandler(() => onFix(fixed))}>
      <SimpleGrid columns={2} gap="2">
        {fields.map((field) => {
          const problem = problemOf(field);
          return (
            <Field.Root key={field.name} invalid={Boolean(problem)}>
              <Field.Label>{labelOf(field)}</Field.Label>
              <Input
                type="number"
                inputMode="decimal"
                min={field.min}
                step={field.step ?? 1}
                value={Number.isFinite(values[field.name]) ? values[field.name] : ''}
                onChange={(event) => setValues({ ...values, [field.name]: event.target.valueAsNumber })}
              />
              <Field.ErrorText>{problem}</Field.ErrorText>
            </Field.Root>
          );
        })}
      </SimpleGrid>
      <Flex gap="2">
        <Button type="submit" size="sm" colorPalette="red" disabled={unchanged || blocked}>
          {t('scoring.held.sendFix')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </Flex>
    </InlineForm>
  );
}

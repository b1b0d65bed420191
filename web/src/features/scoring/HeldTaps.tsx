import { Alert, Badge, Box, Button, Field, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { asyncHandler } from '../../lib/async-handler';
import { describeTap, fixableFields, withFix, type FixField } from './held-taps';
import { InlineForm } from './InlineForm';
import type { QueuedTap, Refusal, Tap } from './outbox';
import type { RosterPlayer } from './PlayerPicker';
import type { Outbox } from './useOutbox';

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
  const [fixing, setFixing] = useState<string | null>(null);
  const problem = outbox.problem;
  if (problem?.kind !== 'refused') return null;
  const refused = problem.tap;
  const behind = outbox.waiting.filter((queued) => queued.key !== refused.key);
  const fields = fixableFields(refused.tap, teams);
  const what = describeTap(refused.tap, players, teams);
  const waiting = behind.length === 1 ? 'The tap behind it waits' : `The ${behind.length} taps behind it wait`;
  return (
    <Stack gap="3">
      <Alert.Root status="error" data-testid="tap-refused">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title data-testid="refused-tap">Refused: {what}</Alert.Title>
          <Alert.Description>
            <Flex gap="2" align="baseline" wrap="wrap">
              <Text data-testid="refusal-reason">{refused.refusal.message}</Text>
              <Badge colorPalette="red" variant="outline" data-testid="refusal-code">
                {refused.refusal.code}
              </Badge>
            </Flex>
            <Text fontSize="sm" mt="1">
              {behind.length
                ? `${waiting} on this phone, not sent, until you fix, send or drop it.`
                : 'It is kept on this phone until you fix, send or drop it.'}
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
                  Fix it
                </Button>
              ) : null}
              <Button size="sm" variant="outline" onClick={asyncHandler(() => outbox.retry(refused.key))}>
                Send it again
              </Button>
              <Button size="sm" variant="ghost" onClick={asyncHandler(() => outbox.drop(refused.key))}>
                Drop it
              </Button>
            </Flex>
          )}
        </Alert.Content>
      </Alert.Root>
      {behind.length ? (
        <Box
          as="ol"
          data-testid="held-taps"
          aria-label="Taps waiting behind the refused one"
          bg="surface"
          borderRadius="lg"
          borderWidth="1px"
          borderColor="line"
          p="3"
        >
          {behind.map((queued) => (
            <HeldTap key={queued.key} queued={queued} outbox={outbox} what={describeTap(queued.tap, players, teams)} />
          ))}
        </Box>
      ) : null}
    </Stack>
  );
}

function HeldTap({ queued, outbox, what }: { queued: QueuedTap; outbox: Outbox; what: string }) {
  return (
    <Flex as="li" listStyleType="none" gap="2" py="1" align="center" wrap="wrap" data-testid="held-tap">
      <Stack gap="0" flex="1" minW="40">
        <Text fontSize="sm">{what}</Text>
        {queued.refusal ? (
          <Text fontSize="xs" color="fg.error">
            Refused too: {queued.refusal.message} ({queued.refusal.code})
          </Text>
        ) : (
          <Text fontSize="xs" color="fg.muted">
            Waiting
          </Text>
        )}
      </Stack>
      <Button
        size="xs"
        variant="outline"
        aria-label={`Send now: ${what}`}
        onClick={asyncHandler(() => outbox.sendNow(queued.key))}
      >
        Send now
      </Button>
      <Button
        size="xs"
        variant="ghost"
        aria-label={`Drop: ${what}`}
        onClick={asyncHandler(() => outbox.drop(queued.key))}
      >
        Drop
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
  const fields = fixableFields(queued.tap, teams);
  const [values, setValues] = useState<Record<string, number>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, field.value])),
  );
  const fixed = withFix(queued.tap, values);
  const early =
    fixed.kind === 'football' && fixed.input.minute != null
      ? minuteProblem({ minute: fixed.input.minute, addedTime: fixed.input.addedTime ?? null })
      : null;
  const invalid = (field: FixField) => !Number.isFinite(values[field.name]) || values[field.name] < field.min;
  const problemOf = (field: FixField): string | null => {
    if (invalid(field)) return `${field.label}: a number, ${field.min} or more`;
    if (field.name === 'minute' && early) return early;
    return values[field.name] === field.value ? (queued.refusal.fields?.[field.path] ?? null) : null;
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
              <Field.Label>{field.label}</Field.Label>
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
          Send the fix
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </Flex>
    </InlineForm>
  );
}

import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Box, Button, Checkbox, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { WebhookEvent as EVENTS } from '../../../../shared/enums';
import { fieldErrors, type FieldErrors } from '../../../../shared/validation/field-errors';
import { webhookSchema } from '../../../../shared/validation/webhooks';
import { useConfirm } from '../../components/ConfirmDialog';
import { graphql } from '../../gql';
import type { WebhookDeliveryStatus, WebhookEvent } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { localizeFieldErrors } from '../../i18n/localize-message';
import type { MessageId } from '../../i18n/message-ids';
import { useT } from '../../i18n/use-t';
import { describeError } from '../../lib/errors';
import { TextField } from '../management/fields';
import { serverFieldErrors } from '../management/validation';

const TournamentWebhooksQuery = graphql(`
  query TournamentWebhooks($tournamentId: Int!) {
    tournamentWebhooks(tournamentId: $tournamentId) {
      id
      url
      events
      isActive
      secretHint
    }
  }
`);

const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($webhookId: Int!) {
    webhookDeliveries(webhookId: $webhookId, first: 20) {
      id
      eventType
      status
      attempts
      lastStatusCode
      lastError
      createdAt
      deliveredAt
      nextAttemptAt
    }
  }
`);

const CreateWebhookMutation = graphql(`
  mutation CreateWebhook($input: WebhookInput!) {
    createWebhook(input: $input) {
      secret
      webhook {
        id
      }
    }
  }
`);

const RotateWebhookSecretMutation = graphql(`
  mutation RotateWebhookSecret($id: Int!) {
    rotateWebhookSecret(id: $id) {
      secret
      webhook {
        id
        secretHint
      }
    }
  }
`);

const SetWebhookActiveMutation = graphql(`
  mutation SetWebhookActive($id: Int!, $active: Boolean!) {
    setWebhookActive(id: $id, active: $active) {
      id
      isActive
    }
  }
`);

const DeleteWebhookMutation = graphql(`
  mutation DeleteWebhook($id: Int!) {
    deleteWebhook(id: $id)
  }
`);

const ResendWebhookDeliveryMutation = graphql(`
  mutation ResendWebhookDelivery($id: Int!) {
    resendWebhookDelivery(id: $id) {
      id
      status
      attempts
      nextAttemptAt
    }
  }
`);

const EVENT_LABELS: Record<WebhookEvent, MessageId> = {
  MATCH_STARTED: 'webhooks.event.MATCH_STARTED',
  EVENT_SCORED: 'webhooks.event.EVENT_SCORED',
  RESULT: 'webhooks.event.RESULT',
  STANDINGS_CHANGED: 'webhooks.event.STANDINGS_CHANGED',
  FIXTURE_CHANGED: 'webhooks.event.FIXTURE_CHANGED',
};

const STATUS_LABELS: Record<WebhookDeliveryStatus, MessageId> = {
  delivered: 'webhooks.status.delivered',
  failed: 'webhooks.status.failed',
  pending: 'webhooks.status.pending',
  sending: 'webhooks.status.sending',
};

const STATUS_PALETTE: Record<string, string> = {
  delivered: 'green',
  failed: 'red',
  pending: 'orange',
  sending: 'blue',
};

/** The secret, right after it was made: the one time the organiser can copy it. */
function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const t = useT();
  return (
    <Alert.Root status="warning" mt="4" data-testid="webhook-secret">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('webhooks.secret.title')}</Alert.Title>
        <Alert.Description>
          <Box
            as="code"
            mt="2"
            p="2"
            display="block"
            bg="sand.100"
            rounded="md"
            fontFamily="mono"
            wordBreak="break-all"
            data-testid="webhook-secret-value"
          >
            {secret}
          </Box>
          <Button mt="2" size="sm" variant="outline" onClick={onDone}>
            {t('webhooks.secret.done')}
          </Button>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** One hook's latest deliveries, with "Send again" on each. */
function DeliveryLog({ webhookId }: { webhookId: number }) {
  const t = useT();
  const format = useFormat();
  const { data, loading, error, refetch } = useQuery(WebhookDeliveriesQuery, {
    variables: { webhookId },
    fetchPolicy: 'cache-and-network',
    pollInterval: 5_000,
  });
  const [resend] = useMutation(ResendWebhookDeliveryMutation);
  const [problem, setProblem] = useState<string | null>(null);
  if (error) return <Text color="fg.error">{describeError(error, t)}</Text>;
  if (loading && !data) return <Text color="fg.muted">{t('webhooks.deliveries.loading')}</Text>;
  const deliveries = data?.webhookDeliveries ?? [];
  if (deliveries.length === 0) {
    return <Text color="fg.muted">{t('webhooks.deliveries.none')}</Text>;
  }
  return (
    <Box overflowX="auto">
      {problem ? (
        <Text color="fg.error" role="alert">
          {problem}
        </Text>
      ) : null}
      <Table.Root size="sm" data-testid={`webhook-deliveries-${webhookId}`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('webhooks.deliveries.event')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('webhooks.deliveries.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('webhooks.deliveries.attempts')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('webhooks.deliveries.lastAnswer')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('webhooks.deliveries.queued')}</Table.ColumnHeader>
            <Table.ColumnHeader>
              <Box as="span" srOnly>
                {t('webhooks.deliveries.actions')}
              </Box>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {deliveries.map((delivery) => (
            <Table.Row key={delivery.id}>
              <Table.Cell>{t(EVENT_LABELS[delivery.eventType])}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={STATUS_PALETTE[delivery.status] ?? 'gray'}>
                  {t(STATUS_LABELS[delivery.status])}
                </Badge>
              </Table.Cell>
              <Table.Cell>{delivery.attempts}</Table.Cell>
              <Table.Cell>
                {delivery.lastStatusCode ? `HTTP ${delivery.lastStatusCode}` : null}
                {delivery.lastError ? ` ${delivery.lastError}` : null}
              </Table.Cell>
              <Table.Cell>{format.dateTime(delivery.createdAt)}</Table.Cell>
              <Table.Cell>
                <Button
                  size="xs"
                  variant="outline"
                  disabled={delivery.status === 'sending'}
                  onClick={() =>
                    void resend({ variables: { id: delivery.id } })
                      .then(() => {
                        setProblem(null);
                        return refetch();
                      })
                      .catch((caught: unknown) => setProblem(describeError(caught, t)))
                  }
                >
                  {t('webhooks.deliveries.resend')}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/**
 * The organiser's webhooks for one tournament: register an address with the events it wants (the signing
 * secret is shown once), pause, rotate, delete, and each hook's delivery log with "Send again".
 */
export function WebhooksPanel({ tournamentId }: { tournamentId: number }) {
  const t = useT();
  const { data, error, refetch } = useQuery(TournamentWebhooksQuery, {
    variables: { tournamentId },
    fetchPolicy: 'cache-and-network',
  });
  const [create, creating] = useMutation(CreateWebhookMutation);
  const [rotate] = useMutation(RotateWebhookSecretMutation);
  const [setActive] = useMutation(SetWebhookActiveMutation);
  const [remove] = useMutation(DeleteWebhookMutation);
  const { confirm, dialog } = useConfirm();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(Object.values(EVENTS));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [secret, setSecret] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      setProblem(null);
      await refetch();
    } catch (caught) {
      setProblem(describeError(caught, t));
    }
  };

  const submit = async () => {
    const local = localizeFieldErrors(fieldErrors(webhookSchema, { url, events }), t);
    if (Object.keys(local).length > 0) return setErrors(local);
    try {
      const result = await create({ variables: { input: { tournamentId, url: url.trim(), events } } });
      setErrors({});
      setUrl('');
      setSecret(result.data?.createWebhook.secret ?? null);
      await refetch();
    } catch (caught) {
      const fields = serverFieldErrors(caught, t);
      setErrors(Object.keys(fields).length > 0 ? fields : { url: describeError(caught, t) });
    }
  };

  const toggleEvent = (event: WebhookEvent, checked: boolean) =>
    setEvents((current) => (checked ? [...current, event] : current.filter((each) => each !== event)));

  const hooks = data?.tournamentWebhooks ?? [];
  return (
    <Box
      as="section"
      mt="6"
      bg="surface"
      p="5"
      rounded="xl"
      borderWidth="1px"
      borderColor="line"
      aria-labelledby="webhooks-heading"
    >
      {dialog}
      <Heading as="h2" size="md" color="ink" id="webhooks-heading">
        {t('webhooks.title')}
      </Heading>
      <Text mt="1" color="fg.muted" fontSize="sm">
        {t('webhooks.intro')}
      </Text>
      {error ? <Text color="fg.error">{describeError(error, t)}</Text> : null}
      {problem ? (
        <Text color="fg.error" role="alert">
          {problem}
        </Text>
      ) : null}
      {secret ? <SecretOnce secret={secret} onDone={() => setSecret(null)} /> : null}

      <Stack as="ul" mt="4" gap="4" listStyleType="none" data-testid="webhooks">
        {hooks.length === 0 ? (
          <Text as="li" color="fg.muted">
            {t('webhooks.none')}
          </Text>
        ) : (
          hooks.map((hook) => (
            <Box as="li" key={hook.id} borderWidth="1px" borderColor="line" rounded="md" p="3">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Stack gap="1" minW="0">
                  <Text fontWeight="semibold" wordBreak="break-all">
                    {hook.url}
                  </Text>
                  <HStack wrap="wrap" gap="1">
                    <Badge colorPalette={hook.isActive ? 'green' : 'gray'}>
                      {hook.isActive ? t('webhooks.active') : t('webhooks.paused')}
                    </Badge>
                    {hook.events.map((event) => (
                      <Badge key={event} variant="outline">
                        {t(EVENT_LABELS[event])}
                      </Badge>
                    ))}
                  </HStack>
                  <Text fontSize="xs" color="fg.muted">
                    {t('webhooks.secretHint', { hint: hook.secretHint })}
                  </Text>
                </Stack>
                <HStack wrap="wrap" gap="2">
                  <Button size="sm" variant="outline" onClick={() => setOpen(open === hook.id ? null : hook.id)}>
                    {open === hook.id ? t('webhooks.hideDeliveries') : t('webhooks.showDeliveries')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => void run(() => setActive({ variables: { id: hook.id, active: !hook.isActive } }))}
                  >
                    {hook.isActive ? t('webhooks.pause') : t('webhooks.resume')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() =>
                      void (async () => {
                        const sure = await confirm({
                          title: t('webhooks.rotate.title'),
                          message: t('webhooks.rotate.message'),
                          confirmLabel: t('webhooks.rotate.confirm'),
                        });
                        if (!sure) return;
                        await run(async () => {
                          const result = await rotate({ variables: { id: hook.id } });
                          setSecret(result.data?.rotateWebhookSecret.secret ?? null);
                        });
                      })()
                    }
                  >
                    {t('webhooks.rotate.title')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    onClick={() =>
                      void (async () => {
                        const sure = await confirm({
                          title: t('webhooks.delete.title'),
                          message: t('webhooks.delete.message', { url: hook.url }),
                          confirmLabel: t('common.delete'),
                        });
                        if (sure) await run(() => remove({ variables: { id: hook.id } }));
                      })()
                    }
                  >
                    {t('common.delete')}
                  </Button>
                </HStack>
              </HStack>
              {open === hook.id ? (
                <Box mt="3">
                  <DeliveryLog webhookId={hook.id} />
                </Box>
              ) : null}
            </Box>
          ))
        )}
      </Stack>

      <Heading as="h3" size="sm" mt="5" color="ink">
        {t('webhooks.register.title')}
      </Heading>
      <Stack mt="2" gap="3">
        <TextField
          label={t('webhooks.register.url')}
          type="url"
          placeholder="https://example.com/pitchside"
          value={url}
          onChange={setUrl}
          error={errors.url}
        />
        <Box as="fieldset" aria-invalid={!!errors.events}>
          <Box as="legend" fontSize="sm" fontWeight="medium" mb="2">
            {t('webhooks.register.events')}
          </Box>
          <HStack wrap="wrap" gap="4">
            {Object.values(EVENTS).map((event) => (
              <Checkbox.Root
                key={event}
                checked={events.includes(event)}
                onCheckedChange={(details) => toggleEvent(event, !!details.checked)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t(EVENT_LABELS[event])}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </HStack>
          {errors.events ? (
            <Text color="fg.error" fontSize="sm" role="alert" mt="1">
              {errors.events}
            </Text>
          ) : null}
        </Box>
      </Stack>
      <Button mt="3" colorPalette="sunset" loading={creating.loading} onClick={() => void submit()}>
        {t('webhooks.register.submit')}
      </Button>
    </Box>
  );
}

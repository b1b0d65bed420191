import { DEFAULT_QUERY_LIMITS } from '../../../../shared/query-limits';
import { Box, Button, Container, Heading, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { asyncHandler } from '../../lib/async-handler';
import {
  API_EXAMPLES,
  QUERY_LIMITS,
  WEBHOOK_PAYLOAD_EXAMPLE,
  WEBHOOK_VERIFY_SNIPPET,
  embedSnippet,
  widgetSnippet,
} from './api-examples';
import { EMBED_SIZES } from '../../../../shared/embeds';
import { usePageTitle } from '../../app/page-title';
import type { MessageId } from '../../i18n/message-ids';
import { useT, type MessageValues } from '../../i18n/use-t';

const ERRORS: { code: string; status: number; when: MessageId }[] = [
  { code: 'UNAUTHENTICATED', status: 401, when: 'developers.errors.UNAUTHENTICATED' },
  { code: 'FORBIDDEN', status: 403, when: 'developers.errors.FORBIDDEN' },
  { code: 'BAD_USER_INPUT', status: 400, when: 'developers.errors.BAD_USER_INPUT' },
  { code: 'NOT_FOUND', status: 404, when: 'developers.errors.NOT_FOUND' },
  { code: 'CONFLICT', status: 409, when: 'developers.errors.CONFLICT' },
  { code: 'STALE_SEQUENCE', status: 409, when: 'developers.errors.STALE_SEQUENCE' },
  { code: 'IDEMPOTENCY_KEY_REUSED', status: 422, when: 'developers.errors.IDEMPOTENCY_KEY_REUSED' },
];

/** Each query limit's name and what it counts, in the page's language. */
const LIMIT_IDS: Record<(typeof QUERY_LIMITS)[number]['limit'], { name: MessageId; what: MessageId }> = {
  maxDepth: { name: 'developers.limits.maxDepth.name', what: 'developers.limits.maxDepth.what' },
  maxCost: { name: 'developers.limits.maxCost.name', what: 'developers.limits.maxCost.what' },
  maxAliases: { name: 'developers.limits.maxAliases.name', what: 'developers.limits.maxAliases.what' },
  maxDirectives: { name: 'developers.limits.maxDirectives.name', what: 'developers.limits.maxDirectives.what' },
  maxTokens: { name: 'developers.limits.maxTokens.name', what: 'developers.limits.maxTokens.what' },
};

/** The prose's inline code: field names, headers and codes stay as they are in every language. */
const CODE_TAG: MessageValues = { code: (chunks) => <code>{chunks}</code> };

/** A code block: keyboard-focusable so a long line can be scrolled without a mouse. */
function CodeBlock({ label, children }: { label: string; children: string }) {
  return (
    <Box
      as="pre"
      tabIndex={0}
      aria-label={label}
      bg="sea.950"
      color="sand.50"
      p="4"
      borderRadius="md"
      fontSize="sm"
      overflowX="auto"
      whiteSpace="pre"
      fontFamily="mono"
    >
      <code>{children}</code>
    </Box>
  );
}

/** Copies a snippet; where there is no clipboard the snippet stays selectable in its block. */
function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Box>
      <Button size="sm" colorPalette="sea" onClick={asyncHandler(copy)}>
        {copied ? t('developers.copied') : label}
      </Button>
    </Box>
  );
}

const EMBEDS: { path: string; what: MessageId; size: { width: number; height: number } }[] = [
  {
    path: '/embed/standings/{tournamentId}',
    what: 'developers.embeds.standings',
    size: EMBED_SIZES.standings,
  },
  {
    path: '/embed/match/{matchId}',
    what: 'developers.embeds.match',
    size: EMBED_SIZES.match,
  },
  {
    path: '/embed/fixtures/{tournamentId}',
    what: 'developers.embeds.fixtures',
    size: EMBED_SIZES.fixtures,
  },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3">
      <Heading as="h2" size="lg" color="ink">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** Paths and codes in the tables break anywhere: a 375 px phone fits the tables only so. */
const BREAK_ANYWHERE = { '& td, & th': { overflowWrap: 'anywhere' } } as const;

/** The integrators' page: endpoints, limits, paging, errors, examples and a widget to paste. */
export function ApiDocsRoute() {
  const t = useT();
  const [copied, setCopied] = useState(false);
  // The server writes the English subject (shared/page-titles.ts) into the first page's title.
  usePageTitle(t('developers.pageTitle'));
  // The page is only rendered in a browser: the snippet names the site it was copied from.
  const snippet = widgetSnippet(window.location.origin);
  const embedCode = embedSnippet(window.location.origin, 'standings', 1, EMBED_SIZES.standings);
  const oembedRequest = `GET ${window.location.origin}/oembed?url=${encodeURIComponent(
    `${window.location.origin}/standings/1`,
  )}&format=json&maxwidth=400`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the snippet stays selectable.
      setCopied(false);
    }
  };

  return (
    <Container maxW="4xl" py="8">
      <Stack gap="10">
        <Stack gap="3">
          <Heading as="h1" size="2xl" color="ink">
            {t('developers.title')}
          </Heading>
          <Text>{t('developers.intro')}</Text>
        </Stack>

        <Section title={t('developers.endpoints.title')}>
          <Table.Root size="sm" css={BREAK_ANYWHERE}>
            <Table.Caption srOnly>{t('developers.endpoints.caption')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('developers.endpoints.endpoint')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('developers.endpoints.serves')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              <Table.Row>
                <Table.Cell>
                  <code>/graphql</code>
                </Table.Cell>
                <Table.Cell>{t('developers.endpoints.graphql')}</Table.Cell>
              </Table.Row>
              <Table.Row>
                <Table.Cell>
                  <code>/api/public/…</code>
                </Table.Cell>
                <Table.Cell>{t('developers.endpoints.rest')}</Table.Cell>
              </Table.Row>
              <Table.Row>
                <Table.Cell>
                  <code>/tournament/{'{id}'}/fixtures.ics</code>
                </Table.Cell>
                <Table.Cell>{t('developers.endpoints.calendar')}</Table.Cell>
              </Table.Row>
            </Table.Body>
          </Table.Root>
          <Text>
            {t.rich('developers.endpoints.tryQueries', {
              explorer: (chunks) => (
                <ChakraLink href="/explorer" color="sea.fg" fontWeight="medium">
                  {chunks}
                </ChakraLink>
              ),
              sandbox: (chunks) => (
                <ChakraLink href="/graphql" color="sea.fg" fontWeight="medium">
                  {chunks}
                </ChakraLink>
              ),
            })}
          </Text>
        </Section>

        <Section title={t('developers.limits.title')}>
          <Text>{t('developers.limits.intro')}</Text>
          <Table.Root size="sm" css={BREAK_ANYWHERE} data-testid="api-limits">
            <Table.Caption srOnly>{t('developers.limits.caption')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('developers.limits.limit')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('developers.limits.maximum')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('developers.limits.counts')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('developers.limits.refusedWith')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {QUERY_LIMITS.map((limit) => (
                <Table.Row key={limit.limit}>
                  <Table.Cell>{t(LIMIT_IDS[limit.limit].name)}</Table.Cell>
                  <Table.Cell>{DEFAULT_QUERY_LIMITS[limit.limit]}</Table.Cell>
                  <Table.Cell>{t(LIMIT_IDS[limit.limit].what)}</Table.Cell>
                  {/* The code may break anywhere: four columns fit a phone only so. */}
                  <Table.Cell wordBreak="break-all">
                    <code>{limit.code}</code>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Section>

        <Section title={t('developers.paging.title')}>
          <Text>{t.rich('developers.paging.text', CODE_TAG)}</Text>
        </Section>

        <Section title={t('developers.languages.title')}>
          <Text>{t.rich('developers.languages.text', CODE_TAG)}</Text>
        </Section>

        <Section title={t('developers.errors.title')}>
          <Text>{t.rich('developers.errors.intro', { ...CODE_TAG, body: '{ "error": message }' })}</Text>
          <Table.Root size="sm" css={BREAK_ANYWHERE} data-testid="api-errors">
            <Table.Caption srOnly>{t('developers.errors.caption')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('developers.errors.code')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('developers.errors.status')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('developers.errors.when')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {ERRORS.map((error) => (
                <Table.Row key={error.code}>
                  <Table.Cell>
                    <code>{error.code}</code>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{error.status}</Table.Cell>
                  <Table.Cell>{t(error.when)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Section>

        <Section title={t('developers.examples.title')}>
          <Heading as="h3" size="md">
            {t('developers.examples.fixtures')}
          </Heading>
          <CodeBlock label={t('developers.examples.fixturesLabel')}>{API_EXAMPLES.fixtures}</CodeBlock>
          <Heading as="h3" size="md">
            {t('developers.examples.results')}
          </Heading>
          <CodeBlock label={t('developers.examples.resultsLabel')}>{API_EXAMPLES.results}</CodeBlock>
          <Heading as="h3" size="md">
            {t('developers.examples.standings')}
          </Heading>
          <CodeBlock label={t('developers.examples.standingsLabel')}>{API_EXAMPLES.standings}</CodeBlock>
          <Heading as="h3" size="md">
            {t('developers.examples.liveScores')}
          </Heading>
          <Text>{t('developers.examples.liveScoresText')}</Text>
          <CodeBlock label={t('developers.examples.liveScoresLabel')}>{API_EXAMPLES.liveScores}</CodeBlock>
          <CodeBlock label={t('developers.examples.liveSubscriptionLabel')}>{API_EXAMPLES.liveSubscription}</CodeBlock>
        </Section>

        <Section title={t('developers.embeds.title')}>
          <Text>{t.rich('developers.embeds.intro', { ...CODE_TAG, iframe: '<iframe>' })}</Text>
          <Box overflowX="auto">
            <Table.Root size="sm" css={BREAK_ANYWHERE} variant="outline">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('developers.embeds.address')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('developers.embeds.shows')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('developers.embeds.size')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {EMBEDS.map((embed) => (
                  <Table.Row key={embed.path}>
                    <Table.Cell fontFamily="mono" whiteSpace="nowrap">
                      {embed.path}
                    </Table.Cell>
                    <Table.Cell>{t(embed.what)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {embed.size.width} × {embed.size.height}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Text>{t('developers.embeds.paste')}</Text>
          <CodeBlock label={t('developers.embeds.snippetLabel')}>{embedCode}</CodeBlock>
          <CopyButton text={embedCode} label={t('developers.embeds.copy')} />
          <Heading as="h3" size="md">
            {t('developers.oembed.title')}
          </Heading>
          <Text>
            {t.rich('developers.oembed.text', {
              ...CODE_TAG,
              link: '<link rel="alternate" type="application/json+oembed">',
            })}
          </Text>
          <CodeBlock label={t('developers.oembed.requestLabel')}>{oembedRequest}</CodeBlock>
        </Section>

        <Section title={t('developers.webhooks.title')}>
          <Text>{t.rich('developers.webhooks.intro', CODE_TAG)}</Text>
          <CodeBlock label={t('developers.webhooks.deliveryLabel')}>{WEBHOOK_PAYLOAD_EXAMPLE}</CodeBlock>
          <Text>{t.rich('developers.webhooks.signature', { ...CODE_TAG, format: 't=<unix seconds>,v1=<hex>' })}</Text>
          <CodeBlock label={t('developers.webhooks.verifyLabel')}>{WEBHOOK_VERIFY_SNIPPET}</CodeBlock>
          <Text>{t.rich('developers.webhooks.retries', CODE_TAG)}</Text>
          <Text>{t.rich('developers.webhooks.order', CODE_TAG)}</Text>
        </Section>

        <Section title={t('developers.widget.title')}>
          <Text>{t.rich('developers.widget.text', CODE_TAG)}</Text>
          <CodeBlock label={t('developers.widget.snippetLabel')}>{snippet}</CodeBlock>
          <Box>
            <Button size="sm" colorPalette="sea" onClick={asyncHandler(copy)}>
              {copied ? t('developers.copied') : t('developers.widget.copy')}
            </Button>
          </Box>
        </Section>
      </Stack>
    </Container>
  );
}

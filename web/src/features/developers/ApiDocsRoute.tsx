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
import { SITE_PAGE_SUBJECTS } from '../../../../shared/page-titles';
import { usePageTitle } from '../../app/page-title';

const ERRORS: { code: string; status: number; when: string }[] = [
  { code: 'UNAUTHENTICATED', status: 401, when: 'The operation needs a signed-in person.' },
  { code: 'FORBIDDEN', status: 403, when: 'The person signed in may not do this.' },
  {
    code: 'BAD_USER_INPUT',
    status: 400,
    when: 'An argument is wrong; extensions.fields maps each field at fault to its message.',
  },
  { code: 'NOT_FOUND', status: 404, when: 'No such record, or it is not published.' },
  { code: 'CONFLICT', status: 409, when: 'The change clashes with the current state (a duplicate, a closed match).' },
  {
    code: 'STALE_SEQUENCE',
    status: 409,
    when: 'A scoring event was based on an older state of the match; extensions.currentSeq says where it is.',
  },
  {
    code: 'IDEMPOTENCY_KEY_REUSED',
    status: 422,
    when: 'A scoring key was sent again with another event; extensions.seq is the event it made. Use a new key.',
  },
];

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
        {copied ? 'Copied' : label}
      </Button>
    </Box>
  );
}

const EMBEDS: { path: string; what: string; size: { width: number; height: number } }[] = [
  {
    path: '/embed/standings/{tournamentId}',
    what: 'The league table: played, won, drawn, lost, goal difference or net run rate, points.',
    size: EMBED_SIZES.standings,
  },
  {
    path: '/embed/match/{matchId}',
    what: 'One match’s score, moving live while it is played (and the chase, in cricket).',
    size: EMBED_SIZES.match,
  },
  {
    path: '/embed/fixtures/{tournamentId}',
    what: 'The next matches (live ones first) and the latest results.',
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
  const [copied, setCopied] = useState(false);
  usePageTitle(SITE_PAGE_SUBJECTS.developers);
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
            The Pitchside API
          </Heading>
          <Text>
            Everything a visitor sees is open to other sites and apps with no sign-in: fixtures, results, standings and
            live scores of published tournaments.
          </Text>
        </Stack>

        <Section title="Where to ask">
          <Table.Root size="sm" css={BREAK_ANYWHERE}>
            <Table.Caption srOnly>API endpoints and what each serves</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Endpoint</Table.ColumnHeader>
                <Table.ColumnHeader>What it serves</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              <Table.Row>
                <Table.Cell>
                  <code>/graphql</code>
                </Table.Cell>
                <Table.Cell>
                  GraphQL queries over HTTP (GET or POST); subscriptions over WebSocket (graphql-ws)
                </Table.Cell>
              </Table.Row>
              <Table.Row>
                <Table.Cell>
                  <code>/api/public/…</code>
                </Table.Cell>
                <Table.Cell>The same data as REST, in snake_case JSON</Table.Cell>
              </Table.Row>
              <Table.Row>
                <Table.Cell>
                  <code>/tournament/{'{id}'}/fixtures.ics</code>
                </Table.Cell>
                <Table.Cell>Calendar feeds to subscribe to</Table.Cell>
              </Table.Row>
            </Table.Body>
          </Table.Root>
          <Text>
            Try queries in the{' '}
            <ChakraLink href="/explorer" color="sea.fg" fontWeight="medium">
              GraphQL explorer
            </ChakraLink>
            , served from this site (it works with no internet connection), or in Apollo Sandbox at{' '}
            <ChakraLink href="/graphql" color="sea.fg" fontWeight="medium">
              /graphql
            </ChakraLink>{' '}
            (it loads from Apollo&apos;s servers). Every public type, field and argument is described in the schema.
          </Text>
        </Section>

        <Section title="Query limits">
          <Text>
            Each operation is checked before it runs; one over a limit is refused with the code below, naming the limit
            (extensions.limit) and its value (extensions.max): GRAPHQL_PARSE_FAILED for the token limit, counted as the
            document is read, GRAPHQL_VALIDATION_FAILED for the others. These are the defaults.
          </Text>
          <Table.Root size="sm" css={BREAK_ANYWHERE} data-testid="api-limits">
            <Table.Caption srOnly>GraphQL query limits</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Limit</Table.ColumnHeader>
                <Table.ColumnHeader>Maximum</Table.ColumnHeader>
                <Table.ColumnHeader>Counts</Table.ColumnHeader>
                <Table.ColumnHeader>Refused with</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {QUERY_LIMITS.map((limit) => (
                <Table.Row key={limit.name}>
                  <Table.Cell>{limit.name}</Table.Cell>
                  <Table.Cell>{DEFAULT_QUERY_LIMITS[limit.limit]}</Table.Cell>
                  <Table.Cell>{limit.what}</Table.Cell>
                  {/* The code may break anywhere: four columns fit a phone only so. */}
                  <Table.Cell wordBreak="break-all">
                    <code>{limit.code}</code>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Section>

        <Section title="Paging">
          <Text>
            Lists are read a page at a time with cursors. Ask for <code>first</code> items; the answer&apos;s{' '}
            <code>pageInfo</code> carries <code>hasNextPage</code> and <code>endCursor</code>. While{' '}
            <code>hasNextPage</code> is true, pass <code>endCursor</code> back as <code>after</code> to read the next
            page. Cursors are opaque: keep them as they are, do not build them. A bad cursor or page size answers
            BAD_USER_INPUT naming the argument.
          </Text>
        </Section>

        <Section title="Errors">
          <Text>
            GraphQL errors carry a code in <code>extensions.code</code>; REST answers the matching HTTP status with{' '}
            <code>{'{ "error": message }'}</code>.
          </Text>
          <Table.Root size="sm" css={BREAK_ANYWHERE} data-testid="api-errors">
            <Table.Caption srOnly>Error codes</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Code</Table.ColumnHeader>
                <Table.ColumnHeader>REST status</Table.ColumnHeader>
                <Table.ColumnHeader>When</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {ERRORS.map((error) => (
                <Table.Row key={error.code}>
                  <Table.Cell>
                    <code>{error.code}</code>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{error.status}</Table.Cell>
                  <Table.Cell>{error.when}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Section>

        <Section title="Examples">
          <Heading as="h3" size="md">
            Fixtures
          </Heading>
          <CodeBlock label="Fixtures query">{API_EXAMPLES.fixtures}</CodeBlock>
          <Heading as="h3" size="md">
            Results
          </Heading>
          <CodeBlock label="Results query">{API_EXAMPLES.results}</CodeBlock>
          <Heading as="h3" size="md">
            Standings
          </Heading>
          <CodeBlock label="Standings query">{API_EXAMPLES.standings}</CodeBlock>
          <Heading as="h3" size="md">
            Live scores
          </Heading>
          <Text>Matches in play now, then every change to one match as it happens (over WebSocket):</Text>
          <CodeBlock label="Live scores query">{API_EXAMPLES.liveScores}</CodeBlock>
          <CodeBlock label="Live score subscription">{API_EXAMPLES.liveSubscription}</CodeBlock>
        </Section>

        <Section title="Embeds">
          <Text>
            Small pages made for an <code>&lt;iframe&gt;</code> on your club&apos;s site: no header or footer, a link
            back to the full page, and they may be framed by any site. Add <code>?theme=dark</code> for a dark page
            (light is the default). An unknown or unpublished id shows &ldquo;not found&rdquo;.
          </Text>
          <Box overflowX="auto">
            <Table.Root size="sm" css={BREAK_ANYWHERE} variant="outline">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Address</Table.ColumnHeader>
                  <Table.ColumnHeader>Shows</Table.ColumnHeader>
                  <Table.ColumnHeader>Size</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {EMBEDS.map((embed) => (
                  <Table.Row key={embed.path}>
                    <Table.Cell fontFamily="mono" whiteSpace="nowrap">
                      {embed.path}
                    </Table.Cell>
                    <Table.Cell>{embed.what}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {embed.size.width} × {embed.size.height}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Text>
            Paste this where the table should go (change the tournament id, or the address for another embed):
          </Text>
          <CodeBlock label="Embed snippet">{embedCode}</CodeBlock>
          <CopyButton text={embedCode} label="Copy embed code" />
          <Heading as="h3" size="md">
            oEmbed
          </Heading>
          <Text>
            Content systems that speak oEmbed need only the page&apos;s address: a standings, match or tournament page
            (or an embed address) given to <code>GET /oembed?url=…&amp;format=json</code>, with <code>maxwidth</code>{' '}
            and <code>maxheight</code> if the space is limited, answers a &ldquo;rich&rdquo; oEmbed 1.0 object whose{' '}
            <code>html</code> is the iframe above. Those pages also announce it with a{' '}
            <code>&lt;link rel=&quot;alternate&quot; type=&quot;application/json+oembed&quot;&gt;</code> in their head.
            Only JSON is offered: <code>format=xml</code> answers 501; an address that is no such page, 404; a bad
            parameter, 400 naming it.
          </Text>
          <CodeBlock label="oEmbed request">{oembedRequest}</CodeBlock>
        </Section>

        <Section title="Webhooks">
          <Text>
            Instead of asking again and again, have Pitchside tell your server. A tournament&apos;s organiser registers
            an address on the tournament&apos;s management page and picks the events: <code>MATCH_STARTED</code>,{' '}
            <code>EVENT_SCORED</code>, <code>RESULT</code>, <code>STANDINGS_CHANGED</code> and{' '}
            <code>FIXTURE_CHANGED</code>. Each event is POSTed as JSON with the match as the API shows it. Addresses
            must be https and public.
          </Text>
          <CodeBlock label="A webhook delivery">{WEBHOOK_PAYLOAD_EXAMPLE}</CodeBlock>
          <Text>
            Each hook has its own secret, shown once when it is registered (or rotated). The{' '}
            <code>Pitchside-Signature</code> header is <code>t=&lt;unix seconds&gt;,v1=&lt;hex&gt;</code>, where the hex
            is the HMAC-SHA256, keyed with the secret, of the timestamp, a dot and the raw body (
            <code>t + &quot;.&quot; + body</code>). Recompute it over the bytes you received, compare in constant time,
            and refuse a timestamp more than five minutes from your clock, so a captured request cannot be replayed.
          </Text>
          <CodeBlock label="Signature verification">{WEBHOOK_VERIFY_SNIPPET}</CodeBlock>
          <Text>
            Answer with any 2xx status within 10 seconds. Anything else (or no answer) is retried with growing waits,
            from 30 seconds up to an hour apart, for a day; then the delivery is marked failed. A retry carries the same{' '}
            <code>Pitchside-Event-Id</code>, so drop ids you have already handled. The organiser sees every delivery in
            the hook&apos;s log and can send any of them again.
          </Text>
          <Text>
            A scored event&apos;s deliveries are written with the event itself, so none is lost between them. Each
            carries the event&apos;s <code>seq</code> at the top of the body, with the match as it stands after it, and
            a match&apos;s deliveries reach your hook in seq order: a later one waits while an earlier one is retried,
            so your last request always holds the latest score.
          </Text>
        </Section>

        <Section title="A widget for your site">
          <Text>
            Paste this into a page on your club&apos;s site to show a tournament&apos;s table (change the tournamentId).
            It reads this site&apos;s <code>/graphql</code> with a GET request.
          </Text>
          <CodeBlock label="Widget snippet">{snippet}</CodeBlock>
          <Box>
            <Button size="sm" colorPalette="sea" onClick={asyncHandler(copy)}>
              {copied ? 'Copied' : 'Copy snippet'}
            </Button>
          </Box>
        </Section>
      </Stack>
    </Container>
  );
}

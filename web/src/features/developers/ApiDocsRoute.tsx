import { Box, Button, Container, Heading, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { DEFAULT_QUERY_LIMITS } from '../../../../shared/query-limits';
import { asyncHandler } from '../../lib/async-handler';
import { API_EXAMPLES, widgetSnippet } from './api-examples';

const LIMITS: { name: string; value: number; what: string }[] = [
  { name: 'Depth', value: DEFAULT_QUERY_LIMITS.maxDepth, what: 'levels of nested selections' },
  {
    name: 'Complexity (cost)',
    value: DEFAULT_QUERY_LIMITS.maxCost,
    what: 'a scalar costs 1, an object 2, ×3 each level down',
  },
  { name: 'Aliases', value: DEFAULT_QUERY_LIMITS.maxAliases, what: 'aliased fields in one operation' },
  { name: 'Directives', value: DEFAULT_QUERY_LIMITS.maxDirectives, what: 'directives in one operation' },
  { name: 'Tokens', value: DEFAULT_QUERY_LIMITS.maxTokens, what: 'tokens in the document' },
];

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

/** The integrators' page: endpoints, limits, paging, errors, examples and a widget to paste. */
export function ApiDocsRoute() {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    const previous = document.title;
    document.title = 'API · Pitchside';
    return () => {
      document.title = previous;
    };
  }, []);
  // The page is only rendered in a browser: the snippet names the site it was copied from.
  const snippet = widgetSnippet(window.location.origin);

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
          <Table.Root size="sm">
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
            Each operation is checked before it runs; one over a limit is refused with GRAPHQL_VALIDATION_FAILED, naming
            the limit (extensions.limit) and its value (extensions.max). These are the defaults.
          </Text>
          <Table.Root size="sm" data-testid="api-limits">
            <Table.Caption srOnly>GraphQL query limits</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Limit</Table.ColumnHeader>
                <Table.ColumnHeader>Maximum</Table.ColumnHeader>
                <Table.ColumnHeader>Counts</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {LIMITS.map((limit) => (
                <Table.Row key={limit.name}>
                  <Table.Cell>{limit.name}</Table.Cell>
                  <Table.Cell>{limit.value}</Table.Cell>
                  <Table.Cell>{limit.what}</Table.Cell>
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
          <Table.Root size="sm" data-testid="api-errors">
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
                  <Table.Cell>{error.status}</Table.Cell>
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

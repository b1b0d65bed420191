/**
 * The example operations the API page shows. Plain strings, not graphql() documents: the page prints
 * them and never runs them. tests/server/public/api-docs.test.ts validates each against the schema.
 */
export const API_EXAMPLES = {
  fixtures: `query Fixtures($tournamentId: Int!, $after: String) {
  matches(
    filter: { tournamentId: $tournamentId, status: [scheduled] }
    first: 20
    after: $after
  ) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes {
      id
      scheduledDate
      venue
      homeTeam { id name }
      awayTeam { id name }
    }
  }
}`,
  results: `query Results($tournamentId: Int!) {
  matches(filter: { tournamentId: $tournamentId, status: [completed] }, first: 10) {
    pageInfo { hasNextPage endCursor }
    nodes {
      id
      scheduledDate
      homeTeam { name }
      awayTeam { name }
      homeTeamScore
      awayTeamScore
      homeWickets
      awayWickets
      winnerTeamId
    }
  }
}`,
  standings: `query Table($tournamentId: Int!) {
  standings(tournamentId: $tournamentId) {
    position
    teamId
    teamName
    matchesPlayed
    wins
    draws
    losses
    points
    form
  }
}`,
  liveScores: `query LiveScores {
  liveMatches(limit: 10) {
    id
    status
    homeTeam { name }
    awayTeam { name }
    homeTeamScore
    awayTeamScore
    updatedAt
  }
}`,
  liveSubscription: `subscription FollowMatch($matchId: Int!) {
  matchUpdated(matchId: $matchId) {
    id
    status
    homeTeamScore
    awayTeamScore
    homeWickets
    awayWickets
    homeBalls
    awayBalls
    updatedAt
  }
}`,
} as const;

/**
 * The query limits the API page states, each with the code an operation over it is refused with (the token
 * limit is counted as the document is parsed, the others as it is validated). The page shows each limit's
 * name and what it counts from its messages (developers.limits.*); `name` here names it in tests.
 */
export const QUERY_LIMITS: {
  limit: 'maxDepth' | 'maxCost' | 'maxAliases' | 'maxDirectives' | 'maxTokens';
  name: string;
  code: 'GRAPHQL_VALIDATION_FAILED' | 'GRAPHQL_PARSE_FAILED';
}[] = [
  {
    limit: 'maxDepth',
    name: 'Depth',
    code: 'GRAPHQL_VALIDATION_FAILED',
  },
  {
    limit: 'maxCost',
    name: 'Complexity (cost)',
    code: 'GRAPHQL_VALIDATION_FAILED',
  },
  {
    limit: 'maxAliases',
    name: 'Aliases',
    code: 'GRAPHQL_VALIDATION_FAILED',
  },
  {
    limit: 'maxDirectives',
    name: 'Directives',
    code: 'GRAPHQL_VALIDATION_FAILED',
  },
  {
    limit: 'maxTokens',
    name: 'Tokens',
    code: 'GRAPHQL_PARSE_FAILED',
  },
];

/** The query the widget snippet sends (a GET, so answers can be cached). */
export const WIDGET_QUERY =
  'query Widget($tournamentId: Int!) { standings(tournamentId: $tournamentId) { position teamName matchesPlayed points } }';

/** A copy-paste widget for another site: the tournament's table, read from this site's /graphql. */
export function widgetSnippet(origin: string): string {
  return `<div id="pitchside-table">Loading the table…</div>
<script>
  (async () => {
    const url = new URL('/graphql', '${origin}');
    url.searchParams.set('query', '${WIDGET_QUERY}');
    url.searchParams.set('variables', JSON.stringify({ tournamentId: 1 }));
    const box = document.getElementById('pitchside-table');
    try {
      // A plain GET: no custom header, so the browser sends it without a CORS preflight.
      const response = await fetch(url);
      const { data, errors } = await response.json();
      if (errors) throw new Error(errors[0].message);
      const table = document.createElement('table');
      for (const row of data.standings) {
        const line = table.insertRow();
        for (const value of [row.position, row.teamName, row.matchesPlayed, row.points]) {
          line.insertCell().textContent = String(value);
        }
      }
      box.replaceChildren(table);
    } catch (error) {
      box.textContent = 'The table could not be loaded.';
    }
  })();
</script>`;
}

type EmbedKind = 'standings' | 'match' | 'fixtures';

/**
 * The iframe a club pastes to show one widget, at its size (shared/embeds.ts); the same markup the
 * oEmbed endpoint answers with.
 */
export function embedSnippet(
  origin: string,
  kind: EmbedKind,
  id: number,
  { width, height }: { width: number; height: number },
  theme: 'light' | 'dark' = 'light',
): string {
  const src = new URL(`/embed/${kind}/${id}`, origin);
  if (theme === 'dark') src.searchParams.set('theme', 'dark');
  return [
    `<iframe src="${src.toString()}"`,
    `  width="${width}" height="${height}" title="${EMBED_TITLES[kind]} on Pitchside"`,
    `  style="border:0;max-width:100%" loading="lazy"></iframe>`,
  ].join('\n');
}

const EMBED_TITLES: Record<EmbedKind, string> = { standings: 'Standings', match: 'Live score', fixtures: 'Fixtures' };

/** The receiver's check of a webhook signature, in plain JavaScript (tests/server/webhooks runs it). */
export const WEBHOOK_VERIFY_FUNCTION = `function verifyPitchside(secret, rawBody, header, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=')));
  const timestamp = Number(parts.t);
  // Refuse a replay: a signature older (or newer) than five minutes.
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(\`\${timestamp}.\${rawBody}\`).digest('hex');
  const given = String(parts.v1 ?? '');
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}`;

export const WEBHOOK_VERIFY_SNIPPET = `// Node.js with Express: verify before trusting the body, on the raw bytes as sent.
import { createHmac, timingSafeEqual } from 'node:crypto';
import express from 'express';

${WEBHOOK_VERIFY_FUNCTION}

const app = express();
app.post('/pitchside', express.text({ type: 'application/json' }), (req, res) => {
  if (!verifyPitchside(process.env.PITCHSIDE_WEBHOOK_SECRET, req.body, req.get('Pitchside-Signature') ?? '')) {
    return res.status(400).end();
  }
  const event = JSON.parse(req.body);
  // Pitchside-Event-Id repeats when a delivery is retried: skip ids you have already handled.
  console.log(req.get('Pitchside-Event-Type'), event.match.id, event.match.status);
  res.status(204).end();
});`;

export const WEBHOOK_PAYLOAD_EXAMPLE = `POST /pitchside HTTP/1.1
Content-Type: application/json
Pitchside-Signature: t=1764129600,v1=5f2c…(64 hex digits)
Pitchside-Event-Id: 0b8e5d0c-7d1e-4f57-9a51-2f6f0f7c1a3e
Pitchside-Event-Type: EVENT_SCORED

{"id":"0b8e5d0c-7d1e-4f57-9a51-2f6f0f7c1a3e","type":"EVENT_SCORED","createdAt":"2026-11-26T04:00:00.000Z",
 "tournamentId":7,"seq":61,"matchEventId":9120,"match":{"id":42,"status":"in_progress","homeTeam":{"id":3,"name":"Harbour Lights"},
 "awayTeam":{"id":5,"name":"Coral Reef"},"homeTeamScore":87,"awayTeamScore":null,"seq":61,…}}`;

/**
 * The offline GraphQL explorer at /explorer: GraphiQL from npm, built by Vite as its own entry
 * (web/explorer.html), so it is never in the public pages' bundle and loads nothing from another
 * origin: its editor (Monaco), workers, styles and fonts are all served from this site.
 */
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './explorer.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { API_EXAMPLES } from '../features/developers/api-examples';

const socketProtocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';

const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  // Live scores: subscriptions go over graphql-ws on the same path.
  subscriptionUrl: `${socketProtocol}//${window.location.host}/graphql`,
});

/** One operation, so the run button runs it at once (with several, GraphiQL asks which). */
const DEFAULT_QUERY = `# Pitchside's public API: every query here works with no sign-in.
# Press the run button (or Ctrl-Enter). The API page (/developers) has more examples, such as:
${API_EXAMPLES.standings.replace(/^/gm, '# ')}

query Tournaments {
  publicTournaments {
    id
    name
    sport
    startDate
    endDate
  }
}
`;

createRoot(document.getElementById('explorer')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
  </StrictMode>,
);

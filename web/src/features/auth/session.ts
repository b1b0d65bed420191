import type { ApolloClient } from '@apollo/client';
import { ViewerQueryDocument } from './useViewer';

/**
 * After sign-in: load the new person at once, so the header and every guard see them without a page
 * reload, then drop every other answer read as a visitor (drafts, permissions) so pages read them
 * again. Not clearStore: it reloads nothing, and rejects the header's own query if it is in flight.
 */
export async function refreshViewer(client: ApolloClient): Promise<void> {
  // A fresh request: joining the header's in-flight one (sent before the session existed) would
  // answer "nobody".
  await client.query({
    query: ViewerQueryDocument,
    fetchPolicy: 'network-only',
    context: { queryDeduplication: false },
  });
  client.cache.modify<Record<string, unknown>>({
    id: 'ROOT_QUERY',
    fields: (value, { fieldName, DELETE }) => (fieldName === 'me' ? value : DELETE),
  });
}

/**
 * After sign-out: forget everything, then ask again who is signed in (nobody), so the header shows
 * Login at once. clearStore leaves watching queries on their last answer until they are refetched.
 */
export async function forgetViewer(client: ApolloClient): Promise<void> {
  await client.clearStore();
  try {
    await client.refetchQueries({ include: [ViewerQueryDocument] });
  } catch {
    // Offline: the server forgot the session anyway (or will on its expiry); say nobody is signed in.
    client.writeQuery({ query: ViewerQueryDocument, data: { me: null } });
  }
}

import { ServerError, type ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { queryPageData } from '../../app/page-data';
import { graphql } from '../../gql';
import type { ViewerQuery } from '../../gql/graphql';
import type { Translate } from '../../i18n/use-t';

export const ViewerQueryDocument = graphql(`
  query Viewer {
    me {
      id
      email
      name
      givenName
      role
      status
      isActive
      isAccountActivated
      hasChosenRole
      profilePicture
    }
  }
`);

export type Viewer = NonNullable<ViewerQuery['me']>;

export const viewerPageData = queryPageData(ViewerQueryDocument, () => ({}));

const ADMIN_ROLES = ['tournament_creator', 'club_owner'];

/** Activated tournament creators and club owners manage users. */
export function isAdmin(viewer: Viewer | null | undefined): boolean {
  return Boolean(viewer && viewer.isActive && viewer.isAccountActivated && ADMIN_ROLES.includes(viewer.role));
}

/** Activated, not deactivated, and not a player: who may use the signed-in pages. */
export function isStaff(viewer: Viewer | null | undefined): boolean {
  return Boolean(viewer && viewer.isActive && viewer.isAccountActivated && viewer.role !== 'player');
}

/**
 * Asks the server again who is signed in and writes the answer into the cache. 'no-cache' because a
 * 'network-only' read is answered from the cache for a moment after a server-rendered page loads, and
 * that page was rendered for a visitor.
 */
function recheckViewer(client: ApolloClient): void {
  client.query({ query: ViewerQueryDocument, fetchPolicy: 'no-cache' }).then(
    ({ data }) => {
      if (data) client.writeQuery({ query: ViewerQueryDocument, data });
    },
    (error: unknown) => console.error(viewerErrorMessage(error), error),
  );
}

/**
 * The signed-in person (null for a visitor), reloaded from the server; shared by layouts and guards.
 * The page reads the cached answer and the reload runs beside it: an unchanged answer (a visitor on a
 * server-rendered page) redraws nothing, where a loading flag flipping back would render every page
 * using this hook a second time on a phone.
 */
export function useViewer() {
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(ViewerQueryDocument);
  useEffect(() => recheckViewer(client), [client]);
  useEffect(() => {
    if (error) console.error(viewerErrorMessage(error), error);
  }, [error]);
  return {
    viewer: data?.me ?? null,
    loading: loading && !data,
    error,
    refetch,
  };
}

/** Section 8 of the spec: the message for a failed user load. */
export function viewerErrorMessage(error: unknown): string {
  return ServerError.is(error)
    ? `Failed to fetch user: API responded with HTTP status ${error.statusCode}`
    : 'Failed to fetch user';
}

/** The same message as the page shows it, in the reader's language. */
export function viewerErrorText(error: unknown, t: Translate): string {
  return ServerError.is(error)
    ? t('auth.viewerError.status', { status: error.statusCode })
    : t('auth.viewerError.generic');
}

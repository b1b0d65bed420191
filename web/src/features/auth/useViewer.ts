import { ServerError } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../gql';
import type { ViewerQuery } from '../../gql/graphql';

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

const ADMIN_ROLES = ['tournament_creator', 'club_owner'];

/** Activated tournament creators and club owners manage users. */
export function isAdmin(viewer: Viewer | null | undefined): boolean {
  return Boolean(viewer && viewer.isActive && viewer.isAccountActivated && ADMIN_ROLES.includes(viewer.role));
}

/** Activated, not deactivated, and not a player: who may use the signed-in pages. */
export function isStaff(viewer: Viewer | null | undefined): boolean {
  return Boolean(viewer && viewer.isActive && viewer.isAccountActivated && viewer.role !== 'player');
}

/** The signed-in person (null for a visitor), reloaded from the server; shared by layouts and guards. */
export function useViewer() {
  const { data, loading, error, refetch } = useQuery(ViewerQueryDocument, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (error) console.error(viewerErrorMessage(error), error);
  }, [error]);
  return {
    viewer: data?.me ?? null,
    // Only the first load counts as loading: a background refresh keeps showing the page.
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

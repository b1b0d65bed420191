import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import type { Role } from '../../gql/graphql';
import { ActivateUserMutation, AFTER_ADMIN_ACTION } from './operations';

/** The server refused because the account changed since the page showed it (its role, or its status). */
function isConflict(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((entry) => entry.extensions?.code === 'CONFLICT');
}

/**
 * Activates an account with the role the administrator is looking at (the server pins it). When the
 * person changed their role meanwhile the answer is CONFLICT: the page then shows the account again as it
 * is now, so the new role is reviewed before anyone activates it. The error still reaches the caller.
 */
export function useActivateUser() {
  const client = useApolloClient();
  const [mutate, state] = useMutation(ActivateUserMutation, {
    refetchQueries: AFTER_ADMIN_ACTION,
    awaitRefetchQueries: true,
  });
  async function activate(user: { id: number; role: Role }) {
    try {
      return await mutate({ variables: { id: user.id, expectedRole: user.role } });
    } catch (error) {
      // A refused mutation refetches nothing by itself.
      if (isConflict(error)) await client.refetchQueries({ include: AFTER_ADMIN_ACTION });
      throw error;
    }
  }
  return [activate, state] as const;
}

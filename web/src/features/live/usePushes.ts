import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';

type PushOptions<TData, TVariables extends OperationVariables> = {
  /** Typed by the document: a page may leave out its optional variables. */
  variables: NoInfer<TVariables>;
  skip?: boolean;
  /** 'no-cache' when `onData` merges the push itself and must still see what the cache held before it. */
  fetchPolicy?: 'cache-first' | 'no-cache';
  onData?: (data: TData, client: ApolloClient) => void;
  /**
   * Variables read as the subscription starts, beside `variables`: what the page shows at that moment (a
   * match's seq), which later pushes move without starting the subscription again.
   */
  atSubscribe?: (client: ApolloClient) => Partial<TVariables>;
};

/**
 * Follows a subscription for as long as the component is mounted, without any React state: a push lands
 * in the cache (or in `onData`), and only the queries it changes redraw. Apollo's `useSubscription` keeps
 * the last push and its loading flag as state, so the page hosting it rendered again as the socket opened
 * and on every push: a whole landing page twice over on a phone, for nothing it shows.
 */
export function usePushes<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  { variables, skip = false, fetchPolicy = 'cache-first', onData, atSubscribe }: PushOptions<TData, TVariables>,
): void {
  const client = useApolloClient();
  const latestOnData = useRef(onData);
  const latestAtSubscribe = useRef(atSubscribe);
  useEffect(() => {
    latestOnData.current = onData;
    latestAtSubscribe.current = atSubscribe;
  });
  // Variables are compared by value: a page passes a fresh object on every render.
  const variablesKey = JSON.stringify(variables);
  useEffect(() => {
    if (skip) return;
    const subscription = client
      .subscribe<TData, TVariables>({
        query: document,
        variables: { ...(JSON.parse(variablesKey) as TVariables), ...latestAtSubscribe.current?.(client) },
        fetchPolicy,
      })
      // An error is the page's own to show (a match that does not exist is the page's not-found);
      // graphql-ws reconnects a dropped socket by itself, and the page's poll covers what it missed.
      .subscribe({
        next: ({ data }) => {
          if (data) latestOnData.current?.(data, client);
        },
        error: () => undefined,
      });
    return () => subscription.unsubscribe();
  }, [client, document, variablesKey, skip, fetchPolicy]);
}

import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { Params } from 'react-router-dom';

/** What a page's data depends on: its route's parameters and its URL's query string. */
export type PageAddress = { params: Params; search: URLSearchParams };

/**
 * Reads a page's queries into the client, with the variables its components ask for. The server runs it
 * before rendering a public page, so it renders the page once with its data instead of once to find its
 * queries and again to fill them in.
 */
export type PageData = (client: ApolloClient, page: PageAddress) => Promise<unknown>;

/** A route's handle naming its page data (a layout's, a page's). */
export type PageDataHandle = { pageData: PageData };

export function isPageDataHandle(handle: unknown): handle is PageDataHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as PageDataHandle).pageData === 'function';
}

/** A route parameter as an id: a positive integer, or null. */
export function parseId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * A page whose data is one query, its variables from the address; null variables (an id that cannot be
 * one) ask for nothing, as the page skips its query then.
 */
export function queryPageData<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: (page: PageAddress) => TVariables | null,
): PageData {
  return async (client, page) => {
    const asked = variables(page);
    if (asked) await client.query({ query, variables: asked });
  };
}

/** A page whose data is that of several queries, read side by side. */
export function allPageData(...parts: PageData[]): PageData {
  return (client, page) => Promise.all(parts.map((part) => part(client, page)));
}

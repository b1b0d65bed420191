import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { Kind, OperationTypeNode, type DocumentNode } from 'graphql';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Observable } from 'rxjs';
import { system } from '../../../web/src/app/system';

export type Sent = { operationName: string; variables: Record<string, unknown> };
/** Answers one operation: its data, or an Error to fail the request as a network failure would. */
export type Responder = (variables: Record<string, unknown>) => Record<string, unknown> | Error;

type Stream = { next: (result: { data: Record<string, unknown> }) => void };

function isSubscription(query: DocumentNode): boolean {
  return query.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION,
  );
}

/**
 * A real Apollo Client whose link records every operation sent and answers from `responders` by
 * operation name, so a test can tell whether a mutation ran at all. Subscriptions stay open: `push`
 * sends their next event, as the server does over the WebSocket.
 */
export function recordingClient(responders: Record<string, Responder>) {
  const sent: Sent[] = [];
  const streams = new Map<string, Stream[]>();
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const operationName = operation.operationName ?? '';
        sent.push({ operationName, variables: operation.variables });
        if (isSubscription(operation.query)) {
          const stream: Stream = { next: (result) => observer.next(result) };
          streams.set(operationName, [...(streams.get(operationName) ?? []), stream]);
          return () =>
            streams.set(
              operationName,
              (streams.get(operationName) ?? []).filter((s) => s !== stream),
            );
        }
        const respond = responders[operationName];
        const answer = respond ? respond(operation.variables) : new Error(`No responder for ${operationName}`);
        // Answer asynchronously, as a server would.
        const timer = setTimeout(() => {
          if (answer instanceof Error) observer.error(answer);
          else {
            observer.next({ data: answer });
            observer.complete();
          }
        }, 5);
        return () => clearTimeout(timer);
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const names = () => sent.map((entry) => entry.operationName);
  /** How many times the operation was sent. */
  const count = (operationName: string) => names().filter((name) => name === operationName).length;
  /** Sends an event to every open subscription of that name; throws when none is open. */
  const push = (operationName: string, data: Record<string, unknown>) => {
    const open = streams.get(operationName) ?? [];
    if (open.length === 0) throw new Error(`No open subscription ${operationName}`);
    for (const stream of open) stream.next({ data });
  };
  return { client, sent, names, count, push };
}

/** Renders `element` at `path` (matched by `route`) with Chakra and the given client. */
export function renderWithClient(
  client: ApolloClient,
  element: ReactNode,
  { path = '/', route = '/' }: { path?: string; route?: string } = {},
) {
  return render(
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={element} />
          </Routes>
        </MemoryRouter>
      </ApolloProvider>
    </ChakraProvider>,
  );
}

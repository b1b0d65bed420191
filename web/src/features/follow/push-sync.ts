import type { PushSubscriptionInput } from '../../gql/graphql';
import { readFollows } from './follow-store';

/**
 * Telling the server what a subscribed browser follows, with no Apollo Client: the app sends through its
 * client (push.ts), a visitor's page without the app with a plain fetch (fetchPushTransport). The texts are
 * push.ts's documents word for word (tests/web/visitor-follow.test.tsx compares them); codegen reads only those.
 */
export const SAVE_PUSH_SUBSCRIPTION = `
  mutation SavePushSubscription($input: PushSubscriptionInput!) {
    savePushSubscription(input: $input)
  }
`;

export const DELETE_PUSH_SUBSCRIPTION = `
  mutation DeletePushSubscription($endpoint: String!) {
    deletePushSubscription(endpoint: $endpoint)
  }
`;

/** How the two push mutations reach the server; each fails when the server refuses. */
export type PushTransport = {
  save: (input: PushSubscriptionInput) => Promise<unknown>;
  remove: (endpoint: string) => Promise<unknown>;
};

type GraphQLAnswer = { errors?: { message?: string }[] };

async function post(operationName: string, query: string, variables: Record<string, unknown>): Promise<void> {
  // JSON is what the server's CSRF check lets through without a preflight header (server/src/graphql/csrf.ts).
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName, query, variables }),
  });
  const answer = (await response.json().catch(() => null)) as GraphQLAnswer | null;
  const refusal = answer?.errors?.[0]?.message;
  if (!response.ok || !answer || refusal) throw new Error(refusal ?? `The server answered ${response.status}`);
}

/** The push mutations as plain POSTs to /graphql, for a page without Apollo Client. */
export function fetchPushTransport(): PushTransport {
  return {
    save: (input) => post('SavePushSubscription', SAVE_PUSH_SUBSCRIPTION, { input }),
    remove: (endpoint) => post('DeletePushSubscription', DELETE_PUSH_SUBSCRIPTION, { endpoint }),
  };
}

/** This browser can receive web push: a service worker, the Push API and notifications. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

/** This browser's push subscription, when it has one and may still show notifications. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported() || Notification.permission !== 'granted') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Tells the server what this browser follows now (or forgets it when it follows nothing). */
export async function sendFollows(transport: PushTransport, subscription: PushSubscription): Promise<void> {
  const follows = readFollows();
  const teamIds = follows.teams.map((team) => team.id);
  const matchIds = follows.matches.map((match) => match.id);
  if (teamIds.length === 0 && matchIds.length === 0) {
    await transport.remove(subscription.endpoint);
    return;
  }
  const json = subscription.toJSON();
  await transport.save({
    endpoint: subscription.endpoint,
    p256dh: json.keys?.p256dh ?? '',
    auth: json.keys?.auth ?? '',
    teamIds,
    matchIds,
  });
}

/** After a follow or an unfollow: a browser already subscribed tells the server its new list. */
export async function syncFollows(transport: PushTransport): Promise<void> {
  const subscription = await currentSubscription();
  if (subscription) await sendFollows(transport, subscription);
}

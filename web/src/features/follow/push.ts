import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';
import { currentSubscription, pushSupported, sendFollows, syncFollows, type PushTransport } from './push-sync';

export const SavePushSubscriptionMutation = graphql(`
  mutation SavePushSubscription($input: PushSubscriptionInput!) {
    savePushSubscription(input: $input)
  }
`);

export const DeletePushSubscriptionMutation = graphql(`
  mutation DeletePushSubscription($endpoint: String!) {
    deletePushSubscription(endpoint: $endpoint)
  }
`);

/** The VAPID key as PushManager.subscribe takes it (bytes, from base64url). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The page's service worker, or null when none is active within a few seconds (a dev server has none). */
async function activeRegistration(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** The push mutations through the app's Apollo client (a visitor's page without it: push-sync.ts). */
function apolloTransport(client: ApolloClient): PushTransport {
  return {
    save: (input) => client.mutate({ mutation: SavePushSubscriptionMutation, variables: { input } }),
    remove: (endpoint) => client.mutate({ mutation: DeletePushSubscriptionMutation, variables: { endpoint } }),
  };
}

export type NotificationState = 'unsupported' | 'off' | 'on' | 'blocked';

/** The service worker is not running yet, so there is nothing to subscribe through; the page words it. */
export class PushNotReadyError extends Error {
  constructor() {
    super('Notifications need the site’s offline support, which is not running yet.');
    this.name = 'PushNotReadyError';
  }
}

export async function notificationState(): Promise<NotificationState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** Asks permission, subscribes through the service worker and registers the follows with the server. */
export async function enableNotifications(client: ApolloClient, publicKey: string): Promise<NotificationState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const registration = await activeRegistration();
  if (!registration) throw new PushNotReadyError();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await sendFollows(apolloTransport(client), subscription);
  return 'on';
}

export async function disableNotifications(client: ApolloClient): Promise<NotificationState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await apolloTransport(client).remove(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}

/** After a follow or an unfollow: a browser already subscribed tells the server its new list. */
export function syncNotifications(client: ApolloClient): Promise<void> {
  return syncFollows(apolloTransport(client));
}

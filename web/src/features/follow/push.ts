import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';
import { readFollows } from './follows';

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

/** This browser can receive web push: a service worker, the Push API and notifications. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

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

async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported() || Notification.permission !== 'granted') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Tells the server what this browser follows now (or forgets it when it follows nothing). */
async function send(client: ApolloClient, subscription: PushSubscription): Promise<void> {
  const follows = readFollows();
  const teamIds = follows.teams.map((team) => team.id);
  const matchIds = follows.matches.map((match) => match.id);
  if (teamIds.length === 0 && matchIds.length === 0) {
    await client.mutate({ mutation: DeletePushSubscriptionMutation, variables: { endpoint: subscription.endpoint } });
    return;
  }
  const json = subscription.toJSON();
  await client.mutate({
    mutation: SavePushSubscriptionMutation,
    variables: {
      input: {
        endpoint: subscription.endpoint,
        p256dh: json.keys?.p256dh ?? '',
        auth: json.keys?.auth ?? '',
        teamIds,
        matchIds,
      },
    },
  });
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
  await send(client, subscription);
  return 'on';
}

export async function disableNotifications(client: ApolloClient): Promise<NotificationState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await client.mutate({ mutation: DeletePushSubscriptionMutation, variables: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return 'off';
}

/** After a follow or an unfollow: a browser already subscribed tells the server its new list. */
export async function syncNotifications(client: ApolloClient): Promise<void> {
  const subscription = await currentSubscription();
  if (subscription) await send(client, subscription);
}

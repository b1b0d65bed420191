import { z } from 'zod';

/** How many teams and matches one browser may follow; the server stores and matches at most this many. */
export const MAX_FOLLOWED = 30;

const base64url = (bytes: string, length: [number, number]) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+=*$/, `Must be base64url (${bytes})`)
    .min(length[0], `Must be ${bytes} in base64url`)
    .max(length[1], `Must be ${bytes} in base64url`);

const followedIds = (what: string) =>
  z
    .array(z.number().int(`Each ${what} id is a whole number`).positive(`Each ${what} id is positive`))
    .max(MAX_FOLLOWED, `Follow at most ${MAX_FOLLOWED} ${what}s`)
    .transform((ids) => [...new Set(ids)]);

/** PushSubscriptionInput: a browser's PushSubscription (endpoint and keys) and what it follows. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().trim().url('Must be the push service URL the browser gave').max(2000, 'At most 2000 characters'),
  // An uncompressed P-256 point (65 bytes) and a 16-byte secret.
  p256dh: base64url('65 bytes', [86, 88]),
  auth: base64url('16 bytes', [22, 24]),
  teamIds: followedIds('team'),
  matchIds: followedIds('match'),
});

export type PushSubscriptionValues = z.output<typeof pushSubscriptionSchema>;

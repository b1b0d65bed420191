import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The headers every delivery carries. */
export const SIGNATURE_HEADER = 'Pitchside-Signature';
export const EVENT_ID_HEADER = 'Pitchside-Event-Id';
export const EVENT_TYPE_HEADER = 'Pitchside-Event-Type';

/** A receiver should refuse a signature older than this (a replayed request). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** A new hook secret: 32 random bytes, prefixed so it is recognisable in a config file. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('hex')}`;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`: the timestamp is signed with the body. */
export function signWebhookBody(secret: string, body: string, timestampSeconds: number): string {
  const digest = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
  return `t=${timestampSeconds},v1=${digest}`;
}

/**
 * What a receiver does (the README and /developers show the same steps): recompute the HMAC over the raw
 * body, compare in constant time, and refuse a timestamp more than five minutes away.
 */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const parts = new Map(
    header.split(',').map((part) => {
      const [key, ...rest] = part.trim().split('=');
      return [key, rest.join('=')] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = signWebhookBody(secret, body, timestamp).split('v1=')[1];
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

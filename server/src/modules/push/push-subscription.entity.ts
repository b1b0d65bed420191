import type { Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A browser's web push subscription and what its visitor follows (kept in their browser, mirrored here
 * so the server knows whom to notify). Anonymous: no account, the endpoint is the identity. Not in GraphQL.
 */
@Entity({ tableName: 'push_subscriptions' })
// Each goal or wicket looks up its followers with `@>`: GIN indexes keep that quick however many there are.
@Index({ properties: ['teamIds'], type: 'gin' })
@Index({ properties: ['matchIds'], type: 'gin' })
export class PushSubscription {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** The push service's URL for this browser: unique, and a secret the browser alone knows. */
  @Property({ type: 'text', unique: true })
  endpoint!: string;

  /** The browser's P-256 public key and auth secret (base64url), to encrypt each message for it. */
  @Property({ type: 'string' })
  p256dh!: string;

  @Property({ type: 'string' })
  auth!: string;

  /** Followed team ids, a JSON array of numbers (read with `@>`). */
  @Property({ type: 'jsonb' })
  teamIds: number[] = [];

  /** Followed match ids, a JSON array of numbers. */
  @Property({ type: 'jsonb' })
  matchIds: number[] = [];

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}

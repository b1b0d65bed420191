import { Migration } from '@mikro-orm/migrations';

/**
 * The fingerprint of the request that appended an event (SHA-256 of the operation and its input), so a
 * key sent again with another request is refused (IDEMPOTENCY_KEY_REUSED) instead of answering the event
 * the key first made. Events stored before it have none and answer any retry of their key, as before.
 */
export class Migration20261205020000_match_event_request_hash extends Migration {
  override name = 'Migration20261205020000_match_event_request_hash';

  override up(): void {
    this.addSql(`alter table "match_events" add column "request_hash" varchar(64) null;`);
  }

  override down(): void {
    this.addSql(`alter table "match_events" drop column "request_hash";`);
  }
}

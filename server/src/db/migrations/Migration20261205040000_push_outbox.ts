import { Migration } from '@mikro-orm/migrations';

/**
 * Push notifications leave through the event log's outbox: each notice is written with its message in the
 * append's transaction and sent by a worker, which claims it for a while and marks it sent. Notices from
 * before were sent when they were claimed.
 */
export class Migration20261205040000_push_outbox extends Migration {
  override name = 'Migration20261205040000_push_outbox';

  override up(): void {
    this.addSql(`alter table "push_deliveries"
      add column "message" jsonb null,
      add column "claimed_until" timestamptz null,
      add column "sent_at" timestamptz null;`);
    this.addSql(`update "push_deliveries" set "sent_at" = "created_at";`);
    this.addSql(`create index "push_deliveries_unsent_index" on "push_deliveries" ("id") where "sent_at" is null;`);
  }

  override down(): void {
    this.addSql(`drop index "push_deliveries_unsent_index";`);
    this.addSql(
      `alter table "push_deliveries" drop column "message", drop column "claimed_until", drop column "sent_at";`,
    );
  }
}

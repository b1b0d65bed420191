import { Migration } from '@mikro-orm/migrations';

/** Webhooks per tournament, and their deliveries: the queue the worker sends from and the owner's log. */
export class Migration20261127040500_webhooks extends Migration {
  override name = 'Migration20261127040500_webhooks';

  override up(): void {
    this.addSql(
      `create table "webhooks" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "tournament_id" int not null, "created_by_id" int null, "url" varchar(2000) not null, "events" text[] not null, "secret" varchar(100) not null, "is_active" boolean not null default true);`,
    );
    this.addSql(`create index "webhooks_tournament_id_index" on "webhooks" ("tournament_id");`);
    this.addSql(
      `alter table "webhooks" add constraint "webhooks_tournament_id_foreign" foreign key ("tournament_id") references "tournaments" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "webhooks" add constraint "webhooks_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `create table "webhook_deliveries" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "webhook_id" int not null, "event_id" uuid not null, "event_type" text check ("event_type" in ('MATCH_STARTED', 'EVENT_SCORED', 'RESULT', 'STANDINGS_CHANGED', 'FIXTURE_CHANGED')) not null, "payload" jsonb not null, "status" text check ("status" in ('pending', 'sending', 'delivered', 'failed')) not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz not null default now(), "queued_at" timestamptz not null default now(), "claim_token" uuid null, "lease_until" timestamptz null, "last_status_code" int null, "last_error" text null, "delivered_at" timestamptz null);`,
    );
    this.addSql(
      `create index "webhook_deliveries_webhook_id_created_at_index" on "webhook_deliveries" ("webhook_id", "created_at");`,
    );
    this.addSql(`create index "webhook_deliveries_due_index" on "webhook_deliveries" ("status", "next_attempt_at");`);
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_webhook_id_foreign" foreign key ("webhook_id") references "webhooks" ("id") on delete cascade;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);
    this.addSql(`drop table if exists "webhooks" cascade;`);
  }
}

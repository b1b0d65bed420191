import { Migration } from '@mikro-orm/migrations';

/** Web push subscriptions of anonymous visitors and what each follows (teams, matches); notices claimed once. */
export class Migration20261127040100_push extends Migration {
  override name = 'Migration20261127040100_push';

  override up(): void {
    this.addSql(
      `create table "push_subscriptions" ("id" serial primary key, "endpoint" text not null, "p256dh" varchar(255) not null, "auth" varchar(255) not null, "team_ids" jsonb not null, "match_ids" jsonb not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "push_subscriptions" add constraint "push_subscriptions_endpoint_unique" unique ("endpoint");`,
    );
    this.addSql(`create index "push_subscriptions_team_ids_index" on "push_subscriptions" using gin ("team_ids");`);
    this.addSql(`create index "push_subscriptions_match_ids_index" on "push_subscriptions" using gin ("match_ids");`);
    this.addSql(
      `create table "push_deliveries" ("id" serial primary key, "match_id" int not null, "notice" varchar(255) not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "push_deliveries" add constraint "push_deliveries_match_id_notice_unique" unique ("match_id", "notice");`,
    );
    this.addSql(
      `alter table "push_deliveries" add constraint "push_deliveries_match_id_foreign" foreign key ("match_id") references "matches" ("id") on delete cascade;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "push_deliveries" cascade;`);
    this.addSql(`drop table if exists "push_subscriptions" cascade;`);
  }
}

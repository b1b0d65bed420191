import { Migration } from '@mikro-orm/migrations';

/** Web push subscriptions of anonymous visitors and what each follows (teams, matches). */
export class Migration20261127040100_push extends Migration {
  override name = 'Migration20261127040100_push';

  override up(): void {
    this.addSql(
      `create table "push_subscriptions" ("id" serial primary key, "endpoint" text not null, "p256dh" varchar(255) not null, "auth" varchar(255) not null, "team_ids" jsonb not null, "match_ids" jsonb not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "push_subscriptions" add constraint "push_subscriptions_endpoint_unique" unique ("endpoint");`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "push_subscriptions" cascade;`);
  }
}

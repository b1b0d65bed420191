import { Migration } from '@mikro-orm/migrations';

/** Every score is an event: the match log, its number per match, and corrections in the activity log. */
export class Migration20261123190000_events extends Migration {
  override name = 'Migration20261123190000_events';

  override up(): void {
    this.addSql(
      `create table "match_events" ("id" serial primary key, "match_id" int not null, "seq" int not null, "kind" varchar(255) not null, "payload" jsonb not null, "author_id" int null, "key" varchar(255) not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "match_events" add constraint "match_events_match_id_seq_unique" unique ("match_id", "seq");`,
    );
    this.addSql(
      `alter table "match_events" add constraint "match_events_match_id_key_unique" unique ("match_id", "key");`,
    );
    this.addSql(
      `alter table "match_events" add constraint "match_events_match_id_foreign" foreign key ("match_id") references "matches" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "match_events" add constraint "match_events_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`alter table "matches" add column "seq" int not null default 0;`);
    this.addSql(`alter table "activity_logs" drop constraint "activity_logs_action_check";`);
    this.addSql(
      `alter table "activity_logs" add constraint "activity_logs_action_check" check ("action" in ('user_created', 'user_activated', 'user_deactivated', 'role_changed', 'account_deleted', 'match_corrected'));`,
    );
  }

  override down(): void {
    this.addSql(`delete from "activity_logs" where "action" = 'match_corrected';`);
    this.addSql(`alter table "activity_logs" drop constraint "activity_logs_action_check";`);
    this.addSql(
      `alter table "activity_logs" add constraint "activity_logs_action_check" check ("action" in ('user_created', 'user_activated', 'user_deactivated', 'role_changed', 'account_deleted'));`,
    );
    this.addSql(`alter table "matches" drop column "seq";`);
    this.addSql(`drop table if exists "match_events" cascade;`);
  }
}

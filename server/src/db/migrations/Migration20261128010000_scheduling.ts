import { Migration } from '@mikro-orm/migrations';

/**
 * Scheduling: a tournament's venues and their pitches, the pitch a match is booked on, and the tournament's
 * rest days between a team's matches and how long a match holds its pitch.
 */
export class Migration20261128010000_scheduling extends Migration {
  override name = 'Migration20261128010000_scheduling';

  override up(): void {
    this.addSql(
      `create table "venues" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "tournament_id" int not null, "name" varchar(255) not null);`,
    );
    this.addSql(
      `alter table "venues" add constraint "venues_tournament_id_name_unique" unique ("tournament_id", "name");`,
    );
    this.addSql(
      `alter table "venues" add constraint "venues_tournament_id_foreign" foreign key ("tournament_id") references "tournaments" ("id") on delete cascade;`,
    );
    this.addSql(
      `create table "pitches" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "venue_id" int not null, "name" varchar(255) not null);`,
    );
    this.addSql(`alter table "pitches" add constraint "pitches_venue_id_name_unique" unique ("venue_id", "name");`);
    this.addSql(
      `alter table "pitches" add constraint "pitches_venue_id_foreign" foreign key ("venue_id") references "venues" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "tournaments" add "min_rest_days" int not null default 0, add "match_duration_minutes" int not null default 120;`,
    );
    this.addSql(`alter table "matches" add "pitch_id" int null;`);
    this.addSql(
      `alter table "matches" add constraint "matches_pitch_id_foreign" foreign key ("pitch_id") references "pitches" ("id") on delete set null;`,
    );
    this.addSql(`create index "matches_pitch_id_scheduled_date_index" on "matches" ("pitch_id", "scheduled_date");`);
  }

  override down(): void {
    this.addSql(`alter table "matches" drop column "pitch_id";`);
    this.addSql(`alter table "tournaments" drop column "min_rest_days", drop column "match_duration_minutes";`);
    this.addSql(`drop table if exists "pitches" cascade;`);
    this.addSql(`drop table if exists "venues" cascade;`);
  }
}

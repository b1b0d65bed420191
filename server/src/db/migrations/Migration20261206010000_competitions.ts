import { Migration } from '@mikro-orm/migrations';

/** Competitions that outlive one tournament: each season is a tournament pointing at its competition. */
export class Migration20261206010000_competitions extends Migration {
  override name = 'Migration20261206010000_competitions';

  override up(): void {
    this.addSql(
      `create table "competitions" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(255) not null, "sport" text not null, "creator_id" int not null);`,
    );
    this.addSql(
      `alter table "competitions" add constraint "competitions_sport_check" check ("sport" in ('football', 'cricket', 'points'));`,
    );
    this.addSql(`create index "competitions_creator_id_index" on "competitions" ("creator_id");`);
    this.addSql(
      `alter table "competitions" add constraint "competitions_creator_id_foreign" foreign key ("creator_id") references "users" ("id") on delete restrict;`,
    );
    this.addSql(`alter table "tournaments" add "competition_id" int null;`);
    this.addSql(
      `alter table "tournaments" add constraint "tournaments_competition_id_foreign" foreign key ("competition_id") references "competitions" ("id") on delete set null;`,
    );
    this.addSql(`create index "tournaments_competition_id_index" on "tournaments" ("competition_id");`);
  }

  override down(): void {
    this.addSql(`alter table "tournaments" drop column "competition_id";`);
    this.addSql(`drop table if exists "competitions" cascade;`);
  }
}

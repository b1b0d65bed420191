import { Migration } from '@mikro-orm/migrations';

/** A team's visual identity: two kit colours and an uploaded crest, resized to each size the pages use. */
export class Migration20261127041800_team_identity extends Migration {
  override name = 'Migration20261127041800_team_identity';

  override up(): void {
    this.addSql(
      `alter table "teams" add "primary_color" varchar(7) null, add "secondary_color" varchar(7) null, add "crest_hash" varchar(64) null;`,
    );
    this.addSql(
      `create table "team_crest" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "team_id" int not null, "hash" varchar(64) not null, "webp64" bytea not null, "webp128" bytea not null, "webp256" bytea not null, "png256" bytea not null);`,
    );
    this.addSql(`alter table "team_crest" add constraint "team_crest_team_id_unique" unique ("team_id");`);
    this.addSql(
      `alter table "team_crest" add constraint "team_crest_team_id_foreign" foreign key ("team_id") references "teams" ("id") on delete cascade;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "team_crest" cascade;`);
    this.addSql(
      `alter table "teams" drop column "primary_color", drop column "secondary_color", drop column "crest_hash";`,
    );
  }
}

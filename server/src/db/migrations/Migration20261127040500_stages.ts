import { Migration } from '@mikro-orm/migrations';

/**
 * Tournaments in stages: stages in order, groups of a group stage, and on each match its stage, group,
 * first-round slots, the loser's next match (page playoff, third place), whether it needs a winner, its
 * round as fans name it and how a level match was decided.
 */
export class Migration20261127040500_stages extends Migration {
  override name = 'Migration20261127040500_stages';

  override up(): void {
    this.addSql(
      `create table "stages" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "tournament_id" int not null, "sequence" int not null, "name" varchar(255) not null, "format" text check ("format" in ('ROUND_ROBIN', 'LEAGUE', 'GROUPS', 'KNOCKOUT', 'PAGE_PLAYOFF')) not null, "third_place_match" boolean not null default false, "decider" text check ("decider" in ('EXTRA_TIME_AND_PENALTIES', 'PENALTIES', 'SUPER_OVER', 'REPLAY')) null, "slots" jsonb null);`,
    );
    this.addSql(
      `alter table "stages" add constraint "stages_tournament_id_sequence_unique" unique ("tournament_id", "sequence");`,
    );
    this.addSql(
      `alter table "stages" add constraint "stages_tournament_id_foreign" foreign key ("tournament_id") references "tournaments" ("id") on delete cascade;`,
    );
    this.addSql(
      `create table "stage_groups" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "stage_id" int not null, "name" varchar(255) not null, "teams" jsonb not null);`,
    );
    this.addSql(`create index "stage_groups_stage_id_index" on "stage_groups" ("stage_id");`);
    this.addSql(
      `alter table "stage_groups" add constraint "stage_groups_stage_id_name_unique" unique ("stage_id", "name");`,
    );
    this.addSql(
      `alter table "stage_groups" add constraint "stage_groups_stage_id_foreign" foreign key ("stage_id") references "stages" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "matches" add "loser_next_match_id" int null, add "loser_next_match_slot" text check ("loser_next_match_slot" in ('home', 'away')) null, add "stage_id" int null, add "group_id" int null, add "home_slot" int null, add "away_slot" int null, add "needs_winner" boolean null, add "round_name" varchar(255) null, add "decided_by" varchar(255) null, add "decider" text check ("decider" in ('EXTRA_TIME_AND_PENALTIES', 'PENALTIES', 'SUPER_OVER', 'REPLAY')) null, add "replay_of_id" int null;`,
    );
    this.addSql(
      `alter table "matches" add constraint "matches_loser_next_match_id_foreign" foreign key ("loser_next_match_id") references "matches" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "matches" add constraint "matches_stage_id_foreign" foreign key ("stage_id") references "stages" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "matches" add constraint "matches_group_id_foreign" foreign key ("group_id") references "stage_groups" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "matches" add constraint "matches_replay_of_id_foreign" foreign key ("replay_of_id") references "matches" ("id") on delete cascade;`,
    );
    this.addSql(`create index "matches_stage_id_index" on "matches" ("stage_id");`);
    this.addSql(`create index "matches_group_id_index" on "matches" ("group_id");`);
  }

  override down(): void {
    this.addSql(
      `alter table "matches" drop column "loser_next_match_id", drop column "loser_next_match_slot", drop column "stage_id", drop column "group_id", drop column "home_slot", drop column "away_slot", drop column "needs_winner", drop column "round_name", drop column "decided_by", drop column "decider", drop column "replay_of_id";`,
    );
    this.addSql(`drop table if exists "stage_groups" cascade;`);
    this.addSql(`drop table if exists "stages" cascade;`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/** Rules the entity metadata cannot express, and the session store's table. */
export class Migration20261122004500_IntegrityAndSessions extends Migration {
  override name = 'Migration20261122004500_IntegrityAndSessions';

  override up(): void {
    // One captain and one vice-captain per team.
    this.addSql(`create unique index "team_members_one_captain" on "team_members" ("team_id") where "is_captain";`);
    this.addSql(
      `create unique index "team_members_one_vice_captain" on "team_members" ("team_id") where "is_vice_captain";`,
    );
    this.addSql(
      `alter table "team_members" add constraint "team_members_jersey_number_range" check ("jersey_number" between 0 and 999);`,
    );
    this.addSql(
      `alter table "tournaments" add constraint "tournaments_dates_ordered" check ("end_date" >= "start_date");`,
    );
    this.addSql(
      `alter table "tournaments" add constraint "tournaments_max_teams_positive" check ("max_teams" is null or "max_teams" > 0);`,
    );
    this.addSql(
      `alter table "tournaments" add constraint "tournaments_money_not_negative" check ("entry_fee" >= 0 and "prize_pool" >= 0);`,
    );
    this.addSql(
      `alter table "tournaments" add constraint "tournaments_cricket_format" check ("overs_per_innings" > 0 and "balls_per_over" > 0);`,
    );
    this.addSql(
      `alter table "matches" add constraint "matches_distinct_teams" check ("home_team_id" is null or "away_team_id" is null or "home_team_id" <> "away_team_id");`,
    );
    this.addSql(
      `alter table "matches" add constraint "matches_scores_not_negative" check (coalesce("home_team_score", 0) >= 0 and coalesce("away_team_score", 0) >= 0 and coalesce("home_wickets", 0) between 0 and 10 and coalesce("away_wickets", 0) between 0 and 10 and coalesce("home_balls", 0) >= 0 and coalesce("away_balls", 0) >= 0);`,
    );
    this.addSql(`create index "matches_home_team_id_index" on "matches" ("home_team_id");`);
    this.addSql(`create index "matches_away_team_id_index" on "matches" ("away_team_id");`);
    this.addSql(`create index "teams_club_id_index" on "teams" ("club_id");`);

    // The table connect-pg-simple reads and writes.
    this.addSql(
      `create table "session" ("sid" varchar not null primary key, "sess" json not null, "expire" timestamp(6) not null);`,
    );
    this.addSql(`create index "session_expire_index" on "session" ("expire");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "session";`);
    this.addSql(`drop index if exists "team_members_one_captain";`);
    this.addSql(`drop index if exists "team_members_one_vice_captain";`);
    this.addSql(`drop index if exists "matches_home_team_id_index";`);
    this.addSql(`drop index if exists "matches_away_team_id_index";`);
    this.addSql(`drop index if exists "teams_club_id_index";`);
    this.addSql(`alter table "team_members" drop constraint "team_members_jersey_number_range";`);
    this.addSql(`alter table "tournaments" drop constraint "tournaments_dates_ordered";`);
    this.addSql(`alter table "tournaments" drop constraint "tournaments_max_teams_positive";`);
    this.addSql(`alter table "tournaments" drop constraint "tournaments_money_not_negative";`);
    this.addSql(`alter table "tournaments" drop constraint "tournaments_cricket_format";`);
    this.addSql(`alter table "matches" drop constraint "matches_distinct_teams";`);
    this.addSql(`alter table "matches" drop constraint "matches_scores_not_negative";`);
  }
}

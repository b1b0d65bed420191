import { Migration } from '@mikro-orm/migrations';

export class Migration20261122004349_Initial extends Migration {
  override name = 'Migration20261122004349_Initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "users" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "google_sub" varchar(255) not null, "email" varchar(255) not null, "name" varchar(255) null, "given_name" varchar(255) null, "role" text not null default 'player', "has_chosen_role" boolean not null default false, "phone" varchar(255) null, "profile_picture" varchar(255) null, "is_active" boolean not null default true, "is_account_activated" boolean not null default false, "activated_by_id" int null, "activated_at" timestamptz null);`,
    );
    this.addSql(`alter table "users" add constraint "users_google_sub_unique" unique ("google_sub");`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(
      `create table "tournaments" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(255) not null, "description" text null, "creator_id" int not null, "sport" text not null default 'football', "tournament_type" text not null, "start_date" date not null, "end_date" date not null, "registration_deadline" timestamptz null, "max_teams" int null, "entry_fee" numeric(10,2) not null default 0, "prize_pool" numeric(12,2) not null default 0, "rules" text null, "venue_info" text null, "is_published" boolean not null default false, "is_active" boolean not null default true, "overs_per_innings" int not null default 20, "balls_per_over" int not null default 6);`,
    );
    this.addSql(
      `create index "tournaments_is_published_start_date_index" on "tournaments" ("is_published", "start_date");`,
    );

    this.addSql(
      `create table "clubs" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(255) not null, "description" text null, "logo_url" varchar(255) null, "owner_id" int not null, "location" varchar(255) null, "contact_email" varchar(255) null, "contact_phone" varchar(255) null, "is_active" boolean not null default true);`,
    );

    this.addSql(
      `create table "teams" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(255) not null, "club_id" int not null, "manager_id" int null, "coach_id" int null, "description" text null, "logo_url" varchar(255) null, "home_ground" varchar(255) null, "founded_date" date null, "is_active" boolean not null default true);`,
    );

    this.addSql(
      `create table "team_members" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "team_id" int not null, "user_id" int null, "name" varchar(255) not null, "jersey_number" int null, "position" text null, "is_captain" boolean not null default false, "is_vice_captain" boolean not null default false, "joined_date" date null, "is_active" boolean not null default true);`,
    );
    this.addSql(`create index "team_members_team_id_index" on "team_members" ("team_id");`);
    this.addSql(
      `alter table "team_members" add constraint "team_members_team_id_jersey_number_unique" unique ("team_id", "jersey_number");`,
    );

    this.addSql(
      `create table "tournament_registrations" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "tournament_id" int not null, "team_id" int not null, "registered_by_id" int null);`,
    );
    this.addSql(
      `alter table "tournament_registrations" add constraint "tournament_registrations_tournament_id_team_id_unique" unique ("tournament_id", "team_id");`,
    );

    this.addSql(
      `create table "matches" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "tournament_id" int not null, "home_team_id" int null, "away_team_id" int null, "round_number" int null, "match_number" int null, "scheduled_date" timestamptz null, "venue" varchar(255) null, "status" text not null default 'scheduled', "referee_id" int null, "scorer_id" int null, "home_team_score" int null, "away_team_score" int null, "winner_team_id" int null, "match_notes" text null, "weather_conditions" varchar(255) null, "is_final" boolean not null default false, "home_wickets" int null, "away_wickets" int null, "home_balls" int null, "away_balls" int null, "home_all_out" boolean not null default false, "away_all_out" boolean not null default false, "batted_first" text null, "result_kind" text null, "revised_overs" numeric(5,1) null, "revised_target" int null, "next_match_id" int null, "next_match_slot" text null);`,
    );
    this.addSql(`create index "matches_status_scheduled_date_index" on "matches" ("status", "scheduled_date");`);
    this.addSql(`create index "matches_tournament_id_status_index" on "matches" ("tournament_id", "status");`);

    this.addSql(
      `create table "activity_logs" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "action" text not null, "user_id" int null, "user_email" varchar(255) not null, "admin_id" int null, "admin_email" varchar(255) null, "details" varchar(255) null);`,
    );
    this.addSql(`create index "activity_logs_created_at_index" on "activity_logs" ("created_at");`);

    this.addSql(
      `alter table "users" add constraint "users_activated_by_id_foreign" foreign key ("activated_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "users" add constraint "users_role_check" check ("role" in ('tournament_creator', 'club_owner', 'manager', 'coach', 'referee', 'player'));`,
    );

    this.addSql(
      `alter table "tournaments" add constraint "tournaments_creator_id_foreign" foreign key ("creator_id") references "users" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "tournaments" add constraint "tournaments_sport_check" check ("sport" in ('football', 'cricket', 'points'));`,
    );
    this.addSql(
      `alter table "tournaments" add constraint "tournaments_tournament_type_check" check ("tournament_type" in ('round_robin', 'knockout', 'league'));`,
    );

    this.addSql(
      `alter table "clubs" add constraint "clubs_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete restrict;`,
    );

    this.addSql(
      `alter table "teams" add constraint "teams_club_id_foreign" foreign key ("club_id") references "clubs" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "teams" add constraint "teams_manager_id_foreign" foreign key ("manager_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "teams" add constraint "teams_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "team_members" add constraint "team_members_team_id_foreign" foreign key ("team_id") references "teams" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "team_members" add constraint "team_members_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "team_members" add constraint "team_members_position_check" check ("position" in ('batsman', 'bowler', 'all_rounder', 'wicket_keeper', 'goalkeeper', 'defender', 'midfielder', 'forward'));`,
    );

    this.addSql(
      `alter table "tournament_registrations" add constraint "tournament_registrations_tournament_id_foreign" foreign key ("tournament_id") references "tournaments" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "tournament_registrations" add constraint "tournament_registrations_team_id_foreign" foreign key ("team_id") references "teams" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "tournament_registrations" add constraint "tournament_registrations_registered_by_id_foreign" foreign key ("registered_by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "matches" add constraint "matches_tournament_id_foreign" foreign key ("tournament_id") references "tournaments" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "matches" add constraint "matches_home_team_id_foreign" foreign key ("home_team_id") references "teams" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "matches" add constraint "matches_away_team_id_foreign" foreign key ("away_team_id") references "teams" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "matches" add constraint "matches_referee_id_foreign" foreign key ("referee_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "matches" add constraint "matches_scorer_id_foreign" foreign key ("scorer_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "matches" add constraint "matches_winner_team_id_foreign" foreign key ("winner_team_id") references "teams" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "matches" add constraint "matches_next_match_id_foreign" foreign key ("next_match_id") references "matches" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "matches" add constraint "matches_status_check" check ("status" in ('scheduled', 'in_progress', 'completed', 'cancelled', 'postponed'));`,
    );
    this.addSql(
      `alter table "matches" add constraint "matches_batted_first_check" check ("batted_first" in ('home', 'away'));`,
    );
    this.addSql(
      `alter table "matches" add constraint "matches_result_kind_check" check ("result_kind" in ('normal', 'tie', 'no_result', 'rain_revised'));`,
    );
    this.addSql(
      `alter table "matches" add constraint "matches_next_match_slot_check" check ("next_match_slot" in ('home', 'away'));`,
    );

    this.addSql(
      `alter table "activity_logs" add constraint "activity_logs_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "activity_logs" add constraint "activity_logs_admin_id_foreign" foreign key ("admin_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "activity_logs" add constraint "activity_logs_action_check" check ("action" in ('user_created', 'user_activated', 'user_deactivated', 'role_changed', 'account_deleted'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop constraint "users_activated_by_id_foreign";`);
    this.addSql(`alter table "tournaments" drop constraint "tournaments_creator_id_foreign";`);
    this.addSql(`alter table "clubs" drop constraint "clubs_owner_id_foreign";`);
    this.addSql(`alter table "teams" drop constraint "teams_manager_id_foreign";`);
    this.addSql(`alter table "teams" drop constraint "teams_coach_id_foreign";`);
    this.addSql(`alter table "team_members" drop constraint "team_members_user_id_foreign";`);
    this.addSql(
      `alter table "tournament_registrations" drop constraint "tournament_registrations_registered_by_id_foreign";`,
    );
    this.addSql(`alter table "matches" drop constraint "matches_referee_id_foreign";`);
    this.addSql(`alter table "matches" drop constraint "matches_scorer_id_foreign";`);
    this.addSql(`alter table "activity_logs" drop constraint "activity_logs_user_id_foreign";`);
    this.addSql(`alter table "activity_logs" drop constraint "activity_logs_admin_id_foreign";`);
    this.addSql(
      `alter table "tournament_registrations" drop constraint "tournament_registrations_tournament_id_foreign";`,
    );
    this.addSql(`alter table "matches" drop constraint "matches_tournament_id_foreign";`);
    this.addSql(`alter table "teams" drop constraint "teams_club_id_foreign";`);
    this.addSql(`alter table "team_members" drop constraint "team_members_team_id_foreign";`);
    this.addSql(`alter table "tournament_registrations" drop constraint "tournament_registrations_team_id_foreign";`);
    this.addSql(`alter table "matches" drop constraint "matches_home_team_id_foreign";`);
    this.addSql(`alter table "matches" drop constraint "matches_away_team_id_foreign";`);
    this.addSql(`alter table "matches" drop constraint "matches_winner_team_id_foreign";`);
    this.addSql(`alter table "matches" drop constraint "matches_next_match_id_foreign";`);

    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "tournaments" cascade;`);
    this.addSql(`drop table if exists "clubs" cascade;`);
    this.addSql(`drop table if exists "teams" cascade;`);
    this.addSql(`drop table if exists "team_members" cascade;`);
    this.addSql(`drop table if exists "tournament_registrations" cascade;`);
    this.addSql(`drop table if exists "matches" cascade;`);
    this.addSql(`drop table if exists "activity_logs" cascade;`);
  }
}

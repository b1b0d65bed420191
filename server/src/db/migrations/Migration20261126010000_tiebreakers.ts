import { Migration } from '@mikro-orm/migrations';

const ACTIONS = [
  'user_created',
  'user_activated',
  'user_deactivated',
  'role_changed',
  'account_deleted',
  'match_corrected',
];
const actionCheck = (actions: string[]) =>
  `alter table "activity_logs" add constraint "activity_logs_action_check" check ("action" in (${actions.map((action) => `'${action}'`).join(', ')}));`;

/**
 * A tournament's own ranking: tie-breakers in order, points per result, a drawing of lots, teams withdrawn
 * with their results expunged (null: the sport's defaults, nothing drawn, nobody expunged); bonus points
 * per match; points deductions, each in the activity log.
 */
export class Migration20261126010000_tiebreakers extends Migration {
  override name = 'Migration20261126010000_tiebreakers';

  override up(): void {
    this.addSql(
      `alter table "tournaments" add "tie_breaker_order" jsonb null, add "points_per_result" jsonb null, add "drawing_of_lots_order" jsonb null, add "expunged_teams" jsonb null;`,
    );
    this.addSql(
      `alter table "matches" add "home_bonus_points" int not null default 0, add "away_bonus_points" int not null default 0;`,
    );
    this.addSql(
      `create table "points_deductions" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "tournament_id" int not null, "team_id" int not null, "points" int not null, "reason" varchar(255) not null, "deducted_by_id" int null);`,
    );
    this.addSql(`create index "points_deductions_tournament_id_index" on "points_deductions" ("tournament_id");`);
    this.addSql(
      `alter table "points_deductions" add constraint "points_deductions_tournament_id_foreign" foreign key ("tournament_id") references "tournaments" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "points_deductions" add constraint "points_deductions_team_id_foreign" foreign key ("team_id") references "teams" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "points_deductions" add constraint "points_deductions_deducted_by_id_foreign" foreign key ("deducted_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`alter table "activity_logs" drop constraint "activity_logs_action_check";`);
    this.addSql(actionCheck([...ACTIONS, 'points_deducted']));
  }

  override down(): void {
    this.addSql(`delete from "activity_logs" where "action" = 'points_deducted';`);
    this.addSql(`alter table "activity_logs" drop constraint "activity_logs_action_check";`);
    this.addSql(actionCheck(ACTIONS));
    this.addSql(`drop table if exists "points_deductions" cascade;`);
    this.addSql(`alter table "matches" drop column "home_bonus_points", drop column "away_bonus_points";`);
    this.addSql(
      `alter table "tournaments" drop column "tie_breaker_order", drop column "points_per_result", drop column "drawing_of_lots_order", drop column "expunged_teams";`,
    );
  }
}

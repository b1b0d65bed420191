import { Migration } from '@mikro-orm/migrations';

const ACTIONS = [
  'user_created',
  'user_activated',
  'user_deactivated',
  'role_changed',
  'account_deleted',
  'match_corrected',
  'points_deducted',
];
const actionCheck = (actions: string[]) =>
  `alter table "activity_logs" add constraint "activity_logs_action_check" check ("action" in (${actions.map((action) => `'${action}'`).join(', ')}));`;

/**
 * A tournament's own knockout decider (null: the sport's way), which stages without one follow; an organiser
 * removing a points deduction is kept in the activity log.
 */
export class Migration20261128020000_stage_extras extends Migration {
  override name = 'Migration20261128020000_stage_extras';

  override up(): void {
    this.addSql(
      `alter table "tournaments" add "knockout_decider" text check ("knockout_decider" in ('EXTRA_TIME_AND_PENALTIES', 'PENALTIES', 'SUPER_OVER', 'REPLAY')) null;`,
    );
    this.addSql(`alter table "activity_logs" drop constraint "activity_logs_action_check";`);
    this.addSql(actionCheck([...ACTIONS, 'points_deduction_removed']));
  }

  override down(): void {
    this.addSql(`delete from "activity_logs" where "action" = 'points_deduction_removed';`);
    this.addSql(`alter table "activity_logs" drop constraint "activity_logs_action_check";`);
    this.addSql(actionCheck(ACTIONS));
    this.addSql(`alter table "tournaments" drop column "knockout_decider";`);
  }
}

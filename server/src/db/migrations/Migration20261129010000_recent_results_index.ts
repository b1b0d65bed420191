import { Migration } from '@mikro-orm/migrations';

/**
 * Latest results first: a list of the newest completed matches reads the top of this index instead of
 * sorting every result (13,000 rows sorted per landing page before).
 */
export class Migration20261129010000_recent_results_index extends Migration {
  override name = 'Migration20261129010000_recent_results_index';

  override up(): void {
    this.addSql(
      `create index "matches_status_recent_index" on "matches" ("status", "scheduled_date" desc nulls last, "id" desc);`,
    );
  }

  override down(): void {
    this.addSql(`drop index "matches_status_recent_index";`);
  }
}

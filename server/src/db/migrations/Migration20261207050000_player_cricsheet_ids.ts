import { Migration } from '@mikro-orm/migrations';

/**
 * A roster's player keeps their Cricsheet register identifier (a file's `info.registry.people`), so a Cricsheet
 * import finds the same person again by identifier before name.
 */
export class Migration20261207050000_player_cricsheet_ids extends Migration {
  override name = 'Migration20261207050000_player_cricsheet_ids';

  override up(): void {
    this.addSql(`alter table "team_members" add column "cricsheet_id" varchar(64) null;`);
  }

  override down(): void {
    this.addSql(`alter table "team_members" drop column "cricsheet_id";`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/** Teams may name their sport, so a tournament of another sport can refuse them. */
export class Migration20261123113500_mgmt extends Migration {
  override name = 'Migration20261123113500_mgmt';

  override up(): void {
    this.addSql(`alter table "teams" add column "sport" text null;`);
    this.addSql(
      `alter table "teams" add constraint "teams_sport_check" check ("sport" in ('football', 'cricket', 'points'));`,
    );
  }

  override down(): void {
    this.addSql(`alter table "teams" drop constraint "teams_sport_check";`);
    this.addSql(`alter table "teams" drop column "sport";`);
  }
}

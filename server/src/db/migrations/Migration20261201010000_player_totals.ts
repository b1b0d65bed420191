import { Migration } from '@mikro-orm/migrations';

/**
 * Each tournament keeps its players' totals (the leaderboards' rows) as last summed from its played
 * matches' lines, so a board over a long season reads one row instead of a row per match.
 */
export class Migration20261201010000_player_totals extends Migration {
  override name = 'Migration20261201010000_player_totals';

  override up(): void {
    this.addSql(`alter table "tournaments" add column "player_totals" jsonb null;`);
  }

  override down(): void {
    this.addSql(`alter table "tournaments" drop column "player_totals";`);
  }
}

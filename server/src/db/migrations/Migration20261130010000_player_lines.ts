import { Migration } from '@mikro-orm/migrations';

/**
 * Each played match keeps its players' lines (runs, wickets, goals) as last folded from its log, so a
 * leaderboard sums a row per match instead of replaying every ball of the tournament on each read.
 */
export class Migration20261130010000_player_lines extends Migration {
  override name = 'Migration20261130010000_player_lines';

  override up(): void {
    this.addSql(`alter table "matches" add column "player_lines" jsonb null;`);
  }

  override down(): void {
    this.addSql(`alter table "matches" drop column "player_lines";`);
  }
}

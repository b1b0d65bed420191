import { Migration } from '@mikro-orm/migrations';

/**
 * Roster places used to fall back to the linked account's e-mail address for a name, and rosters are
 * public: replace such names with the person's name (or a neutral label).
 */
export class Migration20261123113000_leaks extends Migration {
  override name = 'Migration20261123113000_leaks';

  override up(): void {
    this.addSql(
      `update "team_members" as m set "name" = coalesce(nullif(trim(u."name"), ''), nullif(trim(u."given_name"), ''), 'Player')
       from "users" as u where m."user_id" = u."id" and lower(m."name") = lower(u."email");`,
    );
  }
}

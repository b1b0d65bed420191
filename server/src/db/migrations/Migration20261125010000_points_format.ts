import { Migration } from '@mikro-orm/migrations';

const FORMATS = [
  'volleyball',
  'beach_volleyball',
  'badminton',
  'table_tennis',
  'squash',
  'tennis',
  'basketball',
  'netball',
  'points',
];

/** Points sports score by events: the tournament says how a set or period is won. */
export class Migration20261125010000_points_format extends Migration {
  override name = 'Migration20261125010000_points_format';

  override up(): void {
    this.addSql(`alter table "tournaments" add column "points_format" text not null default 'points';`);
    this.addSql(
      `alter table "tournaments" add constraint "tournaments_points_format_check" check ("points_format" in (${FORMATS.map((format) => `'${format}'`).join(', ')}));`,
    );
  }

  override down(): void {
    this.addSql(`alter table "tournaments" drop constraint "tournaments_points_format_check";`);
    this.addSql(`alter table "tournaments" drop column "points_format";`);
  }
}

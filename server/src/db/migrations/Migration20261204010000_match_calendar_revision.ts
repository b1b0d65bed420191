import { Migration } from '@mikro-orm/migrations';

/**
 * A match's revision as calendars read it (iCalendar's SEQUENCE, RFC 5545 3.8.7.4): 0 when the fixture is
 * made, one more each time what a subscribed calendar shows of it changes (its kick-off, venue, state or
 * sides). PostgreSQL keeps it, so every writer (the fixture editor, the scheduler, the match log) moves it
 * without having to remember to; a score changing ball by ball does not.
 */
export class Migration20261204010000_match_calendar_revision extends Migration {
  override name = 'Migration20261204010000_match_calendar_revision';

  override up(): void {
    this.addSql(`alter table "matches" add column "calendar_revision" int not null default 0;`);
    this.addSql(`create function "matches_calendar_revision"() returns trigger language plpgsql as $$
begin
  new."calendar_revision" := old."calendar_revision" + 1;
  return new;
end
$$;`);
    this
      .addSql(`create trigger "matches_calendar_revision" before update of "scheduled_date", "venue", "status", "home_team_id", "away_team_id" on "matches"
      for each row when (
        old."scheduled_date" is distinct from new."scheduled_date" or old."venue" is distinct from new."venue"
        or old."status" is distinct from new."status" or old."home_team_id" is distinct from new."home_team_id"
        or old."away_team_id" is distinct from new."away_team_id"
      )
      execute function "matches_calendar_revision"();`);
  }

  override down(): void {
    this.addSql(`drop trigger "matches_calendar_revision" on "matches";`);
    this.addSql(`drop function "matches_calendar_revision"();`);
    this.addSql(`alter table "matches" drop column "calendar_revision";`);
  }
}

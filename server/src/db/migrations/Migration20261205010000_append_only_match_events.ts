import { Migration } from '@mikro-orm/migrations';

/**
 * A match's log only grows (issue 47): PostgreSQL refuses to change or delete an event, whoever asks.
 * An undo or an import is an event of its own. Two writes stay possible, both made by PostgreSQL for
 * another table: deleting a match deletes its log (the match row is already gone when the cascade
 * reaches its events), and deleting an account clears it as the events' author.
 */
export class Migration20261205010000_append_only_match_events extends Migration {
  override name = 'Migration20261205010000_append_only_match_events';

  override up(): void {
    this.addSql(`create function "match_events_append_only"() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    if not exists (select 1 from "matches" where "id" = old."match_id") then
      return old;
    end if;
  elsif new."author_id" is null and to_jsonb(new) - 'author_id' = to_jsonb(old) - 'author_id' then
    return new;
  end if;
  raise exception 'match_events is append-only: % of event % (match %, seq %) refused', lower(tg_op), old."id", old."match_id", old."seq"
    using errcode = 'restrict_violation';
end
$$;`);
    this.addSql(`create trigger "match_events_append_only" before update or delete on "match_events"
      for each row execute function "match_events_append_only"();`);
  }

  override down(): void {
    this.addSql(`drop trigger "match_events_append_only" on "match_events";`);
    this.addSql(`drop function "match_events_append_only"();`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/** The columns of a match a table reads (`findCompletedResults`): a change to another one leaves it as it is. */
const RANKED_MATCH_COLUMNS = [
  'status',
  'tournament_id',
  'stage_id',
  'needs_winner',
  'home_team_id',
  'away_team_id',
  'home_team_score',
  'away_team_score',
  'home_balls',
  'away_balls',
  'home_all_out',
  'away_all_out',
  'batted_first',
  'result_kind',
  'revised_overs',
  'revised_target',
  'winner_team_id',
  'scheduled_date',
  'match_number',
  'home_bonus_points',
  'away_bonus_points',
];

/** The columns of a tournament its table's rules come from. */
const RULE_COLUMNS = [
  'sport',
  'overs_per_innings',
  'balls_per_over',
  'points_format',
  'tie_breaker_order',
  'points_per_result',
  'drawing_of_lots_order',
  'expunged_teams',
];

/**
 * Each tournament's table as last computed, with a version PostgreSQL moves on in the same transaction as
 * anything the table is computed from changes: a completed match (added, edited, gone, or a match that
 * completes or stops being completed), a card on a completed football match, a registration, a points
 * deduction, the tournament's rules, a team's name. A table is kept only for the version it was computed
 * at, so a page reads one row instead of every result (a season of 12,000 matches: 30 ms before), and a
 * write no code path remembers to announce still outdates it.
 *
 * A change locks the rows it outdates in one order; a reader storing a table skips a locked row rather
 * than wait for a writer.
 */
export class Migration20261203010000_standings_snapshots extends Migration {
  override name = 'Migration20261203010000_standings_snapshots';

  override up(): void {
    this.addSql(`create table "standings_snapshots" (
      "tournament_id" int not null primary key references "tournaments" ("id") on update cascade on delete cascade,
      "version" bigint not null default 0,
      "built_version" bigint,
      "rows" jsonb
    );`);
    this.addSql(`create function "standings_snapshots_outdate"(ids int[]) returns void language plpgsql as $$
begin
  if cardinality(ids) = 0 then
    return;
  end if;
  perform 1 from "standings_snapshots" where "tournament_id" = any(ids) order by "tournament_id" for update;
  update "standings_snapshots" set "version" = "version" + 1, "built_version" = null, "rows" = null
    where "tournament_id" = any(ids);
end
$$;`);

    this.addSql(`create function "standings_snapshots_tournament"() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into "standings_snapshots" ("tournament_id") values (new."id") on conflict ("tournament_id")
      do update set "version" = "standings_snapshots"."version" + 1, "built_version" = null, "rows" = null;
  else
    perform "standings_snapshots_outdate"(array[new."id"]);
  end if;
  return null;
end
$$;`);
    this.addSql(`create trigger "standings_snapshot_tournament_insert" after insert on "tournaments"
      for each row execute function "standings_snapshots_tournament"();`);
    this
      .addSql(`create trigger "standings_snapshot_tournament_rules" after update of ${RULE_COLUMNS.map((c) => `"${c}"`).join(', ')}
      on "tournaments" for each row execute function "standings_snapshots_tournament"();`);

    // Fair play counts the cards of completed football matches; a live match's events change no table yet.
    this.addSql(`create function "standings_snapshots_event"() returns trigger language plpgsql as $$
declare
  ids int[];
begin
  ids := array(select "tournament_id" from "matches" where "status" = 'completed'
    and "id" in (case when tg_op = 'INSERT' then null else old."match_id" end,
                 case when tg_op = 'DELETE' then null else new."match_id" end));
  perform "standings_snapshots_outdate"(ids);
  return null;
end
$$;`);
    this.addSql(`create trigger "standings_snapshot_event_insert_update" after insert or update on "match_events"
      for each row when (new."kind" in ('football', 'undo')) execute function "standings_snapshots_event"();`);
    this.addSql(`create trigger "standings_snapshot_event_delete" after delete on "match_events"
      for each row when (old."kind" in ('football', 'undo')) execute function "standings_snapshots_event"();`);

    // A match counts when it is completed or was (argument 'completed'); a registration or a deduction always.
    this.addSql(`create function "standings_snapshots_rows"() returns trigger language plpgsql as $$
declare
  ids int[] := '{}';
begin
  if tg_op in ('UPDATE', 'DELETE')
     and (tg_argv[0] is distinct from 'completed' or to_jsonb(old) ->> 'status' = 'completed') then
    ids := ids || old."tournament_id";
  end if;
  if tg_op in ('INSERT', 'UPDATE')
     and (tg_argv[0] is distinct from 'completed' or to_jsonb(new) ->> 'status' = 'completed') then
    ids := ids || new."tournament_id";
  end if;
  perform "standings_snapshots_outdate"(ids);
  return null;
end
$$;`);
    this.addSql(`create trigger "standings_snapshot_match_insert_delete" after insert or delete on "matches"
      for each row execute function "standings_snapshots_rows"('completed');`);
    this
      .addSql(`create trigger "standings_snapshot_match_update" after update of ${RANKED_MATCH_COLUMNS.map((c) => `"${c}"`).join(', ')}
      on "matches" for each row when (old."status" = 'completed' or new."status" = 'completed')
      execute function "standings_snapshots_rows"('completed');`);
    for (const table of ['tournament_registrations', 'points_deductions']) {
      this.addSql(`create trigger "standings_snapshot_${table}" after insert or update or delete on "${table}"
        for each row execute function "standings_snapshots_rows"();`);
    }

    // A table names its teams: a new name outdates every table the team is in.
    this.addSql(`create function "standings_snapshots_team"() returns trigger language plpgsql as $$
begin
  perform "standings_snapshots_outdate"(array(
    select "tournament_id" from "tournament_registrations" where "team_id" = new."id"
    union
    select "tournament_id" from "matches"
      where "status" = 'completed' and ("home_team_id" = new."id" or "away_team_id" = new."id")));
  return null;
end
$$;`);
    this.addSql(`create trigger "standings_snapshot_team_name" after update of "name" on "teams"
      for each row when (old."name" is distinct from new."name") execute function "standings_snapshots_team"();`);

    this.addSql(`insert into "standings_snapshots" ("tournament_id") select "id" from "tournaments";`);
  }

  override down(): void {
    this.addSql(`drop trigger "standings_snapshot_team_name" on "teams";`);
    this.addSql(`drop trigger "standings_snapshot_points_deductions" on "points_deductions";`);
    this.addSql(`drop trigger "standings_snapshot_tournament_registrations" on "tournament_registrations";`);
    this.addSql(`drop trigger "standings_snapshot_event_delete" on "match_events";`);
    this.addSql(`drop trigger "standings_snapshot_event_insert_update" on "match_events";`);
    this.addSql(`drop trigger "standings_snapshot_match_update" on "matches";`);
    this.addSql(`drop trigger "standings_snapshot_match_insert_delete" on "matches";`);
    this.addSql(`drop trigger "standings_snapshot_tournament_rules" on "tournaments";`);
    this.addSql(`drop trigger "standings_snapshot_tournament_insert" on "tournaments";`);
    for (const fn of ['team', 'rows', 'event', 'tournament']) {
      this.addSql(`drop function "standings_snapshots_${fn}"();`);
    }
    this.addSql(`drop function "standings_snapshots_outdate"(int[]);`);
    this.addSql(`drop table "standings_snapshots";`);
  }
}

import { Migration } from '@mikro-orm/migrations';

const NEW_ACTIONS = [
  'registration_reviewed',
  'registration_fee_recorded',
  'registration_withdrawn',
  'registration_promoted',
  'squad_changed',
];

/**
 * Adds `actions` to the activity log's check, keeping whatever it allows now: other migrations of the same
 * release add actions of their own, and whichever runs last must not drop the others'.
 */
function allowActions(actions: string[]): string {
  return `do $$
declare
  allowed text[];
begin
  select array_agg(value order by position) into allowed from (
    select min(position) as position, value from (
      select match.position, match.value[1] as value
        from pg_constraint
        cross join lateral regexp_matches(pg_get_constraintdef(pg_constraint.oid), '''([a-z_]+)''', 'g')
          with ordinality as match(value, position)
       where conname = 'activity_logs_action_check'
      union all
      select 1000 + position, value from unnest(array[${actions.map((action) => `'${action}'`).join(', ')}])
        with ordinality as added(value, position)
    ) each group by value
  ) merged;
  alter table "activity_logs" drop constraint if exists "activity_logs_action_check";
  execute format('alter table "activity_logs" add constraint "activity_logs_action_check" check ("action" in (%s))',
    (select string_agg(quote_literal(value), ', ') from unnest(allowed) as value));
end
$$;`;
}

/**
 * Entries an organiser reviews (status, fee status, the organiser's note, the waiting list's order), a
 * tournament's entry settings (the fee's currency, whether entries need approval, the squad deadline) and the
 * squads teams name for a season. Every existing entry is APPROVED with no fee due: nothing that plays today
 * changes.
 */
export class Migration20261206020000_entries_and_squads extends Migration {
  override name = 'Migration20261206020000_entries_and_squads';

  override up(): void {
    this.addSql(
      `alter table "tournaments" add "entry_fee_currency" varchar(3) not null default 'USD', add "entries_need_approval" boolean not null default false, add "squad_deadline" timestamptz null;`,
    );
    this.addSql(
      `alter table "tournament_registrations" add "status" text not null default 'APPROVED', add "fee_status" text not null default 'NOT_REQUIRED', add "note" text null, add "entered_at" timestamptz not null default now(), add "reviewed_at" timestamptz null, add "reviewed_by_id" int null;`,
    );
    // The waiting list's order for entries made before: when they were made.
    this.addSql(`update "tournament_registrations" set "entered_at" = "created_at";`);
    this.addSql(
      `alter table "tournament_registrations" add constraint "tournament_registrations_reviewed_by_id_foreign" foreign key ("reviewed_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `create index "tournament_registrations_tournament_id_status_entered_at_index" on "tournament_registrations" ("tournament_id", "status", "entered_at");`,
    );
    this.addSql(
      `alter table "tournament_registrations" add constraint "tournament_registrations_status_check" check ("status" in ('PENDING', 'APPROVED', 'WAITLISTED', 'REJECTED', 'WITHDRAWN'));`,
    );
    this.addSql(
      `alter table "tournament_registrations" add constraint "tournament_registrations_fee_status_check" check ("fee_status" in ('NOT_REQUIRED', 'UNPAID', 'PAID', 'WAIVED'));`,
    );

    this.addSql(
      `create table "squad_members" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "tournament_id" int not null, "team_id" int not null, "member_id" int not null, "person_id" int null, "added_by_id" int null);`,
    );
    this.addSql(
      `create index "squad_members_tournament_id_team_id_index" on "squad_members" ("tournament_id", "team_id");`,
    );
    this.addSql(
      `alter table "squad_members" add constraint "squad_members_one_team_per_season" unique ("tournament_id", "person_id");`,
    );
    this.addSql(
      `alter table "squad_members" add constraint "squad_members_tournament_id_member_id_unique" unique ("tournament_id", "member_id");`,
    );
    for (const [column, table, rule] of [
      ['tournament_id', 'tournaments', 'cascade'],
      ['team_id', 'teams', 'cascade'],
      ['member_id', 'team_members', 'cascade'],
      ['person_id', 'users', 'set null'],
      ['added_by_id', 'users', 'set null'],
    ] as const) {
      this.addSql(
        `alter table "squad_members" add constraint "squad_members_${column}_foreign" foreign key ("${column}") references "${table}" ("id") on delete ${rule};`,
      );
    }

    this.addSql(allowActions(NEW_ACTIONS));
  }

  override down(): void {
    this.addSql(`delete from "activity_logs" where "action" in (${NEW_ACTIONS.map((a) => `'${a}'`).join(', ')});`);
    this.addSql(`do $$
declare
  allowed text;
begin
  select string_agg(quote_literal(match.value[1]), ', ' order by match.position) into allowed
    from pg_constraint
    cross join lateral regexp_matches(pg_get_constraintdef(pg_constraint.oid), '''([a-z_]+)''', 'g')
      with ordinality as match(value, position)
   where conname = 'activity_logs_action_check'
     and match.value[1] <> all (array[${NEW_ACTIONS.map((a) => `'${a}'`).join(', ')}]);
  alter table "activity_logs" drop constraint "activity_logs_action_check";
  execute format('alter table "activity_logs" add constraint "activity_logs_action_check" check ("action" in (%s))', allowed);
end
$$;`);
    this.addSql(`drop table if exists "squad_members" cascade;`);
    this.addSql(
      `alter table "tournament_registrations" drop column "status", drop column "fee_status", drop column "note", drop column "entered_at", drop column "reviewed_at", drop column "reviewed_by_id";`,
    );
    this.addSql(
      `alter table "tournaments" drop column "entry_fee_currency", drop column "entries_need_approval", drop column "squad_deadline";`,
    );
  }
}

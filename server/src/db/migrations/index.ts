import { Migration20261122004349_Initial } from './Migration20261122004349_Initial.js';
import { Migration20261122004500_IntegrityAndSessions } from './Migration20261122004500_IntegrityAndSessions.js';
import { Migration20261123113000_leaks } from './Migration20261123113000_leaks.js';
import { Migration20261123113500_mgmt } from './Migration20261123113500_mgmt.js';
import { Migration20261123190000_events } from './Migration20261123190000_events.js';
import { Migration20261125010000_event_scoring } from './Migration20261125010000_event_scoring.js';
import { Migration20261126010000_tiebreakers } from './Migration20261126010000_tiebreakers.js';
import { Migration20261127040100_push } from './Migration20261127040100_push.js';
import { Migration20261127040500_stages } from './Migration20261127040500_stages.js';
import { Migration20261127040500_webhooks } from './Migration20261127040500_webhooks.js';
import { Migration20261127041800_team_identity } from './Migration20261127041800_team_identity.js';
import { Migration20261128010000_scheduling } from './Migration20261128010000_scheduling.js';
import { Migration20261128020000_stage_extras } from './Migration20261128020000_stage_extras.js';
import { Migration20261129010000_recent_results_index } from './Migration20261129010000_recent_results_index.js';
import { Migration20261130010000_player_lines } from './Migration20261130010000_player_lines.js';
import { Migration20261201010000_player_totals } from './Migration20261201010000_player_totals.js';
import { Migration20261202010000_match_tallies } from './Migration20261202010000_match_tallies.js';
import { Migration20261203010000_standings_snapshots } from './Migration20261203010000_standings_snapshots.js';
import { Migration20261204010000_match_calendar_revision } from './Migration20261204010000_match_calendar_revision.js';
import { Migration20261205010000_append_only_match_events } from './Migration20261205010000_append_only_match_events.js';
import { Migration20261205020000_match_event_request_hash } from './Migration20261205020000_match_event_request_hash.js';
import { Migration20261205030000_webhook_delivery_order } from './Migration20261205030000_webhook_delivery_order.js';
import { Migration20261205040000_push_outbox } from './Migration20261205040000_push_outbox.js';
import { Migration20261206010000_competitions } from './Migration20261206010000_competitions.js';
import { Migration20261206020000_entries_and_squads } from './Migration20261206020000_entries_and_squads.js';
import { Migration20261207050000_player_cricsheet_ids } from './Migration20261207050000_player_cricsheet_ids.js';
import { Migration20261208010000_registrations_by_team } from './Migration20261208010000_registrations_by_team.js';
import { Migration20261209010000_soonest_matches_index } from './Migration20261209010000_soonest_matches_index.js';

/** Every migration, in order. A new migration is added here as well as in its file. */
export const migrationsList = [
  { name: 'Migration20261122004349_Initial', class: Migration20261122004349_Initial },
  { name: 'Migration20261122004500_IntegrityAndSessions', class: Migration20261122004500_IntegrityAndSessions },
  { name: 'Migration20261123113000_leaks', class: Migration20261123113000_leaks },
  { name: 'Migration20261123113500_mgmt', class: Migration20261123113500_mgmt },
  { name: 'Migration20261123190000_events', class: Migration20261123190000_events },
  { name: 'Migration20261125010000_event_scoring', class: Migration20261125010000_event_scoring },
  { name: 'Migration20261126010000_tiebreakers', class: Migration20261126010000_tiebreakers },
  { name: 'Migration20261127040100_push', class: Migration20261127040100_push },
  { name: 'Migration20261127040500_stages', class: Migration20261127040500_stages },
  { name: 'Migration20261127040500_webhooks', class: Migration20261127040500_webhooks },
  { name: 'Migration20261127041800_team_identity', class: Migration20261127041800_team_identity },
  { name: 'Migration20261128010000_scheduling', class: Migration20261128010000_scheduling },
  { name: 'Migration20261128020000_stage_extras', class: Migration20261128020000_stage_extras },
  { name: 'Migration20261129010000_recent_results_index', class: Migration20261129010000_recent_results_index },
  { name: 'Migration20261130010000_player_lines', class: Migration20261130010000_player_lines },
  { name: 'Migration20261201010000_player_totals', class: Migration20261201010000_player_totals },
  { name: 'Migration20261202010000_match_tallies', class: Migration20261202010000_match_tallies },
  {
    name: 'Migration20261203010000_standings_snapshots',
    class: Migration20261203010000_standings_snapshots,
  },
  {
    name: 'Migration20261204010000_match_calendar_revision',
    class: Migration20261204010000_match_calendar_revision,
  },
  {
    name: 'Migration20261205010000_append_only_match_events',
    class: Migration20261205010000_append_only_match_events,
  },
  {
    name: 'Migration20261205020000_match_event_request_hash',
    class: Migration20261205020000_match_event_request_hash,
  },
  {
    name: 'Migration20261205030000_webhook_delivery_order',
    class: Migration20261205030000_webhook_delivery_order,
  },
  {
    name: 'Migration20261205040000_push_outbox',
    class: Migration20261205040000_push_outbox,
  },
  { name: 'Migration20261206010000_competitions', class: Migration20261206010000_competitions },
  { name: 'Migration20261206020000_entries_and_squads', class: Migration20261206020000_entries_and_squads },
  { name: 'Migration20261207050000_player_cricsheet_ids', class: Migration20261207050000_player_cricsheet_ids },
  { name: 'Migration20261208010000_registrations_by_team', class: Migration20261208010000_registrations_by_team },
  { name: 'Migration20261209010000_soonest_matches_index', class: Migration20261209010000_soonest_matches_index },
];

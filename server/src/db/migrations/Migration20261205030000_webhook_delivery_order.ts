import { Migration } from '@mikro-orm/migrations';

/**
 * A match's deliveries reach each hook in the order they were queued: the worker claims one only when no
 * earlier one for the same hook and match is still to be sent. This index finds those earlier ones.
 */
export class Migration20261205030000_webhook_delivery_order extends Migration {
  override name = 'Migration20261205030000_webhook_delivery_order';

  override up(): void {
    this.addSql(`create index "webhook_deliveries_unfinished_match_index"
      on "webhook_deliveries" ("webhook_id", ("payload" -> 'match' ->> 'id'), "id")
      where "status" in ('pending', 'sending');`);
  }

  override down(): void {
    this.addSql(`drop index "webhook_deliveries_unfinished_match_index";`);
  }
}

// A scorer's instance that dies the moment its append has committed: it appends one ball through the event
// log (with the outbox, as the app wires it) and kills itself before anything else can run, no worker
// started, nothing closed. tests/server/webhooks/webhook-outbox.test.ts runs it against PostgreSQL.
// Usage: tsx tests/support/append-then-die.mts <database url> <match id> <scorer id> <delivery input JSON>
import 'reflect-metadata';
import { loadConfig } from '../../server/src/config.js';
import { createAppPubSub } from '../../server/src/core/pubsub.js';
import { openDatabase } from '../../server/src/db/orm.js';
import { createLogger } from '../../server/src/logger.js';
import type { DeliveryInput } from '../../server/src/modules/matches/events/match-event.inputs.js';
import { MatchEventLogService } from '../../server/src/modules/matches/events/match-event-log.service.js';
import { User } from '../../server/src/modules/users/user.entity.js';
import { enqueueMatchChange } from '../../server/src/modules/webhooks/webhook-enqueue.js';

const [databaseUrl, matchId, scorerId, input] = process.argv.slice(2);
const logger = createLogger('silent');
const database = await openDatabase({ databaseUrl, dataDir: undefined, logger });
const em = database.orm.em.fork();
const viewer = await em.findOneOrFail(User, { id: Number(scorerId) });
const ctx = {
  em,
  viewer,
  pubSub: createAppPubSub(),
  config: loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl }),
  logger,
  outbox: enqueueMatchChange,
};
const event = await new MatchEventLogService(ctx).recordDelivery(
  Number(matchId),
  'dies-after-commit',
  0,
  JSON.parse(input) as DeliveryInput,
);
process.stdout.write(`committed seq ${event.seq}\n`);
process.kill(process.pid, 'SIGKILL');

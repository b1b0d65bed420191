// `npm run bench -- <name> [options]`: runs one benchmark. Add new ones to the table.
import { runBusyDay } from './busy-day.js';
import { runCricketScorecard } from './cricket-scorecard.js';
import { runCrowd } from './crowd.js';
import { runEventScoring } from './event-scoring.js';
import { runFanout } from './fanout.js';
import { runGcPromotion } from './gc-promotion.js';
import { runLarge } from './large.js';
import { runLoad } from './load.js';
import { runPeers } from './peers.js';
import { runRender } from './render.js';
import { runStandings } from './standings.js';
import { runWebSocketFlood } from './websocket-flood.js';

const benchmarks: Record<string, { describe: string; run: (args: string[]) => Promise<void> }> = {
  load: {
    describe:
      'load [--connections 200] [--duration 60] [--database embedded|postgres] [--database-url URL]: public pages under load',
    run: runLoad,
  },
  large: {
    describe:
      'large [--tournaments 100] [--matches 12000] [--connections 1,10,50] [--duration 10] [--database-url URL] [--response-cache-ms 0] [--accept-encoding br]: every public page over 12,000 matches on PostgreSQL: SQL per request, req/s, p50/p99, RSS',
    run: runLarge,
  },
  'busy-day': {
    describe:
      "busy-day [--tournaments 20] [--writes-per-second 10] [--connections 10] [--duration 15] [--database-url URL]: readers of every tournament's pages while scores change across them (response cache 5 s): req/s, p50/p99 with and without the writes",
    run: runBusyDay,
  },
  'cricket-scorecard': {
    describe:
      "cricket-scorecard [--runs 200]: project a 300-ball match's scorecard and apply one delivery (pure laws, no database)",
    run: runCricketScorecard,
  },
  crowd: {
    describe:
      'crowd [--visitors 2000] [--balls 20] [--interval 3] [--poll 1] [--read api|page] [--response-cache-ms 5000] [--database-url URL] [--redis-url URL]: the night of a final: visitors re-fetch one match (its public answers, or with --read page its rendered page as a page without the app fetches it) every second through Varnish (docker/varnish/default.vcl) in front of two instances on PostgreSQL + Redis while it is scored: per ball, how long until every visitor had it and the requests that reached the instances',
    run: runCrowd,
  },
  'event-scoring': {
    describe:
      'event-scoring [--database-url URL]: record every ball of a real T20 through the event log (embedded PGlite by default) and read its card',
    run: runEventScoring,
  },
  fanout: {
    describe:
      'fanout [--subscribers 1000] [--balls 30] [--database-url URL] [--redis-url URL]: a scored ball to every WebSocket subscriber of one match, spread over two instances on PostgreSQL + Redis (p50/p99, SQL per ball)',
    run: runFanout,
  },
  'gc-promotion': {
    describe:
      'gc-promotion [--requests 200] [--warmup 100] [--database-url URL]: per public page, how much of a request young-generation collections promote to the old generation after it (garbage kept alive past its request; embedded PGlite by default)',
    run: runGcPromotion,
  },
  peers: {
    describe:
      "peers [--tournaments 100] [--matches 12000] [--connections 1,10,50] [--duration 10] [--warmup 3] [--pinning both|pinned|unpinned] [--pages landing,tournament,standings,match,team] [--response-cache-ms 5000] [--database-url URL] [--work-dir DIR]: the public pages against PostGraphile 5 and a raw SQL floor on the same data (bench/large.ts's), checked for the same answers, interleaved, uncached and cached, pinned and unpinned: req/s, p50/p99 and each ratio",
    run: runPeers,
  },
  render: {
    describe:
      'render [--requests 60] [--rounds 2] [--database-url URL]: server CPU per rendered public page, uncached (embedded database by default; `npm run build` first)',
    run: runRender,
  },
  standings: {
    describe:
      'standings [--runs 50] [--database-url URL]: standings of a 380-match league under each tie-breaker preset and head-to-head alone (embedded PGlite by default)',
    run: runStandings,
  },
  'websocket-flood': {
    describe:
      'websocket-flood [--clients 200] [--duration 15] [--messages 10000] [--database-url URL]: 200 visitors read the match page, alone and while one attacker floods the WebSocket with subscribe messages (bursts of 10,000): their p50/p99, and what the attacker got',
    run: runWebSocketFlood,
  },
};

const [name, ...args] = process.argv.slice(2);
const benchmark = name ? benchmarks[name] : undefined;
if (!benchmark) {
  console.error(`Usage: npm run bench -- <benchmark> [options]\n`);
  for (const [key, { describe }] of Object.entries(benchmarks))
    console.error(`  ${key === describe.split(' ')[0] ? '' : key + ': '}${describe}`);
  process.exit(name ? 1 : 0);
}
benchmark.run(args).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { CounterTally, HistogramTally, withTallies } from '../../../server/src/core/metric-tallies.js';

// The front door's answers are tallied apart from prom-client and added when scraped: the scrape must read as if
// every observation had gone to prom-client itself.

const BUCKETS = [0.005, 0.01, 0.025, 0.1, 1];
// Values on the bounds too: a value equal to a bound counts in that bound's bucket, as prom-client counts it.
const VALUES = [0.001, 0.005, 0.0051, 0.01, 0.02, 0.025, 0.09, 0.1, 0.5, 1, 1.5, 7];

function metricsOf(registry: Registry) {
  return {
    duration: new Histogram({
      name: 'test_duration_seconds',
      help: 'How long.',
      labelNames: ['route', 'method'] as const,
      buckets: BUCKETS,
      registers: [registry],
    }),
    lookups: new Counter({
      name: 'test_lookups_total',
      help: 'Lookups.',
      labelNames: ['result'] as const,
      registers: [registry],
    }),
  };
}

/** The exposition's lines, sorted: the merge may list a label set's samples in another order. */
async function lines(registry: Registry): Promise<string[]> {
  return (await registry.metrics()).split('\n').filter(Boolean).sort();
}

describe('metric tallies', () => {
  it('scrape as prom-client would have counted the same observations', async () => {
    const direct = new Registry();
    const all = metricsOf(direct);
    const split = new Registry();
    const some = metricsOf(split);
    const tally = new HistogramTally('test_duration_seconds', BUCKETS);
    const lookups = new CounterTally('test_lookups_total');

    VALUES.forEach((value, at) => {
      all.duration.observe({ route: '/graphql', method: 'POST' }, value);
      all.duration.observe({ route: '/graphql', method: 'GET' }, value * 2);
      all.lookups.inc({ result: at % 3 === 0 ? 'miss' : 'hit' });
      // One label set in both, the other (GET) only tallied; the counter's misses only in the registry.
      if (at % 2 === 0) some.duration.observe({ route: '/graphql', method: 'POST' }, value);
      else tally.observe('/graphql POST', () => ({ route: '/graphql', method: 'POST' }), value);
      tally.observe('/graphql GET', () => ({ route: '/graphql', method: 'GET' }), value * 2);
      if (at % 3 === 0) some.lookups.inc({ result: 'miss' });
      else lookups.inc('hit', () => ({ result: 'hit' }));
    });

    const merged = await withTallies(split, [tally, lookups]);
    expect(await lines(merged)).toEqual(await lines(direct));
    const text = await merged.metrics();
    expect(text).toContain('test_duration_seconds_count{route="/graphql",method="GET"} 12');
    expect(text).toContain('test_duration_seconds_bucket{le="0.01",route="/graphql",method="POST"} 4');
    expect(text).toContain('test_lookups_total{result="hit"} 8');
    // One family each, with the registry's help and type.
    expect(text.match(/# TYPE test_duration_seconds histogram/g)).toHaveLength(1);
    expect(text).toContain('# HELP test_duration_seconds How long.');
  });

  it('reads a label set only the first time its key is seen', () => {
    const tally = new HistogramTally('test_duration_seconds', BUCKETS);
    let read = 0;
    const labels = () => {
      read += 1;
      return { route: '/graphql' };
    };
    for (const value of VALUES) tally.observe('/graphql', labels, value);
    expect(read).toBe(1);
    const counts = tally.samples().values.filter((sample) => sample.metricName === 'test_duration_seconds_count');
    expect(counts).toEqual([{ labels: { route: '/graphql' }, value: VALUES.length, metricName: expect.any(String) }]);
  });

  it('refuses a tally of a metric the registry does not have', async () => {
    const registry = new Registry();
    metricsOf(registry);
    await expect(withTallies(registry, [new CounterTally('test_missing_total')])).rejects.toThrow(
      'no metric test_missing_total is registered',
    );
  });
});

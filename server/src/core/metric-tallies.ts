import { AggregatorRegistry, type PrometheusContentType, type Registry } from 'prom-client';

/**
 * Counts and timings of the hottest path (the front door's kept answers: tens of thousands a second on one
 * CPU), tallied in plain arrays as they happen and added to the registry's own series when Prometheus scrapes,
 * with prom-client's AggregatorRegistry (as it sums a cluster's workers). prom-client's `observe` checks and
 * hashes the label set on every call and keys its buckets by their bounds: the door's three histograms and a
 * counter took a quarter of a kept answer's time (match page, one CPU: 28,700 -> 37,300 req/s without them).
 * A tally's series is found by a key its caller builds once per label set.
 */

type Labels = Record<string, string>;

/** The sample shape `registry.getMetricsAsJSON()` gives and `AggregatorRegistry.aggregate` sums. */
type Sample = { labels: Record<string, string | number>; value: number; metricName?: string };
type MetricSamples = { name: string; help: string; type: string; aggregator: 'sum'; values: Sample[] };

type HistogramSeries = { labels: Labels; counts: Float64Array; sum: number };

/** A histogram's observations: per label set, a count for each bucket (not cumulative) and the sum. */
export class HistogramTally {
  private readonly series = new Map<string, HistogramSeries>();

  /** `bounds`: the registry's histogram's buckets, in its order. */
  constructor(
    readonly name: string,
    private readonly bounds: readonly number[],
  ) {}

  /** `labels` is read only the first time `key` is seen. */
  observe(key: string, labels: () => Labels, value: number): void {
    let series = this.series.get(key);
    if (!series) {
      series = { labels: labels(), counts: new Float64Array(this.bounds.length + 1), sum: 0 };
      this.series.set(key, series);
    }
    let bucket = 0;
    while (bucket < this.bounds.length && value > this.bounds[bucket]) bucket += 1;
    series.counts[bucket] += 1;
    series.sum += value;
  }

  samples(): MetricSamples {
    const values: Sample[] = [];
    for (const { labels, counts, sum } of this.series.values()) {
      let total = 0;
      this.bounds.forEach((bound, bucket) => {
        total += counts[bucket];
        values.push({ labels: { le: bound, ...labels }, value: total, metricName: `${this.name}_bucket` });
      });
      total += counts[this.bounds.length];
      values.push({ labels: { le: '+Inf', ...labels }, value: total, metricName: `${this.name}_bucket` });
      values.push({ labels, value: sum, metricName: `${this.name}_sum` });
      values.push({ labels, value: total, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: '', type: 'histogram', aggregator: 'sum', values };
  }
}

/** A counter's increments, per label set. */
export class CounterTally {
  private readonly series = new Map<string, { labels: Labels; value: number }>();

  constructor(readonly name: string) {}

  inc(key: string, labels: () => Labels): void {
    const series = this.series.get(key);
    if (series) series.value += 1;
    else this.series.set(key, { labels: labels(), value: 1 });
  }

  samples(): MetricSamples {
    const values = [...this.series.values()].map(({ labels, value }) => ({ labels, value }));
    return { name: this.name, help: '', type: 'counter', aggregator: 'sum', values };
  }
}

/**
 * The registry's series with the tallies added: a label set in both is summed, one only tallied is added to
 * its metric (whose help and type the registry gives: each tally names a metric registered there).
 */
export async function withTallies(
  registry: Registry<PrometheusContentType>,
  tallies: readonly (HistogramTally | CounterTally)[],
): Promise<Registry<PrometheusContentType>> {
  const registered = await registry.getMetricsAsJSON();
  const names = new Set(registered.map((metric) => metric.name));
  for (const tally of tallies) {
    if (!names.has(tally.name)) throw new Error(`metrics: no metric ${tally.name} is registered for its tally`);
  }
  return AggregatorRegistry.aggregate<PrometheusContentType>([registered, tallies.map((tally) => tally.samples())]);
}

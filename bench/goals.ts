/**
 * The goals of issue 17 beside each measure, and the verdict: a measure fails only when its ratio is over the goal by
 * more than the noise margin measured in the same run (half the spread of its alternating rounds' ratios).
 */
import type { Timing } from './measure';

export type Engine = 'pglite' | 'postgres';
export type Metric = 'p50' | 'p95' | 'rps';

export interface Goal {
  /** Which figure the ratio compares: latency percentiles api/sql, or throughput sql/api. */
  metric: Metric;
  max: number;
  /** Clients for this measure (the MyExpenses goal is at 50). */
  concurrency?: number;
}

/**
 * The goals are stated on PostgreSQL, where the database works beside the API's one Node thread. On PGlite
 * everything — clients, HTTP, GraphQL and the database — shares that thread, so the hand-written SQL runs with no
 * HTTP or GraphQL at all: the same goals are shown there too, with twice the margin (a regression guard, not the
 * issue's figure).
 */
const GOALS: { match: string; goal: Goal }[] = [
  { match: 'fixed cost', goal: { metric: 'rps', max: 10 } },
  { match: 'myexpenses', goal: { metric: 'p95', max: 1.5, concurrency: 50 } },
  { match: 'getprojectuserexpensesheet', goal: { metric: 'p50', max: 1.5 } },
  { match: 'getbudgetdatahierarchical', goal: { metric: 'p50', max: 1.5 } },
  // Issue 18: GetProjectUserSalaries at 500 people × 20 weeks beside plain SQL (a page and its count).
  { match: 'getprojectusersalaries', goal: { metric: 'p50', max: 1.5 } },
  { match: 'gettimesheetstovalidate', goal: { metric: 'p50', max: 1.5 } },
];

export function goalFor(name: string, engine: Engine): Goal | undefined {
  const found = GOALS.find((g) =>
    name.toLowerCase().replace(/\s/g, '').includes(g.match.replace(/\s/g, '')),
  )?.goal;
  if (!found) return undefined;
  return engine === 'postgres' || found.metric === 'rps' ? found : { ...found, max: found.max * 2 };
}

export interface BenchResult {
  name: string;
  goal?: Goal;
  rounds: { api: Timing; sql: Timing; ratio: number }[];
  /** Median of the rounds' ratios. */
  ratio: number;
  /** Half the spread of the rounds' ratios, relative to the median. */
  noise: number;
  verdict: 'within goal' | 'within noise' | 'over goal' | 'no goal';
  statements?: string;
  match?: boolean;
}

const ratioOf = (metric: Metric, api: Timing, sql: Timing) =>
  metric === 'rps' ? sql.rps / api.rps : api[metric] / sql[metric];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export function judge(name: string, rounds: { api: Timing; sql: Timing }[], goal?: Goal): BenchResult {
  const metric = goal?.metric ?? 'p50';
  const withRatios = rounds.map((r) => ({ ...r, ratio: ratioOf(metric, r.api, r.sql) }));
  const ratios = withRatios.map((r) => r.ratio);
  const ratio = median(ratios);
  const noise = ratios.length > 1 ? (Math.max(...ratios) - Math.min(...ratios)) / 2 / ratio : 0;
  let verdict: BenchResult['verdict'] = 'no goal';
  if (goal)
    verdict =
      ratio <= goal.max ? 'within goal' : ratio <= goal.max * (1 + noise) ? 'within noise' : 'over goal';
  return { name, goal, rounds: withRatios, ratio, noise, verdict };
}

const fmt = (t: Timing) =>
  `p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms, ${t.rps.toFixed(0)} rps (c=${t.concurrency}, n=${t.n})`;

export function describeResult(result: BenchResult): string {
  const lines = result.rounds.map(
    (r, i) => `  round ${i + 1}: api ${fmt(r.api)} | sql ${fmt(r.sql)} | ratio ${r.ratio.toFixed(2)}`,
  );
  const metric = result.goal?.metric ?? 'p50';
  const goal = result.goal ? `goal ≤ ${result.goal.max} (${metric})` : 'no goal';
  lines.push(
    `  ratio ${result.ratio.toFixed(2)} ±${(result.noise * 100).toFixed(0)} % (${metric}), ${goal}: ${result.verdict.toUpperCase()}`,
  );
  return lines.join('\n');
}

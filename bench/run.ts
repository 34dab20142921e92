/**
 * `npm run bench` (issue 7): generates a large production (bench/generate.ts) on in-memory PGlite, or on the
 * PostgreSQL of DATABASE_URL (or TEST_DATABASE_URL, as scripts/with-postgres.sh sets it) — use a throw-away
 * database —, starts the API on it, then times three operations over HTTP from concurrent clients and, beside
 * each, a hand-written SQL statement returning the same rows: through the same PGlite instance's query() when
 * embedded, through a `pg` Pool on PostgreSQL. Prints p50/p95/throughput, api/sql ratios, MATCH/MISMATCH of
 * the answers and the SQL statements each request took (the server counts them, SETLEDGER_COUNT_SQL).
 *
 * Issue 17: each operation is measured in BENCH_ROUNDS (default 3) alternating rounds (api, sql, api, sql, …); the
 * ratio is the median of the rounds' ratios and the noise margin is half their spread. Beside each ratio is its goal
 * (GOALS below); an operation over its goal by more than its noise margin fails the run (exit code 1). The fixed
 * cost of a signed-in request is measured against a bare Node HTTP server, loaded from another process.
 * BENCH_JSON=file writes the figures for bench/all.ts, which runs this on PGlite and on PostgreSQL.
 *
 * BENCH_REQUESTS (default 60), BENCH_CONCURRENCY (default 8) and BENCH_SECONDS (default 10, a cap) per side of
 * each round; BENCH_OPS=myexpenses,sheet,budget,salaries,timesheets picks some; sizes: see generate.ts.
 * `npm run bench:demo` times the demo production's everyday calls.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startApp } from '../packages/server/src/app';
import { openDatabase } from '../packages/server/src/db/client';
import { readConfig } from '../packages/server/src/lib/config';
import { measureFixedCost } from './fixed-cost';
import { BENCH_PASSWORD, generate, sizesFromEnv } from './generate';
import { type BenchResult, describeResult, type Engine, goalFor, judge } from './goals';
import { formatTiming, measure, post } from './measure';
import {
  budgetHierarchy,
  carbonClapReport,
  GREEN_DASHBOARD_SQL,
  GREEN_PAGE_SQL,
  GREEN_TOTALS_SQL,
  greenDashboard,
  greenTable,
  myExpenses,
  type Operation,
  type Plain,
  projectSalaries,
  projectSheets,
  timesheetsToValidate,
} from './operations';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
/** Each side of each round stops after this many seconds even if it has not made BENCH_REQUESTS calls. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const databaseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

const database = await openDatabase({ databaseUrl, countStatements: true });
const app = await startApp(
  {
    ...readConfig({}),
    port: 0,
    databaseUrl,
    demo: 'never',
    dataDir: mkdtempSync(join(tmpdir(), 'setledger-bench-')),
    jwtSecret: 'bench-secret-0123456789-abcdefghij',
  },
  { database },
);
// Calls of several seconds keep the event loop (and PGlite, which runs on it) busy: idle keep-alive sockets must
// not be closed under the clients meanwhile.
app.server.keepAliveTimeout = 120_000;
const pool = databaseUrl
  ? new pg.Pool({ connectionString: databaseUrl, max: 10 /* as the API's pool */ })
  : undefined;
const plain: Plain = pool
  ? async (text, params) => (await pool.query(text, params)).rows
  : async (text, params) => (await database.db.$client.query<Record<string, unknown>>(text, params)).rows;
const engine = pool
  ? 'PostgreSQL (API: drizzle node-postgres; SQL: pg Pool)'
  : 'PGlite (SQL: same instance query())';
const engineKind: Engine = pool ? 'postgres' : 'pglite';
console.info(
  `engine: ${engine}; ${ROUNDS} alternating rounds of ${REQUESTS} requests per side from ${CONCURRENCY} clients (unless the goal says otherwise); load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

// BENCH_WITHOUT_INDEXES=1 drops the indexes of migration bench_indexes, to measure before/after on one build.
if (process.env.BENCH_WITHOUT_INDEXES === '1')
  for (const index of [
    'expense_items_project_id_user_id_date_id_index',
    'expense_sheets_project_id_submitted_at_id_index',
  ])
    await plain(`drop index if exists ${index}`, []);
const generated = await generate(database.db, sizesFromEnv());
console.info(
  `generated in ${(generated.ms / 1000).toFixed(1)} s: ${JSON.stringify(generated.sizes)} + a second project ${JSON.stringify(generated.otherSizes)}`,
);
console.info(`rows: ${JSON.stringify(generated.counts)}`);

const signIn = async (email: string) =>
  (
    await post(app.url, 'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) }', {
      e: email,
      p: BENCH_PASSWORD,
    })
  ).data.signIn as string;
const [heaviest] = await plain(
  `select i.user_id, u.email, count(*)::int as n from expense_items i join users u on u.id = i.user_id
   where i.project_id = $1 group by 1, 2 order by 3 desc limit 1`,
  [generated.projectId],
);
console.info(`MyExpenses as ${heaviest!.email} (${heaviest!.n} items)`);
const admin = await signIn('admin@p1.bench.test');
// The level-1 timesheet validator with the most weeks waiting for them (issue 18).
const [validator] = await plain(
  `select v.user_id, v.department_number, u.email,
     (select count(*) from timesheets t where t.project_id = v.project_id and t.department_number = v.department_number
        and t.status = 1 and t.user_id <> v.user_id)::int as n
   from validations v join users u on u.id = v.user_id
   where v.project_id = $1 and v.validation_level_ts = 1 order by n desc, v.user_id limit 1`,
  [generated.projectId],
);
console.info(`GetTimesheetsToValidate as ${validator!.email} (${validator!.n} weeks waiting)`);
const timesheetValidator = await signIn(String(validator!.email));
const crew = await signIn(String(heaviest!.email));

const operations: Operation[] = [
  myExpenses(app.url, crew, plain, generated.projectId, Number(heaviest!.user_id)),
  projectSheets(app.url, admin, plain, generated.projectId),
  budgetHierarchy(app.url, admin, plain, generated.projectId),
  budgetHierarchy(app.url, admin, plain, generated.projectId, true),
  greenTable(app.url, admin, plain, generated.projectId),
  greenDashboard(app.url, admin, plain, generated.projectId),
  carbonClapReport(app.url, admin, plain, generated.projectId),
  projectSalaries(app.url, admin, plain, generated.projectId),
  timesheetsToValidate(app.url, timesheetValidator, plain, generated.projectId, {
    userId: Number(validator!.user_id),
    departmentNumber: Number(validator!.department_number),
  }),
];
// BENCH_EXPLAIN=1 prints the plans of the green statements (issue 14): which index each one uses.
if (process.env.BENCH_EXPLAIN === '1')
  for (const [name, text] of Object.entries({ GREEN_PAGE_SQL, GREEN_TOTALS_SQL, GREEN_DASHBOARD_SQL })) {
    const plan = await plain(`explain (analyze, costs off) ${text}`, [generated.projectId]);
    console.info(`\n${name}\n${plan.map((row) => `  ${row['QUERY PLAN']}`).join('\n')}`);
  }

/** BENCH_OPS=budget,sheets picks operations by a word of their name. */
const only = (process.env.BENCH_OPS ?? '').toLowerCase().split(',').filter(Boolean);
const picked = (name: string) => !only.length || only.some((word) => name.toLowerCase().includes(word));
let mismatches = 0;
const results: BenchResult[] = [];

if (picked('fixed cost')) {
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++)
    rounds.push(
      await measureFixedCost(app.url, admin, Math.max(REQUESTS * 200, 12_000), CONCURRENCY, SECONDS),
    );
  const result = judge(
    'Fixed cost: signed-in { __typename } vs a bare Node server (requests/s)',
    rounds.map((r) => ({ api: r.api, sql: r.bare })),
    goalFor('fixed cost', engineKind),
  );
  results.push(result);
  console.info(`\n${result.name}\n${describeResult(result)}`);
  console.info(
    `  api from in-process clients like the other operations: ${formatTiming(rounds.at(-1)!.apiInProcess)}`,
  );
}

for (const op of operations) {
  if (!picked(op.name)) continue;
  const first = await op.api();
  const apiSummary = op.summarizeApi(first);
  const sqlSummary = op.summarizeSql(await op.sql());
  const match = apiSummary === sqlSummary;
  if (!match) mismatches++;
  const goal = goalFor(op.name, engineKind);
  const concurrency = goal?.concurrency ?? CONCURRENCY;
  const statements = new Set<number | undefined>();
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const api = await measure(REQUESTS, concurrency, SECONDS, async () =>
      statements.add((await op.api()).statements),
    );
    const sql = await measure(REQUESTS, concurrency, SECONDS, op.sql);
    rounds.push({ api, sql });
  }
  const result = { ...judge(op.name, rounds, goal), statements: [...statements].join(','), match };
  results.push(result);
  console.info(`\n${op.name}\n${describeResult(result)}`);
  console.info(`  statements/request ${result.statements}`);
  console.info(`  ${match ? 'MATCH' : 'MISMATCH'} api: ${apiSummary}`);
  if (!match) console.info(`           sql: ${sqlSummary}`);
}

const failures = results.filter((r) => r.verdict === 'over goal');
console.info(
  `\n${engine}: ${results.length} measures, ${failures.length} over their goal beyond the noise, ${mismatches} answers differing from their SQL twin`,
);
if (process.env.BENCH_JSON)
  writeFileSync(
    process.env.BENCH_JSON,
    JSON.stringify({ engine: engineKind, load: loadavg(), sizes: generated.sizes, results }, null, 2),
  );

await app.close();
await pool?.end();
await database.close();
if (mismatches || failures.length) process.exitCode = 1;

/**
 * `npm run bench` (issue 7): generates a large production (bench/generate.ts) on in-memory PGlite, or on the
 * PostgreSQL of DATABASE_URL (or TEST_DATABASE_URL, as scripts/with-postgres.sh sets it) — use a throw-away
 * database —, starts the API on it, then times three operations over HTTP from concurrent clients and, beside
 * each, a hand-written SQL statement returning the same rows: through the same PGlite instance's query() when
 * embedded, through a `pg` Pool on PostgreSQL. Prints p50/p95/throughput, api/sql ratios, MATCH/MISMATCH of
 * the answers and the SQL statements each request took (the server counts them, SETLEDGER_COUNT_SQL).
 *
 * BENCH_REQUESTS (default 100), BENCH_CONCURRENCY (default 8) and BENCH_SECONDS (default 20, a cap) per side of
 * each operation; BENCH_OPS=myexpenses,sheet,budget picks some; sizes: see generate.ts.
 * `npm run bench:demo` times the demo production's everyday calls.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startApp } from '../packages/server/src/app';
import { openDatabase } from '../packages/server/src/db/client';
import { readConfig } from '../packages/server/src/lib/config';
import { BENCH_PASSWORD, generate, sizesFromEnv } from './generate';
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
  projectSheets,
} from './operations';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
/** Each side of each operation stops after this many seconds even if it has not made BENCH_REQUESTS calls. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
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
const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: CONCURRENCY }) : undefined;
const plain: Plain = pool
  ? async (text, params) => (await pool.query(text, params)).rows
  : async (text, params) => (await database.db.$client.query<Record<string, unknown>>(text, params)).rows;
const engine = pool
  ? 'PostgreSQL (API: drizzle node-postgres; SQL: pg Pool)'
  : 'PGlite (SQL: same instance query())';
console.info(`engine: ${engine}; ${REQUESTS} requests per operation from ${CONCURRENCY} clients`);

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
const crew = await signIn(String(heaviest!.email));

const operations: Operation[] = [
  myExpenses(app.url, crew, plain, generated.projectId, Number(heaviest!.user_id)),
  projectSheets(app.url, admin, plain, generated.projectId),
  budgetHierarchy(app.url, admin, plain, generated.projectId),
  budgetHierarchy(app.url, admin, plain, generated.projectId, true),
  greenTable(app.url, admin, plain, generated.projectId),
  greenDashboard(app.url, admin, plain, generated.projectId),
  carbonClapReport(app.url, admin, plain, generated.projectId),
];
// The fixed cost of any signed-in request (HTTP, token, the caller's membership, GraphQL): `{ __typename }`.
const floor = new Set<number | undefined>();
const baseline = await measure(REQUESTS, CONCURRENCY, SECONDS, async () =>
  floor.add((await post(app.url, '{ __typename }', {}, admin)).statements),
);
console.info(
  `\nbaseline signed-in { __typename }\n  api  ${formatTiming(baseline)}  statements/request ${[...floor].join(',')}`,
);

// BENCH_EXPLAIN=1 prints the plans of the green statements (issue 14): which index each one uses.
if (process.env.BENCH_EXPLAIN === '1')
  for (const [name, text] of Object.entries({ GREEN_PAGE_SQL, GREEN_TOTALS_SQL, GREEN_DASHBOARD_SQL })) {
    const plan = await plain(`explain (analyze, costs off) ${text}`, [generated.projectId]);
    console.info(`\n${name}\n${plan.map((row) => `  ${row['QUERY PLAN']}`).join('\n')}`);
  }

/** BENCH_OPS=budget,sheets picks operations by a word of their name. */
const only = (process.env.BENCH_OPS ?? '').toLowerCase().split(',').filter(Boolean);
let mismatches = 0;
for (const op of operations) {
  if (only.length && !only.some((word) => op.name.toLowerCase().includes(word))) continue;
  const first = await op.api();
  const apiSummary = op.summarizeApi(first);
  const sqlSummary = op.summarizeSql(await op.sql());
  const match = apiSummary === sqlSummary;
  if (!match) mismatches++;
  const statements = new Set<number | undefined>();
  const api = await measure(REQUESTS, CONCURRENCY, SECONDS, async () =>
    statements.add((await op.api()).statements),
  );
  const sql = await measure(REQUESTS, CONCURRENCY, SECONDS, op.sql);
  console.info(`\n${op.name}`);
  console.info(`  api  ${formatTiming(api)}  statements/request ${[...statements].join(',')}`);
  console.info(`  sql  ${formatTiming(sql)}`);
  console.info(
    `  ratio api/sql p50 ${(api.p50 / sql.p50).toFixed(2)} p95 ${(api.p95 / sql.p95).toFixed(2)} rps ${(sql.rps / api.rps).toFixed(2)}`,
  );
  console.info(`  ${match ? 'MATCH' : 'MISMATCH'} api: ${apiSummary}`);
  if (!match) console.info(`           sql: ${sqlSummary}`);
}

await app.close();
await pool?.end();
await database.close();
if (mismatches) process.exitCode = 1;

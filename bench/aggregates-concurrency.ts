/**
 * Issue 17: the budget aggregates stay exact under concurrent writes. On a throw-away PostgreSQL
 * (`BENCH_SCALE=0.1 bash scripts/with-postgres.sh npx tsx bench/aggregates-concurrency.ts`): generates the bench
 * production, then 8 clients run transactions of PER (default 3) random writes for 15 s — item amounts and
 * departments, sheet and PO statuses, PO lines' remaining amounts, new items — and compares budget_aggregates with
 * a fresh budget_node_sums. OPS=0,1 picks some writes; NO_TRIGGERS=1 measures the same writes without the triggers
 * (the aggregates then differ, as they must). Prints the transactions made, the failures by SQLSTATE (40P01:
 * deadlock, rolled back whole) and the aggregate rows that differ (must be 0).
 */
import pg from 'pg';
import { openDatabase } from '../packages/server/src/db/client';
import { generate, sizesFromEnv } from './generate';

const url = process.env.TEST_DATABASE_URL!;
const database = await openDatabase({ databaseUrl: url });
const g = await generate(database.db, sizesFromEnv());
const pool = new pg.Pool({ connectionString: url, max: 8 });
const p = g.projectId;
const ids = async (q: string) => (await pool.query(q, [p])).rows.map((r) => r.id as number);
const items = await ids('select id from expense_items where project_id = $1 order by id limit 3000');
const sheets = await ids('select id from expense_sheets where project_id = $1 order by id limit 300');
const pos = await ids('select id from purchase_orders where project_id = $1 order by id limit 300');
if (process.env.NO_TRIGGERS)
  for (const t of ['expense_items', 'expense_sheets', 'po_items', 'purchase_orders', 'carbon_entries'])
    await pool.query(`alter table ${t} disable trigger user`);
const pick = <T>(a: T[]) => a[Math.floor(Math.random() * a.length)]!;
let done = 0;
const failures: Record<string, number> = {};
const allOps = [
  (c: pg.PoolClient) =>
    c.query('update expense_items set amount = amount + 1.01 where id = $1', [pick(items)]),
  (c: pg.PoolClient) =>
    c.query(
      'update expense_sheets set status = (array[1,2,8,16])[1 + floor(random()*4)::int] where id = $1',
      [pick(sheets)],
    ),
  (c: pg.PoolClient) =>
    c.query(
      'update purchase_orders set status = (array[1,8])[1 + floor(random()*2)::int], consumed = random() < 0.2 where id = $1',
      [pick(pos)],
    ),
  (c: pg.PoolClient) =>
    c.query('update po_items set remaining_amount = round((random()*100)::numeric, 2) where po_id = $1', [
      pick(pos),
    ]),
  (c: pg.PoolClient) =>
    c.query(
      `insert into expense_items (project_id, user_id, sheet_id, date, type, description, amount, amount_total, validated, category_id)
      select project_id, user_id, id, date '2026-10-01', 0, 'x', 12.34, 12.34, 0, (select min(id) from budget_categories where project_id = $2) from expense_sheets where id = $1`,
      [pick(sheets), p],
    ),
  (c: pg.PoolClient) =>
    c.query('update expense_items set department_number = 1 + floor(random()*5)::int where id = $1', [
      pick(items),
    ]),
];
const ops = (process.env.OPS ?? '0,1,2,3,4,5').split(',').map((k) => allOps[Number(k)]!);
const deadline = Date.now() + 15_000;
await Promise.all(
  Array.from({ length: 8 }, async () => {
    while (Date.now() < deadline) {
      const c = await pool.connect();
      try {
        await c.query('begin');
        for (let k = 0; k < Number(process.env.PER ?? 3); k++) await pick(ops)(c);
        await c.query('commit');
        done++;
      } catch (e) {
        await c.query('rollback').catch(() => {});
        const code = (e as { code?: string }).code ?? String(e);
        failures[code] = (failures[code] ?? 0) + 1;
      } finally {
        c.release();
      }
    }
  }),
);
const diff = await pool.query(
  `select count(*)::int as n from (
  (select department_number, category_id, actual_cents, actual_rows, po_cents, po_rows, pending_cents, pending_rows, kg_cents, kg_pending_cents, kg_rows
   from budget_aggregates where project_id = $1 and (actual_rows <> 0 or po_rows <> 0 or pending_rows <> 0 or kg_rows <> 0)
   except select * from (select department_number, category_id, actual_cents, actual_rows, po_cents, po_rows, pending_cents, pending_rows, kg_cents, kg_pending_cents, kg_rows from budget_node_sums($1, null, null, null)) s)
  union all
  (select department_number, category_id, actual_cents, actual_rows, po_cents, po_rows, pending_cents, pending_rows, kg_cents, kg_pending_cents, kg_rows from budget_node_sums($1, null, null, null)
   except select department_number, category_id, actual_cents, actual_rows, po_cents, po_rows, pending_cents, pending_rows, kg_cents, kg_pending_cents, kg_rows
   from budget_aggregates where project_id = $1 and (actual_rows <> 0 or po_rows <> 0 or pending_rows <> 0 or kg_rows <> 0))) d`,
  [p],
);
console.info({ transactions: done, failures, rowsThatDiffer: diff.rows[0].n });
await pool.end();
await database.close();

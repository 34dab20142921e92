/**
 * Fills one large production (and a small second one, so every query must keep to its project) with set-based
 * SQL: each table is one INSERT … SELECT over generate_series, whatever the size. Works on PGlite and on
 * PostgreSQL through the app's Drizzle handle. Random values come from setseed(), so a run is repeatable.
 *
 * Sizes (env): BENCH_SCALE multiplies the defaults (1 = issue 7's sizes); BENCH_USERS, BENCH_DEPARTMENTS,
 * BENCH_CATEGORIES, BENCH_SHEETS, BENCH_ITEMS, BENCH_POS, BENCH_PO_ITEMS, BENCH_CARBON_ENTRIES, BENCH_TIMESHEET_WEEKS
 * override one figure.
 */
import { sql } from 'drizzle-orm';
import { hashPassword } from '../packages/server/src/auth/passwords';
import type { Db } from '../packages/server/src/db/client';

export const BENCH_PASSWORD = 'bench-Password-1';
export const BENCH_ADMIN_EMAIL = 'admin@p1.bench.test';

export interface Sizes {
  users: number;
  departments: number;
  categories: number;
  sheets: number;
  items: number;
  pos: number;
  poItems: number;
  /** Carbon ledger entries (issue 14). */
  carbonEntries: number;
  /** Timesheet weeks per person (issue 18: 500 people × 20 weeks), 5 worked days each. */
  timesheetWeeks: number;
}

export function sizesFromEnv(env: NodeJS.ProcessEnv = process.env): Sizes {
  const scale = Number(env.BENCH_SCALE ?? 1);
  const figure = (name: string, base: number, scaled = true) =>
    Math.max(1, Math.round(Number(env[name] ?? (scaled ? base * scale : base))));
  return {
    users: figure('BENCH_USERS', 500),
    departments: figure('BENCH_DEPARTMENTS', 30, false),
    categories: figure('BENCH_CATEGORIES', 60, false),
    sheets: figure('BENCH_SHEETS', 40_000),
    items: figure('BENCH_ITEMS', 200_000),
    pos: figure('BENCH_POS', 20_000),
    poItems: figure('BENCH_PO_ITEMS', 60_000),
    carbonEntries: figure('BENCH_CARBON_ENTRIES', 200_000),
    timesheetWeeks: figure('BENCH_TIMESHEET_WEEKS', 20, false),
  };
}

export interface Generated {
  projectId: number;
  otherProjectId: number;
  sizes: Sizes;
  otherSizes: Sizes;
  /** Rows per table after generation (both projects). */
  counts: Record<string, number>;
  ms: number;
}

type Exec = (text: string) => Promise<Record<string, unknown>[]>;

export async function generate(db: Db, sizes: Sizes): Promise<Generated> {
  const started = performance.now();
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const otherSizes: Sizes = {
    users: Math.max(5, Math.round(sizes.users / 20)),
    departments: Math.min(5, sizes.departments),
    categories: Math.min(10, sizes.categories),
    sheets: Math.max(10, Math.round(sizes.sheets / 20)),
    items: Math.max(50, Math.round(sizes.items / 20)),
    pos: Math.max(10, Math.round(sizes.pos / 20)),
    poItems: Math.max(30, Math.round(sizes.poItems / 20)),
    carbonEntries: Math.max(50, Math.round(sizes.carbonEntries / 20)),
    timesheetWeeks: Math.min(4, sizes.timesheetWeeks),
  };
  // One transaction: one connection on PostgreSQL, so setseed() drives every random() that follows.
  const ids = await db.transaction(async (tx) => {
    const exec: Exec = async (text) => {
      const result = (await tx.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] };
      return result.rows;
    };
    await exec('select setseed(0.42)');
    const [client] = await exec(`insert into clients (name) values ('Bench client') returning id`);
    const [license] = await exec(
      `insert into licenses (client_id, company_name) values (${client!.id}, 'Bench license') returning id`,
    );
    const licenseId = Number(license!.id);
    const projectId = await fillProject(exec, { licenseId, tag: 'p1', sizes, passwordHash });
    const otherProjectId = await fillProject(exec, { licenseId, tag: 'p2', sizes: otherSizes, passwordHash });
    return { projectId, otherProjectId };
  });
  // Fresh statistics, as autovacuum would give a production that has been running.
  await db.execute(sql.raw('analyze'));
  const counts: Record<string, number> = {};
  for (const table of [
    'users',
    'expense_sheets',
    'expense_items',
    'purchase_orders',
    'po_items',
    'budget_lines',
    'carbon_entries',
    'timesheets',
    'timesheet_days',
    'salary_lines',
  ]) {
    const result = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
      rows: { n: number }[];
    };
    counts[table] = Number(result.rows[0]!.n);
  }
  return { ...ids, sizes, otherSizes, counts, ms: performance.now() - started };
}

async function fillProject(
  exec: Exec,
  p: { licenseId: number; tag: string; sizes: Sizes; passwordHash: string },
): Promise<number> {
  const { users: U, departments: D, categories: C, sheets: S, items: I, pos: P, poItems: PI } = p.sizes;
  const [project] = await exec(`insert into projects (license_id, titre, use_budget, use_expense,
      use_expense_invoice, use_purchase_order, use_reporting, use_timesheet)
    values (${p.licenseId}, 'Bench ${p.tag}', true, true, true, true, true, true) returning id`);
  const pid = Number(project!.id);
  await exec(`insert into budget_categories (project_id, name, cost_center)
    select ${pid}, 'Category ' || c, (6000 + c)::text from generate_series(1, ${C}) c`);
  await exec(`insert into departments (project_id, value, message, prefix)
    select ${pid}, d, 'Department ' || d, 'D' || d from generate_series(1, ${D}) d`);
  // Users: n = 0 … U-1 (bench-<n>@<tag>.bench.test), then the administrator who signs in for the admin lists.
  const hash = p.passwordHash.replaceAll("'", "''");
  await exec(`insert into users (email, password_hash, name, first_name, search_name, last_project_id)
    select 'user-' || n || '@${p.tag}.bench.test', '${hash}', 'Name' || n, 'First' || n,
      'name' || n || ' first' || n, ${pid}
    from generate_series(0, ${U - 1}) n`);
  await exec(`insert into users (email, password_hash, name, first_name, search_name, last_project_id)
    values ('admin@${p.tag}.bench.test', '${hash}', 'Admin', 'Bench', 'admin bench', ${pid})`);
  await exec(`insert into user_projects (user_id, project_id, department_number, is_admin, is_prod)
    select id, ${pid}, case when email like 'admin@%' then 1 else 1 + (id % ${D}) end,
      email like 'admin@%', email like 'admin@%'
    from users where email like '%@${p.tag}.bench.test'`);
  await exec(`insert into contracts (user_project_id, start_date, end_date)
    select id, '2026-01-01', '2026-12-31' from user_projects where project_id = ${pid}`);
  // Two validators per department: levels 1 and 2.
  await exec(`insert into validations (project_id, user_id, department_number, validation_level_exp,
      validation_level_po, validation_level_ts)
    select ${pid}, user_id, department_number, rank, rank, rank from (
      select up.user_id, up.department_number,
        row_number() over (partition by up.department_number order by up.id)::int as rank
      from user_projects up where up.project_id = ${pid} and not up.is_admin) v
    where rank <= 2`);
  // Member n (by id order) — the map every generated row uses to pick a person.
  await exec(`create temp table bench_members on commit drop as
    select (row_number() over (order by up.user_id) - 1)::int as n, up.user_id, up.department_number
    from user_projects up where up.project_id = ${pid} and not up.is_admin`);
  await exec('analyze bench_members');
  const [firstCategory] = await exec(
    `select min(id)::int as id from budget_categories where project_id = ${pid}`,
  );
  const cat0 = Number(firstCategory!.id);

  // Budget: a line for every department and a third of the categories, and an EFC on every tenth node.
  await exec(`insert into budget_lines (project_id, department_number, category_id, description, amount)
    select ${pid}, d, ${cat0} + c, 'Line ' || d || '/' || c, round((1000 + random() * 200000)::numeric, 2)
    from generate_series(1, ${D}) d, generate_series(0, ${C - 1}) c where (d + c) % 3 = 0`);
  await exec(`insert into budget_efc (project_id, department_number, category_id, amount)
    select project_id, department_number, category_id, round(amount * 1.1, 2) from budget_lines
    where project_id = ${pid} and id % 10 = 0`);

  // Purchase orders: 60 % validated (8), the rest spread over the other statuses; a tenth consumed.
  await exec(`insert into purchase_orders (project_id, user_id, encoder_id, po_number, po_reference, description,
      department_number, request_date, status, consumed, processed)
    select ${pid}, m.user_id, m.user_id, g + 1, 'PO-' || (g + 1), 'Order ' || g, m.department_number,
      date '2026-01-01' + (g % 330), s.status, g % 10 = 0, g % 7 = 0
    from (select g, floor(random() * ${U})::int as n, random() as r from generate_series(0, ${P - 1}) g) x
    join bench_members m on m.n = x.n
    cross join lateral (select case when x.r < 0.6 then 8 when x.r < 0.7 then 0 when x.r < 0.8 then 1
      when x.r < 0.9 then 2 when x.r < 0.95 then 4 else 16 end as status) s`);
  await exec(`create temp table bench_pos on commit drop as
    select (row_number() over (order by id) - 1)::int as n, id from purchase_orders where project_id = ${pid}`);
  await exec('analyze bench_pos');
  await exec(`insert into po_items (project_id, po_id, name, quantity, category_id, vat_rate, price, price_vat,
      price_total, vat_total, price_vat_total, remaining_amount, position)
    select ${pid}, po.id, 'Line ' || g, q, ${cat0} + floor(v.rc * ${C})::int, 21, price,
      round(price * 1.21, 4), round(q * price, 2), round(q * price * 0.21, 2), round(q * price * 1.21, 2),
      round(q * price * (case when g % 4 = 0 then 0 else v.rr end)::numeric, 2), g / ${P}
    from (select g, (1 + floor(random() * 10))::numeric as q, round((5 + random() * 2000)::numeric, 4) as price,
      random() as rc, random() as rr from generate_series(0, ${PI - 1}) g) v
    join bench_pos po on po.n = v.g % ${P}`);
  await exec(`update purchase_orders o set amount = t.a, amount_vat = t.v, amount_total = t.a + t.v
    from (select po_id, sum(price_total) as a, sum(vat_total) as v from po_items where project_id = ${pid}
      group by po_id) t
    where t.po_id = o.id`);

  // Sheets: a few people enter far more than others (random()² skews towards member 0); 15 % are invoices,
  // half of which come from a PO. Status: half validated (8), the rest spread.
  await exec(`insert into expense_sheets (project_id, user_id, encoder_id, title, department_number, kind, status,
      submitted_at, created_at, po_id, processed)
    select ${pid}, m.user_id, m.user_id, 'Sheet ' || g, m.department_number, k.kind, s.status,
      case when s.status = 0 then null else d.day + interval '18 hours' end, d.day,
      case when k.kind = 1 and g % 2 = 0 then po.id end, g % 5 = 0
    from (select g, floor(${U} * power(random(), 2))::int as n, random() as r, random() as rk
      from generate_series(0, ${S - 1}) g) x
    join bench_members m on m.n = x.n
    join bench_pos po on po.n = x.g % ${P}
    cross join lateral (select case when x.rk < 0.15 then 1 else 0 end as kind) k
    cross join lateral (select case when x.r < 0.5 then 8 when x.r < 0.6 then 0 when x.r < 0.75 then 1
      when x.r < 0.85 then 2 when x.r < 0.92 then 4 else 16 end as status) s
    cross join lateral (select timestamptz '2026-01-05 00:00:00+00' + (g % 340) * interval '1 day' as day) d`);
  await exec(`create temp table bench_sheets on commit drop as
    select (row_number() over (order by id) - 1)::int as n, id, user_id, department_number, kind, status,
      created_at::date as day
    from expense_sheets where project_id = ${pid}`);
  await exec('analyze bench_sheets');
  // Items: sheet g mod S, so every sheet has I/S of them; a fifth without their own department (the sheet's
  // counts); travels carry km and kg CO2e; a few refused items inside otherwise validated sheets.
  await exec(`insert into expense_items (project_id, user_id, encoder_id, sheet_id, date, type, description,
      amount, amount_vat, amount_total, vat_rate, validated, department_number, category_id, km, kg_co_two,
      is_in_contract, processed)
    select ${pid}, sh.user_id, sh.user_id, sh.id, sh.day - (g % 20), t.type, 'Item ' || g,
      a.amount, round(a.amount * 0.21, 2), round(a.amount * 1.21, 2), 0.21,
      case when g % 53 = 0 then 16 else sh.status end,
      case when g % 5 = 0 then null else sh.department_number end,
      ${cat0} + floor(a.rc * ${C})::int,
      case when t.type = 2 then a.km end, case when t.type = 2 then round(a.km * 0.17, 3) end,
      g % 97 <> 0, false
    from (select g, round((2 + random() * 800)::numeric, 2) as amount, round((5 + random() * 400)::numeric, 1) as km,
      random() as rc from generate_series(0, ${I - 1}) g) a
    join bench_sheets sh on sh.n = a.g % ${S}
    cross join lateral (select case when sh.kind = 1 then 1 when a.g % 4 = 0 then 2 else 0 end as type) t`);
  await exec(`update expense_sheets s set amount_total = t.total
    from (select sheet_id, sum(amount_total) as total from expense_items where project_id = ${pid}
      group by sheet_id) t
    where t.sheet_id = s.id`);
  await exec(`update projects set last_po_number = ${P} where id = ${pid}`);
  // Carbon ledger (issue 14): entries over the year in categories 0-5, 70 % actual, 25 % pending, 5 % excluded,
  // a tenth spend-based estimates; one line each with its factor, as the ledger writes them.
  await exec(`insert into carbon_entries (project_id, source_type, carbon_category, str_date, description,
      department, user_id, status, is_estimate, quantity, unit, factor_key, factor_value, factor_unit,
      factor_source, factor_year, kg_co2e, lines)
    select ${pid}, 'manual', x.cat, date '2026-01-01' + (g % 330), 'Entry ' || g, m.department_number, m.user_id,
      case when x.r < 0.7 then 'actual' when x.r < 0.95 then 'pending' else 'excluded' end, g % 10 = 0,
      x.q, 'km', 'car_diesel_medium_km', 0.17174, 'km', 'UK DESNZ 2025', 2025, round(x.q * 0.17174, 2),
      jsonb_build_array(jsonb_build_object('label', 'km', 'quantity', x.q::text, 'unit', 'km',
        'factorQuantity', x.q::text, 'factorKey', 'car_diesel_medium_km', 'factorValue', '0.17174',
        'factorUnit', 'km', 'factorSource', 'UK DESNZ 2025', 'factorYear', 2025, 'overrideId', null,
        'kgCo2e', (x.q * 0.17174)::text))
    from (select g, floor(random() * ${U})::int as n, floor(random() * 6)::int as cat, random() as r,
      round((1 + random() * 400)::numeric, 1) as q from generate_series(0, ${p.sizes.carbonEntries - 1}) g) x
    join bench_members m on m.n = x.n`);
  // Timesheets (issue 18): every person, every week from 2026-03-02, five worked days; 80 % of the weeks validated
  // at the last level (8) with a salary line per day in their function's category, the rest on their way.
  const W = p.sizes.timesheetWeeks;
  await exec(`insert into functions (project_id, department_number, value, message, category_id, cost_center)
    select ${pid}, d, 1, 'Function ' || d, ${cat0} + (d % ${C}), (7000 + d)::text from generate_series(1, ${D}) d`);
  await exec(`insert into timesheets (project_id, user_id, encoder_id, week_start, department_number, function_id,
      status, submitted_at, processed)
    select ${pid}, m.user_id, m.user_id, date '2026-03-02' + 7 * w, m.department_number, f.id,
      -- Drawn per row in the select list (an uncorrelated lateral subquery is evaluated once for every row).
      (array[8, 8, 8, 8, 8, 8, 8, 8, 1, 2])[1 + floor(random() * 10)::int],
      timestamptz '2026-03-07 18:00:00+00' + w * interval '7 days', w % 3 = 0
    from bench_members m cross join generate_series(0, ${W - 1}) w
    join functions f on f.project_id = ${pid} and f.department_number = m.department_number and f.value = 1`);
  await exec(`insert into timesheet_days (project_id, timesheet_id, date, day_type, start_minutes, end_minutes,
      lunch_minutes, worked_minutes, amount)
    select ${pid}, t.id, t.week_start + k, 0, 480, 480 + x.wm + 60, 60, x.wm,
      round((300 + (x.wm - 540) * 0.75)::numeric, 2)
    from timesheets t cross join generate_series(0, 4) k
    cross join lateral (select 540 + floor(random() * 240)::int as wm) x
    where t.project_id = ${pid}`);
  await exec(`update timesheets t set worked_minutes = x.m, amount_total = x.a
    from (select timesheet_id, sum(worked_minutes) as m, sum(amount) as a from timesheet_days
      where project_id = ${pid} group by 1) x where x.timesheet_id = t.id`);
  await exec(`insert into salary_lines (project_id, timesheet_id, day_id, user_id, status, start_date, end_date,
      department_number, function_id, category_id, cost_center, minutes, amount)
    select ${pid}, t.id, d.id, t.user_id, 8, d.date, d.date, t.department_number, f.id, f.category_id,
      f.cost_center, d.worked_minutes, d.amount
    from timesheet_days d join timesheets t on t.id = d.timesheet_id join functions f on f.id = t.function_id
    where t.project_id = ${pid} and t.status = 8`);
  await exec('drop table bench_members, bench_pos, bench_sheets');
  return pid;
}

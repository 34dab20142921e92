import { TRANSPORT_TYPES } from '@setledger/shared/logistics/logistics.constants';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { carbonEntries } from '../carbon';
import {
  FACTOR_KINDS,
  type LineMatch,
  type ReportDefinition,
  reportLines,
} from './green-reports.definitions';

const c = carbonEntries;

/** What a report reads of the ledger: the project (policy), the period on strDate, pending or not. */
export interface ReportScope {
  from: string | null;
  to: string | null;
  includePending: boolean;
}

/** The ledger entries of a scope: excluded entries never count (issue 14). */
export function scopeWhere(policyWhere: SQL, scope: ReportScope): SQL {
  return and(
    policyWhere,
    scope.includePending ? inArray(c.status, ['actual', 'pending']) : eq(c.status, 'actual'),
    scope.from ? sql`${c.strDate} >= ${scope.from}` : undefined,
    scope.to ? sql`${c.strDate} <= ${scope.to}` : undefined,
  )!;
}

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The factor key an entry is matched by: its main line's (a one-line entry's column, else its first line's). */
const entryFactorKey = sql`coalesce(${c.factorKey}, ${c.lines}->0->>'factorKey')`;

/** Factor keys that say the means of a trip whatever its transport-type code (a flight entered as 'other'). */
const MEANS_BY_FACTOR: readonly (readonly [string, number])[] = [
  ['flight_domestic%', 15],
  ['flight%', 16],
  ['rail_international%', 11],
  ['rail_fr_tgv%', 12],
  ['rail_fr_intercites%', 13],
  ['rail_fr_ter%', 14],
  ['rail%', 10],
];

/**
 * Carbon'Clap means 1 to 20 of an entry (001 §9): the one its source recorded, else the one its factor says (air,
 * rail), else its transport-type code's.
 */
const meansSql = sql`coalesce((${c.details}->>'carbonClap')::int, case ${sql.join(
  MEANS_BY_FACTOR.map(([pattern, means]) => sql`when ${entryFactorKey} like ${pattern} then ${means}::int`),
  sql` `,
)} else (case (${c.details}->>'transportTypeCode')::int ${sql.join(
  TRANSPORT_TYPES.map((t) => sql.raw(`when ${t.code} then ${t.carbonClap}`)),
  sql` `,
)} end) end)`;

function matchSql(m: LineMatch): SQL {
  const parts: (SQL | undefined)[] = [
    m.categories ? inArray(c.carbonCategory, [...m.categories]) : undefined,
    m.sourceTypes ? inArray(c.sourceType, [...m.sourceTypes]) : undefined,
    m.factorKeys ? or(...m.factorKeys.map((p) => sql`${entryFactorKey} like ${p}`)) : undefined,
    m.entityTypes ? inArray(c.entityType, [...m.entityTypes]) : undefined,
    m.productionPhases ? inArray(c.productionPhase, [...m.productionPhases]) : undefined,
    m.means ? sql`${meansSql} in (${list(m.means)})` : undefined,
  ];
  return and(...parts) ?? sql`true`;
}

/** The report line an entry goes to (the first line matching it), null when the report leaves it out. */
export function lineKeySql(definition: ReportDefinition): SQL {
  const whens = reportLines(definition).map(
    ({ line }) => sql`when ${matchSql(line.match)} then ${line.key}::text`,
  );
  return sql`(case ${sql.join(whens, sql` `)} else null end)`;
}

/** kg CO2e and entries of a scope by report line (null: left out) and carbon category: one grouped read. */
export async function totalsByLine(tx: Tx, definition: ReportDefinition, where: SQL) {
  const rows = await tx.execute<{
    line_key: string | null;
    category: number;
    entries: number;
    kg: string;
  }>(sql`
    select line_key, category, count(*)::int as entries, sum(kg)::text as kg from (
      select ${lineKeySql(definition)} as line_key, ${c.carbonCategory} as category, ${c.kgCo2e} as kg
      from ${c} where ${where}) as scoped
    group by line_key, category`);
  return rows.rows.map((r) => ({
    lineKey: r.line_key,
    category: Number(r.category),
    entries: Number(r.entries),
    kg: r.kg,
  }));
}

/** The key of a ledger line's factor kind (fuel by type, energy, water...), else its label. */
const factorKindSql = sql`(case ${sql.join(
  FACTOR_KINDS.map(([pattern, kind]) => sql`when line->>'factorKey' like ${pattern} then ${kind}::text`),
  sql` `,
)} else line->>'label' end)`;

/**
 * The physical quantities of a scope's report lines, summed exactly from the entries' ledger lines: keyed by
 * each report line's rule (label, factor kind or means of transport), as entered or in passenger-km.
 */
export async function quantitiesByLine(tx: Tx, definition: ReportDefinition, where: SQL) {
  const lines = reportLines(definition).map(({ line }) => line);
  const keyWhens = lines.map((l) => {
    const key =
      l.quantity.by === 'means'
        ? sql`coalesce('means' || means::text, line->>'label')`
        : l.quantity.by === 'factor'
          ? factorKindSql
          : sql`line->>'label'`;
    return sql`when ${l.key}::text then ${key}`;
  });
  const passengerKm = lines.filter((l) => l.quantity.measure === 'passengerKm').map((l) => l.key);
  // Passenger-km: the factor's quantity when the factor is per passenger-km, else km × passengers.
  const pkm = sql`(case when line->>'factorUnit' = 'passenger_km' then (line->>'factorQuantity')::numeric
    else (line->>'quantity')::numeric * coalesce(passengers, 1) end)`;
  // Weights in kg as the calculators ask (a project may weigh a waste kind in tonnes, 001 §3.10).
  const asEntered = sql`(case when line->>'unit' = 'tonne' then (line->>'quantity')::numeric * 1000
    else (line->>'quantity')::numeric end)`;
  const enteredUnit = sql`(case when line->>'unit' = 'tonne' then 'kg' else line->>'unit' end)`;
  const measured = passengerKm.length
    ? sql`(case when line_key in (${list(passengerKm)}) then ${pkm} else ${asEntered} end)`
    : asEntered;
  const unit = passengerKm.length
    ? sql`(case when line_key in (${list(passengerKm)}) then 'passenger_km' else ${enteredUnit} end)`
    : enteredUnit;
  const rows = await tx.execute<{ line_key: string; key: string; unit: string; quantity: string }>(sql`
    select line_key, key, unit, sum(quantity)::text as quantity from (
      select line_key, (case line_key ${sql.join(keyWhens, sql` `)} end) as key, ${unit} as unit,
        ${measured} as quantity
      from (
        select ${lineKeySql(definition)} as line_key, ${c.lines} as lines, ${meansSql} as means,
          (${c.details}->>'passengers')::numeric as passengers
        from ${c} where ${where}) as scoped
      cross join lateral jsonb_array_elements(scoped.lines) as line
      where line_key is not null) as measured
    group by line_key, key, unit
    order by line_key, key, unit`);
  return rows.rows.map((r) => ({
    lineKey: r.line_key,
    key: r.key,
    unit: r.unit ?? '',
    quantity: r.quantity,
  }));
}

/** One page of the entries a report line (or a left-out group) holds, newest first, and their count. */
export async function entriesOfLine(tx: Tx, where: SQL, page: { offset: number; size: number }) {
  const [items, [counted]] = await Promise.all([
    tx
      .select()
      .from(c)
      .where(where)
      .orderBy(desc(c.strDate), desc(c.id))
      .limit(page.size)
      .offset(page.offset),
    tx
      .select({ entries: sql<number>`count(*)::int`, kg: sql<string>`coalesce(sum(${c.kgCo2e}), 0)::text` })
      .from(c)
      .where(where),
  ]);
  return { items, totalRecords: Number(counted?.entries ?? 0), kgCo2e: counted?.kg ?? '0' };
}

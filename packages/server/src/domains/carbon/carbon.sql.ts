import { REVIEW_STATUSES } from '@setledger/shared/green/green.constants';
import type { CarbonEntryFilter } from '@setledger/shared/green/green.schemas';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  sql,
  sum,
} from 'drizzle-orm';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { poItems } from '../purchase-orders';
import { suppliers } from '../suppliers';
import { users } from '../users';
import {
  carbonCategoryMappings,
  carbonEntries,
  carbonFactorOverrides,
  carbonLedgerLog,
} from './carbon.table';

export type CarbonEntryRow = typeof carbonEntries.$inferSelect;
export type CarbonEntryValues = typeof carbonEntries.$inferInsert;
export type OverrideRow = typeof carbonFactorOverrides.$inferSelect;
export type MappingRow = typeof carbonCategoryMappings.$inferSelect;
export type LogRow = typeof carbonLedgerLog.$inferSelect;

/** Who set an override or wrote a log line, by name (first name and name), for the green manager to read. */
const personName = sql<
  string | null
>`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.name}, '')), '')`;

export async function insertEntry(tx: Tx, values: CarbonEntryValues): Promise<CarbonEntryRow> {
  const [row] = await tx.insert(carbonEntries).values(values).returning();
  return row!;
}

export async function updateEntry(tx: Tx, policyWhere: SQL, id: number, values: Partial<CarbonEntryValues>) {
  const [row] = await tx
    .update(carbonEntries)
    .set({ ...values, updatedAt: new Date() })
    .where(and(policyWhere, eq(carbonEntries.id, id)))
    .returning();
  return row;
}

export async function deleteEntry(tx: Tx, policyWhere: SQL, id: number) {
  const [row] = await tx
    .delete(carbonEntries)
    .where(and(policyWhere, eq(carbonEntries.id, id)))
    .returning();
  return row;
}

export async function findEntry(tx: Tx, policyWhere: SQL, id: number) {
  const [row] = await tx
    .select()
    .from(carbonEntries)
    .where(and(policyWhere, eq(carbonEntries.id, id)));
  return row;
}

/** The entry of a source, locked: two writes of one source follow each other. */
export async function findSourceEntry(
  tx: Tx,
  source: { projectId: number; sourceType: string; sourceId: number },
) {
  const [row] = await tx
    .select()
    .from(carbonEntries)
    .where(
      and(
        inProject(carbonEntries, source),
        eq(carbonEntries.sourceType, source.sourceType as CarbonEntryRow['sourceType']),
        eq(carbonEntries.sourceId, source.sourceId),
      ),
    )
    .for('update');
  return row;
}

/** The conditions of a green-table filter (000 §3 'green table'). */
export function filterWhere(filter: CarbonEntryFilter): SQL | undefined {
  const c = carbonEntries;
  return and(
    filter.co2Type === null ? undefined : eq(c.carbonCategory, filter.co2Type),
    filter.department === null ? undefined : eq(c.department, filter.department),
    filter.personId === null ? undefined : eq(c.userId, filter.personId),
    filter.supplierId === null ? undefined : eq(c.supplierId, filter.supplierId),
    filter.status === null ? undefined : eq(c.status, filter.status),
    filter.source === null ? undefined : eq(c.sourceType, filter.source),
    filter.isEstimate === null ? undefined : eq(c.isEstimate, filter.isEstimate),
    filter.startDate === null ? undefined : gte(c.strDate, filter.startDate),
    filter.endDate === null ? undefined : lte(c.strDate, filter.endDate),
    filter.keyWord === ''
      ? undefined
      : ilike(c.description, `%${filter.keyWord.replace(/[\\%_]/g, '\\$&')}%`),
    filter.templateId === null
      ? undefined
      : sql`(${c.details} -> 'template' ->> 'templateId') = ${String(filter.templateId)}`,
    reviewWhere(filter.reviewStatus),
    filter.forForecastReportOnly ? forecastOnlyWhere() : undefined,
  );
}

/** reviewStatus (REVIEW_STATUSES): verified 1, not verified 0; none or both: any entry. */
function reviewWhere(codes: readonly number[]): SQL | undefined {
  const wanted = new Set(codes);
  if (wanted.size !== 1) return undefined;
  return eq(carbonEntries.verified, wanted.has(REVIEW_STATUSES.verified));
}

/**
 * What counts in the forecast but not in actuals (issue 16): a validated PO line's entry while the line is not
 * fully invoiced (its remaining amount, excluding VAT, is above zero). Invoices made from a PO count nothing of
 * their own (the line's entry does), so this carbon moves to actuals as the line is invoiced.
 */
export function forecastOnlyWhere(): SQL {
  const c = carbonEntries;
  return and(
    eq(c.sourceType, 'poLine'),
    eq(c.status, 'actual'),
    sql`exists (select 1 from ${poItems} where ${poItems.id} = ${c.sourceId} and ${poItems.projectId} = ${c.projectId}
      and ${poItems.priceTotal} <> 0 and ${poItems.remainingAmount} > 0)`,
  )!;
}

export function listEntries(tx: Tx, policyWhere: SQL, page: { offset: number; size: number }) {
  return tx
    .select()
    .from(carbonEntries)
    .where(policyWhere)
    .orderBy(desc(carbonEntries.strDate), desc(carbonEntries.id))
    .limit(page.size)
    .offset(page.offset);
}

/** Count and kg CO2e of the entries a condition selects, by status and estimate. */
export function footprintByStatus(tx: Tx, policyWhere: SQL) {
  return tx
    .select({
      status: carbonEntries.status,
      isEstimate: carbonEntries.isEstimate,
      entries: count(),
      kgCo2e: sum(carbonEntries.kgCo2e),
    })
    .from(carbonEntries)
    .where(policyWhere)
    .groupBy(carbonEntries.status, carbonEntries.isEstimate);
}

/**
 * Grouped by the month's first day (a date, cheap to hash) and shown as YYYY-MM: grouping by the text sorted
 * 200,000 strings on disk (bench/RESULTS.md, issue 14).
 */
const monthStart = sql`date_trunc('month', ${carbonEntries.strDate})`;
const month = sql<string>`to_char(${monthStart}, 'YYYY-MM')`;

/** kg CO2e by category, department, phase and month, with status and estimate: the dashboards' one read. */
export function footprintGroups(tx: Tx, policyWhere: SQL) {
  const c = carbonEntries;
  return tx
    .select({
      carbonCategory: c.carbonCategory,
      department: c.department,
      productionPhase: c.productionPhase,
      month,
      status: c.status,
      isEstimate: c.isEstimate,
      entries: count(),
      kgCo2e: sum(c.kgCo2e),
    })
    .from(c)
    .where(policyWhere)
    .groupBy(c.carbonCategory, c.department, c.productionPhase, monthStart, c.status, c.isEstimate);
}

/** Possible duplicates of an entry: same category, day and kg CO2e (a manual entry repeating a source's). */
export function duplicatesOf(tx: Tx, policyWhere: SQL, entry: CarbonEntryRow) {
  return tx
    .select()
    .from(carbonEntries)
    .where(
      and(
        policyWhere,
        sql`${carbonEntries.id} <> ${entry.id}`,
        eq(carbonEntries.carbonCategory, entry.carbonCategory),
        eq(carbonEntries.strDate, entry.strDate),
        or(
          eq(carbonEntries.kgCo2e, entry.kgCo2e),
          and(eq(carbonEntries.quantity, entry.quantity ?? '-1'), eq(carbonEntries.unit, entry.unit ?? '')),
        ),
      ),
    )
    .orderBy(asc(carbonEntries.id))
    .limit(20);
}

/** The overrides in force in a project (the latest of each key), optionally for some keys only. */
export async function overridesInForce(tx: Tx, projectId: number, keys?: readonly string[]) {
  if (keys && keys.length === 0) return new Map<string, OverrideRow>();
  const o = carbonFactorOverrides;
  const rows = await tx
    .selectDistinctOn([o.factorKey])
    .from(o)
    .where(and(inProject(o, { projectId }), keys ? inArray(o.factorKey, [...keys]) : undefined))
    .orderBy(o.factorKey, desc(o.id));
  return new Map(rows.map((row) => [row.factorKey, row]));
}

export function findOverrides(tx: Tx, projectId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([] as (OverrideRow & { userName: string | null })[]);
  return tx
    .select({ ...getTableColumns(carbonFactorOverrides), userName: personName })
    .from(carbonFactorOverrides)
    .leftJoin(users, eq(users.id, carbonFactorOverrides.userId))
    .where(and(inProject(carbonFactorOverrides, { projectId }), inArray(carbonFactorOverrides.id, [...ids])));
}

export function overrideHistory(tx: Tx, projectId: number, factorKey: string | null, limit: number) {
  const o = carbonFactorOverrides;
  return tx
    .select({ ...getTableColumns(o), userName: personName })
    .from(o)
    .leftJoin(users, eq(users.id, o.userId))
    .where(and(inProject(o, { projectId }), factorKey ? eq(o.factorKey, factorKey) : undefined))
    .orderBy(desc(o.id))
    .limit(limit);
}

export async function insertOverride(tx: Tx, values: typeof carbonFactorOverrides.$inferInsert) {
  const [row] = await tx.insert(carbonFactorOverrides).values(values).returning();
  return row!;
}

export function listMappings(tx: Tx, projectId: number) {
  return tx
    .select()
    .from(carbonCategoryMappings)
    .where(inProject(carbonCategoryMappings, { projectId }))
    .orderBy(asc(carbonCategoryMappings.budgetCategoryId));
}

export async function findMapping(tx: Tx, projectId: number, budgetCategoryId: number) {
  const [row] = await tx
    .select()
    .from(carbonCategoryMappings)
    .where(
      and(
        inProject(carbonCategoryMappings, { projectId }),
        eq(carbonCategoryMappings.budgetCategoryId, budgetCategoryId),
      ),
    );
  return row;
}

export async function upsertMapping(tx: Tx, values: typeof carbonCategoryMappings.$inferInsert) {
  const [row] = await tx
    .insert(carbonCategoryMappings)
    .values(values)
    .onConflictDoUpdate({
      target: [carbonCategoryMappings.projectId, carbonCategoryMappings.budgetCategoryId],
      set: {
        carbonCategory: values.carbonCategory,
        kgCo2ePerCurrency: values.kgCo2ePerCurrency ?? null,
        updatedBy: values.updatedBy,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row!;
}

export async function deleteMapping(tx: Tx, projectId: number, budgetCategoryId: number) {
  const [row] = await tx
    .delete(carbonCategoryMappings)
    .where(
      and(
        inProject(carbonCategoryMappings, { projectId }),
        eq(carbonCategoryMappings.budgetCategoryId, budgetCategoryId),
      ),
    )
    .returning();
  return row;
}

export async function insertLog(tx: Tx, values: typeof carbonLedgerLog.$inferInsert) {
  const [row] = await tx.insert(carbonLedgerLog).values(values).returning();
  return row!;
}

export function listLog(tx: Tx, projectId: number, page: { offset: number; size: number }) {
  return tx
    .select({ ...getTableColumns(carbonLedgerLog), userName: personName })
    .from(carbonLedgerLog)
    .leftJoin(users, eq(users.id, carbonLedgerLog.userId))
    .where(inProject(carbonLedgerLog, { projectId }))
    .orderBy(desc(carbonLedgerLog.id))
    .limit(page.size)
    .offset(page.offset);
}

/** The distinct factor keys and values the project's entries were computed with (read from their lines). */
export async function factorsInUse(tx: Tx, projectId: number) {
  const rows = await tx.execute<{ key: string; value: string }>(sql`
    select distinct line->>'factorKey' as key, line->>'factorValue' as value
    from ${carbonEntries}, jsonb_array_elements(${carbonEntries.lines}) as line
    where ${carbonEntries.projectId} = ${projectId}`);
  return rows.rows;
}

/** The entries with a line computed with one of these key and value pairs; locked when a recompute applies. */
export function entriesUsing(
  tx: Tx,
  projectId: number,
  pairs: readonly { key: string; value: string }[],
  lock: boolean,
) {
  if (pairs.length === 0) return Promise.resolve([] as CarbonEntryRow[]);
  const uses = pairs.map(
    (pair) =>
      sql`${carbonEntries.lines} @> ${JSON.stringify([{ factorKey: pair.key, factorValue: pair.value }])}::jsonb`,
  );
  const query = tx
    .select()
    .from(carbonEntries)
    .where(and(inProject(carbonEntries, { projectId }), or(...uses)))
    .orderBy(asc(carbonEntries.id));
  return lock ? query.for('update') : query;
}

/**
 * kg CO2e of the counted electricity entries bought from a supplier marked green (LoadGreenSuppliers): what a
 * green-energy contract keeps out of a market-based footprint (tGSEconomy).
 */
export async function greenSupplierElectricityKg(
  tx: Tx,
  policyWhere: SQL,
  electricityKeys: readonly string[],
): Promise<string> {
  const c = carbonEntries;
  // The factor keys listed (not a LIKE): the (project, factor key) index finds the few electricity entries.
  const [row] = await tx
    .select({ kg: sum(c.kgCo2e) })
    .from(c)
    .innerJoin(suppliers, and(eq(suppliers.id, c.supplierId), eq(suppliers.isGreen, true)))
    .where(and(policyWhere, sql`${c.status} <> 'excluded'`, inArray(c.factorKey, [...electricityKeys])));
  return row?.kg ?? '0';
}

/** Tonnes and kg CO2e of the counted lines computed with some factors (recycled paper and board). */
export async function linesByFactor(tx: Tx, policyWhere: SQL, keys: readonly string[]) {
  const c = carbonEntries;
  const line = sql`line`;
  const rows = await tx.execute<{ key: string; quantity: string; kg: string }>(sql`
    select ${line}->>'factorKey' as key, sum((${line}->>'factorQuantity')::numeric)::text as quantity,
      sum((${line}->>'kgCo2e')::numeric)::text as kg
    from ${c} cross join lateral jsonb_array_elements(${c.lines}) as ${line}
    where ${and(
      policyWhere,
      sql`${c.status} <> 'excluded'`,
      // Only the entries holding such a line are expanded: a one-line entry names its factor in factor_key (the
      // index finds it); only entries of several lines (factor_key null: waste, meals) are searched in `lines`.
      or(
        inArray(c.factorKey, [...keys]),
        and(
          isNull(c.factorKey),
          or(...keys.map((key) => sql`${c.lines} @> ${JSON.stringify([{ factorKey: key }])}::jsonb`)),
        ),
      ),
    )}
      and ${line}->>'factorKey' in (${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )})
    group by 1`);
  return rows.rows;
}

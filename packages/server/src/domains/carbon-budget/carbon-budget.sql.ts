import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { carbonEntries } from '../carbon';
import { departments } from '../departments';
import { poItems } from '../purchase-orders';
import { carbonBudgetLines, carbonForecastHistory } from './carbon-budget.table';

export type CarbonBudgetLineRow = typeof carbonBudgetLines.$inferSelect;
export type CarbonForecastHistoryRow = typeof carbonForecastHistory.$inferSelect;

/** A cell of the carbon budget: planned, actual, committed and the planned remainder, exact decimal strings. */
export interface ForecastCellRow {
  carbonCategory: number;
  department: number | null;
  lineId: number | null;
  note: string | null;
  planned: string;
  actual: string;
  committed: string;
  remainder: string;
  forecast: string;
}

const e = carbonEntries;
const line = carbonBudgetLines;

/**
 * The forecast of every cell in one grouped statement (issue 16), whatever the number of entries.
 * - Actual: the ledger's entries that count (not excluded), except PO lines: only the invoiced share of a
 *   validated line is actual. A PO line not yet validated adds nothing (the PO check shows it when sent).
 * - Committed: the share of a validated PO line still to invoice (remaining / total, excluding VAT), rounded
 *   once; actual takes the rest, so a line's kg is counted once, whichever way it is split. Invoices made from
 *   a PO have no entry of their own (carbon-subscribers.ts), so invoicing only moves kg from committed to actual.
 * - An entry goes to the cell of its category and department when that cell is planned; else to its category's
 *   plan without department when there is one; else it stays in its own (unplanned) cell.
 * - Remainder = max(0, planned − actual − committed); forecast = actual + committed + remainder.
 */
export async function forecastCells(tx: Tx, projectId: number): Promise<ForecastCellRow[]> {
  const share = sql`case when ${e.sourceType} = 'poLine' and ${e.status} = 'actual' and ${poItems.priceTotal} <> 0
    and ${poItems.remainingAmount} > 0
    then round(${e.kgCo2e} * ${poItems.remainingAmount} / ${poItems.priceTotal}, 2) else 0 end`;
  const actual = sql`case when ${e.sourceType} <> 'poLine' then ${e.kgCo2e}
    when ${e.status} = 'actual' then ${e.kgCo2e} - (${share}) else 0 end`;
  const query = sql`
    with ledger as (
      select ${e.carbonCategory} as cat,
        case when dl.id is not null then ${e.department} when cl.id is not null then null else ${e.department} end as dep,
        sum(${actual}) as actual, sum(${share}) as committed
      from ${e}
      left join ${poItems} on ${e.sourceType} = 'poLine' and ${poItems.id} = ${e.sourceId}
        and ${poItems.projectId} = ${e.projectId}
      left join ${line} dl on dl.project_id = ${e.projectId} and dl.carbon_category = ${e.carbonCategory}
        and dl.department = ${e.department}
      left join ${line} cl on cl.project_id = ${e.projectId} and cl.carbon_category = ${e.carbonCategory}
        and cl.department is null
      where ${e.projectId} = ${projectId} and ${e.status} <> 'excluded'
      group by 1, 2
    ), plan as (
      select id, carbon_category as cat, department as dep, planned_kg_co2e as planned, note
      from ${line} where project_id = ${projectId}
    ), cells as (
      select coalesce(l.cat, p.cat) as cat, coalesce(l.dep, p.dep) as dep, p.id as line_id, p.note,
        coalesce(p.planned, 0) as planned, coalesce(l.actual, 0) as actual, coalesce(l.committed, 0) as committed
      from ledger l full join plan p on l.cat = p.cat and coalesce(l.dep, -1) = coalesce(p.dep, -1)
    )
    select cat as "carbonCategory", dep as "department", line_id as "lineId", note,
      planned::text as planned, actual::text as actual, committed::text as committed,
      greatest(0, planned - actual - committed)::text as remainder,
      (actual + committed + greatest(0, planned - actual - committed))::text as forecast
    from cells order by cat, dep nulls first`;
  const result = await tx.execute<Record<keyof ForecastCellRow, unknown>>(query);
  const int = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return result.rows.map((r) => ({
    carbonCategory: Number(r.carbonCategory),
    department: int(r.department),
    lineId: int(r.lineId),
    note: (r.note as string | null) ?? null,
    planned: String(r.planned),
    actual: String(r.actual),
    committed: String(r.committed),
    remainder: String(r.remainder),
    forecast: String(r.forecast),
  }));
}

/** The kg CO2e the lines of these POs add, per carbon category and department (their ledger entries). */
export function poCarbonByCell(tx: Tx, projectId: number, poIds: readonly number[]) {
  return tx
    .select({
      carbonCategory: e.carbonCategory,
      department: e.department,
      kgCo2e: sql<string>`sum(${e.kgCo2e})::text`,
    })
    .from(e)
    .innerJoin(poItems, and(eq(poItems.id, e.sourceId), eq(poItems.projectId, e.projectId)))
    .where(
      and(
        eq(e.projectId, projectId),
        eq(e.sourceType, 'poLine'),
        sql`${poItems.poId} in (${sql.join(
          poIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    )
    .groupBy(e.carbonCategory, e.department);
}

export function listLines(tx: Tx, projectId: number) {
  return tx
    .select()
    .from(line)
    .where(inProject(line, { projectId }))
    .orderBy(asc(line.carbonCategory), asc(line.department));
}

export function hasPlan(tx: Tx, projectId: number) {
  return tx
    .select({ id: line.id })
    .from(line)
    .where(inProject(line, { projectId }))
    .limit(1)
    .then((rows) => rows.length > 0);
}

export async function upsertLine(
  tx: Tx,
  values: Omit<typeof line.$inferInsert, 'id' | 'updatedAt'>,
): Promise<CarbonBudgetLineRow> {
  const [row] = await tx
    .insert(line)
    .values(values)
    .onConflictDoUpdate({
      target: [line.projectId, line.carbonCategory, line.department],
      set: {
        plannedKgCo2e: values.plannedKgCo2e,
        note: values.note ?? '',
        updatedBy: values.updatedBy ?? null,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row!;
}

export async function deleteLine(tx: Tx, projectId: number, id: number) {
  const [row] = await tx
    .delete(line)
    .where(and(inProject(line, { projectId }), eq(line.id, id)))
    .returning();
  return row;
}

export function departmentNames(tx: Tx, projectId: number) {
  return tx
    .select({ value: departments.value, name: departments.message })
    .from(departments)
    .where(inProject(departments, { projectId }));
}

export async function upsertHistory(
  tx: Tx,
  values: Omit<typeof carbonForecastHistory.$inferInsert, 'id' | 'updatedAt'>,
) {
  await tx
    .insert(carbonForecastHistory)
    .values(values)
    .onConflictDoUpdate({
      target: [carbonForecastHistory.projectId, carbonForecastHistory.day],
      set: {
        plannedKgCo2e: values.plannedKgCo2e,
        actualKgCo2e: values.actualKgCo2e,
        committedKgCo2e: values.committedKgCo2e,
        forecastKgCo2e: values.forecastKgCo2e,
        updatedAt: new Date(),
      },
    });
}

export function historyRows(
  tx: Tx,
  projectId: number,
  range: { from: string | null; to: string | null; limit: number },
) {
  const h = carbonForecastHistory;
  const conditions: (SQL | undefined)[] = [
    inProject(h, { projectId }),
    range.from ? gte(h.day, range.from) : undefined,
    range.to ? lte(h.day, range.to) : undefined,
  ];
  return tx
    .select()
    .from(h)
    .where(and(...conditions))
    .orderBy(asc(h.day))
    .limit(range.limit);
}

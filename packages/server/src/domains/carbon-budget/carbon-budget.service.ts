import {
  CARBON_HISTORY_MAX_DAYS,
  type CarbonBudgetLineInput,
  carbonBudgetLineSchema,
} from '@setledger/shared/carbon-budget/carbon-budget.schemas';
import { carbonCategoryName } from '@setledger/shared/green/green.constants';
import { Decimal } from 'decimal.js';
import type { Actor } from '../../core/actor';
import { badInput, forbidden, notFound } from '../../core/errors';
import { parseInput } from '../../core/input';
import type { Services } from '../../core/services';
import { withTransaction } from '../../core/transaction';
import type { Tx } from '../../db/client';
import { budgetDepartments } from '../budget';
import { plansCarbonBudget, readsWholeCarbonBudget } from './carbon-budget.policy';
import * as sql from './carbon-budget.sql';

export interface CarbonBudgetCell extends sql.ForecastCellRow {
  carbonCategoryName: string;
  departmentName: string | null;
}
export interface CarbonBudgetTotals {
  planned: string;
  actual: string;
  committed: string;
  remainder: string;
  forecast: string;
}
export interface CarbonBudget {
  cells: CarbonBudgetCell[];
  totals: CarbonBudgetTotals;
  canEdit: boolean;
  hasPlan: boolean;
}

const FIGURES = ['planned', 'actual', 'committed', 'remainder', 'forecast'] as const;

/** Sums cells' figures exactly (decimal), 2 decimals. */
export function totalsOf(cells: readonly sql.ForecastCellRow[]): CarbonBudgetTotals {
  const totals = Object.fromEntries(FIGURES.map((f) => [f, new Decimal(0)])) as Record<
    (typeof FIGURES)[number],
    Decimal
  >;
  for (const cell of cells) for (const f of FIGURES) totals[f] = totals[f].plus(cell[f]);
  return Object.fromEntries(FIGURES.map((f) => [f, totals[f].toFixed(2)])) as unknown as CarbonBudgetTotals;
}

const fixed = (cell: sql.ForecastCellRow): sql.ForecastCellRow => ({
  ...cell,
  ...Object.fromEntries(FIGURES.map((f) => [f, new Decimal(cell[f]).toFixed(2)])),
});

/** The departments whose cells the caller reads: all, or a department budget reader's own ones. */
async function readableDepartments(tx: Tx, actor: Actor): Promise<'all' | number[]> {
  if (readsWholeCarbonBudget(actor)) return 'all';
  if (!actor.modules.has('useGreen') || !actor.rights.has('canViewDepartmentBudget')) throw forbidden();
  return budgetDepartments(tx, actor);
}

/** The carbon budget of the caller's project (issue 16): every cell's planned, actual, committed and forecast. */
export async function getCarbonBudget(services: Services, actor: Actor): Promise<CarbonBudget> {
  const db = services.db;
  const [scope, rows, names] = await Promise.all([
    readableDepartments(db, actor),
    sql.forecastCells(db, actor.projectId),
    sql.departmentNames(db, actor.projectId),
  ]);
  const deptName = new Map(names.map((d) => [d.value, d.name]));
  const cells = rows
    .filter((r) => scope === 'all' || (r.department !== null && scope.includes(r.department)))
    .map((r) => ({
      ...fixed(r),
      carbonCategoryName: carbonCategoryName(r.carbonCategory) ?? String(r.carbonCategory),
      departmentName: r.department === null ? null : (deptName.get(r.department) ?? null),
    }));
  return {
    cells,
    totals: totalsOf(cells),
    canEdit: plansCarbonBudget(actor),
    hasPlan: rows.some((r) => r.lineId !== null),
  };
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Today's row of the forecast history (issue 16), for a project that has a carbon plan: called after each plan
 * change and, inside the source's transaction, after each ledger change that may move the forecast.
 */
export async function refreshForecastHistory(tx: Tx, projectId: number): Promise<void> {
  if (!(await sql.hasPlan(tx, projectId))) return;
  const totals = totalsOf(await sql.forecastCells(tx, projectId));
  await sql.upsertHistory(tx, {
    projectId,
    day: today(),
    plannedKgCo2e: totals.planned,
    actualKgCo2e: totals.actual,
    committedKgCo2e: totals.committed,
    forecastKgCo2e: totals.forecast,
  });
}

function assertPlanner(actor: Actor) {
  if (!plansCarbonBudget(actor)) throw forbidden();
}

/** Sets the planned kg CO2e of a cell (creates or replaces its line), then refreshes today's history row. */
export async function setCarbonBudgetLine(services: Services, actor: Actor, input: CarbonBudgetLineInput) {
  assertPlanner(actor);
  const line = parseInput(carbonBudgetLineSchema, input);
  await withTransaction(services, async (tx, afterCommit) => {
    await sql.upsertLine(tx, {
      projectId: actor.projectId,
      carbonCategory: line.carbonCategory,
      department: line.department,
      plannedKgCo2e: line.plannedKgCo2e,
      note: line.note,
      updatedBy: actor.userId,
    });
    afterCommit('carbon forecast history', () => refreshForecastHistory(services.db, actor.projectId));
  });
  return getCarbonBudget(services, actor);
}

/** Removes a cell's plan line: another project's line, or none, is NOT_FOUND. */
export async function deleteCarbonBudgetLine(services: Services, actor: Actor, input: { id: number }) {
  assertPlanner(actor);
  await withTransaction(services, async (tx, afterCommit) => {
    const row = await sql.deleteLine(tx, actor.projectId, input.id);
    if (!row) throw notFound();
    afterCommit('carbon forecast history', () => refreshForecastHistory(services.db, actor.projectId));
  });
  return getCarbonBudget(services, actor);
}

/** The forecast's history, one row per day, oldest first; at most CARBON_HISTORY_MAX_DAYS days. */
export async function getCarbonForecastHistory(
  services: Services,
  actor: Actor,
  input: { from?: string | null; to?: string | null },
) {
  await readableDepartments(services.db, actor);
  // A department reader sees only their cells: the project's totals are not theirs to read.
  if (!readsWholeCarbonBudget(actor)) throw forbidden();
  const isDay = (v: string | null | undefined) => !v || /^\d{4}-\d{2}-\d{2}$/.test(v);
  if (!isDay(input.from)) throw badInput('From', 'invalidDate');
  if (!isDay(input.to)) throw badInput('To', 'invalidDate');
  await withTransaction(services, (tx) => refreshForecastHistory(tx, actor.projectId));
  return sql.historyRows(services.db, actor.projectId, {
    from: input.from ?? null,
    to: input.to ?? null,
    limit: CARBON_HISTORY_MAX_DAYS,
  });
}

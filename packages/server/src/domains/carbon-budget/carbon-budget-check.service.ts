import { carbonCategoryName } from '@setledger/shared/green/green.constants';
import { Decimal } from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { AppError, badInput } from '../../core/errors';
import type { Services } from '../../core/services';
import type { Tx } from '../../db/client';
import { projects } from '../projects';
import { assertVisiblePos } from '../purchase-orders';
import * as sql from './carbon-budget.sql';

/** At most this many POs per check (a send of a batch). */
export const CARBON_CHECK_MAX_POS = 200;

/** The carbon some POs add to a cell of the carbon budget, with the cell's plan and whether it goes over. */
export interface CarbonPoImpact {
  carbonCategory: number;
  carbonCategoryName: string;
  department: number | null;
  departmentName: string | null;
  /** What the POs' lines add (their ledger entries). */
  kgCo2e: string;
  /** The cell's plan, null when the cell is not planned. */
  planned: string | null;
  /** Actual + committed before these POs. */
  engaged: string;
  after: string;
  /** Over the plan by this much, null when within it (or not planned). */
  overBy: string | null;
}

const cellKey = (category: number, department: number | null) => `${category}:${department ?? ''}`;

/**
 * What these POs add to the carbon budget, cell by cell (issue 16), read from their lines' ledger entries: each
 * goes to the cell the forecast puts it in (its department's line, else its category's line without
 * department). A cell over its plan has overBy set; planned-zero and unplanned cells are never over (as the
 * money check skips categories without budget).
 */
export async function carbonImpactOfPos(tx: Tx, actor: Actor, poIds: readonly number[]) {
  if (!actor.modules.has('useGreen') || poIds.length === 0) return [];
  const added = await sql.poCarbonByCell(tx, actor.projectId, poIds);
  if (added.length === 0) return [];
  const [cells, names] = await Promise.all([
    sql.forecastCells(tx, actor.projectId),
    sql.departmentNames(tx, actor.projectId),
  ]);
  const byKey = new Map(cells.map((c) => [cellKey(c.carbonCategory, c.department), c]));
  const planned = (category: number, department: number | null) => {
    const cell = byKey.get(cellKey(category, department));
    return cell?.lineId ? cell : undefined;
  };
  const sums = new Map<string, { category: number; department: number | null; kg: Decimal }>();
  for (const a of added) {
    const department =
      planned(a.carbonCategory, a.department) || !planned(a.carbonCategory, null) ? a.department : null;
    const key = cellKey(a.carbonCategory, department);
    const sum = sums.get(key) ?? { category: a.carbonCategory, department, kg: new Decimal(0) };
    sums.set(key, { ...sum, kg: sum.kg.plus(a.kgCo2e) });
  }
  const deptName = new Map(names.map((d) => [d.value, d.name]));
  return [...sums.values()]
    .filter((s) => !s.kg.isZero())
    .map((s): CarbonPoImpact => {
      const cell = byKey.get(cellKey(s.category, s.department));
      const engaged = new Decimal(cell?.actual ?? 0).plus(cell?.committed ?? 0);
      const after = engaged.plus(s.kg);
      const plan = cell?.lineId ? new Decimal(cell.planned) : null;
      const over = plan !== null && !plan.isZero() && after.gt(plan);
      return {
        carbonCategory: s.category,
        carbonCategoryName: carbonCategoryName(s.category) ?? String(s.category),
        department: s.department,
        departmentName: s.department === null ? null : (deptName.get(s.department) ?? null),
        kgCo2e: s.kg.toFixed(2),
        planned: plan?.toFixed(2) ?? null,
        engaged: engaged.toFixed(2),
        after: after.toFixed(2),
        overBy: over ? after.minus(plan!).toFixed(2) : null,
      };
    })
    .sort((a, b) => a.carbonCategory - b.carbonCategory || (a.department ?? -1) - (b.department ?? -1));
}

/** CheckPurchaseOrdersCarbon: the carbon of POs the caller may see (any other PO answers NOT_FOUND). */
export async function checkPurchaseOrdersCarbon(
  services: Services,
  actor: Actor,
  input: { poIds: readonly number[] },
) {
  if (input.poIds.length > CARBON_CHECK_MAX_POS) throw badInput('PurchaseOrderId', 'tooManyItems');
  await assertVisiblePos(services.db, actor, input.poIds);
  return carbonImpactOfPos(services.db, actor, input.poIds);
}

/**
 * When the project refuses POs over the carbon budget (refusePoOverCarbonBudget), the first cell over its plan
 * refuses the send: inside the send's transaction, so nothing of it is written.
 */
export async function assertWithinCarbonBudget(tx: Tx, actor: Actor, poIds: readonly number[]) {
  const [project] = await tx
    .select({ refuse: projects.refusePoOverCarbonBudget })
    .from(projects)
    .where(eq(projects.id, actor.projectId));
  if (!project?.refuse) return;
  const first = (await carbonImpactOfPos(tx, actor, poIds)).find((i) => i.overBy !== null);
  if (!first) return;
  throw new AppError('CONFLICT', 'overCarbonBudget', undefined, {
    category: first.carbonCategoryName,
    department: first.departmentName ?? (first.department === null ? '—' : String(first.department)),
    kg: first.kgCo2e,
    after: first.after,
    planned: first.planned ?? '0.00',
  });
}

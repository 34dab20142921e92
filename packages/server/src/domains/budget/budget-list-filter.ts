import { isIsoDate } from '@setledger/shared/validation/fields';
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Actor } from '../../core/actor';
import { badInput } from '../../core/errors';
import type { Services } from '../../core/services';
import { budgetDepartments, departmentsFor, ownDepartments } from './budget-access';

/** The Filter of the GetProjectUser* lists (001 §7.8): the advanced filter of 000 §3 and the list's extras. */
export interface BudgetListFilter {
  department?: number | null;
  category?: number | null;
  personId?: number | null;
  supplierId?: number | null;
  startDate?: string | null;
  endDate?: string | null;
  status?: number | null;
  reviewStatus?: readonly number[] | null;
  processed?: number | null;
  invoicedToProduction?: number | null;
  co2Type?: number | null;
  flagIds?: readonly number[] | null;
  recordLimit?: number | null;
  recordOffSet?: number | null;
  arrayType?: string | null;
  activateCrewAccessRestriction?: boolean | null;
  subjectId?: number | null;
  groupBySheets?: boolean | null;
}

/** A filter number: -2 (000 §5) or nothing means unset. */
export const given = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined && value !== -2;
/** A tri-state filter value: 1 yes, 0 no, -2 or nothing unset. */
export const yesNo = (value: number | null | undefined) => (given(value) ? value === 1 : undefined);

export function page(filter: BudgetListFilter) {
  const limit = given(filter.recordLimit) ? filter.recordLimit : 20;
  const offset = given(filter.recordOffSet) ? filter.recordOffSet : 0;
  if (limit < 1 || limit > 500) throw badInput('recordLimit', 'outOfRange');
  if (offset < 0) throw badInput('recordOffSet', 'outOfRange');
  return { limit, offset };
}

export function dates(filter: BudgetListFilter) {
  for (const field of ['startDate', 'endDate'] as const) {
    const value = filter[field];
    if (value && !isIsoDate(value.slice(0, 10))) throw badInput(field, 'invalidDate');
  }
  return { from: filter.startDate?.slice(0, 10) || null, to: filter.endDate?.slice(0, 10) || null };
}

/** The departments a list covers: the filter's, within what the caller may read (own crew when restricted). */
export async function listDepartments(services: Services, actor: Actor, filter: BudgetListFilter) {
  const allowed = filter.activateCrewAccessRestriction
    ? await ownDepartments(services.db, actor)
    : await budgetDepartments(services.db, actor);
  return departmentsFor(allowed, given(filter.department) ? filter.department : null);
}

export { inDepartments } from './budget-access';

/** The number of rows of a one-table list (the TotalRecords twins). */
export async function countRows(services: Services, table: PgTable, where: SQL | undefined) {
  const [row] = await services.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(table)
    .where(where);
  return row?.n ?? 0;
}

import { isIsoDate } from '@setledger/shared/validation/fields';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { badInput } from '../../core/errors';
import { inProject } from '../../core/scope';
import type { Services } from '../../core/services';
import { waitingForSql } from '../approvals';
import { departments } from '../departments';
import { users } from '../users';
import { TIMESHEET_APPROVAL } from './timesheet-approval';
import { projectSettings } from './timesheet-context';
import { seesAmountsOf, visibleWhere } from './timesheets.policy';
import { timesheets } from './timesheets.table';

export interface TimesheetListFilter {
  userId?: number | null;
  weekStart?: string | null;
  status?: readonly number[] | null;
  departmentNumber?: number | null;
  processed?: boolean | null;
  size?: number | null;
  offset?: number | null;
}

export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** The filter as SQL on timesheets (always within the caller's project). */
function filterWhere(actor: Actor, filter: TimesheetListFilter): SQL[] {
  const conditions: SQL[] = [inProject(timesheets, actor)];
  if (filter.userId) conditions.push(eq(timesheets.userId, filter.userId));
  if (filter.weekStart) {
    if (!isIsoDate(filter.weekStart)) throw badInput('WeekStart', 'invalidDate');
    conditions.push(eq(timesheets.weekStart, filter.weekStart));
  }
  if (filter.status?.length) conditions.push(inArray(timesheets.status, [...filter.status]));
  if (filter.departmentNumber !== null && filter.departmentNumber !== undefined)
    conditions.push(eq(timesheets.departmentNumber, filter.departmentNumber));
  if (filter.processed !== null && filter.processed !== undefined)
    conditions.push(eq(timesheets.processed, filter.processed));
  return conditions;
}

/**
 * A page of weeks with their person, department and counts, in one statement whatever the page size, plus the
 * count; amounts null where hideSalaryInfo hides them.
 */
async function listPage(services: Services, actor: Actor, where: SQL, filter: TimesheetListFilter) {
  const size = Math.min(Math.max(filter.size ?? PAGE_SIZE, 1), MAX_PAGE_SIZE);
  const offset = Math.max(filter.offset ?? 0, 0);
  const [rows, [count], settings] = await Promise.all([
    services.db
      .select({
        id: timesheets.id,
        userId: timesheets.userId,
        fullName: sql<string>`${users.firstName} || ' ' || ${users.name}`,
        departmentNumber: timesheets.departmentNumber,
        departmentName: departments.message,
        weekStart: timesheets.weekStart,
        status: timesheets.status,
        workedMinutes: timesheets.workedMinutes,
        amountTotal: timesheets.amountTotal,
        processed: timesheets.processed,
        submittedAt: timesheets.submittedAt,
        refusedDays: sql<number>`(select count(*) from timesheet_days d
          where d.timesheet_id = ${timesheets.id} and d.refused)`.mapWith(Number),
        outsideContract: sql<boolean>`exists (select 1 from timesheet_days d
          where d.timesheet_id = ${timesheets.id} and d.outside_contract)`,
      })
      .from(timesheets)
      .innerJoin(users, eq(users.id, timesheets.userId))
      .leftJoin(
        departments,
        and(
          eq(departments.projectId, timesheets.projectId),
          eq(departments.value, timesheets.departmentNumber),
        ),
      )
      .where(and(inProject(timesheets, actor), where))
      .orderBy(desc(timesheets.weekStart), users.name, users.firstName, desc(timesheets.id))
      .limit(size)
      .offset(offset),
    services.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(timesheets)
      .where(and(inProject(timesheets, actor), where)),
    projectSettings(services.db as never, actor),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      outsideContract: row.outsideContract === true || (row.outsideContract as unknown) === 't',
      amountTotal: seesAmountsOf(actor, settings.hideSalaryInfo, row.userId) ? row.amountTotal : null,
    })),
    totalRecords: count?.n ?? 0,
  };
}
export type TimesheetPage = Awaited<ReturnType<typeof listPage>>;
export type TimesheetListItem = TimesheetPage['items'][number];

/** MyTimesheets: the caller's own weeks, newest first. */
export function myTimesheets(
  services: Services,
  actor: Actor,
  page: { size?: number | null; offset?: number | null },
) {
  return listPage(
    services,
    actor,
    and(inProject(timesheets, actor), eq(timesheets.userId, actor.userId))!,
    page,
  );
}

/** GetTimesheetsToValidate: the weeks the caller may decide now (the approval engine's rule). */
export function getTimesheetsToValidate(services: Services, actor: Actor, filter: TimesheetListFilter) {
  return listPage(
    services,
    actor,
    and(...filterWhere(actor, filter), waitingForSql(TIMESHEET_APPROVAL, actor))!,
    filter,
  );
}

/** GetProjectTimesheets: every week of the project for accountants and production, filtered and paged. */
export function getProjectTimesheets(services: Services, actor: Actor, filter: TimesheetListFilter) {
  return listPage(services, actor, and(...filterWhere(actor, filter), visibleWhere(actor))!, filter);
}

import { and, asc, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../core/actor';
import { inLicense } from '../../core/scope';
import type { Tx } from '../../db/client';
import { departments, functions } from '../departments';
import { projects } from '../projects';
import { userProjects, users } from '../users';
import { timesheetDays, timesheetPayLines, timesheets } from './timesheets.table';

export interface TimesheetDaysFilter {
  userId?: number | null;
  departmentNumber?: number | null;
  status?: readonly number[] | null;
  processed?: boolean | null;
  weekStart?: string | null;
  startDate?: string | null;
  endDate?: string | null;
}

const membership = alias(userProjects, 'membership');
const ownFunction = alias(functions, 'own_function');

/** The week's department: the one it was sent under, else the person's current one. */
const departmentNumberOf = sql<
  number | null
>`coalesce(${timesheets.departmentNumber}, ${membership.departmentNumber})`;

/** The person, department and function names every timesheet export row carries. */
function withNames<T extends object>(columns: T) {
  return {
    ...columns,
    userId: timesheets.userId,
    name: users.name,
    firstName: users.firstName,
    reference: sql<string>`coalesce(${membership.reference}, '')`,
    departmentNumber: departmentNumberOf,
    departmentName: sql<string>`coalesce(${departments.message}, '')`,
    functionName: sql<string>`coalesce(${functions.message}, ${ownFunction.message}, '')`,
  };
}

/** Days of the project's timesheets with who worked them, in week, person and date order. */
export async function selectTimesheetDays(tx: Tx, policyWhere: SQL, filter: TimesheetDaysFilter) {
  return tx
    .select(
      withNames({
        timesheetId: timesheets.id,
        weekStart: timesheets.weekStart,
        status: timesheets.status,
        processed: timesheets.processed,
        date: timesheetDays.date,
        dayType: timesheetDays.dayType,
        startMinutes: timesheetDays.startMinutes,
        endMinutes: timesheetDays.endMinutes,
        lunchMinutes: timesheetDays.lunchMinutes,
        nightMinutes: timesheetDays.nightMinutes,
        travelMinutes: timesheetDays.travelMinutes,
        workedMinutes: timesheetDays.workedMinutes,
        amount: timesheetDays.amount,
      }),
    )
    .from(timesheetDays)
    .innerJoin(timesheets, eq(timesheets.id, timesheetDays.timesheetId))
    .innerJoin(users, eq(users.id, timesheets.userId))
    .leftJoin(
      membership,
      and(eq(membership.projectId, timesheets.projectId), eq(membership.userId, timesheets.userId)),
    )
    .leftJoin(
      departments,
      and(eq(departments.projectId, timesheets.projectId), eq(departments.value, departmentNumberOf)),
    )
    .leftJoin(functions, eq(functions.id, timesheets.functionId))
    .leftJoin(
      ownFunction,
      and(
        isNull(timesheets.functionId),
        eq(ownFunction.projectId, timesheets.projectId),
        eq(ownFunction.departmentNumber, membership.departmentNumber),
        eq(ownFunction.value, membership.functionNumber),
      ),
    )
    .where(
      and(
        policyWhere,
        eq(timesheets.projectId, timesheetDays.projectId),
        filter.userId == null ? undefined : eq(timesheets.userId, filter.userId),
        filter.departmentNumber == null ? undefined : eq(departmentNumberOf, filter.departmentNumber),
        filter.status?.length ? inArray(timesheets.status, [...filter.status]) : undefined,
        filter.processed == null ? undefined : eq(timesheets.processed, filter.processed),
        filter.weekStart ? eq(timesheets.weekStart, filter.weekStart) : undefined,
        filter.startDate ? gte(timesheetDays.date, filter.startDate) : undefined,
        filter.endDate ? lte(timesheetDays.date, filter.endDate) : undefined,
      ),
    )
    .orderBy(
      asc(timesheets.weekStart),
      asc(users.name),
      asc(users.firstName),
      asc(timesheets.userId),
      asc(timesheetDays.date),
    );
}

/** The pay lines of the project's weeks in `statuses` (one row per line, with its day and person). */
export async function selectPayLines(
  tx: Tx,
  policyWhere: SQL,
  filter: { statuses: readonly number[]; startDate?: string | null; endDate?: string | null },
) {
  return tx
    .select(
      withNames({
        date: timesheetDays.date,
        kind: timesheetPayLines.kind,
        band: timesheetPayLines.band,
        label: timesheetPayLines.label,
        payCode: timesheetPayLines.payCode,
        minutes: timesheetPayLines.minutes,
        amount: timesheetPayLines.amount,
      }),
    )
    .from(timesheetPayLines)
    .innerJoin(timesheetDays, eq(timesheetDays.id, timesheetPayLines.dayId))
    .innerJoin(timesheets, eq(timesheets.id, timesheetPayLines.timesheetId))
    .innerJoin(users, eq(users.id, timesheets.userId))
    .leftJoin(
      membership,
      and(eq(membership.projectId, timesheets.projectId), eq(membership.userId, timesheets.userId)),
    )
    .leftJoin(
      departments,
      and(eq(departments.projectId, timesheets.projectId), eq(departments.value, departmentNumberOf)),
    )
    .leftJoin(functions, eq(functions.id, timesheets.functionId))
    .leftJoin(
      ownFunction,
      and(
        isNull(timesheets.functionId),
        eq(ownFunction.projectId, timesheets.projectId),
        eq(ownFunction.departmentNumber, membership.departmentNumber),
        eq(ownFunction.value, membership.functionNumber),
      ),
    )
    .where(
      and(
        policyWhere,
        eq(timesheets.projectId, timesheetPayLines.projectId),
        inArray(timesheets.status, [...filter.statuses]),
        filter.startDate ? gte(timesheetDays.date, filter.startDate) : undefined,
        filter.endDate ? lte(timesheetDays.date, filter.endDate) : undefined,
      ),
    )
    .orderBy(
      asc(users.name),
      asc(users.firstName),
      asc(timesheets.userId),
      asc(timesheetDays.date),
      asc(timesheetPayLines.id),
    );
}

/** The project settings the exports read (who sees amounts, the payroll period). */
export async function selectExportSettings(tx: Tx, actor: Pick<Actor, 'projectId' | 'licenseId'>) {
  const [row] = await tx
    .select({
      hideSalaryInfo: projects.hideSalaryInfo,
      analyticPeriodType: projects.analyticPeriodType,
      payrollInterface: projects.payrollInterface,
    })
    .from(projects)
    .where(and(eq(projects.id, actor.projectId), inLicense(projects, actor)))
    .limit(1);
  return row ?? { hideSalaryInfo: false, analyticPeriodType: 0, payrollInterface: 0 };
}

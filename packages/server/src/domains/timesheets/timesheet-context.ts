import type { PayRules } from '@setledger/shared/timesheets/pay-rules.types';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { notFound } from '../../core/errors';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { functions } from '../departments';
import { projects } from '../projects';
import { contracts, userProjects, users, validations } from '../users';
import { payRulesOfProject } from './pay-rules.service';

/** The project settings a timesheet reads (001 §3.10). */
export async function projectSettings(tx: Tx, actor: Pick<Actor, 'projectId'>) {
  const [row] = await tx
    .select({
      allowOutside: projects.allowTimesheetOutsideContract,
      hideSalaryInfo: projects.hideSalaryInfo,
      precision: projects.contractHourlyRatePrecision,
    })
    .from(projects)
    .where(eq(projects.id, actor.projectId));
  return row ?? { allowOutside: false, hideSalaryInfo: false, precision: 2 };
}

/** The project's pay rules and week start (pay-rules.service: the defaults when never saved). */
export async function readPayRules(
  tx: Tx,
  actor: Pick<Actor, 'projectId'>,
): Promise<{ rules: PayRules; weekStartDay: number }> {
  const {
    weekStartDay,
    isDefault: _d,
    updatedAt: _u,
    ...rules
  } = await payRulesOfProject(tx, actor.projectId);
  return { rules, weekStartDay };
}

export interface Member {
  userProjectId: number;
  userId: number;
  fullName: string;
  departmentNumber: number | null;
  functionId: number | null;
}

/** A member of the caller's project with the function they hold; another project's person is NOT_FOUND. */
export async function memberOf(tx: Tx, actor: Actor, userId: number): Promise<Member> {
  const [row] = await tx
    .select({
      userProjectId: userProjects.id,
      userId: userProjects.userId,
      fullName: sql<string>`${users.firstName} || ' ' || ${users.name}`,
      departmentNumber: userProjects.departmentNumber,
      functionId: functions.id,
    })
    .from(userProjects)
    .innerJoin(users, eq(users.id, userProjects.userId))
    .leftJoin(
      functions,
      and(
        eq(functions.projectId, userProjects.projectId),
        eq(functions.departmentNumber, userProjects.departmentNumber),
        eq(functions.value, userProjects.functionNumber),
      ),
    )
    .where(and(inProject(userProjects, actor), eq(userProjects.userId, userId)));
  if (!row) throw notFound();
  return row;
}

/** The member's contracts, oldest first (the rate of a day is its covering contract's). */
export function contractsOf(tx: Tx, member: Member) {
  return tx
    .select({ startDate: contracts.startDate, endDate: contracts.endDate, dailyRate: contracts.dailyRate })
    .from(contracts)
    .where(eq(contracts.userProjectId, member.userProjectId))
    .orderBy(asc(contracts.startDate));
}
export type ContractRow = Awaited<ReturnType<typeof contractsOf>>[number];

export const coveringContract = (list: readonly ContractRow[], date: string) =>
  list.find((c) => c.startDate <= date && c.endDate >= date) ?? null;

/** The caller validates timesheets of the department at some level. */
export async function validatesTimesheetsIn(tx: Tx, actor: Actor, departmentNumber: number | null) {
  if (departmentNumber === null) return false;
  const [row] = await tx
    .select({ id: validations.id })
    .from(validations)
    .where(
      and(
        inProject(validations, actor),
        eq(validations.userId, actor.userId),
        eq(validations.departmentNumber, departmentNumber),
        sql`${validations.validationLevelTs} in (1, 2)`,
      ),
    );
  return row !== undefined;
}

/** YYYY-MM-DD plus n days. */
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The first day of the production's week (weekStartDay 0 Sunday … 6 Saturday) holding `date`. */
export function weekStartOf(date: string, weekStartDay: number): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day - weekStartDay + 7) % 7));
}

export const weekDates = (weekStart: string) => Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));

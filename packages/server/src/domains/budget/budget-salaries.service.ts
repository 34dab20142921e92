import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { notFound } from '../../core/errors';
import { inProject } from '../../core/scope';
import type { Services } from '../../core/services';
import { budgetCategories, departments, functions } from '../departments';
import { projects } from '../projects';
import { salaryLines, seesPayAmounts, timesheets } from '../timesheets';
import { userProjects, users } from '../users';
import {
  type BudgetListFilter,
  dates,
  given,
  inDepartments,
  listDepartments,
  page,
  yesNo,
} from './budget-list-filter';

/** A salary line of 001 §3.13, as GetProjectUserSalaries answers it. */
export interface SalaryLine {
  id: number;
  status: number;
  startDate: string;
  endDate: string;
  /** Whose line (not in 001 §3.13: the screens open a person's salaries with it). */
  userId: number;
  fullName: string;
  departmentName: string;
  functionName: string;
  /** Decimal hours (2 decimals) and the same as §5 'HH:MM'. */
  hours: string;
  hoursStr: string;
  /** null for whom hideSalaryInfo restricts. */
  salary: string | null;
  co2: string;
  category: number;
  categoryName: string;
  categoryCostCenter: string;
  timesheet: { id: number; processed: boolean; jsError: string; jsLog: string };
}

/**
 * Who does not see a salary line's amount (001 §3.10, §6 hideSalaryInfo), the one rule of the timesheets domain
 * (seesPayAmounts: the exports and the screens): a caller holding the hideSalaryInfo restriction, and, when the
 * production switches hideSalaryInfo on, everyone but its administrators and production; a person always sees their
 * own pay. The budget's figures per category stay (they are the budget's sums); the amounts of lines are hidden.
 */
export const hidesSalaryFrom = (actor: Actor, projectHides: boolean, userId: number): boolean =>
  userId !== actor.userId && !seesPayAmounts(actor, projectHides);

/** Minutes as §5 'HH:MM' (a day's line never reaches 100 hours; longer sums keep every hour digit). */
export const minutesToHoursStr = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The salary lines a filter matches: the caller's project, the departments they read, and the filter's category,
 * person, period (the line's day), timesheet status and processed flag; subjectId picks one timesheet. A person or
 * a timesheet of another project (or of a department the caller does not read) answers NOT_FOUND.
 */
async function salaryWhere(services: Services, actor: Actor, filter: BudgetListFilter): Promise<SQL> {
  const readable = await listDepartments(services, actor, filter);
  const { from, to } = dates(filter);
  if (given(filter.personId)) {
    const [member] = await services.db
      .select({ id: userProjects.id })
      .from(userProjects)
      .where(and(inProject(userProjects, actor), eq(userProjects.userId, filter.personId)));
    if (!member) throw notFound();
  }
  if (given(filter.subjectId)) {
    const [sheet] = await services.db
      .select({ id: timesheets.id })
      .from(timesheets)
      .where(
        and(
          inProject(timesheets, actor),
          eq(timesheets.id, filter.subjectId),
          inDepartments(timesheets.departmentNumber, readable),
        ),
      );
    if (!sheet) throw notFound();
  }
  const processed = yesNo(filter.processed);
  return and(
    inProject(salaryLines, actor),
    inDepartments(salaryLines.departmentNumber, readable),
    given(filter.category) ? eq(salaryLines.categoryId, filter.category) : undefined,
    given(filter.personId) ? eq(salaryLines.userId, filter.personId) : undefined,
    given(filter.subjectId) ? eq(salaryLines.timesheetId, filter.subjectId) : undefined,
    given(filter.status) ? eq(timesheets.status, filter.status) : undefined,
    processed === undefined ? undefined : eq(timesheets.processed, processed),
    from ? sql`${salaryLines.startDate} >= ${from}` : undefined,
    to ? sql`${salaryLines.startDate} <= ${to}` : undefined,
  )!;
}

/** The columns of a salary line with its names and its timesheet's flags (joined by salaryLinesFrom). */
const lineFields = (actor: Actor) => ({
  id: salaryLines.id,
  status: timesheets.status,
  startDate: salaryLines.startDate,
  endDate: salaryLines.endDate,
  userId: salaryLines.userId,
  fullName: sql<string>`${users.firstName} || ' ' || ${users.name}`.as('full_name'),
  departmentName: sql<string>`coalesce(${departments.message}, '')`.as('department_name'),
  functionName: sql<string>`coalesce(${functions.message}, '')`.as('function_name'),
  minutes: salaryLines.minutes,
  amount: salaryLines.amount,
  co2: salaryLines.kgCo2e,
  category: sql<number>`coalesce(${salaryLines.categoryId}, 0)`.as('category'),
  categoryName: sql<string>`coalesce(${budgetCategories.name}, '')`.as('category_name'),
  categoryCostCenter:
    sql<string>`coalesce(nullif(${salaryLines.costCenter}, ''), ${budgetCategories.costCenter}, '')`.as(
      'category_cost_center',
    ),
  timesheetId: sql<number>`${timesheets.id}`.as('timesheet_id'),
  processed: timesheets.processed,
  jsError: timesheets.jsError,
  jsLog: timesheets.jsLog,
  projectHides:
    sql<boolean>`(select ${projects.hideSalaryInfo} from ${projects} where ${projects.id} = ${actor.projectId})`.as(
      'project_hides',
    ),
});

type LineRow = {
  id: number;
  status: number;
  startDate: string;
  endDate: string;
  userId: number;
  fullName: string;
  departmentName: string;
  functionName: string;
  minutes: number;
  amount: string;
  co2: string;
  category: number;
  categoryName: string;
  categoryCostCenter: string;
  timesheetId: number;
  processed: boolean;
  jsError: string;
  jsLog: string;
  projectHides: boolean;
};

/** A line's department: the project's department of that number. */
const lineDepartment = and(
  eq(departments.projectId, salaryLines.projectId),
  eq(departments.value, salaryLines.departmentNumber),
);

const toSalaryLine = (actor: Actor, r: LineRow): SalaryLine => ({
  id: r.id,
  status: r.status,
  startDate: r.startDate,
  endDate: r.endDate,
  userId: r.userId,
  fullName: r.fullName,
  departmentName: r.departmentName,
  functionName: r.functionName,
  hours: (r.minutes / 60).toFixed(2),
  hoursStr: minutesToHoursStr(r.minutes),
  salary: hidesSalaryFrom(actor, r.projectHides, r.userId) ? null : r.amount,
  co2: r.co2,
  category: r.category,
  categoryName: r.categoryName,
  categoryCostCenter: r.categoryCostCenter,
  timesheet: { id: r.timesheetId, processed: r.processed, jsError: r.jsError, jsLog: r.jsLog },
});

/**
 * GetProjectUserSalaries(Filter): the salary lines of timesheets validated at the last level (a line exists only
 * then), newest day first, paged (recordLimit ≤ 500), in ONE statement whatever the page size: the person,
 * department, function and category names and the timesheet's flags come joined.
 */
export async function getProjectUserSalaries(
  services: Services,
  actor: Actor,
  filter: BudgetListFilter,
): Promise<SalaryLine[]> {
  const where = await salaryWhere(services, actor, filter);
  const { limit, offset } = page(filter);
  const rows = await services.db
    .select(lineFields(actor))
    .from(salaryLines)
    .innerJoin(timesheets, eq(timesheets.id, salaryLines.timesheetId))
    .innerJoin(users, eq(users.id, salaryLines.userId))
    .leftJoin(departments, lineDepartment)
    .leftJoin(functions, eq(functions.id, salaryLines.functionId))
    .leftJoin(budgetCategories, eq(budgetCategories.id, salaryLines.categoryId))
    .where(where)
    .orderBy(desc(salaryLines.startDate), desc(salaryLines.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => toSalaryLine(actor, r));
}

/**
 * The salary lines of one department's categories for the budget detail (ContentType 3): at most `perCategory`
 * per category (newest first) with each category's count, in one statement.
 */
export async function salaryLinesByCategory(
  services: Services,
  actor: Actor,
  input: { departments: 'all' | readonly number[]; categoryId: number | null; perCategory: number },
): Promise<{ lines: SalaryLine[]; counts: Map<number, number> }> {
  const ranked = services.db
    .select({
      ...lineFields(actor),
      rank: sql<number>`row_number() over (partition by ${salaryLines.categoryId}
        order by ${salaryLines.startDate} desc, ${salaryLines.id} desc)`.as('rank'),
      count: sql<number>`count(*) over (partition by ${salaryLines.categoryId})`.as('count'),
    })
    .from(salaryLines)
    .innerJoin(timesheets, eq(timesheets.id, salaryLines.timesheetId))
    .innerJoin(users, eq(users.id, salaryLines.userId))
    .leftJoin(departments, lineDepartment)
    .leftJoin(functions, eq(functions.id, salaryLines.functionId))
    .leftJoin(budgetCategories, eq(budgetCategories.id, salaryLines.categoryId))
    .where(
      and(
        inProject(salaryLines, actor),
        inDepartments(
          salaryLines.departmentNumber,
          input.departments === 'all' ? 'all' : [...input.departments],
        ),
        input.categoryId ? eq(salaryLines.categoryId, input.categoryId) : undefined,
      ),
    )
    .as('ranked');
  const rows = await services.db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${input.perCategory}`)
    .orderBy(desc(ranked.startDate), desc(ranked.id));
  const counts = new Map<number, number>();
  for (const r of rows) counts.set(Number(r.category), Number(r.count));
  return { lines: rows.map((r) => toSalaryLine(actor, r)), counts };
}

/** GetProjectUserSalariesTotalRecords(Filter): how many lines the filter matches (one statement). */
export async function getProjectUserSalariesTotalRecords(
  services: Services,
  actor: Actor,
  filter: BudgetListFilter,
): Promise<number> {
  const where = await salaryWhere(services, actor, filter);
  const [row] = await services.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(salaryLines)
    .innerJoin(timesheets, eq(timesheets.id, salaryLines.timesheetId))
    .where(where);
  return row?.n ?? 0;
}

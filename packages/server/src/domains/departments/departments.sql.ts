import { and, asc, eq, inArray, max, type SQL, sql } from 'drizzle-orm';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { userProjects, users } from '../users/users.table';
import { categoryVisibleWhere, functionVisibleWhere, visibleWhere } from './departments.policy';
import { budgetCategories, departments, functions } from './departments.table';

export type DepartmentRow = typeof departments.$inferSelect;
export type FunctionRow = typeof functions.$inferSelect;
export type CategoryRow = typeof budgetCategories.$inferSelect;

export interface DepartmentFilter {
  forExpense?: boolean | null;
  forSalary?: boolean | null;
  forTimesheet?: boolean | null;
  hasFunction?: boolean | null;
}

export function listDepartments(tx: Tx, projectId: number, filter: DepartmentFilter = {}) {
  const conditions: SQL[] = [visibleWhere({ projectId })];
  if (filter.forExpense != null) conditions.push(eq(departments.forExpense, filter.forExpense));
  if (filter.forSalary != null) conditions.push(eq(departments.forSalary, filter.forSalary));
  if (filter.forTimesheet != null) conditions.push(eq(departments.forTimesheet, filter.forTimesheet));
  if (filter.hasFunction != null) {
    const exists = sql`exists (select 1 from ${functions} where ${functions.projectId} = ${departments.projectId}
      and ${functions.departmentNumber} = ${departments.value})`;
    conditions.push(filter.hasFunction ? exists : sql`not ${exists}`);
  }
  return tx
    .select()
    .from(departments)
    .where(and(...conditions))
    .orderBy(asc(departments.value));
}

export async function findDepartmentById(tx: Tx, projectId: number, id: number) {
  const [row] = await tx
    .select()
    .from(departments)
    .where(and(visibleWhere({ projectId }), eq(departments.id, id)));
  return row;
}

export async function findDepartmentByNumber(tx: Tx, projectId: number, value: number) {
  const [row] = await tx
    .select()
    .from(departments)
    .where(and(visibleWhere({ projectId }), eq(departments.value, value)));
  return row;
}

export async function nextDepartmentNumber(tx: Tx, projectId: number): Promise<number> {
  const [row] = await tx
    .select({ n: max(departments.value) })
    .from(departments)
    .where(visibleWhere({ projectId }));
  return (row?.n ?? 0) + 1;
}

export async function insertDepartment(tx: Tx, values: typeof departments.$inferInsert) {
  const [row] = await tx.insert(departments).values(values).returning();
  return row!;
}

export async function updateDepartment(
  tx: Tx,
  projectId: number,
  id: number,
  values: Partial<typeof departments.$inferInsert>,
) {
  const [row] = await tx
    .update(departments)
    .set({ ...values, updatedAt: new Date() })
    .where(and(visibleWhere({ projectId }), eq(departments.id, id)))
    .returning();
  return row;
}

export function deleteDepartment(tx: Tx, projectId: number, id: number) {
  return tx.delete(departments).where(and(visibleWhere({ projectId }), eq(departments.id, id)));
}

export function listFunctions(tx: Tx, projectId: number, departmentNumbers?: readonly number[]) {
  const conditions: SQL[] = [functionVisibleWhere({ projectId })];
  if (departmentNumbers) conditions.push(inArray(functions.departmentNumber, [...departmentNumbers]));
  return tx
    .select()
    .from(functions)
    .where(and(...conditions))
    .orderBy(asc(functions.departmentNumber), asc(functions.value));
}

export async function findFunctionById(tx: Tx, projectId: number, id: number) {
  const [row] = await tx
    .select()
    .from(functions)
    .where(and(functionVisibleWhere({ projectId }), eq(functions.id, id)));
  return row;
}

export async function nextFunctionNumber(tx: Tx, projectId: number, departmentNumber: number) {
  const [row] = await tx
    .select({ n: max(functions.value) })
    .from(functions)
    .where(and(functionVisibleWhere({ projectId }), eq(functions.departmentNumber, departmentNumber)));
  return (row?.n ?? 0) + 1;
}

export async function insertFunction(tx: Tx, values: typeof functions.$inferInsert) {
  const [row] = await tx.insert(functions).values(values).returning();
  return row!;
}

export async function updateFunction(
  tx: Tx,
  projectId: number,
  id: number,
  values: Partial<typeof functions.$inferInsert>,
) {
  const [row] = await tx
    .update(functions)
    .set({ ...values, updatedAt: new Date() })
    .where(and(functionVisibleWhere({ projectId }), eq(functions.id, id)))
    .returning();
  return row;
}

export function deleteFunctions(
  tx: Tx,
  projectId: number,
  where: { id?: number; departmentNumber?: number },
) {
  const conditions: SQL[] = [functionVisibleWhere({ projectId })];
  if (where.id !== undefined) conditions.push(eq(functions.id, where.id));
  if (where.departmentNumber !== undefined)
    conditions.push(eq(functions.departmentNumber, where.departmentNumber));
  return tx
    .delete(functions)
    .where(and(...conditions))
    .returning({ id: functions.id, categoryId: functions.categoryId, linked: functions.categoryLinkedToFun });
}

/** Members of the project per function (department number, function value), for GetDepartmentsAndFunctions. */
export function listFunctionMembers(tx: Tx, projectId: number) {
  return tx
    .select({
      id: users.id,
      name: users.name,
      firstName: users.firstName,
      email: users.email,
      userProjectID: userProjects.id,
      departmentNumber: userProjects.departmentNumber,
      functionNumber: userProjects.functionNumber,
    })
    .from(userProjects)
    .innerJoin(users, eq(users.id, userProjects.userId))
    .where(inProject(userProjects, { projectId }))
    .orderBy(asc(users.name), asc(users.firstName));
}

export function listCategories(tx: Tx, projectId: number) {
  return tx
    .select()
    .from(budgetCategories)
    .where(categoryVisibleWhere({ projectId }))
    .orderBy(sql`lower(${budgetCategories.name})`, asc(budgetCategories.id));
}

export async function findCategory(tx: Tx, projectId: number, id: number) {
  const [row] = await tx
    .select()
    .from(budgetCategories)
    .where(and(categoryVisibleWhere({ projectId }), eq(budgetCategories.id, id)));
  return row;
}

export async function insertCategory(tx: Tx, values: typeof budgetCategories.$inferInsert) {
  const [row] = await tx.insert(budgetCategories).values(values).returning();
  return row!;
}

export async function updateCategory(
  tx: Tx,
  projectId: number,
  id: number,
  values: Partial<typeof budgetCategories.$inferInsert>,
) {
  const [row] = await tx
    .update(budgetCategories)
    .set(values)
    .where(and(categoryVisibleWhere({ projectId }), eq(budgetCategories.id, id)))
    .returning();
  return row;
}

export function deleteCategories(tx: Tx, projectId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve();
  return tx
    .delete(budgetCategories)
    .where(and(categoryVisibleWhere({ projectId }), inArray(budgetCategories.id, [...ids])));
}

/** Removes the category from every department and function it was linked to (before the category goes). */
export async function unlinkCategory(tx: Tx, projectId: number, categoryId: number) {
  await tx
    .update(departments)
    .set({ categoryId: null, categoryLinkedToDep: false })
    .where(and(visibleWhere({ projectId }), eq(departments.categoryId, categoryId)));
  await tx
    .update(functions)
    .set({ categoryId: null, categoryLinkedToFun: false })
    .where(and(functionVisibleWhere({ projectId }), eq(functions.categoryId, categoryId)));
}

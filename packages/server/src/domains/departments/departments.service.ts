import {
  type CategoryInput,
  categorySchema,
  departmentUpdateSchema,
  functionOrderSchema,
  functionUpdateSchema,
} from '@setledger/shared/departments/departments.schemas';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { badInput, conflict, notFound } from '../../core/errors';
import { parseInput } from '../../core/input';
import type { Services } from '../../core/services';
import type { Tx } from '../../db/client';
import { visibleWhere as preferencesOf } from '../preferences/preferences.policy';
import { type FunctionOrderEntry, userPreferences } from '../preferences/preferences.table';
import { findUsage, type UsageTarget } from './department-usage';
import { functionVisibleWhere, visibleWhere } from './departments.policy';
import * as sqlq from './departments.sql';
import { departments, functions } from './departments.table';

/** A project argument is optional; when given it must be the caller's project (tokens are per project). */
function projectOf(actor: Actor, projectId: number | null | undefined): number {
  if (projectId && projectId !== actor.projectId) throw notFound();
  return actor.projectId;
}

async function refuseWhenUsed(tx: Tx, target: UsageTarget) {
  const reason = await findUsage(tx, target);
  if (reason) throw conflict(reason);
}

async function requireCategory(tx: Tx, projectId: number, categoryId: number | null) {
  if (categoryId !== null && !(await sqlq.findCategory(tx, projectId, categoryId)))
    throw badInput('CategoryId', 'invalidId');
}

/** Deletes linked categories after checking nothing else (expenses, POs) still uses them. */
async function deleteLinkedCategories(tx: Tx, projectId: number, categoryIds: readonly number[]) {
  const unique = [...new Set(categoryIds)];
  for (const categoryId of unique) {
    await refuseWhenUsed(tx, { kind: 'category', projectId, categoryId });
    await sqlq.unlinkCategory(tx, projectId, categoryId);
  }
  await sqlq.deleteCategories(tx, projectId, unique);
}

// ----- departments

export function getDepartments(
  services: Services,
  actor: Actor,
  input: { projectId?: number | null } & sqlq.DepartmentFilter,
) {
  const projectId = projectOf(actor, input.projectId);
  return sqlq.listDepartments(services.db, projectId, input);
}

export async function getDepartment(services: Services, actor: Actor, input: { number: number }) {
  const row = await sqlq.findDepartmentByNumber(services.db, actor.projectId, input.number);
  if (!row) throw notFound();
  return row;
}

export interface FunctionMember {
  id: number;
  name: string;
  firstName: string;
  email: string;
  userProjectID: number;
}
export type FunctionWithUsers = sqlq.FunctionRow & { users: FunctionMember[] };
export type DepartmentWithFunctions = sqlq.DepartmentRow & { functions: FunctionWithUsers[] };

/** Every department with its functions and each function's members, in three queries. */
export async function getDepartmentsAndFunctions(
  services: Services,
  actor: Actor,
): Promise<DepartmentWithFunctions[]> {
  const [deps, funcs, members] = await Promise.all([
    sqlq.listDepartments(services.db, actor.projectId),
    sqlq.listFunctions(services.db, actor.projectId),
    sqlq.listFunctionMembers(services.db, actor.projectId),
  ]);
  const membersByFunction = new Map<string, FunctionMember[]>();
  for (const { departmentNumber, functionNumber, ...member } of members) {
    if (departmentNumber === null || functionNumber === null) continue;
    const key = `${departmentNumber}:${functionNumber}`;
    const list = membersByFunction.get(key) ?? [];
    list.push(member);
    membersByFunction.set(key, list);
  }
  const functionsByDepartment = new Map<number, FunctionWithUsers[]>();
  for (const fn of funcs) {
    const list = functionsByDepartment.get(fn.departmentNumber) ?? [];
    list.push({ ...fn, users: membersByFunction.get(`${fn.departmentNumber}:${fn.value}`) ?? [] });
    functionsByDepartment.set(fn.departmentNumber, list);
  }
  return deps.map((dep) => ({ ...dep, functions: functionsByDepartment.get(dep.value) ?? [] }));
}

/**
 * NewDepartment(ProjectId): the next number, named "Department N" (000 §7). AddDepartment gives the values typed in
 * the form (DepartmentName…), created in one go, so the screen creates nothing before Save (issue 12 item 17).
 */
export function newDepartment(
  services: Services,
  actor: Actor,
  input: { projectId?: number | null; values?: Record<string, unknown> },
) {
  const projectId = projectOf(actor, input.projectId);
  const typed = input.values ? parseInput(departmentUpdateSchema, input.values) : null;
  return services.db.transaction(async (tx) => {
    const value = await sqlq.nextDepartmentNumber(tx, projectId);
    if (!typed) return sqlq.insertDepartment(tx, { projectId, value, message: `Department ${value}` });
    await requireCategory(tx, projectId, typed.CategoryId);
    return sqlq.insertDepartment(tx, {
      projectId,
      value,
      message: typed.DepartmentName,
      costCenter: typed.NewCostCenter ?? '',
      prefix: typed.Prefix ?? '',
      categoryId: typed.CategoryId,
    });
  });
}

export function updDepartment(
  services: Services,
  actor: Actor,
  input: { departmentId: number; values: unknown },
) {
  const values = parseInput(departmentUpdateSchema, input.values);
  return services.db.transaction(async (tx) => {
    const current = await sqlq.findDepartmentById(tx, actor.projectId, input.departmentId);
    if (!current) throw notFound();
    await requireCategory(tx, actor.projectId, values.CategoryId);
    const sameCategory = values.CategoryId === current.categoryId;
    return (await sqlq.updateDepartment(tx, actor.projectId, current.id, {
      message: values.DepartmentName,
      ...(values.NewCostCenter !== undefined ? { costCenter: values.NewCostCenter } : {}),
      ...(values.Prefix !== undefined ? { prefix: values.Prefix } : {}),
      categoryId: values.CategoryId,
      // A category picked here is a shared reference; the link (deleted with the department) is kept only
      // when the category does not change.
      categoryLinkedToDep: sameCategory ? current.categoryLinkedToDep : false,
    }))!;
  });
}

export async function updDepartmentFlags(
  services: Services,
  actor: Actor,
  input: {
    departmentId: number;
    forSalary?: boolean | null;
    forExpense?: boolean | null;
    forTimesheet?: boolean | null;
  },
) {
  const row = await sqlq.updateDepartment(services.db, actor.projectId, input.departmentId, {
    ...(input.forSalary != null ? { forSalary: input.forSalary } : {}),
    ...(input.forExpense != null ? { forExpense: input.forExpense } : {}),
    ...(input.forTimesheet != null ? { forTimesheet: input.forTimesheet } : {}),
  });
  if (!row) throw notFound();
  return row;
}

/**
 * Deletes a department and its functions. Refused (CONFLICT with the reason) while members, expenses or
 * purchase orders use it. With DeleteCategory, the categories linked to the department and its functions go too.
 */
export function delDepartment(
  services: Services,
  actor: Actor,
  input: { departmentId: number; deleteCategory: boolean },
) {
  return services.db.transaction(async (tx) => {
    const dep = await sqlq.findDepartmentById(tx, actor.projectId, input.departmentId);
    if (!dep) throw notFound();
    await refuseWhenUsed(tx, { kind: 'department', projectId: actor.projectId, departmentNumber: dep.value });
    const removed = await sqlq.deleteFunctions(tx, actor.projectId, { departmentNumber: dep.value });
    await sqlq.deleteDepartment(tx, actor.projectId, dep.id);
    if (input.deleteCategory) {
      const linked = [
        ...(dep.categoryId !== null && dep.categoryLinkedToDep ? [dep.categoryId] : []),
        ...removed.filter((f) => f.linked && f.categoryId !== null).map((f) => f.categoryId!),
      ];
      await deleteLinkedCategories(tx, actor.projectId, linked);
    }
    return dep.id;
  });
}

// ----- functions

export async function getFunctions(
  services: Services,
  actor: Actor,
  input: { departmentNumber: number; projectId?: number | null },
) {
  const projectId = projectOf(actor, input.projectId);
  return sqlq.listFunctions(services.db, projectId, [input.departmentNumber]);
}

/** NewFunction(DepartmentNumber, ProjectId), and AddFunction with the values typed (issue 12 item 17). */
export function newFunction(
  services: Services,
  actor: Actor,
  input: { departmentNumber: number; projectId?: number | null; values?: Record<string, unknown> },
) {
  const projectId = projectOf(actor, input.projectId);
  const typed = input.values ? parseInput(functionUpdateSchema, input.values) : null;
  return services.db.transaction(async (tx) => {
    const dep = await sqlq.findDepartmentByNumber(tx, projectId, input.departmentNumber);
    if (!dep) throw notFound();
    const value = await sqlq.nextFunctionNumber(tx, projectId, dep.value);
    if (typed) await requireCategory(tx, projectId, typed.CategoryId);
    return sqlq.insertFunction(tx, {
      projectId,
      departmentNumber: dep.value,
      value,
      message: typed?.FunctionName ?? `Function ${value}`,
      prefix: typed?.Prefix ?? dep.prefix,
      costCenter: typed?.NewCostCenter ?? dep.costCenter,
      shortCode: typed?.ShortCode ?? '',
      categoryId: typed?.CategoryId ?? null,
    });
  });
}

export function updFunction(
  services: Services,
  actor: Actor,
  input: { functionId: number; values: unknown },
) {
  const values = parseInput(functionUpdateSchema, input.values);
  return services.db.transaction(async (tx) => {
    const current = await sqlq.findFunctionById(tx, actor.projectId, input.functionId);
    if (!current) throw notFound();
    await requireCategory(tx, actor.projectId, values.CategoryId);
    const sameCategory = values.CategoryId === current.categoryId;
    return (await sqlq.updateFunction(tx, actor.projectId, current.id, {
      message: values.FunctionName,
      ...(values.NewCostCenter !== undefined ? { costCenter: values.NewCostCenter } : {}),
      ...(values.ShortCode !== undefined ? { shortCode: values.ShortCode } : {}),
      ...(values.Prefix !== undefined ? { prefix: values.Prefix } : {}),
      categoryId: values.CategoryId,
      categoryLinkedToFun: sameCategory ? current.categoryLinkedToFun : false,
    }))!;
  });
}

export function delFunction(
  services: Services,
  actor: Actor,
  input: { functionId: number; deleteCategory: boolean },
) {
  return services.db.transaction(async (tx) => {
    const fn = await sqlq.findFunctionById(tx, actor.projectId, input.functionId);
    if (!fn) throw notFound();
    await refuseWhenUsed(tx, {
      kind: 'function',
      projectId: actor.projectId,
      departmentNumber: fn.departmentNumber,
      value: fn.value,
    });
    await sqlq.deleteFunctions(tx, actor.projectId, { id: fn.id });
    if (input.deleteCategory && fn.categoryId !== null && fn.categoryLinkedToFun)
      await deleteLinkedCategories(tx, actor.projectId, [fn.categoryId]);
    return fn.id;
  });
}

// ----- budget categories

export interface CategoryWithLinks extends sqlq.CategoryRow {
  /** Department numbers and function ids the category is linked to (categoryLinkedToDep / ToFun). */
  linkedDepartmentNumber: number | null;
  linkedFunctionId: number | null;
}

export async function getCategories(services: Services, actor: Actor): Promise<CategoryWithLinks[]> {
  const [categories, deps, funcs] = await Promise.all([
    sqlq.listCategories(services.db, actor.projectId),
    sqlq.listDepartments(services.db, actor.projectId),
    sqlq.listFunctions(services.db, actor.projectId),
  ]);
  const depLink = new Map(deps.filter((d) => d.categoryLinkedToDep).map((d) => [d.categoryId, d.value]));
  const funLink = new Map(funcs.filter((f) => f.categoryLinkedToFun).map((f) => [f.categoryId, f.id]));
  return categories.map((c) => ({
    ...c,
    linkedDepartmentNumber: depLink.get(c.id) ?? null,
    linkedFunctionId: funLink.get(c.id) ?? null,
  }));
}

/** Links the category to one department or function (clearing its previous link) in the same transaction. */
async function linkCategory(tx: Tx, projectId: number, categoryId: number, input: CategoryInput) {
  await tx
    .update(departments)
    .set({ categoryLinkedToDep: false })
    .where(and(visibleWhere({ projectId }), eq(departments.categoryId, categoryId)));
  await tx
    .update(functions)
    .set({ categoryLinkedToFun: false })
    .where(and(functionVisibleWhere({ projectId }), eq(functions.categoryId, categoryId)));
  if (input.departmentNumber) {
    const dep = await sqlq.findDepartmentByNumber(tx, projectId, input.departmentNumber);
    if (!dep) throw badInput('departmentNumber', 'invalidId');
    await sqlq.updateDepartment(tx, projectId, dep.id, { categoryId, categoryLinkedToDep: true });
  }
  if (input.functionId) {
    const fn = await sqlq.findFunctionById(tx, projectId, input.functionId);
    if (!fn) throw badInput('functionId', 'invalidId');
    await sqlq.updateFunction(tx, projectId, fn.id, { categoryId, categoryLinkedToFun: true });
  }
}

export function addUpdCategory(
  services: Services,
  actor: Actor,
  input: { categoryId?: number | null; category: unknown },
) {
  const values = parseInput(categorySchema, input.category);
  return services.db.transaction(async (tx) => {
    let id: number;
    if (input.categoryId) {
      const row = await sqlq.updateCategory(tx, actor.projectId, input.categoryId, {
        name: values.name,
        costCenter: values.costCenter,
      });
      if (!row) throw notFound();
      id = row.id;
    } else {
      id = (
        await sqlq.insertCategory(tx, {
          projectId: actor.projectId,
          name: values.name,
          costCenter: values.costCenter,
        })
      ).id;
    }
    await linkCategory(tx, actor.projectId, id, values);
    return id;
  });
}

/** Deletes a category: refused while expenses or POs use it; departments and functions lose the link. */
export function delCategory(services: Services, actor: Actor, input: { categoryId: number }) {
  return services.db.transaction(async (tx) => {
    const row = await sqlq.findCategory(tx, actor.projectId, input.categoryId);
    if (!row) throw notFound();
    await deleteLinkedCategories(tx, actor.projectId, [row.id]);
    return row.id;
  });
}

// ----- saved function order (001 §3.15)

export async function getFunctionOrder(services: Services, actor: Actor): Promise<FunctionOrderEntry[]> {
  const [row] = await services.db
    .select({ functionOrder: userPreferences.functionOrder })
    .from(userPreferences)
    .where(preferencesOf(actor));
  return row?.functionOrder ?? [];
}

/** Replaces the caller's order of one department's functions; every value must be a function of it. */
export function saveFunctionOrder(services: Services, actor: Actor, input: unknown) {
  const { DepartmentNumber, Values } = parseInput(functionOrderSchema, input);
  return services.db.transaction(async (tx) => {
    const known = new Set(
      (await sqlq.listFunctions(tx, actor.projectId, [DepartmentNumber])).map((f) => f.value),
    );
    if (known.size === 0 && !(await sqlq.findDepartmentByNumber(tx, actor.projectId, DepartmentNumber)))
      throw notFound();
    if (Values.some((value) => !known.has(value))) throw badInput('Values', 'invalidId');
    const [current] = await tx
      .select({ functionOrder: userPreferences.functionOrder })
      .from(userPreferences)
      .where(preferencesOf(actor));
    const order: FunctionOrderEntry[] = [
      ...(current?.functionOrder ?? []).filter((entry) => entry.departmentNumber !== DepartmentNumber),
      ...Values.map((value) => ({ departmentNumber: DepartmentNumber, value })),
    ];
    await tx
      .insert(userPreferences)
      .values({ userProjectId: actor.userProjectId, functionOrder: order })
      .onConflictDoUpdate({
        target: userPreferences.userProjectId,
        set: { functionOrder: order, updatedAt: new Date() },
      });
    return order;
  });
}

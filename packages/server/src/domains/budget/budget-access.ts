import { type AnyColumn, and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { notFound } from '../../core/errors';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { userProjects, validations } from '../users';

/** Who reads the whole budget: administrators, production and canViewGlobalBudget (001 §2.3, §6). */
export const readsGlobalBudget = (actor: Actor): boolean =>
  actor.isAdmin || actor.isProd || actor.rights.has('canViewGlobalBudget');

/**
 * The departments whose budget the caller reads: all of them, or with canViewDepartmentBudget their own
 * department (the one of their membership, and those where they validate).
 */
export async function budgetDepartments(tx: Tx, actor: Actor): Promise<'all' | number[]> {
  if (readsGlobalBudget(actor)) return 'all';
  if (!actor.rights.has('canViewDepartmentBudget')) return [];
  return ownDepartments(tx, actor);
}

/** The caller's own departments: the one of their membership and those where they validate. */
export async function ownDepartments(tx: Tx, actor: Actor): Promise<number[]> {
  const [membership, validated] = await Promise.all([
    tx
      .select({ d: userProjects.departmentNumber })
      .from(userProjects)
      .where(eq(userProjects.id, actor.userProjectId)),
    tx
      .select({ d: validations.departmentNumber })
      .from(validations)
      .where(and(inProject(validations, actor), eq(validations.userId, actor.userId))),
  ]);
  const own = new Set<number>();
  for (const r of [...membership, ...validated]) if (r.d !== null) own.add(r.d);
  return [...own].sort((a, b) => a - b);
}

/** The departments a budget read covers: the one asked for (NOT_FOUND when the caller may not read it), else all allowed. */
export function departmentsFor(
  allowed: 'all' | number[],
  asked: number | null | undefined,
): 'all' | number[] {
  if (asked === null || asked === undefined || asked === -2) return allowed;
  if (allowed !== 'all' && !allowed.includes(asked)) throw notFound();
  return [asked];
}

/** The WHERE condition of a department column for the departments a read covers ('all': none needed). */
export const inDepartments = (column: SQL | AnyColumn, departments: 'all' | number[]) =>
  departments === 'all' ? undefined : departments.length ? inArray(sql`${column}`, departments) : sql`false`;

/**
 * The departments of a budget read, from the caller's rights: the one asked for (NOT_FOUND when the caller may
 * not read it), else every department they may read.
 */
export async function readableDepartments(
  tx: Tx,
  actor: Actor,
  asked?: number | null,
): Promise<'all' | number[]> {
  return departmentsFor(await budgetDepartments(tx, actor), asked);
}

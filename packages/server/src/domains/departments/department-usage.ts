import { and, count, eq } from 'drizzle-orm';
import type { ErrorText } from '../../core/errors';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { userProjects } from '../users/users.table';

/** What a delete would remove: a department, a function of a department, or a budget category. */
export type UsageTarget =
  | { kind: 'department'; projectId: number; departmentNumber: number }
  | { kind: 'function'; projectId: number; departmentNumber: number; value: number }
  | { kind: 'category'; projectId: number; categoryId: number };

type UsageCheck = (tx: Tx, target: UsageTarget) => Promise<boolean>;
interface Usage {
  /** The CONFLICT text given when the check finds a use. */
  reason: ErrorText;
  check: UsageCheck;
}

/**
 * Who still uses a department, function or category. Each domain that points at them (users now, expenses
 * and purchase orders later) registers a check; a delete runs them all and refuses with the first reason.
 */
const usages = new Map<string, Usage>();

/** Registers a usage check under a unique name; returns a function that removes it. */
export function registerDepartmentUsage(name: string, reason: ErrorText, check: UsageCheck): () => void {
  usages.set(name, { reason, check });
  return () => {
    usages.delete(name);
  };
}

/** The reason the target cannot be deleted, or null when nothing uses it. */
export async function findUsage(tx: Tx, target: UsageTarget): Promise<ErrorText | null> {
  for (const usage of usages.values()) {
    if (await usage.check(tx, target)) return usage.reason;
  }
  return null;
}

// Members of the project still assigned to the department or function.
registerDepartmentUsage('users', 'inUseByUsers', async (tx, target) => {
  if (target.kind === 'category') return false;
  const conditions = [
    inProject(userProjects, target),
    eq(userProjects.departmentNumber, target.departmentNumber),
  ];
  if (target.kind === 'function') conditions.push(eq(userProjects.functionNumber, target.value));
  const [row] = await tx
    .select({ n: count() })
    .from(userProjects)
    .where(and(...conditions));
  return (row?.n ?? 0) > 0;
});

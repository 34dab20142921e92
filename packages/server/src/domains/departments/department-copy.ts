import type { DomainEventMap } from '../../core/events';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { budgetCategories, departments, functions } from './departments.table';

/**
 * Copies a project's budget categories (first: their new ids replace the old ones on departments, functions and
 * flag items), departments and functions into a new project: a subscriber of 'project.copying'.
 */
export async function copyDepartmentsOfProject(
  tx: Tx,
  { fromId, toId, parts, categoryIds }: DomainEventMap['project.copying'],
) {
  if (parts.has('categories')) {
    const rows = await tx
      .select()
      .from(budgetCategories)
      .where(inProject(budgetCategories, { projectId: fromId }));
    if (rows.length > 0) {
      const inserted = await tx
        .insert(budgetCategories)
        .values(rows.map(({ id: _id, createdAt: _c, ...row }) => ({ ...row, projectId: toId })))
        .returning({ id: budgetCategories.id });
      for (const [index, row] of rows.entries()) categoryIds.set(row.id, inserted[index]!.id);
    }
  }
  const category = (id: number | null) => (id === null ? null : (categoryIds.get(id) ?? null));

  if (parts.has('departments')) {
    const deps = await tx
      .select()
      .from(departments)
      .where(inProject(departments, { projectId: fromId }));
    if (deps.length > 0)
      await tx.insert(departments).values(
        deps.map(({ id: _id, createdAt: _c, updatedAt: _u, ...row }) => ({
          ...row,
          projectId: toId,
          categoryId: category(row.categoryId),
          categoryLinkedToDep: row.categoryLinkedToDep && categoryIds.has(row.categoryId ?? -1),
        })),
      );
    const funcs = await tx
      .select()
      .from(functions)
      .where(inProject(functions, { projectId: fromId }));
    if (funcs.length > 0)
      await tx.insert(functions).values(
        funcs.map(({ id: _id, createdAt: _c, updatedAt: _u, ...row }) => ({
          ...row,
          projectId: toId,
          categoryId: category(row.categoryId),
          categoryLinkedToFun: row.categoryLinkedToFun && categoryIds.has(row.categoryId ?? -1),
        })),
      );
  }
}

import type { ProjectCopyPart } from '@setledger/shared/projects/projects.schemas';
import { PROJECT_BOOLEAN_FIELDS, PROJECT_NUMBER_FIELDS } from '@setledger/shared/projects/projects.schemas';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { budgetCategories, departments, functions } from '../departments/departments.table';
import { projectFlagItems, projectFlags } from '../flags/flags.table';
import { projectFieldOptions, projectLegalEntities, type projects } from './projects.table';

/** Settings copied from an origin project: switches, options, units, currency, numbering formats... */
const SETTING_COLUMNS = [
  ...PROJECT_BOOLEAN_FIELDS,
  ...Object.keys(PROJECT_NUMBER_FIELDS).filter((field) => !/^last\w+Number$/.test(field)),
  'timeZone',
  'lastOrderFormat',
  'lastOfferFormat',
  'lastInvoiceFormat',
  'lastPoFormat',
  'userName',
  'hodName',
  'managerName',
] as const;

type ProjectRow = typeof projects.$inferSelect;

export function settingsOf(origin: ProjectRow): Partial<ProjectRow> {
  const row = origin as unknown as Record<string, unknown>;
  return Object.fromEntries(SETTING_COLUMNS.map((column) => [column, row[column]])) as Partial<ProjectRow>;
}

/**
 * Copies the chosen parts of one project into another, in the caller's transaction: categories first (their new
 * ids replace the old ones on departments, functions and flag items), then departments and functions, flags
 * and their items, the crew profile form options and the legal entities.
 */
export async function copyProjectParts(
  tx: Tx,
  fromId: number,
  toId: number,
  parts: ReadonlySet<ProjectCopyPart>,
) {
  const categoryIds = new Map<number, number>();
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

  if (parts.has('flags')) {
    const flags = await tx
      .select()
      .from(projectFlags)
      .where(inProject(projectFlags, { projectId: fromId }));
    if (flags.length > 0) {
      const inserted = await tx
        .insert(projectFlags)
        .values(
          flags.map(({ id: _id, createdAt: _c, updatedAt: _u, ...row }) => ({ ...row, projectId: toId })),
        )
        .returning({ id: projectFlags.id });
      const flagIds = new Map(flags.map((flag, index) => [flag.id, inserted[index]!.id]));
      const items = await tx
        .select()
        .from(projectFlagItems)
        .where(inProject(projectFlagItems, { projectId: fromId }));
      if (items.length > 0)
        await tx.insert(projectFlagItems).values(
          items.map(({ id: _id, createdAt: _c, updatedAt: _u, ...row }) => ({
            ...row,
            projectId: toId,
            flagId: flagIds.get(row.flagId)!,
            category: category(row.category),
          })),
        );
    }
  }

  if (parts.has('fieldOptions')) {
    const [options] = await tx
      .select()
      .from(projectFieldOptions)
      .where(inProject(projectFieldOptions, { projectId: fromId }));
    if (options) {
      const { updatedAt: _u, ...row } = options;
      await tx.insert(projectFieldOptions).values({ ...row, projectId: toId });
    }
  }

  if (parts.has('legalEntities')) {
    const links = await tx
      .select()
      .from(projectLegalEntities)
      .where(inProject(projectLegalEntities, { projectId: fromId }));
    if (links.length > 0)
      await tx.insert(projectLegalEntities).values(links.map((link) => ({ ...link, projectId: toId })));
  }
}

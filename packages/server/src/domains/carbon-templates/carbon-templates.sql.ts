import { and, asc, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { carbonTemplateApplications, carbonTemplateLines, carbonTemplates } from './carbon-templates.table';

export type TemplateRow = typeof carbonTemplates.$inferSelect;
export type TemplateLineRow = typeof carbonTemplateLines.$inferSelect;
export type ApplicationRow = typeof carbonTemplateApplications.$inferSelect;

export function listTemplates(tx: Tx, policyWhere: SQL, limit: number) {
  return tx.select().from(carbonTemplates).where(policyWhere).orderBy(asc(carbonTemplates.name)).limit(limit);
}

export async function findTemplate(tx: Tx, policyWhere: SQL, id: number, lock = false) {
  const query = tx
    .select()
    .from(carbonTemplates)
    .where(and(policyWhere, eq(carbonTemplates.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function nameTaken(tx: Tx, projectId: number, name: string, exceptId: number | null) {
  const [row] = await tx
    .select({ id: carbonTemplates.id })
    .from(carbonTemplates)
    .where(
      and(
        inProject(carbonTemplates, { projectId }),
        eq(carbonTemplates.name, name),
        exceptId === null ? undefined : ne(carbonTemplates.id, exceptId),
      ),
    );
  return row !== undefined;
}

export function linesOf(tx: Tx, templateIds: readonly number[]) {
  if (templateIds.length === 0) return Promise.resolve([] as TemplateLineRow[]);
  return tx
    .select()
    .from(carbonTemplateLines)
    .where(inArray(carbonTemplateLines.templateId, [...templateIds]))
    .orderBy(asc(carbonTemplateLines.templateId), asc(carbonTemplateLines.position));
}

export async function insertTemplate(tx: Tx, values: typeof carbonTemplates.$inferInsert) {
  const [row] = await tx.insert(carbonTemplates).values(values).returning();
  return row!;
}

export async function updateTemplate(tx: Tx, policyWhere: SQL, id: number, values: Partial<TemplateRow>) {
  const [row] = await tx
    .update(carbonTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(and(policyWhere, eq(carbonTemplates.id, id)))
    .returning();
  return row;
}

export async function replaceLines(
  tx: Tx,
  templateId: number,
  lines: readonly Omit<typeof carbonTemplateLines.$inferInsert, 'templateId' | 'position'>[],
) {
  await tx.delete(carbonTemplateLines).where(eq(carbonTemplateLines.templateId, templateId));
  await tx
    .insert(carbonTemplateLines)
    .values(lines.map((line, position) => ({ ...line, templateId, position })));
}

export async function deleteTemplate(tx: Tx, policyWhere: SQL, id: number) {
  const removed = await tx
    .delete(carbonTemplates)
    .where(and(policyWhere, eq(carbonTemplates.id, id)))
    .returning({ id: carbonTemplates.id });
  return removed.length > 0;
}

export function listApplications(tx: Tx, policyWhere: SQL, limit: number) {
  return tx
    .select()
    .from(carbonTemplateApplications)
    .where(policyWhere)
    .orderBy(desc(carbonTemplateApplications.id))
    .limit(limit);
}

export async function insertApplication(tx: Tx, values: typeof carbonTemplateApplications.$inferInsert) {
  const [row] = await tx.insert(carbonTemplateApplications).values(values).returning();
  return row!;
}

export async function setApplicationEntries(
  tx: Tx,
  projectId: number,
  id: number,
  entryIds: number[],
  kgCo2e: string,
) {
  const [row] = await tx
    .update(carbonTemplateApplications)
    .set({ entryIds, kgCo2e })
    .where(and(inProject(carbonTemplateApplications, { projectId }), eq(carbonTemplateApplications.id, id)))
    .returning();
  return row!;
}

export async function takeApplication(tx: Tx, policyWhere: SQL, id: number) {
  const [row] = await tx
    .delete(carbonTemplateApplications)
    .where(and(policyWhere, eq(carbonTemplateApplications.id, id)))
    .returning();
  return row;
}

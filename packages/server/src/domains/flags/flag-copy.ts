import type { DomainEventMap } from '../../core/events';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { projectFlagItems, projectFlags } from './flags.table';

/** Copies a project's flags and their items into a new project: a subscriber of 'project.copying'. */
export async function copyFlagsOfProject(
  tx: Tx,
  { fromId, toId, parts, categoryIds }: DomainEventMap['project.copying'],
) {
  const category = (id: number | null) => (id === null ? null : (categoryIds.get(id) ?? null));
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
}

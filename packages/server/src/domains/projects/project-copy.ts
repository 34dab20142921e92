import type { ProjectCopyPart } from '@setledger/shared/projects/projects.schemas';
import { PROJECT_BOOLEAN_FIELDS, PROJECT_NUMBER_FIELDS } from '@setledger/shared/projects/projects.schemas';
import type { EventBus } from '../../core/events';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
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

declare module '../../core/events' {
  interface DomainEventMap {
    /** Parts of one project being copied into a new one, inside the copying transaction. */
    'project.copying': {
      fromId: number;
      toId: number;
      parts: ReadonlySet<ProjectCopyPart>;
      /** Old budget category id to new, filled by whoever copies the categories. */
      categoryIds: Map<number, number>;
    };
  }
}

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
  events: EventBus,
  tx: Tx,
  fromId: number,
  toId: number,
  parts: ReadonlySet<ProjectCopyPart>,
) {
  // Categories, departments and functions, then flags and their items, are copied by their domains (above this
  // one), in the order subscribers.ts wires them; new category ids pass from the first to the second.
  await events.publish(tx, 'project.copying', { fromId, toId, parts, categoryIds: new Map() });

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

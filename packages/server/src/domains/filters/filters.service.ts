import {
  FILTER_PAGING_RESET,
  FILTER_TYPES,
  filterEndDate,
  filterStartDate,
} from '@setledger/shared/filters/filters.constants';
import { advancedFilterSchema } from '@setledger/shared/filters/filters.schemas';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { badInput, notFound } from '../../core/errors';
import { parseInput } from '../../core/input';
import type { Services } from '../../core/services';
import { visibleWhere } from './filters.policy';
import { advancedGlobalFilters } from './filters.table';

export type AdvancedFilterRow = typeof advancedGlobalFilters.$inferSelect;

/**
 * GetAdvancedGlobalFilter(MainFilter, FilterType): the caller's saved filters of one type in this project —
 * MainFilter true gives only the active one (an empty list when none is active).
 */
export function getAdvancedGlobalFilter(
  services: Services,
  actor: Actor,
  input: { mainFilter?: boolean | null; filterType: number },
) {
  if (!(Object.values(FILTER_TYPES) as number[]).includes(input.filterType))
    throw badInput('FilterType', 'outOfRange');
  return services.db
    .select()
    .from(advancedGlobalFilters)
    .where(
      and(
        visibleWhere(actor),
        eq(advancedGlobalFilters.filterType, input.filterType),
        input.mainFilter ? eq(advancedGlobalFilters.isActive, true) : undefined,
      ),
    )
    .orderBy(asc(advancedGlobalFilters.filterName), asc(advancedGlobalFilters.id));
}

/**
 * AddUpdAdvancedGlobalFilter(FilterId, Filter): creates (no id) or updates one of the caller's filters. Days are
 * stored at 00:00:00Z and 23:59:59Z, unset values (-2) as none, paging defaults to 100 / 0 / 20. Making a
 * filter active makes the other filters of its type inactive, in the same transaction.
 */
export async function addUpdAdvancedGlobalFilter(
  services: Services,
  actor: Actor,
  input: { filterId?: number | null; filter: unknown },
) {
  const values = parseInput(advancedFilterSchema, input.filter);
  const row = {
    ...values,
    startDate: values.startDate ? new Date(filterStartDate(values.startDate)) : null,
    endDate: values.endDate ? new Date(filterEndDate(values.endDate)) : null,
    updatedAt: new Date(),
  };
  return services.db.transaction(async (tx) => {
    const id = input.filterId ?? null;
    if (id) {
      const [current] = await tx
        .select({ id: advancedGlobalFilters.id })
        .from(advancedGlobalFilters)
        .where(and(visibleWhere(actor), eq(advancedGlobalFilters.id, id)));
      if (!current) throw notFound();
    }
    if (values.isActive)
      await tx
        .update(advancedGlobalFilters)
        .set({ isActive: false, updatedAt: new Date() })
        .where(
          and(
            visibleWhere(actor),
            eq(advancedGlobalFilters.filterType, values.filterType),
            id ? ne(advancedGlobalFilters.id, id) : undefined,
          ),
        );
    if (id) {
      const [updated] = await tx
        .update(advancedGlobalFilters)
        .set(row)
        .where(eq(advancedGlobalFilters.id, id))
        .returning();
      return updated!;
    }
    const [created] = await tx
      .insert(advancedGlobalFilters)
      .values({ ...row, projectId: actor.projectId, userId: actor.userId })
      .returning();
    return created!;
  });
}

/** DeleteAdvancedGlobalFilter(FilterId): removes one of the caller's filters; its list's paging goes back to 20 / 0 / 20. */
export async function deleteAdvancedGlobalFilter(
  services: Services,
  actor: Actor,
  input: { filterId: number },
) {
  const [deleted] = await services.db
    .delete(advancedGlobalFilters)
    .where(and(visibleWhere(actor), eq(advancedGlobalFilters.id, input.filterId)))
    .returning({ id: advancedGlobalFilters.id, filterType: advancedGlobalFilters.filterType });
  if (!deleted) throw notFound();
  return { ...deleted, ...FILTER_PAGING_RESET };
}

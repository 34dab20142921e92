import { carbonCategoryMappingSchema } from '@setledger/shared/green/green.schemas';
import type { Actor } from '../../core/actor';
import { notFound } from '../../core/errors';
import { parseInput } from '../../core/input';
import type { Services } from '../../core/services';
import { getCategories } from '../departments';
import * as sqlq from './carbon.sql';

/** The project's budget categories mapped to carbon categories (coTwoCategory, 000 §3). */
export function getCarbonCategoryMappings(services: Services, actor: Actor) {
  return sqlq.listMappings(services.db, actor.projectId);
}

/**
 * Maps a budget category of the project to a carbon category, with an optional kg CO2e per currency unit for
 * spend-based estimates; a null carbon category removes the mapping. New entries follow it at once; existing
 * ones through a recompute. Another project's category is NOT_FOUND. Answers the mapping, null when removed.
 */
export async function setCarbonCategoryMapping(services: Services, actor: Actor, input: unknown) {
  const values = parseInput(carbonCategoryMappingSchema, input);
  const categories = await getCategories(services, actor);
  if (!categories.some((category) => category.id === values.budgetCategoryId)) throw notFound();
  return services.db.transaction(async (tx) => {
    const before = await sqlq.findMapping(tx, actor.projectId, values.budgetCategoryId);
    let mapping: sqlq.MappingRow | null = null;
    if (values.carbonCategory === null)
      await sqlq.deleteMapping(tx, actor.projectId, values.budgetCategoryId);
    else
      mapping = await sqlq.upsertMapping(tx, {
        projectId: actor.projectId,
        budgetCategoryId: values.budgetCategoryId,
        carbonCategory: values.carbonCategory,
        kgCo2ePerCurrency: values.kgCo2ePerCurrency,
        updatedBy: actor.userId,
      });
    await sqlq.insertLog(tx, {
      projectId: actor.projectId,
      kind: 'mapping',
      userId: actor.userId,
      factorKey: `budget_category_${values.budgetCategoryId}`,
      oldValue: before ? `${before.carbonCategory}:${before.kgCo2ePerCurrency ?? ''}` : null,
      newValue: mapping ? `${mapping.carbonCategory}:${mapping.kgCo2ePerCurrency ?? ''}` : null,
    });
    return mapping;
  });
}

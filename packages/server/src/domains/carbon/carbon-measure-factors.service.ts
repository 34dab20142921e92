import { FACTOR_CATEGORIES_OF_FORM } from '@setledger/shared/green/carbon-measure.schema';
import { carbonEntryFormOf } from '@setledger/shared/green/green.constants';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { notFound } from '../../core/errors';
import { inProject } from '../../core/scope';
import type { Services } from '../../core/services';
import { budgetCategories } from '../departments';
import { allEmissionFactors } from '../emission-factors';
import * as sqlq from './carbon.sql';
import { type CarbonVariable, factorVariables } from './carbon-variables.service';

export interface CarbonMeasureFactors {
  /** The carbon category the project maps the budget category to; null when unmapped (no Carbon section). */
  carbonCategory: number | null;
  factors: CarbonVariable[];
}

/** Upstream (well-to-tank) rows complete a combustion row; a person never counts a quantity with them alone. */
const isUpstreamOnly = (key: string) => key.endsWith('_wtt');

/**
 * The factors a PO line or an expense item of a budget category may carry its quantity with (issue 14,
 * physical data first): those of the factor categories that fit the carbon category the project maps it to,
 * with the value in force in the project. Unmapped, or without the green module: none. Another project's
 * category is NOT_FOUND.
 */
export async function getCarbonMeasureFactors(
  services: Services,
  actor: Actor,
  input: { categoryId: number },
): Promise<CarbonMeasureFactors> {
  const [category] = await services.db
    .select({ id: budgetCategories.id })
    .from(budgetCategories)
    .where(and(inProject(budgetCategories, actor), eq(budgetCategories.id, input.categoryId)));
  if (!category) throw notFound();
  const none = { carbonCategory: null, factors: [] };
  if (!actor.modules.has('useGreen')) return none;
  const mapping = await sqlq.findMapping(services.db, actor.projectId, category.id);
  if (!mapping) return none;
  const fitting = FACTOR_CATEGORIES_OF_FORM[carbonEntryFormOf(mapping.carbonCategory)];
  const factors = allEmissionFactors().filter(
    (factor) => !isUpstreamOnly(factor.key) && (fitting === null || fitting.includes(factor.category)),
  );
  const overrides = await sqlq.overridesInForce(
    services.db,
    actor.projectId,
    factors.map((factor) => factor.key),
  );
  return { carbonCategory: mapping.carbonCategory, factors: factorVariables(factors, overrides) };
}

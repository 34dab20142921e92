import { Decimal } from 'decimal.js';
import { badInput } from '../../core/errors';
import type { Tx } from '../../db/client';
import { findEmissionFactor } from '../emission-factors';
import * as sqlq from './carbon.sql';
import type { ResolvedFactor } from './carbon-compute';
import { factorYear } from './carbon-compute';

/** A spend-based factor's key: kg CO2e per currency unit of a budget category, set by the project's mapping. */
export const SPEND_FACTOR_PREFIX = 'spend_category_';
export const spendFactorKey = (budgetCategoryId: number) => `${SPEND_FACTOR_PREFIX}${budgetCategoryId}`;

/** A factor given by its source itself (a person's declared vehicle factor), applied as given. */
export interface GivenFactor {
  key: string;
  value: string;
  unit: string;
  source: string;
}

/**
 * The factors of some keys for a project (issue 14): the project's override first, recorded as such, else the
 * sourced factor (emission-factors.tsv) with its source and year; spend keys read the project's mapping.
 * An unknown key is refused naming `field`.
 */
export async function resolveFactors(
  tx: Tx,
  projectId: number,
  keys: readonly string[],
  field = 'factorKey',
): Promise<Map<string, ResolvedFactor>> {
  const unique = [...new Set(keys)];
  const overrides = await sqlq.overridesInForce(tx, projectId, unique);
  const resolved = new Map<string, ResolvedFactor>();
  for (const key of unique) {
    const factor = key.startsWith(SPEND_FACTOR_PREFIX)
      ? await spendFactor(tx, projectId, key)
      : sourcedFactor(key, overrides.get(key));
    if (!factor) throw badInput(field, 'unknownFactor');
    resolved.set(key, factor);
  }
  return resolved;
}

function sourcedFactor(key: string, override: sqlq.OverrideRow | undefined): ResolvedFactor | undefined {
  const factor = findEmissionFactor(key);
  if (!factor) return undefined;
  return {
    key,
    value: override ? new Decimal(override.newValue).toString() : factor.kgCo2e,
    unit: factor.unit,
    source: factor.source,
    year: factorYear(factor.source),
    overrideId: override?.id ?? null,
  };
}

async function spendFactor(tx: Tx, projectId: number, key: string): Promise<ResolvedFactor | undefined> {
  const budgetCategoryId = Number(key.slice(SPEND_FACTOR_PREFIX.length));
  if (!Number.isInteger(budgetCategoryId)) return undefined;
  const mapping = await sqlq.findMapping(tx, projectId, budgetCategoryId);
  if (!mapping?.kgCo2ePerCurrency) return undefined;
  return {
    key,
    value: new Decimal(mapping.kgCo2ePerCurrency).toString(),
    unit: 'currency',
    source: 'Project mapping of a budget category (spend-based estimate)',
    year: mapping.updatedAt.getUTCFullYear(),
    overrideId: null,
  };
}

/** A factor its source gives (no override applies: the person declared it). */
export const givenFactor = (factor: GivenFactor): ResolvedFactor => ({
  ...factor,
  value: new Decimal(factor.value).toString(),
  year: factorYear(factor.source),
  overrideId: null,
});

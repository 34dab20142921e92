import { CARBON_REMOVALS_MAX } from '@setledger/shared/green/carbon-removals.constants';
import { carbonRemovalSchema } from '@setledger/shared/green/carbon-removals.schemas';
import { Decimal } from 'decimal.js';
import type { Actor } from '../../core/actor';
import { notFound } from '../../core/errors';
import { parseInput } from '../../core/input';
import type { Services } from '../../core/services';
import { withTransaction } from '../../core/transaction';
import { editableWhere, readsRemovals, visibleWhere } from './carbon-removals.policy';
import * as sqlq from './carbon-removals.sql';

export type { CarbonRemovalRow } from './carbon-removals.sql';

/**
 * What a project holds in removals and offsets: kgCo2e counts the purchased and retired ones (a planned purchase
 * removes nothing yet), each kind apart; planned ones are summed apart.
 */
export interface CarbonRemovalTotals {
  count: number;
  kgCo2e: string;
  removalKgCo2e: string;
  offsetKgCo2e: string;
  plannedKgCo2e: string;
}

export async function removalTotals(services: Pick<Services, 'db'>, actor: Actor) {
  const sums = await sqlq.removalSums(services.db, visibleWhere(actor));
  const add = (keep: (row: (typeof sums)[number]) => boolean) =>
    sums
      .filter(keep)
      .reduce((total, row) => total.plus(row.kgCo2e), new Decimal(0))
      .toFixed(3);
  const counted = (row: (typeof sums)[number]) => row.status !== 'planned';
  return {
    count: sums.reduce((n, row) => n + row.count, 0),
    kgCo2e: add(counted),
    removalKgCo2e: add((row) => counted(row) && row.kind === 'removal'),
    offsetKgCo2e: add((row) => counted(row) && row.kind === 'offset'),
    plannedKgCo2e: add((row) => row.status === 'planned'),
  } satisfies CarbonRemovalTotals;
}

/**
 * The removals a dashboard shows beside the gross emissions (never netted): null for a caller who may not read
 * removals, or in a project without useCarbonRemoval.
 */
export const removalTotalsFor = (services: Pick<Services, 'db'>, actor: Actor) =>
  readsRemovals(actor) ? removalTotals(services, actor) : Promise.resolve(null);

/** GetCarbonRemovals: the project's removals and offsets, newest first (at most 500), with their totals. */
export async function getCarbonRemovals(services: Services, actor: Actor) {
  const [items, totals] = await Promise.all([
    sqlq.listRemovals(services.db, visibleWhere(actor), CARBON_REMOVALS_MAX),
    removalTotals(services, actor),
  ]);
  return { items, totals };
}

export async function getCarbonRemoval(services: Services, actor: Actor, input: { removalId: number }) {
  const row = await sqlq.findRemoval(services.db, visibleWhere(actor), input.removalId);
  if (!row) throw notFound();
  return row;
}

/** AddUpdCarbonRemoval: records a removal or an offset (no id) or changes one; tonnes are kept as kg. */
export async function addUpdCarbonRemoval(
  services: Services,
  actor: Actor,
  input: { removalId?: number | null; removal: unknown },
) {
  const editable = editableWhere(actor);
  if (input.removalId != null && !(await sqlq.findRemoval(services.db, editable, input.removalId)))
    throw notFound();
  const values = parseInput(carbonRemovalSchema, input.removal);
  const { quantity, unit, ...rest } = values;
  const kg = unit === 'tonne' ? new Decimal(quantity).times(1000) : new Decimal(quantity);
  const row = { ...rest, kgCo2e: kg.toFixed(3) };
  if (input.removalId == null)
    return sqlq.insertRemoval(services.db, { ...row, projectId: actor.projectId, createdBy: actor.userId });
  const updated = await sqlq.updateRemoval(services.db, editable, input.removalId, row);
  if (!updated) throw notFound();
  return updated;
}

/** DelCarbonRemoval: the row, then its certificate file once the delete has committed. */
export async function delCarbonRemoval(services: Services, actor: Actor, input: { removalId: number }) {
  return withTransaction(services, async (tx, afterCommit) => {
    const row = await sqlq.deleteRemoval(tx, editableWhere(actor), input.removalId);
    if (!row) throw notFound();
    const key = row.certificateKey;
    if (key) afterCommit('certificate', () => services.storage.delete(key));
    return row.id;
  });
}

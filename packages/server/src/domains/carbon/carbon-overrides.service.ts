import { carbonFactorOverrideSchema, greenPagingSchema } from '@setledger/shared/green/green.schemas';
import { Decimal } from 'decimal.js';
import type { Actor } from '../../core/actor';
import { AppError, badInput } from '../../core/errors';
import { parseInput } from '../../core/input';
import type { Services } from '../../core/services';
import type { Tx } from '../../db/client';
import { findEmissionFactor } from '../emission-factors';
import { editableWhere } from './carbon.policy';
import * as sqlq from './carbon.sql';
import { computeEntry, type ResolvedFactor, totalKgCo2e } from './carbon-compute';
import { resolveFactors, SPEND_FACTOR_PREFIX } from './carbon-factors';
import { lineColumns } from './carbon-lines';

/**
 * A project's own value of a sourced factor (issue 14): who, when, why, the value before and after. It applies
 * to new entries at once; existing ones change through an explicit recompute (preview, then apply), logged.
 */
export function setCarbonFactorOverride(services: Services, actor: Actor, input: unknown) {
  const values = parseInput(carbonFactorOverrideSchema, input);
  const sourced = findEmissionFactor(values.factorKey);
  if (!sourced) throw badInput('factorKey', 'unknownFactor');
  return services.db.transaction(async (tx) => {
    const current = (await resolveFactors(tx, actor.projectId, [values.factorKey])).get(values.factorKey)!;
    if (new Decimal(current.value).equals(values.value)) throw badInput('value', 'factorUnchanged');
    const override = await sqlq.insertOverride(tx, {
      projectId: actor.projectId,
      factorKey: values.factorKey,
      oldValue: current.value,
      newValue: values.value,
      unit: sourced.unit,
      reason: values.reason,
      userId: actor.userId,
    });
    await sqlq.insertLog(tx, {
      projectId: actor.projectId,
      kind: 'override',
      userId: actor.userId,
      factorKey: values.factorKey,
      oldValue: current.value,
      newValue: new Decimal(values.value).toString(),
      reason: values.reason,
    });
    return override;
  });
}

export function getCarbonFactorOverrides(
  services: Services,
  actor: Actor,
  input: { factorKey?: string | null },
) {
  return sqlq.overrideHistory(services.db, actor.projectId, input.factorKey?.trim() || null, 500);
}

export interface RecomputeChange {
  entry: sqlq.CarbonEntryRow;
  oldKgCo2e: string;
  newKgCo2e: string;
}

/** At most this many changes are listed; the counts and totals cover them all. */
const LISTED_CHANGES = 100;

/**
 * The entries whose factors are no longer the ones in force (an override set, a mapping's factor changed), and
 * what they would become. Factors an entry's source gave itself (a declared vehicle factor) are left alone.
 */
async function staleEntries(tx: Tx, projectId: number, lock: boolean): Promise<RecomputeChange[]> {
  const inUse = (await sqlq.factorsInUse(tx, projectId)).filter(
    (pair) => pair.key.startsWith(SPEND_FACTOR_PREFIX) || findEmissionFactor(pair.key),
  );
  const factors = await resolveAll(
    tx,
    projectId,
    inUse.map((pair) => pair.key),
  );
  const stale = inUse.filter((pair) => {
    const factor = factors.get(pair.key);
    return factor && !new Decimal(factor.value).equals(pair.value);
  });
  const entries = await sqlq.entriesUsing(tx, projectId, stale, lock);
  return entries.flatMap((entry) => {
    const lines = entry.lines.map((line) => {
      const factor = factors.get(line.factorKey);
      if (!factor || new Decimal(factor.value).equals(line.factorValue)) return line;
      // The quantity already in the factor's unit (passengers counted) is what the factor applies to.
      const measure = {
        label: line.label,
        quantity: line.factorQuantity,
        unit: line.factorUnit,
        field: 'quantity',
      };
      return { ...computeEntry(measure, factor), quantity: line.quantity, unit: line.unit };
    });
    const newKgCo2e = totalKgCo2e(lines);
    return [{ entry: { ...entry, lines }, oldKgCo2e: entry.kgCo2e, newKgCo2e }];
  });
}

/** Resolves the keys it can: a spend key whose mapping lost its factor is skipped, not an error. */
async function resolveAll(tx: Tx, projectId: number, keys: string[]) {
  const resolved = new Map<string, ResolvedFactor>();
  for (const key of new Set(keys)) {
    try {
      for (const [k, factor] of await resolveFactors(tx, projectId, [key])) resolved.set(k, factor);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return resolved;
}

function summary(changes: RecomputeChange[]) {
  const sum = (pick: (c: RecomputeChange) => string) =>
    changes.reduce((total, change) => total.plus(pick(change)), new Decimal(0)).toFixed(2);
  return {
    entriesChanged: changes.length,
    kgBefore: sum((c) => c.oldKgCo2e),
    kgAfter: sum((c) => c.newKgCo2e),
    changes: changes.slice(0, LISTED_CHANGES),
  };
}

/** What a recompute would change, changing nothing (issue 14). */
export async function previewCarbonRecompute(services: Services, actor: Actor) {
  return services.db.transaction(async (tx) => ({
    ...summary(await staleEntries(tx, actor.projectId, false)),
    logId: null,
  }));
}

/** Recomputes every stale entry in one transaction and logs it (who, when, how many, kg before and after). */
export function applyCarbonRecompute(services: Services, actor: Actor, input: { reason?: string | null }) {
  return services.db.transaction(async (tx) => {
    const changes = await staleEntries(tx, actor.projectId, true);
    for (const change of changes)
      await sqlq.updateEntry(tx, editableWhere(actor), change.entry.id, lineColumns(change.entry.lines));
    const result = summary(changes);
    const log = await sqlq.insertLog(tx, {
      projectId: actor.projectId,
      kind: 'recompute',
      userId: actor.userId,
      reason: input.reason?.trim().slice(0, 500) ?? '',
      entriesChanged: result.entriesChanged,
      kgBefore: result.kgBefore,
      kgAfter: result.kgAfter,
    });
    return { ...result, logId: log.id };
  });
}

export function getCarbonLedgerLog(
  services: Services,
  actor: Actor,
  input: { offset?: number | null; size?: number | null },
) {
  const page = parseInput(greenPagingSchema, input);
  return sqlq.listLog(services.db, actor.projectId, page);
}

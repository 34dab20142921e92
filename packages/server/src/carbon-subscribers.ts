import type { CarbonEntryStatus, CarbonUnit } from '@setledger/shared/green/green.constants';
import type { EventBus } from './core/events';
import type { Tx } from './db/client';
import {
  type CarbonSourceMeasure,
  removeSourceEntry,
  setSourcesStatus,
  upsertSourceEntry,
} from './domains/carbon';
import type { ExpenseItemFact } from './domains/expenses';
import type { PoLineFact } from './domains/purchase-orders';

/** 001 §4 codes shared by expense items and POs: 8 validated at the last level, 4 and 16 refused. */
const VALIDATED_FINAL = 8;
const REFUSED = [4, 16];
/** Carbon category of a travel (001 §9: transportation). */
const TRANSPORTATION = 3;

/** Only validated money is actual; a source not yet validated is pending; a refused one is excluded (issue 14). */
export const carbonStatusOf = (code: number): CarbonEntryStatus =>
  code === VALIDATED_FINAL ? 'actual' : REFUSED.includes(code) ? 'excluded' : 'pending';

/** The physical measure a source carries (issue 14): counted as such, never as an estimate. */
type PhysicalFacts = Pick<ExpenseItemFact, 'carbonQuantity' | 'carbonUnit' | 'carbonFactorKey'>;
const physicalMeasure = (source: PhysicalFacts): CarbonSourceMeasure | null =>
  source.carbonQuantity && source.carbonUnit && source.carbonFactorKey
    ? {
        kind: 'quantity',
        quantity: source.carbonQuantity,
        unit: source.carbonUnit as CarbonUnit,
        factorKey: source.carbonFactorKey,
      }
    : null;

/**
 * An expense item's entry. An invoice item made from a PO counts nothing of its own: its PO line already
 * counts (no double counting). Physical data first: the quantity the item carries with its chosen factor
 * (hotel nights, litres, meals...), else a travel's km with the factor stored on the item (the person's
 * vehicle), else only a spend-based estimate, when the project's mapping of its budget category sets kg CO2e
 * per currency unit.
 */
async function followExpenseItem(tx: Tx, item: ExpenseItemFact): Promise<void> {
  const ref = { projectId: item.projectId, sourceType: 'expenseItem' as const, sourceId: item.itemId };
  if (item.poItemId !== null) {
    await removeSourceEntry(tx, ref);
    return;
  }
  const isTravel = item.type === 2;
  const physical = physicalMeasure(item);
  let measure: CarbonSourceMeasure | null = physical ?? { kind: 'spend', amount: item.amount };
  if (isTravel && !physical)
    measure =
      item.km && item.co2FactorKey && item.co2FactorValue
        ? {
            kind: 'given',
            quantity: item.km,
            unit: 'km',
            factor: {
              key: item.co2FactorKey,
              value: item.co2FactorValue,
              unit: item.co2FactorUnit ?? 'km',
              source: item.co2FactorSource ?? '',
            },
          }
        : null;
  await upsertSourceEntry(tx, {
    ...ref,
    carbonCategory: item.coTwoCategory ?? (isTravel ? TRANSPORTATION : null),
    budgetCategoryId: item.categoryId,
    measure,
    status: carbonStatusOf(item.validated),
    strDate: item.date,
    description: item.description,
    amount: item.amountTotal,
    department: item.departmentNumber,
    functionNumber: item.functionNumber,
    userId: item.userId,
    supplierId: item.supplierId,
    paidByProduction: !isTravel,
    details: isTravel && !physical ? { km: item.km } : {},
  });
}

/**
 * A PO line's entry: its physical measure with the chosen factor, else a spend-based estimate when its budget
 * category's mapping sets a factor.
 */
async function followPoLine(tx: Tx, line: PoLineFact): Promise<void> {
  const ref = { projectId: line.projectId, sourceType: 'poLine' as const, sourceId: line.lineId };
  if (line.change === 'deleted') {
    await removeSourceEntry(tx, ref);
    return;
  }
  await upsertSourceEntry(tx, {
    ...ref,
    budgetCategoryId: line.categoryId,
    measure: physicalMeasure(line) ?? { kind: 'spend', amount: line.amount },
    status: carbonStatusOf(line.poStatus),
    strDate: line.date,
    description: line.name,
    amount: line.amountTotal,
    department: line.departmentNumber,
    functionNumber: line.functionNumber,
    supplierId: line.supplierId,
    paidByProduction: true,
  });
}

/**
 * The carbon ledger follows expense items and PO lines (issue 14) inside their writing transaction: an entry is
 * created, changed, re-statused or removed with its source, or neither is written.
 */
export function wireCarbonLedger(events: EventBus): void {
  events.subscribe('expenseItem.saved', followExpenseItem);
  events.subscribe('expenseItem.deleted', async (tx, item) => {
    await removeSourceEntry(tx, {
      projectId: item.projectId,
      sourceType: 'expenseItem',
      sourceId: item.itemId,
    });
  });
  const followItems = async (tx: Tx, facts: { projectId: number; itemIds: number[]; status: number }) => {
    await setSourcesStatus(tx, {
      projectId: facts.projectId,
      sourceType: 'expenseItem',
      sourceIds: facts.itemIds,
      status: carbonStatusOf(facts.status),
    });
  };
  events.subscribe('expenseItems.statusChanged', followItems);

  events.subscribe('purchaseOrder.lineChanged', followPoLine);
  const followPo = async (tx: Tx, po: { projectId: number; lineIds: number[]; status: number }) => {
    await setSourcesStatus(tx, {
      projectId: po.projectId,
      sourceType: 'poLine',
      sourceIds: po.lineIds,
      status: carbonStatusOf(po.status),
    });
  };
  events.subscribe('purchaseOrder.validated', followPo);
  events.subscribe('purchaseOrder.refused', followPo);
  events.subscribe('purchaseOrder.reopened', followPo);
  events.subscribe('purchase-orders.sent', async (tx, { actor, lineIds }) => {
    await setSourcesStatus(tx, {
      projectId: actor.projectId,
      sourceType: 'poLine',
      sourceIds: lineIds,
      status: 'pending',
    });
  });
}

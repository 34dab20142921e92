/**
 * The facts expenses state when they write (issue 13), published inside the writing transaction: the carbon
 * ledger (and any other follower) subscribes at start-up without expenses knowing it.
 */
export interface ExpenseItemFact {
  projectId: number;
  itemId: number;
  userId: number;
  sheetId: number | null;
  /** YYYY-MM-DD. */
  date: string;
  /** 0 ticket, 1 invoice, 2 travel. */
  type: number;
  /** Excluding VAT and the total paid, as stored (2 decimals). */
  amount: string;
  amountTotal: string;
  categoryId: number | null;
  coTwoCategory: number | null;
  /** kg CO2e of a travel, as stored, else null. */
  kgCoTwo: string | null;
  km: string | null;
  /** The factor a travel's kgCoTwo was computed with (the person's vehicle), as stored; null for other items. */
  co2FactorKey: string | null;
  co2FactorValue: string | null;
  co2FactorUnit: string | null;
  co2FactorSource: string | null;
  /** The physical measure the item carries (issue 14), all three or none. */
  carbonQuantity: string | null;
  carbonUnit: string | null;
  carbonFactorKey: string | null;
  departmentNumber: number | null;
  functionNumber: number | null;
  supplierId: number | null;
  description: string;
  /** The item's own validated code (001 §4): 8 validated at the last level, 4/16 refused. */
  validated: number;
  /** The PO line an invoice item consumes (the PO's lines were already published): followers avoid counting twice. */
  poItemId: number | null;
}

export interface ExpenseSheetDecision {
  projectId: number;
  sheetId: number;
  /** The sheet's owner. */
  userId: number;
  /** The level that decided (1 or 2). */
  level: 1 | 2;
  /** The sheet's stored status after the decision (001 §4). */
  status: number;
  /** The items that moved with the sheet. */
  itemIds: number[];
}

declare module '../../core/events' {
  interface DomainEventMap {
    /** An item created or changed (NewExpenseItem, UpdExpenseItem). */
    'expenseItem.saved': ExpenseItemFact & { isNew: boolean };
    'expenseItem.deleted': Pick<ExpenseItemFact, 'projectId' | 'itemId' | 'userId' | 'sheetId'>;
    /** Validated at a level: `status` 8 is final, 2 waits for level 2. */
    'expenseSheet.validated': ExpenseSheetDecision;
    'expenseSheet.refused': ExpenseSheetDecision & { comment: string };
    /**
     * Items whose validated code changed: a sheet decided (alone or in a batch), one item refused alone, a
     * decision undone, a refused sheet sent again. `status` is the items' new code.
     */
    'expenseItems.statusChanged': { projectId: number; itemIds: number[]; status: number };
  }
}

/** The fact of an item row as published. */
export const expenseItemFact = (row: Omit<ExpenseItemFact, 'itemId'> & { id: number }): ExpenseItemFact => ({
  projectId: row.projectId,
  itemId: row.id,
  userId: row.userId,
  sheetId: row.sheetId,
  date: row.date,
  type: row.type,
  amount: row.amount,
  amountTotal: row.amountTotal,
  categoryId: row.categoryId,
  coTwoCategory: row.coTwoCategory,
  kgCoTwo: row.kgCoTwo,
  km: row.km,
  co2FactorKey: row.co2FactorKey,
  co2FactorValue: row.co2FactorValue,
  co2FactorUnit: row.co2FactorUnit,
  co2FactorSource: row.co2FactorSource,
  carbonQuantity: row.carbonQuantity,
  carbonUnit: row.carbonUnit,
  carbonFactorKey: row.carbonFactorKey,
  departmentNumber: row.departmentNumber,
  functionNumber: row.functionNumber,
  supplierId: row.supplierId,
  description: row.description,
  validated: row.validated,
  poItemId: row.poItemId,
});

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
  poItemId: row.poItemId,
});

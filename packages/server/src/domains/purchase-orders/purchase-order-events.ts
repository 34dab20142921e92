/**
 * The facts purchase orders state when they write (issue 13), published inside the writing transaction: the
 * carbon ledger (and any other follower) subscribes at start-up without purchase orders knowing it.
 */
export interface PoLineFact {
  projectId: number;
  poId: number;
  lineId: number;
  change: 'added' | 'updated' | 'deleted';
  /** The line's total excluding VAT and including it, as stored (2 decimals). */
  amount: string;
  amountTotal: string;
  categoryId: number | null;
  /** The PO's request date (YYYY-MM-DD): when the spend is booked. */
  date: string;
  departmentNumber: number | null;
}

export interface PoDecision {
  projectId: number;
  poId: number;
  /** The PO's owner. */
  userId: number;
  /** The level that decided (1 = A, 2 = B). */
  level: 1 | 2;
  /** The PO's status after the decision (001 §4): 8 is final, 2 waits for level B. */
  status: number;
  comment: string;
}

declare module '../../core/events' {
  interface DomainEventMap {
    'purchaseOrder.lineChanged': PoLineFact;
    'purchaseOrder.validated': PoDecision;
    'purchaseOrder.refused': PoDecision;
  }
}

/** The fact of a PO line as published. */
export const poLineFact = (
  po: { id: number; projectId: number; requestDate: string; departmentNumber: number | null },
  line: { id: number; priceTotal: string; priceVatTotal: string; categoryId: number | null },
  change: PoLineFact['change'],
): PoLineFact => ({
  projectId: po.projectId,
  poId: po.id,
  lineId: line.id,
  change,
  amount: line.priceTotal,
  amountTotal: line.priceVatTotal,
  categoryId: line.categoryId,
  date: po.requestDate,
  departmentNumber: po.departmentNumber,
});

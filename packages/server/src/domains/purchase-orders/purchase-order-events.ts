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
  functionNumber: number | null;
  supplierId: number | null;
  name: string;
  /** The physical measure the line carries (issue 14), all three or none. */
  carbonQuantity: string | null;
  carbonUnit: string | null;
  carbonFactorKey: string | null;
  /** The PO's status (001 §4): 8 validated at the last level, 4/16 refused. */
  poStatus: number;
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
  /** The PO's lines, which follow its decision. */
  lineIds: number[];
}

declare module '../../core/events' {
  interface DomainEventMap {
    'purchaseOrder.lineChanged': PoLineFact;
    'purchaseOrder.validated': PoDecision;
    'purchaseOrder.refused': PoDecision;
    /** A decision undone or a refused PO sent again: `status` is its new code. */
    'purchaseOrder.reopened': Omit<PoDecision, 'level' | 'comment'>;
  }
}

/** The fact of a PO line as published. */
export const poLineFact = (
  po: {
    id: number;
    projectId: number;
    requestDate: string;
    departmentNumber: number | null;
    functionNumber: number | null;
    supplierId: number | null;
    status: number;
  },
  line: {
    id: number;
    name: string;
    priceTotal: string;
    priceVatTotal: string;
    categoryId: number | null;
    carbonQuantity: string | null;
    carbonUnit: string | null;
    carbonFactorKey: string | null;
  },
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
  functionNumber: po.functionNumber,
  supplierId: po.supplierId,
  name: line.name,
  carbonQuantity: line.carbonQuantity,
  carbonUnit: line.carbonUnit,
  carbonFactorKey: line.carbonFactorKey,
  poStatus: po.status,
});

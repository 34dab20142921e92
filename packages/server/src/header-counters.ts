import type { HeaderCount } from '@setledger/shared/session/header.constants';
import type { HeaderCounter, HeaderCountRegistry } from './core/header-counts';
import { ACCOMMODATION_HEADER_COUNTERS } from './domains/accommodation';
import { EXPENSE_HEADER_COUNTERS } from './domains/expenses/expense-sheet-approval';
import { PO_HEADER_COUNTERS } from './domains/purchase-orders/po-approval';
import { TIMESHEET_HEADER_COUNTERS } from './domains/timesheets';

/**
 * Which domain answers which header count of 001 §3.5 (issue 13), registered once at start-up: the one place
 * that lists them, instead of each service registering itself when it happens to be imported.
 */
export function wireHeaderCounts(counts: HeaderCountRegistry): void {
  for (const counters of [
    EXPENSE_HEADER_COUNTERS,
    PO_HEADER_COUNTERS,
    ACCOMMODATION_HEADER_COUNTERS,
    TIMESHEET_HEADER_COUNTERS,
  ])
    for (const [name, counter] of Object.entries(counters) as [HeaderCount, HeaderCounter][])
      counts.register(name, counter);
}

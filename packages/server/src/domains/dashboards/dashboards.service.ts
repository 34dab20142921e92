import type { Actor } from '../../core/actor';
import type { Services } from '../../core/services';
import { projectCostTotals } from '../budget';
import { expenseDashboardFigures } from '../expenses';
import { getProjectCurrencySymbol } from '../projects';
import { poDashboardFigures } from '../purchase-orders';
import { timesheetsToValidate } from '../timesheets';

export interface DashboardLine {
  id: number;
  date: Date | null;
  label: string;
  userName: string;
  amount: string;
}

/**
 * 001 §3.4. A person's own figures: their sent expenses and purchase orders that are not refused (VAT included,
 * what they spent or ordered), and their pay of weeks validated at the last level (their salary lines, issue 18).
 */
export async function getUserDashboard(services: Services, actor: Actor) {
  const [expenses, pos, own] = await Promise.all([
    actor.modules.has('useExpense') ? expenseDashboardFigures(services, actor) : null,
    actor.modules.has('usePurchaseOrder') ? poDashboardFigures(services, actor) : null,
    actor.modules.has('useTimesheet')
      ? projectCostTotals(services.db, actor.projectId, { userId: actor.userId })
      : null,
  ]);
  return {
    myTotalExpenses: expenses?.myTotal ?? '0.00',
    myTotalSalary: own?.salaries ?? '0.00',
    myTotalPurchaseOrders: pos?.myTotal ?? '0.00',
    currencySymbol: await getProjectCurrencySymbol(services, actor),
  };
}

/**
 * The production's figures are the budget's (issue 12 item 18): expenses are its actual, purchase orders what is
 * committed, from the same definitions (projectCostTotals), so the dashboard and the budget never disagree.
 */
export async function getAdminDashboard(services: Services, actor: Actor) {
  const [totals, expenses, pos, timesheetsWaiting] = await Promise.all([
    projectCostTotals(services.db, actor.projectId),
    actor.modules.has('useExpense') ? expenseDashboardFigures(services, actor) : null,
    actor.modules.has('usePurchaseOrder') ? poDashboardFigures(services, actor) : null,
    actor.modules.has('useTimesheet') ? timesheetsToValidate(services, actor) : 0,
  ]);
  return {
    totalExpenses: totals.actual,
    totalSalaries: totals.salaries,
    totalPurchaseOrders: totals.committed,
    currencySymbol: await getProjectCurrencySymbol(services, actor),
    numTsToValidate: timesheetsWaiting,
    numExpToValidate: expenses?.sheetsWaiting ?? 0,
    numPoToValidate: pos?.waiting ?? 0,
    timesheetDays: [] as DashboardLine[],
    expenseItems: (expenses?.recent ?? []) as DashboardLine[],
    poItems: [] as DashboardLine[],
  };
}

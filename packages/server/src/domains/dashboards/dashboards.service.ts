import type { Actor, Services } from '../../graphql/context';
import { expenseDashboardFigures } from '../expenses/expense-figures.service';
import { getProjectCurrencySymbol } from '../projects/projects.service';

export interface DashboardLine {
  id: number;
  date: Date | null;
  label: string;
  userName: string;
  amount: string;
}

/**
 * 001 §3.4. Expenses come from the expenses service; salaries and purchase orders do not exist yet (their
 * issues add the sums here): until then the honest figure is zero.
 */
export async function getUserDashboard(services: Services, actor: Actor) {
  const expenses = actor.modules.has('useExpense') ? await expenseDashboardFigures(services, actor) : null;
  return {
    myTotalExpenses: expenses?.myTotal ?? '0.00',
    myTotalSalary: '0.00',
    myTotalPurchaseOrders: '0.00',
    currencySymbol: await getProjectCurrencySymbol(services, actor),
  };
}

export async function getAdminDashboard(services: Services, actor: Actor) {
  const expenses = actor.modules.has('useExpense') ? await expenseDashboardFigures(services, actor) : null;
  return {
    totalExpenses: expenses?.projectTotal ?? '0.00',
    totalSalaries: '0.00',
    totalPurchaseOrders: '0.00',
    currencySymbol: await getProjectCurrencySymbol(services, actor),
    numTsToValidate: 0,
    numExpToValidate: expenses?.sheetsWaiting ?? 0,
    numPoToValidate: 0,
    timesheetDays: [] as DashboardLine[],
    expenseItems: (expenses?.recent ?? []) as DashboardLine[],
    poItems: [] as DashboardLine[],
  };
}

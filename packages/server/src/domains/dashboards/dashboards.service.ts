import type { Actor, Services } from '../../graphql/context';
import { getProjectCurrencySymbol } from '../projects/projects.service';

export interface DashboardLine {
  id: number;
  date: Date | null;
  label: string;
  userName: string;
  amount: string;
}

/**
 * 001 §3.4. Expenses, salaries and purchase orders do not exist yet: their issues add the sums here, from
 * their services. Until then the honest figure is zero.
 */
export async function getUserDashboard(services: Services, actor: Actor) {
  return {
    myTotalExpenses: '0.00',
    myTotalSalary: '0.00',
    myTotalPurchaseOrders: '0.00',
    currencySymbol: await getProjectCurrencySymbol(services, actor),
  };
}

export async function getAdminDashboard(services: Services, actor: Actor) {
  return {
    totalExpenses: '0.00',
    totalSalaries: '0.00',
    totalPurchaseOrders: '0.00',
    currencySymbol: await getProjectCurrencySymbol(services, actor),
    numTsToValidate: 0,
    numExpToValidate: 0,
    numPoToValidate: 0,
    timesheetDays: [] as DashboardLine[],
    expenseItems: [] as DashboardLine[],
    poItems: [] as DashboardLine[],
  };
}

import { eq } from 'drizzle-orm';
import type { Actor, Services } from '../../graphql/context';
import { notFound } from '../../graphql/errors';
import { currencySymbol } from '../../lib/shared-pending';
import { projects } from '../projects/projects.table';

export interface DashboardLine {
  id: number;
  date: Date | null;
  label: string;
  userName: string;
  amount: string;
}

async function projectCurrency(services: Services, actor: Actor): Promise<string> {
  const row = await services.db.query.projects.findFirst({
    columns: { currency: true },
    where: eq(projects.id, actor.projectId),
  });
  if (!row) throw notFound();
  return currencySymbol(row.currency);
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
    currencySymbol: await projectCurrency(services, actor),
  };
}

export async function getAdminDashboard(services: Services, actor: Actor) {
  return {
    totalExpenses: '0.00',
    totalSalaries: '0.00',
    totalPurchaseOrders: '0.00',
    currencySymbol: await projectCurrency(services, actor),
    numTsToValidate: 0,
    numExpToValidate: 0,
    numPoToValidate: 0,
    timesheetDays: [] as DashboardLine[],
    expenseItems: [] as DashboardLine[],
    poItems: [] as DashboardLine[],
  };
}

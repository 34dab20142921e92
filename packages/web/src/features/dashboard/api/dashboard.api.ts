import { gqlRequest } from '../../../lib/graphql';

export interface UserDashboard {
  myTotalExpenses: string;
  myTotalSalary: string;
  myTotalPurchaseOrders: string;
  currencySymbol: string;
}

export interface DashboardLine {
  id: number;
  date: string | null;
  label: string;
  userName: string;
  amount: string;
}

export interface AdminDashboard {
  totalExpenses: string;
  totalSalaries: string;
  totalPurchaseOrders: string;
  currencySymbol: string;
  numTsToValidate: number;
  numExpToValidate: number;
  numPoToValidate: number;
  timesheetDays: DashboardLine[];
  expenseItems: DashboardLine[];
  poItems: DashboardLine[];
}

export async function getUserDashboard(): Promise<UserDashboard> {
  const data = await gqlRequest<{ GetUserDashboard: UserDashboard }>(
    'query UserDashboard { GetUserDashboard { myTotalExpenses myTotalSalary myTotalPurchaseOrders currencySymbol } }',
  );
  return data.GetUserDashboard;
}

const LINE = 'id date label userName amount';

export async function getAdminDashboard(): Promise<AdminDashboard> {
  const data = await gqlRequest<{
    GetAdminDashboard: AdminDashboard;
  }>(`query AdminDashboard { GetAdminDashboard {
    totalExpenses totalSalaries totalPurchaseOrders currencySymbol numTsToValidate numExpToValidate numPoToValidate
    timesheetDays { ${LINE} } expenseItems { ${LINE} } poItems { ${LINE} }
  } }`);
  return data.GetAdminDashboard;
}

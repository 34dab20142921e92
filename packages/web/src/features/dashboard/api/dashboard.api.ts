import { gqlRequest } from '../../../lib/graphql';
import type { DashboardLineFieldsFragment } from './fragments/dashboard-line-fields.generated';
import { AdminDashboardDocument, type AdminDashboardQuery } from './operations/admin-dashboard.generated';
import { UserDashboardDocument, type UserDashboardQuery } from './operations/user-dashboard.generated';

export type UserDashboard = UserDashboardQuery['GetUserDashboard'];
export type DashboardLine = DashboardLineFieldsFragment;
export type AdminDashboard = AdminDashboardQuery['GetAdminDashboard'];

export async function getUserDashboard(): Promise<UserDashboard> {
  const data = await gqlRequest(UserDashboardDocument);
  return data.GetUserDashboard;
}

export async function getAdminDashboard(): Promise<AdminDashboard> {
  const data = await gqlRequest(AdminDashboardDocument);
  return data.GetAdminDashboard;
}

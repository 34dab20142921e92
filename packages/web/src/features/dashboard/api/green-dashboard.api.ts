import { queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../lib/graphql';
import type { GreenBreakdownFieldsFragment } from './fragments/green-breakdown-fields.generated';
import type { GreenDashboardFieldsFragment } from './fragments/green-dashboard-fields.generated';
import type { GreenTotalsFieldsFragment } from './fragments/green-totals-fields.generated';
import { AdminGreenDashboardDocument } from './operations/admin-green-dashboard.generated';
import { UserGreenDashboardDocument } from './operations/user-green-dashboard.generated';

export type GreenDashboard = GreenDashboardFieldsFragment;
export type GreenBreakdown = GreenBreakdownFieldsFragment;
export type GreenTotals = GreenTotalsFieldsFragment;

export const greenDashboardKeys = {
  all: ['green-dashboard'] as const,
  admin: ['green-dashboard', 'admin'] as const,
  user: ['green-dashboard', 'user'] as const,
};

export async function getAdminGreenDashboard(): Promise<GreenDashboard> {
  const data = await gqlRequest(AdminGreenDashboardDocument);
  return data.GetAdminGreenDashboard;
}

export async function getUserGreenDashboard(): Promise<GreenDashboard> {
  const data = await gqlRequest(UserGreenDashboardDocument);
  return data.GetUserGreenDashboard;
}

/** The ledger moves with every expense, PO and manual entry: read afresh on each visit, like the money figures. */
export const adminGreenDashboardQuery = () =>
  queryOptions({ queryKey: greenDashboardKeys.admin, queryFn: getAdminGreenDashboard, staleTime: 0 });
export const userGreenDashboardQuery = () =>
  queryOptions({ queryKey: greenDashboardKeys.user, queryFn: getUserGreenDashboard, staleTime: 0 });

import { queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../lib/graphql';
import type {
  ActionPlanInput,
  GreenActionInput,
  GreenActionReportFilter,
} from '../../../lib/graphql-schema.generated';
import type { ActionPlanFieldsFragment } from './fragments/action-plan-fields.generated';
import type { GreenActionFieldsFragment } from './fragments/green-action-fields.generated';
import { AddUpdActionPlanDocument } from './operations/add-upd-action-plan.generated';
import { AddUpdGreenActionDocument } from './operations/add-upd-green-action.generated';
import { DelActionPlanDocument } from './operations/del-action-plan.generated';
import { DelGreenActionDocument } from './operations/del-green-action.generated';
import { GetActionOwnersDocument } from './operations/get-action-owners.generated';
import { GetActionPlanDocument } from './operations/get-action-plan.generated';
import { GetActionPlansDocument } from './operations/get-action-plans.generated';
import { GetActionReportDocument } from './operations/get-action-report.generated';
import { SetGreenActionStatusDocument } from './operations/set-green-action-status.generated';

export type ActionPlan = ActionPlanFieldsFragment;
export type GreenAction = GreenActionFieldsFragment;
export type ActionReportFilter = GreenActionReportFilter;

export const actionKeys = {
  all: ['green-actions'] as const,
  plans: (offset: number, size: number) => ['green-actions', 'plans', offset, size] as const,
  plan: (id: number) => ['green-actions', 'plan', id] as const,
  owners: ['green-actions', 'owners'] as const,
  report: (filter: ActionReportFilter, offset: number, size: number) =>
    ['green-actions', 'report', filter, offset, size] as const,
};

export const actionPlansQuery = (offset: number, size: number) =>
  queryOptions({
    queryKey: actionKeys.plans(offset, size),
    queryFn: async () => (await gqlRequest(GetActionPlansDocument, { offset, size })).GetActionPlans,
  });
export const actionPlanQuery = (id: number) =>
  queryOptions({
    queryKey: actionKeys.plan(id),
    queryFn: async () => (await gqlRequest(GetActionPlanDocument, { id })).GetActionPlan,
  });
export const actionOwnersQuery = () =>
  queryOptions({
    queryKey: actionKeys.owners,
    queryFn: async () => (await gqlRequest(GetActionOwnersDocument)).GetActionOwners,
    staleTime: 60_000,
  });
export const actionReportQuery = (filter: ActionReportFilter, offset: number, size: number) =>
  queryOptions({
    queryKey: actionKeys.report(filter, offset, size),
    queryFn: async () =>
      (await gqlRequest(GetActionReportDocument, { filter, offset, size })).GetActionReport,
  });

export async function addUpdActionPlan(id: number | null, plan: ActionPlanInput) {
  return (await gqlRequest(AddUpdActionPlanDocument, { id, plan })).AddUpdActionPlan;
}
export async function delActionPlan(id: number, withActions: boolean) {
  return (await gqlRequest(DelActionPlanDocument, { id, withActions })).DelActionPlan;
}
export async function addUpdGreenAction(id: number | null, planId: number, action: GreenActionInput) {
  return (await gqlRequest(AddUpdGreenActionDocument, { id, planId, action })).AddUpdGreenAction;
}
export async function setGreenActionStatus(id: number, status: string) {
  return (await gqlRequest(SetGreenActionStatusDocument, { id, status })).SetGreenActionStatus;
}
export async function delGreenAction(id: number) {
  return (await gqlRequest(DelGreenActionDocument, { id })).DelGreenAction;
}

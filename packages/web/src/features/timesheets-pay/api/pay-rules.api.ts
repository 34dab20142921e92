import type { PayRulesOutput } from '@setledger/shared/timesheets/pay-rules.schemas';
import { gqlRequest } from '../../../lib/graphql';
import {
  GetTimesheetPayRulesDocument,
  type GetTimesheetPayRulesQuery,
} from './operations/get-timesheet-pay-rules.generated';
import { SetTimesheetPayRulesDocument } from './operations/set-timesheet-pay-rules.generated';

export type ProjectPayRules = GetTimesheetPayRulesQuery['GetTimesheetPayRules'];

export const payRulesKeys = { rules: ['timesheets', 'pay-rules'] as const };

export async function getPayRules(): Promise<ProjectPayRules> {
  return (await gqlRequest(GetTimesheetPayRulesDocument)).GetTimesheetPayRules;
}

export async function setPayRules(rules: PayRulesOutput): Promise<ProjectPayRules> {
  return (await gqlRequest(SetTimesheetPayRulesDocument, { r: rules })).SetTimesheetPayRules;
}

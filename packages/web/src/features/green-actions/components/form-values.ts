import type { ActionPlanInput, GreenActionInput } from '../../../lib/graphql-schema.generated';
import type { ActionPlan, GreenAction } from '../api/green-actions.api';

/** What the plan form's inputs hold (texts; '' is unset). */
export interface PlanFormValues {
  title: string;
  description: string;
  ownerId: string;
  dueDate: string;
  status: string;
}
export interface ActionFormValues extends PlanFormValues {
  carbonCategory: string;
  expectedKgCo2e: string;
  formId: string;
}

const int = (text: string) => (text.trim() === '' ? null : Number(text));
const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export const emptyPlanValues = (): PlanFormValues => ({
  title: '',
  description: '',
  ownerId: '',
  dueDate: '',
  status: 'active',
});
export const valuesOfPlan = (plan: ActionPlan): PlanFormValues => ({
  title: plan.title,
  description: plan.description,
  ownerId: text(plan.ownerId),
  dueDate: plan.dueDate ?? '',
  status: plan.status,
});
export const planInputOf = (v: PlanFormValues): ActionPlanInput => ({
  title: v.title,
  description: v.description,
  ownerId: int(v.ownerId),
  dueDate: v.dueDate || null,
  status: v.status,
});

export const emptyActionValues = (): ActionFormValues => ({
  ...emptyPlanValues(),
  status: 'todo',
  carbonCategory: '',
  expectedKgCo2e: '',
  formId: '',
});
export const valuesOfAction = (action: GreenAction): ActionFormValues => ({
  title: action.title,
  description: action.description,
  ownerId: text(action.ownerId),
  dueDate: action.dueDate ?? '',
  status: action.status,
  carbonCategory: text(action.carbonCategory),
  expectedKgCo2e: action.expectedKgCo2e ?? '',
  formId: text(action.formId),
});
export const actionInputOf = (v: ActionFormValues): GreenActionInput => ({
  ...planInputOf(v),
  carbonCategory: int(v.carbonCategory),
  expectedKgCo2e: v.expectedKgCo2e.trim() || null,
  formId: int(v.formId),
});

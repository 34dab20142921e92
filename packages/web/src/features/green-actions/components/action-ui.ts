import type { GreenActionStatus } from '@setledger/shared/green/action-plans.constants';
import { useForm } from '../../../lib/i18n';
import { useSession } from '../../../lib/session-context';

export type ActionTexts = (n: number, en: string) => string;

/** Every text of the action plan screens (form 'green-actions'). */
export const useActionTexts = (): ActionTexts => useForm('green-actions');

/** Fills '{name}' placeholders of a translated text. */
export const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? `{${key}}`));

export const ACTION_STATUS_TEXTS: Record<GreenActionStatus, [number, string]> = {
  todo: [11, 'To do'],
  inProgress: [12, 'In progress'],
  done: [13, 'Done'],
  cancelled: [14, 'Cancelled'],
};
export const ACTION_STATUS_COLORS: Record<string, string> = {
  todo: 'gray',
  inProgress: 'blue',
  done: 'green',
  cancelled: 'dark',
};
export const PLAN_STATUS_TEXTS: Record<string, [number, string]> = {
  active: [9, 'Active'],
  completed: [10, 'Completed'],
};

export const labelOf = (t: ActionTexts, table: Record<string, [number, string]>, key: string) => {
  const pair = table[key];
  return pair ? t(pair[0], pair[1]) : key;
};

export { useCarbonCategoryLabel as useCategoryLabel } from '../../../components/carbon-category-label';

/** Who changes plans and actions (green-actions.policy): administrators, production, canAccessGreenReporting. */
export function useCanEditActions(): boolean {
  const { claims } = useSession();
  return claims.isAdmin === true || claims.isProd === true || claims.canAccessGreenReporting === true;
}
export { useChecklistQuestionOptions, useChecklistQuestionText } from './checklist-question-texts';

import type { GreenActionStatus } from '@setledger/shared/green/action-plans.constants';
import { CHECKLIST_DEPARTMENTS } from '@setledger/shared/green/checklist.catalogue';
import { carbonCategoryName } from '@setledger/shared/green/green.constants';
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

/** Category names as the green table says them (form 'green-table'). */
const CATEGORY_TEXTS: Record<string, [number, string]> = {
  location: [13, 'Location'],
  accommodation: [14, 'Accommodation'],
  generatorEnergy: [15, 'Generator energy'],
  transportation: [16, 'Transportation'],
  waste: [17, 'Waste'],
  meal: [18, 'Meals'],
};
export function useCategoryLabel() {
  const t = useForm('green-table');
  return (code: number) => {
    const pair = CATEGORY_TEXTS[carbonCategoryName(code) ?? ''];
    return pair ? t(pair[0], pair[1]) : fill(t(19, 'Other category {n}'), { n: code });
  };
}

/** Who changes plans and actions (green-actions.policy): administrators, production, canAccessGreenReporting. */
export function useCanEditActions(): boolean {
  const { claims } = useSession();
  return claims.isAdmin === true || claims.isProd === true || claims.canAccessGreenReporting === true;
}

/** The checklist's questions by department, as the checklist words them (form 'green-checklist-questions'). */
export function useChecklistQuestionOptions() {
  const t = useForm('green-checklist-questions');
  return CHECKLIST_DEPARTMENTS.map((d) => ({
    group: t(d.formId, d.title),
    items: d.questions.map((q) => ({ value: String(q.formId), label: t(q.formId, q.en) })),
  }));
}

/** One checklist question's words, by its formId. */
export function useChecklistQuestionText() {
  const t = useForm('green-checklist-questions');
  return (formId: number) => t(formId, `#${formId}`);
}

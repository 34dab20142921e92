import { CHECKLIST_DEPARTMENTS } from '@setledger/shared/green/checklist.catalogue';
import { useForm } from '../../../lib/i18n';

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

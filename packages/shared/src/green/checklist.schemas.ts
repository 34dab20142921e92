import { z } from 'zod';
import { typeError } from '../validation/keys';
import { optionalText } from '../validation/schema-fields';
import { CHECKLIST_EXPLANATION_MAX, CHECKLIST_SUPPLIER_MAX, isChecklistAnswer } from './checklist.catalogue';

/** One answer of a department page: the question's formId, 11 No / 12 Yes / 13 N/A, and what a Yes asks for. */
export const checklistAnswerSchema = z.object({
  questionFormId: z.number(typeError).int('notInteger').min(1, 'outOfRange').max(298, 'outOfRange'),
  answer: z
    .number(typeError)
    .int('notInteger')
    .refine((value) => isChecklistAnswer(value), 'outOfRange'),
  supplierName: optionalText(CHECKLIST_SUPPLIER_MAX),
  supplierId: z
    .number(typeError)
    .int('notInteger')
    .positive('invalidId')
    .nullish()
    .transform((v) => v ?? null),
  explanation: optionalText(CHECKLIST_EXPLANATION_MAX),
});
export type ChecklistAnswerInput = z.input<typeof checklistAnswerSchema>;

/** A department page's answers, saved together (at most one per question of the catalogue). */
export const checklistPageSchema = z.object({
  answers: z.array(checklistAnswerSchema).max(60, 'tooLong'),
});

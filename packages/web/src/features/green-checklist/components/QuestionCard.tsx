import { Autocomplete, Badge, Group, Paper, Radio, Stack, Textarea } from '@mantine/core';
import { CHECKLIST_ANSWER } from '@setledger/shared/green/checklist.catalogue';
import type { ChecklistQuestion } from '../api/green-checklist.api';
import { type ChecklistTexts, useChecklistTexts } from './checklist-ui';
import { EvidencePanel } from './EvidencePanel';

export interface AnswerValues {
  answer: number | null;
  supplierName: string;
  /** The supplier of the list whose name was picked, else null (a free name). */
  supplierId: number | null;
  explanation: string;
}
export type AnswerErrors = Partial<Record<'answer' | 'supplierName' | 'explanation', string>>;

const answerLabels = (t: ChecklistTexts) => [
  { id: CHECKLIST_ANSWER.no, label: t(10, 'No') },
  { id: CHECKLIST_ANSWER.yes, label: t(11, 'Yes') },
  { id: CHECKLIST_ANSWER.na, label: t(12, 'N/A') },
];

/** One question: No / Yes / N/A, its points, the supplier or explanation a Yes asks for, and its evidence. */
export function QuestionCard({
  page,
  question,
  values,
  errors,
  canAnswer,
  suppliers,
  onChange,
}: {
  page: string;
  question: ChecklistQuestion;
  values: AnswerValues;
  errors: AnswerErrors;
  canAnswer: boolean;
  suppliers: readonly { id: number; name: string }[];
  onChange: (values: AnswerValues) => void;
}) {
  const t = useChecklistTexts();
  const isYes = values.answer === CHECKLIST_ANSWER.yes;
  const earned = isYes ? question.availablePoints : 0;
  const id = `question-${question.formId}`;
  return (
    <Paper withBorder p="md" data-testid={id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Radio.Group
            label={question.text}
            value={values.answer === null ? '' : String(values.answer)}
            onChange={(value) => onChange({ ...values, answer: Number(value) })}
            error={errors.answer}
            readOnly={!canAnswer}
          >
            <Group mt="xs" gap="lg">
              {answerLabels(t).map((option) => (
                <Radio key={option.id} value={String(option.id)} label={option.label} disabled={!canAnswer} />
              ))}
            </Group>
          </Radio.Group>
          {question.availablePoints === 0 ? (
            <Badge variant="light" color="gray">
              {t(27, 'Advice')}
            </Badge>
          ) : (
            <Badge variant={isYes ? 'filled' : 'light'} color="teal" data-testid={`${id}-points`}>
              {values.answer === CHECKLIST_ANSWER.na
                ? t(12, 'N/A')
                : `${earned}/${t(13, '{points} pts', { points: question.availablePoints })}`}
            </Badge>
          )}
        </Group>
        {question.asks === 'supplier' && isYes && (
          <Autocomplete
            label={t(14, 'Supplier or vendor')}
            data={[...new Set(suppliers.map((s) => s.name))]}
            limit={20}
            description={t(38, 'A Yes asks for a supplier or vendor name.')}
            withAsterisk
            value={values.supplierName}
            onChange={(name) =>
              onChange({
                ...values,
                supplierName: name,
                supplierId: suppliers.find((s) => s.name === name)?.id ?? null,
              })
            }
            error={errors.supplierName}
            maxLength={200}
            readOnly={!canAnswer}
          />
        )}
        {(question.asks === 'explanation' || values.explanation !== '') &&
          (isYes || values.explanation !== '') && (
            <Textarea
              label={t(15, 'Explanation')}
              description={
                question.asks === 'explanation' ? t(39, 'A Yes asks for an explanation.') : undefined
              }
              withAsterisk={question.asks === 'explanation' && isYes}
              value={values.explanation}
              onChange={(event) => onChange({ ...values, explanation: event.currentTarget.value })}
              error={errors.explanation}
              autosize
              minRows={2}
              maxLength={2000}
              readOnly={!canAnswer}
            />
          )}
        <EvidencePanel page={page} question={question} canAnswer={canAnswer} />
      </Stack>
    </Paper>
  );
}

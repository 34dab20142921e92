import { Alert, Anchor, Button, Group, List, Paper, Stack, Title } from '@mantine/core';
import { checklistDepartment } from '@setledger/shared/green/checklist.catalogue';
import { checklistPageSchema } from '@setledger/shared/green/checklist.schemas';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { ErrorBanner, PageLoader, ScreenError, showToast } from '../../../components';
import { href } from '../../../config/paths';
import { useZodForm } from '../../../lib/form';
import { GraphQLRequestError } from '../../../lib/graphql';
import {
  type ChecklistPage,
  checklistKeys,
  checklistSuppliersQuery,
  greenChecklistPageQuery,
  saveGreenChecklistPage,
} from '../api/green-checklist.api';
import { ScoreBar, useCanAnswer, useChecklistTexts } from '../components/checklist-ui';
import { type AnswerErrors, type AnswerValues, QuestionCard } from '../components/QuestionCard';

const valuesOf = (page: ChecklistPage): Record<number, AnswerValues> =>
  Object.fromEntries(
    page.questions.map((q) => [
      q.formId,
      {
        answer: q.answer?.answer ?? null,
        supplierName: q.answer?.supplierName ?? '',
        supplierId: q.answer?.supplierId ?? null,
        explanation: q.answer?.explanation ?? '',
      },
    ]),
  );

interface PageValues {
  /** Each question's answer, by its formId. */
  answers: Record<string, AnswerValues>;
}
const ANSWER_FIELDS: readonly (keyof AnswerErrors)[] = ['answer', 'supplierName', 'explanation'];

/**
 * The answers of a page (one department) on the one form pattern (useZodForm, issue 13): the shared page schema
 * checks them, and an error at `answers.N.field` (N an index of the answered questions sent) lands on that
 * question's field. The evidence follows the server at once, apart from this form.
 */
function DepartmentForm({ name, page }: { name: string; page: ChecklistPage }) {
  const t = useChecklistTexts();
  const queryClient = useQueryClient();
  const canAnswer = useCanAnswer();
  const suppliers = useQuery({ ...checklistSuppliersQuery(), enabled: canAnswer }).data ?? [];
  // The questions sent by the last check, in order: schema and server paths index them.
  const sent = useRef<ChecklistPage['questions']>([]);
  const labels = Object.fromEntries(
    page.questions.flatMap((q) => ANSWER_FIELDS.map((field) => [`answers.${q.formId}.${field}`, q.text])),
  );
  const zodForm = useZodForm({
    schema: checklistPageSchema,
    initialValues: { answers: valuesOf(page) } as PageValues,
    toInput: (values: PageValues) => {
      sent.current = page.questions.filter((q) => values.answers[q.formId]?.answer != null);
      return {
        answers: sent.current.map((q) => {
          const answer = values.answers[q.formId]!;
          return {
            questionFormId: q.formId,
            answer: answer.answer,
            supplierName: answer.supplierName,
            supplierId: answer.supplierId,
            explanation: answer.explanation,
          };
        }),
      };
    },
    // 'answers.2.supplierName' → 'answers.<formId of the third answered question>.supplierName'.
    fields: (path) => {
      const match = /^answers\.(\d+)\.(\w+)$/.exec(path);
      const question = match ? sent.current[Number(match[1])] : undefined;
      if (!match || !question) return undefined;
      const field = match[2] === 'questionFormId' ? 'answer' : match[2];
      return `answers.${question.formId}.${field}`;
    },
    labels,
  });
  const { values, errors } = zodForm;
  const save = zodForm.onSubmit(async (parsed) => {
    const saved = await saveGreenChecklistPage(name, parsed.answers);
    queryClient.setQueryData(checklistKeys.page(name), saved);
    await queryClient.invalidateQueries({ queryKey: checklistKeys.hub });
    showToast({ variant: 'success', message: t(25, 'Answers saved') });
  });
  const errorsOf = (formId: number): AnswerErrors =>
    Object.fromEntries(
      ANSWER_FIELDS.map((field) => [field, errors[`answers.${formId}.${field}`]]).filter(([, e]) => e),
    );
  // A long page: the errors are also listed at the top, each naming its question (the messages do).
  const listed = [...new Set(Object.values(errors).filter((e): e is string => Boolean(e)))];
  const cards = (questions: ChecklistPage['questions']) =>
    questions.map((question) => (
      <QuestionCard
        key={question.formId}
        page={name}
        question={question}
        values={values.answers[question.formId]!}
        errors={errorsOf(question.formId)}
        canAnswer={canAnswer}
        suppliers={suppliers}
        onChange={(next) => {
          zodForm.form.setFieldValue(`answers.${question.formId}`, next);
          for (const field of ANSWER_FIELDS)
            zodForm.form.clearFieldError(`answers.${question.formId}.${field}`);
        }}
      />
    ));
  const { department } = page;
  return (
    <form onSubmit={save} noValidate>
      <Stack>
        <ErrorBanner error={zodForm.formError} />
        {listed.length > 0 && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-answer-errors>
            <List size="sm">
              {listed.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {department.sections.length > 0
          ? department.sections.map((section) => (
              <Stack
                key={section.sectionId}
                gap="sm"
                component="section"
                aria-labelledby={`section-${section.sectionId}`}
              >
                <Title order={2} size="h4" id={`section-${section.sectionId}`}>
                  {section.title}
                </Title>
                <ScoreBar label={section.title} {...section} />
                {cards(page.questions.filter((q) => q.sectionId === section.sectionId))}
              </Stack>
            ))
          : cards(page.questions)}
        {canAnswer && (
          <Group>
            <Button type="submit" loading={zodForm.submitting} leftSection={<IconDeviceFloppy size={16} />}>
              {t(24, 'Save the answers')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** peach-pear-plum/:page (issue 16): one department's questions, answers, points and evidence. */
export default function GreenChecklistPageScreen() {
  const { page = '' } = useParams();
  const t = useChecklistTexts();
  const known = checklistDepartment(page) !== undefined;
  const query = useQuery({ ...greenChecklistPageQuery(page), enabled: known });
  // An unknown department name (the catalogue's URL-style names, 001 §3.16) is the not-found screen.
  if (!known || (query.error instanceof GraphQLRequestError && query.error.code === 'NOT_FOUND'))
    return <Navigate to={href('pages/404')} replace />;
  if (query.isError) return <ScreenError error={query.error} />;
  const data = query.data;
  return (
    <Stack>
      <Anchor component={Link} to={href('peach-pear-plum')} size="sm">
        {t(26, 'Back to the checklist')}
      </Anchor>
      {!data ? (
        <>
          <Title order={1} size="h2">
            {t(1, 'Green checklist')}
          </Title>
          <PageLoader />
        </>
      ) : (
        <>
          <Title order={1} size="h2">
            {data.department.title}
          </Title>
          <Paper withBorder p="md" data-testid="department-score">
            <ScoreBar label={data.department.title} {...data.department} />
          </Paper>
          <DepartmentForm key={page} name={page} page={data} />
        </>
      )}
    </Stack>
  );
}

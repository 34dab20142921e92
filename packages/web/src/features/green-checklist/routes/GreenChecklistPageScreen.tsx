import { Anchor, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { checklistDepartment } from '@setledger/shared/green/checklist.catalogue';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { ErrorBanner, errorParts, PageLoader, ScreenError, showToast } from '../../../components';
import { href } from '../../../config/paths';
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

/** The answers of a page (one department), kept here while the evidence follows the server at once. */
function DepartmentForm({ name, page }: { name: string; page: ChecklistPage }) {
  const t = useChecklistTexts();
  const queryClient = useQueryClient();
  const canAnswer = useCanAnswer();
  const [values, setValues] = useState(() => valuesOf(page));
  const suppliers = useQuery({ ...checklistSuppliersQuery(), enabled: canAnswer }).data ?? [];
  const [error, setError] = useState<unknown>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<number, AnswerErrors>>({});
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setError(null);
    setFieldErrors({});
    const answered = page.questions.filter((q) => values[q.formId]?.answer != null);
    const answers = answered.map((q) => ({
      questionFormId: q.formId,
      answer: values[q.formId]!.answer!,
      supplierName: values[q.formId]!.supplierName,
      supplierId: values[q.formId]!.supplierId,
      explanation: values[q.formId]!.explanation,
    }));
    setSaving(true);
    try {
      const saved = await saveGreenChecklistPage(name, answers);
      queryClient.setQueryData(checklistKeys.page(name), saved);
      await queryClient.invalidateQueries({ queryKey: checklistKeys.hub });
      showToast({ variant: 'success', message: t(25, 'Answers saved') });
    } catch (caught) {
      setError(caught);
      // 'answers.2.supplierName': the message names the question; the field shows it too.
      const parts = errorParts(caught);
      const match = parts.kind === 'server' ? /^answers\.(\d+)\.(\w+)$/.exec(parts.field ?? '') : null;
      const question = match ? answered[Number(match[1])] : undefined;
      if (question && match && parts.kind === 'server') {
        const key = match[2] === 'questionFormId' ? 'answer' : (match[2] as keyof AnswerErrors);
        setFieldErrors({ [question.formId]: { [key]: parts.message } });
      }
    } finally {
      setSaving(false);
    }
  };
  const cards = (questions: ChecklistPage['questions']) =>
    questions.map((question) => (
      <QuestionCard
        key={question.formId}
        page={name}
        question={question}
        values={values[question.formId]!}
        errors={fieldErrors[question.formId] ?? {}}
        canAnswer={canAnswer}
        suppliers={suppliers}
        onChange={(next) => setValues((all) => ({ ...all, [question.formId]: next }))}
      />
    ));
  const { department } = page;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack>
        <ErrorBanner error={error} />
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
            <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />}>
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

import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { carbonBudgetLineSchema } from '@setledger/shared/carbon-budget/carbon-budget.schemas';
import { CARBON_CATEGORIES } from '@setledger/shared/green/green.constants';
import { useEffect } from 'react';
import { BaseModal, ErrorBanner } from '../../../components';
import { useZodForm } from '../../../lib/form';
import { setCarbonBudgetLine } from '../api/carbon-budget.api';
import { useCarbonBudgetTexts, useCategoryLabel } from './carbon-budget-ui';

export interface CellDraft {
  carbonCategory: number | null;
  department: number | null;
  plannedKgCo2e: string;
  note: string;
}

const WHOLE = 'whole';

/** Plans a cell: its carbon category, department (or the whole category), planned kg CO2e and a note. */
export function CellFormModal({
  draft,
  departments,
  onClose,
  onSaved,
}: {
  draft: CellDraft | null;
  departments: { value: number; label: string }[];
  onClose: () => void;
  onSaved: (line: { carbonCategory: number; department: number | null }) => void;
}) {
  const t = useCarbonBudgetTexts();
  const categoryLabel = useCategoryLabel();
  const form = useZodForm({
    schema: carbonBudgetLineSchema,
    initialValues: { carbonCategory: null, department: null, plannedKgCo2e: '', note: '' } as CellDraft,
    labels: {
      carbonCategory: t(2, 'Carbon category'),
      department: t(3, 'Department'),
      plannedKgCo2e: t(22, 'Planned kg CO2e'),
      note: t(21, 'Note'),
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new draft starts the form over.
  useEffect(() => {
    if (draft) form.load(draft);
  }, [draft]);
  const category = form.field('carbonCategory');
  const department = form.field('department');
  return (
    <BaseModal opened={draft !== null} onClose={onClose} title={t(12, 'Plan a cell')} size="lg">
      <form
        onSubmit={form.onSubmit(async (line) => {
          await setCarbonBudgetLine(line);
          onSaved(line);
        })}
        noValidate
      >
        <Stack>
          {form.formError ? <ErrorBanner error={form.formError} /> : null}
          <Select
            {...category}
            searchable
            data={CARBON_CATEGORIES.map((c) => ({
              value: String(c.code),
              label: `${c.code} · ${categoryLabel(c.code)}`,
            }))}
            value={form.values.carbonCategory === null ? null : String(form.values.carbonCategory)}
            onChange={(v) => form.set('carbonCategory', v === null ? null : Number(v))}
          />
          <Select
            {...department}
            searchable
            data={[
              { value: WHOLE, label: t(9, 'Whole category') },
              ...departments.map((d) => ({ value: String(d.value), label: d.label })),
            ]}
            value={form.values.department === null ? WHOLE : String(form.values.department)}
            onChange={(v) => form.set('department', v === null || v === WHOLE ? null : Number(v))}
          />
          <TextInput {...form.field('plannedKgCo2e')} inputMode="decimal" />
          <Textarea {...form.field('note')} autosize minRows={2} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t(18, 'Cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t(17, 'Save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </BaseModal>
  );
}

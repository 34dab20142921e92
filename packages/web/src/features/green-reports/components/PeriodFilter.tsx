import { Button, Checkbox, Group, TextInput } from '@mantine/core';
import { greenReportScopeSchema } from '@setledger/shared/green/green-reports.schemas';
import { useZodForm } from '../../../lib/form';
import type { GreenReportScope } from '../api/green-reports.api';
import { useReportTexts } from './report-texts';

interface Draft {
  from: string;
  to: string;
  includePending: boolean;
}

/** The report's period (on the entries' day) and whether pending entries count; applied together. */
export function PeriodFilter({
  scope,
  onApply,
}: {
  scope: GreenReportScope;
  onApply: (scope: GreenReportScope) => void;
}) {
  const t = useReportTexts();
  const form = useZodForm({
    schema: greenReportScopeSchema,
    initialValues: {
      from: scope.from ?? '',
      to: scope.to ?? '',
      includePending: scope.includePending,
    } as Draft,
    toInput: (draft: Draft) => ({
      from: draft.from || null,
      to: draft.to || null,
      includePending: draft.includePending,
    }),
  });
  const apply = form.onSubmit((parsed) => onApply(parsed));
  return (
    <form onSubmit={apply} noValidate>
      <Group align="flex-end" gap="sm">
        <TextInput type="date" {...form.field('from', { label: t(5, 'From') })} />
        <TextInput type="date" {...form.field('to', { label: t(6, 'To') })} />
        <Checkbox
          mb={8}
          label={t(7, 'Count pending entries')}
          checked={form.values.includePending}
          onChange={(e) => form.set('includePending', e.currentTarget.checked)}
        />
        <Button type="submit" variant="default">
          {t(8, 'Apply')}
        </Button>
      </Group>
    </form>
  );
}

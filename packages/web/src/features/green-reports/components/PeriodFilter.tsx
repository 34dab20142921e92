import { Button, Checkbox, Group, TextInput } from '@mantine/core';
import { greenReportScopeSchema } from '@setledger/shared/green/green-reports.schemas';
import { useState } from 'react';
import { useValidationMessage } from '../../../lib/validation-messages';
import type { GreenReportScope } from '../api/green-reports.api';
import { useReportTexts } from './report-texts';

/** The report's period (on the entries' day) and whether pending entries count; applied together. */
export function PeriodFilter({
  scope,
  onApply,
}: {
  scope: GreenReportScope;
  onApply: (scope: GreenReportScope) => void;
}) {
  const t = useReportTexts();
  const message = useValidationMessage();
  const [draft, setDraft] = useState(scope);
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const parsed = greenReportScopeSchema.safeParse(draft);
    if (!parsed.success) {
      setError(message(parsed.error.issues[0]?.message ?? 'invalid'));
      return;
    }
    setError(null);
    onApply(parsed.data);
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          type="date"
          label={t(5, 'From')}
          value={draft.from ?? ''}
          onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value || null })}
        />
        <TextInput
          type="date"
          label={t(6, 'To')}
          value={draft.to ?? ''}
          error={error}
          onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value || null })}
        />
        <Checkbox
          mb={8}
          label={t(7, 'Count pending entries')}
          checked={draft.includePending}
          onChange={(e) => setDraft({ ...draft, includePending: e.currentTarget.checked })}
        />
        <Button type="submit" variant="default">
          {t(8, 'Apply')}
        </Button>
      </Group>
    </form>
  );
}

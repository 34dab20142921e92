import { Checkbox, MultiSelect, Select, SimpleGrid } from '@mantine/core';
import { REVIEW_STATUSES } from '@setledger/shared/green/green.constants';
import { useQuery } from '@tanstack/react-query';
import { useForm } from '../../../lib/i18n';
import { type GreenTableFilter, getGreenFilterTemplates, greenKeys } from '../api/green.api';

const num = (v: string | null) => (v === null || v === '' ? null : Number(v));
const str = (v: number | null | undefined) => (v === null || v === undefined ? null : String(v));

/**
 * The template, review and forecast filters of 000 §3 (issue 16). They speak the carbon budget's words (form
 * 'carbon-budget'), so they live in a file of their own: one form per file.
 */
export function ReviewFilters({
  filter,
  onChange,
}: {
  filter: GreenTableFilter;
  onChange: (changes: Partial<GreenTableFilter>) => void;
}) {
  const c = useForm('carbon-budget');
  const templates = useQuery({
    queryKey: greenKeys.templates,
    queryFn: getGreenFilterTemplates,
    retry: false,
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Select
        label={c(46, 'Carbon template')}
        clearable
        searchable
        disabled={!templates.data}
        data={(templates.data ?? []).map((tpl) => ({ value: String(tpl.id), label: tpl.name }))}
        value={str(filter.templateId)}
        onChange={(v) => onChange({ templateId: num(v) })}
      />
      <MultiSelect
        label={c(47, 'Review')}
        clearable
        data={[
          { value: String(REVIEW_STATUSES.verified), label: c(48, 'Verified') },
          { value: String(REVIEW_STATUSES.notVerified), label: c(49, 'Not verified') },
        ]}
        value={(filter.reviewStatus ?? []).map(String)}
        onChange={(v) => onChange({ reviewStatus: v.length > 0 ? v.map(Number) : null })}
      />
      <Checkbox
        mt={{ sm: 'xl' }}
        label={c(50, 'Forecast only (purchase orders still to invoice)')}
        checked={filter.forForecastReportOnly === true}
        onChange={(e) => onChange({ forForecastReportOnly: e.currentTarget.checked || null })}
      />
    </SimpleGrid>
  );
}

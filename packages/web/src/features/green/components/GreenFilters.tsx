import { Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  CARBON_CATEGORIES,
  CARBON_ENTRY_STATUSES,
  CARBON_SOURCE_TYPES,
} from '@setledger/shared/green/green.constants';
import type { GreenTableFilter } from '../api/green.api';
import { categoryLabel, sourceLabel, statusLabel, useGreenTexts } from './green-ui';
import { ReviewFilters } from './ReviewFilters';

const num = (v: string | null) => (v === null || v === '' ? null : Number(v));
const str = (v: number | null | undefined) => (v === null || v === undefined ? null : String(v));

/** The green table's filters (issue 14): category, status, source, department, dates, keyword. */
export function GreenFilters({
  filter,
  departments,
  onChange,
}: {
  filter: GreenTableFilter;
  departments: { value: number; label: string }[];
  onChange: (changes: Partial<GreenTableFilter>) => void;
}) {
  const t = useGreenTexts();
  const dateError =
    filter.startDate && filter.endDate && filter.startDate > filter.endDate
      ? t(145, 'The end date is before the start date.')
      : undefined;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3, lg: 7 }}>
          <Select
            label={t(21, 'Category')}
            clearable
            searchable
            data={CARBON_CATEGORIES.map((c) => ({ value: String(c.code), label: categoryLabel(t, c.code) }))}
            value={str(filter.co2Type)}
            onChange={(v) => onChange({ co2Type: num(v) })}
          />
          <Select
            label={t(25, 'Status')}
            clearable
            data={CARBON_ENTRY_STATUSES.map((s) => ({ value: s, label: statusLabel(t, s) }))}
            value={filter.status ?? null}
            onChange={(v) => onChange({ status: v })}
          />
          <Select
            label={t(26, 'Source')}
            clearable
            data={CARBON_SOURCE_TYPES.map((s) => ({ value: s, label: sourceLabel(t, s) }))}
            value={filter.source ?? null}
            onChange={(v) => onChange({ source: v })}
          />
          <Select
            label={t(27, 'Department')}
            clearable
            searchable
            data={departments.map((d) => ({ value: String(d.value), label: d.label }))}
            value={str(filter.department)}
            onChange={(v) => onChange({ department: num(v) })}
          />
          <TextInput
            type="date"
            label={t(28, 'From')}
            value={filter.startDate ?? ''}
            onChange={(e) => onChange({ startDate: e.currentTarget.value || null })}
          />
          <TextInput
            type="date"
            label={t(29, 'To')}
            value={filter.endDate ?? ''}
            error={dateError}
            onChange={(e) => onChange({ endDate: e.currentTarget.value || null })}
          />
          <TextInput
            type="search"
            label={t(30, 'Keyword')}
            value={filter.keyWord ?? ''}
            onChange={(e) => onChange({ keyWord: e.currentTarget.value || null })}
          />
        </SimpleGrid>
        <ReviewFilters filter={filter} onChange={onChange} />
      </Stack>
    </Paper>
  );
}

import { Group, Pill } from '@mantine/core';
import { useFormat } from '../../lib/format';
import { useForm } from '../../lib/i18n';
import type { FilterFieldKey, FilterOption, FilterValues } from './filter.types';
import type { FilterOptions } from './useFilterOptions';

interface Chip {
  key: string;
  label: string;
  /** The values without this chip. */
  without: FilterValues;
}

const nameOf = (options: FilterOption[], value: number) =>
  options.find((o) => o.value === value)?.label ?? String(value);

/** One chip per applied value of the list's fields; removing a chip applies the values without it. */
export function FilterChips({
  fields,
  values,
  options,
  statusOptions,
  onApply,
}: {
  fields: readonly FilterFieldKey[];
  values: FilterValues;
  options: FilterOptions;
  statusOptions: FilterOption[];
  onApply: (values: FilterValues) => void;
}) {
  const t = useForm('filters');
  const format = useFormat();
  const yesNo = (v: number) => (v === 1 ? t(21, 'Yes') : t(22, 'No'));
  const chips: Chip[] = [];
  const one = (
    field: FilterFieldKey,
    key: keyof FilterValues,
    title: string,
    text: (v: number) => string,
  ) => {
    const value = values[key];
    if (fields.includes(field) && typeof value === 'number')
      chips.push({ key, label: `${title}: ${text(value)}`, without: { ...values, [key]: null } });
  };
  const many = (
    field: FilterFieldKey,
    key: 'reviewStatus' | 'flagIds',
    title: string,
    list: FilterOption[],
  ) => {
    if (!fields.includes(field)) return;
    for (const value of values[key])
      chips.push({
        key: `${key}-${value}`,
        label: `${title}: ${nameOf(list, value)}`,
        without: { ...values, [key]: values[key].filter((v) => v !== value) },
      });
  };
  if (fields.includes('dates')) {
    if (values.startDate)
      chips.push({
        key: 'startDate',
        label: `${t(10, 'From')}: ${format.date(values.startDate)}`,
        without: { ...values, startDate: null },
      });
    if (values.endDate)
      chips.push({
        key: 'endDate',
        label: `${t(11, 'To')}: ${format.date(values.endDate)}`,
        without: { ...values, endDate: null },
      });
  }
  one('department', 'department', t(12, 'Department'), (v) => nameOf(options.department, v));
  one('category', 'category', t(13, 'Category'), (v) => nameOf(options.category, v));
  one('person', 'personId', t(14, 'Person'), (v) => nameOf(options.person, v));
  one('supplier', 'supplierId', t(15, 'Supplier'), (v) => nameOf(options.supplier, v));
  one('status', 'status', t(16, 'Status'), (v) => nameOf(statusOptions, v));
  many('reviewStatus', 'reviewStatus', t(16, 'Status'), statusOptions);
  one('processed', 'processed', t(17, 'Processed'), yesNo);
  one('invoicedToProduction', 'invoicedToProduction', t(18, 'Invoiced to production'), yesNo);
  many('flags', 'flagIds', t(19, 'Flags'), options.flags);
  if (chips.length === 0) return null;
  return (
    <Group gap={6} data-filter-chips>
      {chips.map((chip) => (
        <Pill
          key={chip.key}
          withRemoveButton
          onRemove={() => onApply(chip.without)}
          // Mantine hides the remove button from keyboards and screen readers; here it is the way to drop a value.
          removeButtonProps={{
            'aria-hidden': false,
            tabIndex: 0,
            'aria-label': t(31, 'Remove {label}').replace('{label}', chip.label),
          }}
        >
          {chip.label}
        </Pill>
      ))}
    </Group>
  );
}

import { Group, Select, Text } from '@mantine/core';
import { useForm } from '../../lib/i18n';
import { PAGE_SIZES, Pager } from '..';

export interface ListPagerProps {
  total: number;
  offset: number;
  perPage: number;
  onChange: (paging: { offset: number; perPage: number }) => void;
}

/** 'x–y of N', the pages and the per-page choice 20 / 50 / 100 (000 §9); a new page size starts at page 1. */
export function ListPager({ total, offset, perPage, onChange }: ListPagerProps) {
  const t = useForm('filters');
  const pages = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(pages, Math.floor(offset / perPage) + 1);
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(offset + perPage, total);
  const sizes: number[] = PAGE_SIZES.includes(perPage as (typeof PAGE_SIZES)[number])
    ? [...PAGE_SIZES]
    : [...PAGE_SIZES, perPage].sort((a, b) => a - b);
  return (
    <Group justify="space-between" data-list-pager>
      <Text size="sm" c="dimmed">
        {t(32, '{from}–{to} of {total}')
          .replace('{from}', String(from))
          .replace('{to}', String(to))
          .replace('{total}', String(total))}
      </Text>
      <Group gap="sm">
        <Select
          aria-label={t(33, 'Per page')}
          w={90}
          data={sizes.map(String)}
          value={String(perPage)}
          allowDeselect={false}
          onChange={(v) => onChange({ offset: 0, perPage: Number(v ?? perPage) })}
          comboboxProps={{ withinPortal: false }}
        />
        <Pager
          total={pages}
          value={page}
          onChange={(n) => onChange({ offset: (n - 1) * perPage, perPage })}
          size="sm"
        />
      </Group>
    </Group>
  );
}

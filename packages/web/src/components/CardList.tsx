import { Alert, Card, Center, Chip, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { normalizeSearchTerm } from '@setledger/shared/format/text';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useForm } from '../lib/i18n';
import { ActionsHeader } from './ActionsHeader';
import { PageLoader } from './Loader';
import { Pager } from './Pager';
import { ResponsiveTable } from './ResponsiveTable';

/** 001 §2.4 item 1 / §9: items appear after a 250 ms wait. */
export const CARD_LIST_FILL_MS = 250;
export const PAGE_SIZES = [20, 50, 100] as const;
export type CardListStyle = 'list' | 'line' | 'table';

export interface CardListProps<T> {
  items: readonly T[];
  getKey: (item: T) => string | number;
  /** Text the search box matches, case- and accent-insensitively. */
  searchText: (item: T) => string;
  renderCard: (item: T) => ReactNode;
  /** Columns for the table style: a header and a cell per item. */
  columns?: { header: string; cell: (item: T) => ReactNode }[];
  displayStyle?: CardListStyle;
  toggles?: { key: string; label: string }[];
  toggleKey?: (item: T) => string;
  /** Per-item validation: a message shown on the card, or null. */
  rules?: (item: T) => string | null;
  onRowClick?: (item: T) => void;
  pageSize?: number;
}

const normalise = (text: string) => normalizeSearchTerm(text).toLowerCase();

export function CardList<T>(props: CardListProps<T>) {
  const {
    items,
    getKey,
    searchText,
    renderCard,
    displayStyle = 'list',
    toggles,
    toggleKey,
    rules,
    onRowClick,
  } = props;
  const t = useForm('ui-card-list');
  const [filled, setFilled] = useState(false);
  const [search, setSearch] = useState('');
  const [toggle, setToggle] = useState('all');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(props.pageSize ?? 0);

  useEffect(() => {
    const timer = setTimeout(() => setFilled(true), CARD_LIST_FILL_MS);
    return () => clearTimeout(timer);
  }, []);

  const visible = useMemo(() => {
    const term = normalise(search);
    return items.filter(
      (item) =>
        (toggle === 'all' || !toggleKey || toggleKey(item) === toggle) &&
        (!term || normalise(searchText(item)).includes(term)),
    );
  }, [items, search, toggle, toggleKey, searchText]);
  const pages = pageSize > 0 ? Math.max(1, Math.ceil(visible.length / pageSize)) : 1;
  const shown = pageSize > 0 ? visible.slice((page - 1) * pageSize, page * pageSize) : visible;

  const card = (item: T) => {
    const problem = rules?.(item) ?? null;
    return (
      <Card
        key={getKey(item)}
        withBorder
        padding={displayStyle === 'line' ? 'xs' : 'md'}
        onClick={onRowClick ? () => onRowClick(item) : undefined}
        style={onRowClick ? { cursor: 'pointer' } : undefined}
        data-testid="card-list-item"
      >
        {renderCard(item)}
        {problem && (
          <Alert color="orange" variant="light" mt="xs" p="xs">
            {problem}
          </Alert>
        )}
      </Card>
    );
  };

  return (
    <Stack gap="sm">
      <TextInput
        placeholder={t(1, 'Type to search ...')}
        aria-label={t(1, 'Type to search ...')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      {toggles && toggles.length > 0 && (
        <Chip.Group
          value={toggle}
          onChange={(value) => {
            setToggle(String(value));
            setPage(1);
          }}
        >
          <Group gap="xs">
            <Chip value="all">{t(3, 'All')}</Chip>
            {toggles.map((option) => (
              <Chip key={option.key} value={option.key}>
                {option.label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      {!filled ? (
        <PageLoader />
      ) : shown.length === 0 ? (
        <Center py="xl">
          <Text c="dimmed">{t(2, 'No items for this list')}</Text>
        </Center>
      ) : displayStyle === 'table' && props.columns ? (
        <ResponsiveTable minWidth={480}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                {props.columns.map((column) =>
                  column.header ? (
                    <Table.Th key={column.header}>{column.header}</Table.Th>
                  ) : (
                    <ActionsHeader key="actions" />
                  ),
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((item) => (
                <Table.Tr
                  key={getKey(item)}
                  data-testid="card-list-item"
                  onClick={onRowClick ? () => onRowClick(item) : undefined}
                  style={onRowClick ? { cursor: 'pointer' } : undefined}
                >
                  {props.columns?.map((column) => (
                    <Table.Td key={column.header}>{column.cell(item)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ResponsiveTable>
      ) : (
        <Stack gap={displayStyle === 'line' ? 4 : 'sm'}>{shown.map(card)}</Stack>
      )}
      {pageSize > 0 && visible.length > 0 && (
        <Group justify="space-between">
          <Select
            aria-label={t(4, 'Items per page')}
            data={PAGE_SIZES.map(String)}
            value={String(pageSize)}
            onChange={(value) => {
              setPageSize(Number(value));
              setPage(1);
            }}
            allowDeselect={false}
            w={90}
            size="xs"
          />
          <Pager total={pages} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
    </Stack>
  );
}

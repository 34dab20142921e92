import { ActionIcon, Group, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChevronDown, IconChevronUp, IconSelector, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from '../lib/i18n';
import { ResponsiveTable } from './ResponsiveTable';

export interface ApprovalColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The column sorts by this value (numbers, or texts in the reader's order). */
  sortValue?: (row: T) => string | number;
  align?: 'left' | 'right';
  /** The cell of the totals row. */
  total?: ReactNode;
}

export interface ApprovalTableProps<T> {
  rows: readonly T[];
  getKey: (row: T) => number;
  columns: readonly ApprovalColumn<T>[];
  /** Names a row for screen readers and its buttons ("Week 43 – Tess Tester"). */
  rowLabel: (row: T) => string;
  caption: string;
  onOpen?: (row: T) => void;
  /** Approve (key a) and refuse (key r; the caller asks the reason); absent: no such action here. */
  onApprove?: (row: T) => void;
  onRefuse?: (row: T) => void;
  /** A row the caller may not decide (their own document): no buttons, keys a and r do nothing. */
  canDecide?: (row: T) => boolean;
}

type Sort = { key: string; direction: 'ascending' | 'descending' } | null;
type KeyAction = 'next' | 'previous' | 'first' | 'last' | 'open' | 'approve' | 'refuse';
const KEY_ACTIONS: Record<string, KeyAction> = {
  ArrowDown: 'next',
  j: 'next',
  n: 'next',
  ArrowUp: 'previous',
  k: 'previous',
  Home: 'first',
  End: 'last',
  Enter: 'open',
  a: 'approve',
  r: 'refuse',
};
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * A dense, sortable table of documents to decide, with a totals row and the keyboard of issue 12 item 32: ↑ ↓ or
 * j k move, Enter opens, a approves, r refuses, n goes to the next row. One tab stop (the active row); the row
 * with the focus shows the focus ring.
 */
export function ApprovalTable<T>(props: ApprovalTableProps<T>) {
  const { rows, getKey, columns, rowLabel, caption, onOpen, onApprove, onRefuse, canDecide } = props;
  const t = useForm('approvals');
  const [sort, setSort] = useState<Sort>(null);
  const [active, setActive] = useState(0);
  const rowRefs = useRef(new Map<number, HTMLTableRowElement>());
  const hasFocus = useRef(false);

  const sorted = useMemo(() => {
    const column = sort && columns.find((c) => c.key === sort.key);
    if (!sort || !column?.sortValue) return rows;
    const value = column.sortValue;
    const factor = sort.direction === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      return (
        factor * (typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(`${x}`, `${y}`))
      );
    });
  }, [rows, columns, sort]);
  const index = Math.min(active, Math.max(sorted.length - 1, 0));
  const activeRow = sorted[index];
  const currentKey = activeRow === undefined ? null : getKey(activeRow);

  // The focus follows the active row (also when a decided row leaves the list) while it is in the table.
  useEffect(() => {
    if (hasFocus.current && currentKey !== null) rowRefs.current.get(currentKey)?.focus();
  }, [currentKey]);

  const decidable = (row: T) => canDecide?.(row) ?? true;
  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const target = event.target as HTMLElement;
    if (event.altKey || event.ctrlKey || event.metaKey || target.closest('button, a, input, textarea'))
      return;
    // The row with the focus is the one the keys act on.
    const focused = target.closest('tr[data-row]')?.getAttribute('data-row');
    const at = focused ? sorted.findIndex((row) => String(getKey(row)) === focused) : index;
    const current = sorted[at];
    if (!current) return;
    const action = KEY_ACTIONS[event.key];
    if (!action || (action === 'approve' && !onApprove) || (action === 'refuse' && !onRefuse)) return;
    event.preventDefault();
    event.stopPropagation();
    const move = (to: number) => setActive(Math.max(0, Math.min(sorted.length - 1, to)));
    if (action === 'next') move(at + 1);
    else if (action === 'previous') move(at - 1);
    else if (action === 'first') move(0);
    else if (action === 'last') move(sorted.length - 1);
    else if (action === 'open') onOpen?.(current);
    else if (decidable(current)) (action === 'approve' ? onApprove : onRefuse)?.(current);
  };

  const header = (column: ApprovalColumn<T>) => {
    if (!column.sortValue) return column.header;
    const direction = sort?.key === column.key ? sort.direction : null;
    const Icon =
      direction === 'ascending' ? IconChevronUp : direction === 'descending' ? IconChevronDown : IconSelector;
    return (
      <UnstyledButton
        className="mantine-focus-auto"
        onClick={() =>
          setSort({ key: column.key, direction: direction === 'ascending' ? 'descending' : 'ascending' })
        }
      >
        <Group gap={4} wrap="nowrap" justify={column.align === 'right' ? 'flex-end' : 'flex-start'}>
          <Text fw={700} size="sm">
            {column.header}
          </Text>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    );
  };
  const withActions = onApprove !== undefined || onRefuse !== undefined;

  return (
    <ResponsiveTable minWidth={720}>
      <Table highlightOnHover withTableBorder verticalSpacing={4} data-approval-table>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th
                key={column.key}
                ta={column.align}
                aria-sort={
                  column.sortValue ? (sort?.key === column.key ? sort.direction : 'none') : undefined
                }
              >
                {header(column)}
              </Table.Th>
            ))}
            {withActions && <Table.Th>{t(21, 'Decision')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody
          onKeyDown={onKeyDown}
          onFocus={() => {
            hasFocus.current = true;
          }}
          onBlur={() => {
            hasFocus.current = false;
          }}
        >
          {sorted.map((row, i) => {
            const key = getKey(row);
            const label = rowLabel(row);
            return (
              <Table.Tr
                key={key}
                ref={(el) => {
                  if (el) rowRefs.current.set(key, el);
                  else rowRefs.current.delete(key);
                }}
                tabIndex={i === index ? 0 : -1}
                className="mantine-focus-auto"
                aria-label={label}
                aria-current={i === index ? 'true' : undefined}
                data-row={key}
                bg={i === index ? 'var(--mantine-primary-color-light)' : undefined}
                style={{ cursor: onOpen ? 'pointer' : undefined }}
                onFocus={() => setActive(i)}
                onClick={() => onOpen?.(row)}
              >
                {columns.map((column) => (
                  <Table.Td key={column.key} ta={column.align}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
                {withActions && (
                  <Table.Td onClick={(e) => e.stopPropagation()}>
                    {decidable(row) && (
                      <Group gap={4} wrap="nowrap">
                        {onApprove && (
                          <Tooltip label={t(18, 'Approve')}>
                            <ActionIcon
                              variant="light"
                              color="teal"
                              aria-label={`${t(18, 'Approve')} – ${label}`}
                              onClick={() => onApprove(row)}
                            >
                              <IconCheck size={16} />
                            </ActionIcon>
                          </Tooltip>
                        )}
                        {onRefuse && (
                          <Tooltip label={t(17, 'Refuse')}>
                            <ActionIcon
                              variant="light"
                              color="red"
                              aria-label={`${t(17, 'Refuse')} – ${label}`}
                              onClick={() => onRefuse(row)}
                            >
                              <IconX size={16} />
                            </ActionIcon>
                          </Tooltip>
                        )}
                      </Group>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr data-totals>
            {columns.map((column, i) => (
              <Table.Th key={column.key} ta={column.align}>
                {i === 0 && column.total === undefined
                  ? t(20, 'Totals: {count}').replace('{count}', String(rows.length))
                  : column.total}
              </Table.Th>
            ))}
            {withActions && <Table.Td />}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ResponsiveTable>
  );
}

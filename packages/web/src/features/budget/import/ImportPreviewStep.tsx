import { Alert, Badge, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useMoney } from '../../../lib/format';
import { useForm } from '../../../lib/i18n';
import type { BudgetImportResult } from './api/budget-import.api';

/** The preview shows this many rows (those with errors first); the counts and the total cover them all. */
export const PREVIEW_ROWS = 200;

function Figure({ label, value, danger }: { label: string; value: string; danger?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} c={danger ? 'red' : undefined} data-figure={label}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * The check step: counts and total, every row with its resolved names — headings, subtotals and totals marked
 * as skipped, errors highlighted — the choice to import the valid lines only, and the replace switch.
 */
export function ImportPreviewStep({
  preview,
  replace,
  onReplace,
  validRowsOnly,
  onValidRowsOnly,
}: {
  preview: BudgetImportResult;
  replace: boolean;
  onReplace: (replace: boolean) => void;
  validRowsOnly: boolean;
  onValidRowsOnly: (validRowsOnly: boolean) => void;
}) {
  const t = useForm('budget-import');
  const money = useMoney();
  const kindLabel = {
    heading: t(1406, 'Heading'),
    subtotal: t(1407, 'Subtotal'),
    total: t(21, 'Total'),
  } as const;
  const byAccount = preview.accounts !== null;
  // Rows with errors come first: they are what the user must correct; the others keep the file's order.
  const shown = [
    ...preview.rows.filter((row) => row.errors.length > 0),
    ...preview.rows.filter((row) => row.errors.length === 0),
  ].slice(0, PREVIEW_ROWS);
  return (
    <Stack>
      <Group gap="xl">
        <Figure label={t(1404, 'Lines')} value={String(preview.dataRowCount)} />
        <Figure label={t(1405, 'Skipped')} value={String(preview.skippedCount)} />
        <Figure
          label={t(20, 'Rows with errors')}
          value={String(preview.errorCount)}
          danger={preview.errorCount > 0}
        />
        <Figure label={t(21, 'Total')} value={money(preview.total)} />
      </Group>
      {preview.errorCount > 0 ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          <Text size="sm">
            {t(
              1410,
              '{count} lines have errors: correct the file and choose it again, or import the valid lines only.',
            ).replace('{count}', String(preview.errorCount))}
          </Text>
          {preview.errorCount < preview.dataRowCount && (
            <Switch
              mt="xs"
              label={t(1409, 'Import the valid lines only; the others are listed.')}
              checked={validRowsOnly}
              onChange={(event) => onValidRowsOnly(event.currentTarget.checked)}
            />
          )}
        </Alert>
      ) : (
        <Alert color="green" icon={<IconCircleCheck size={18} />}>
          {t(32, 'No error: the lines are ready to import.')}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={560} mah={360}>
        <Table withTableBorder fz="sm" data-preview>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(22, 'Row')}</Table.Th>
              {byAccount && <Table.Th>{t(1400, 'Account')}</Table.Th>}
              <Table.Th>{t(1, 'Department')}</Table.Th>
              <Table.Th>{t(2, 'Category')}</Table.Th>
              <Table.Th>{t(3, 'Description')}</Table.Th>
              <Table.Th ta="right">{t(4, 'Amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr
                key={row.row}
                bg={row.errors.length > 0 ? 'var(--mantine-color-red-light)' : undefined}
                data-row={row.row}
                data-kind={row.kind}
                data-has-errors={row.errors.length > 0 || undefined}
                c={row.kind === 'data' ? undefined : 'dimmed'}
              >
                <Table.Td>{row.row}</Table.Td>
                {byAccount && <Table.Td>{row.account ?? ''}</Table.Td>}
                <Table.Td>{row.departmentName ?? ''}</Table.Td>
                <Table.Td>{row.categoryName ?? ''}</Table.Td>
                <Table.Td>
                  {row.kind !== 'data' && (
                    <Badge variant="light" color="gray" size="sm" mr="xs" title={t(1405, 'Skipped')}>
                      {kindLabel[row.kind]}
                    </Badge>
                  )}
                  {row.description}
                  {row.errors.map((error) => (
                    <Text
                      key={`${error.field}-${error.message}`}
                      size="xs"
                      c="red"
                      data-row-error={error.field}
                    >
                      {error.column}
                      {error.value ? ` «${error.value}»` : ''}: {error.message}
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td ta="right">{row.amount === null ? '' : money(row.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {preview.rows.length > PREVIEW_ROWS && (
        <Text size="sm" c="dimmed">
          {t(39, 'Only the first {count} rows are shown.').replace('{count}', String(PREVIEW_ROWS))}
        </Text>
      )}
      <Switch
        label={t(23, 'Replace the existing budget lines')}
        checked={replace}
        onChange={(event) => onReplace(event.currentTarget.checked)}
      />
    </Stack>
  );
}

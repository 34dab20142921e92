import { NumberInput, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useForm } from '../../../lib/i18n';
import type { BudgetImportFile, BudgetImportMapping } from './api/budget-import.api';

type ColumnField =
  | 'accountColumn'
  | 'departmentColumn'
  | 'categoryColumn'
  | 'descriptionColumn'
  | 'amountColumn';

/**
 * The amount and an account column (departments and categories are then chosen per account), or a department
 * and a category column; all different; the description may stay unmapped.
 */
export function isMappingComplete(mapping: BudgetImportMapping): boolean {
  const { accountColumn, departmentColumn, categoryColumn, amountColumn, descriptionColumn } = mapping;
  if (!amountColumn || (!accountColumn && (!departmentColumn || !categoryColumn))) return false;
  const keys = accountColumn ? [accountColumn] : [departmentColumn, categoryColumn];
  const used = [...keys, amountColumn, descriptionColumn].filter(Boolean);
  return new Set(used).size === used.length;
}

/** Step 2: the sheet and header row (changing them reads the file again), a column per field, the first rows. */
export function ImportMappingStep({
  info,
  mapping,
  busy,
  onMapping,
  onReread,
}: {
  info: BudgetImportFile;
  mapping: BudgetImportMapping;
  busy: boolean;
  onMapping: (mapping: BudgetImportMapping) => void;
  onReread: (choice: { sheet: string; headerRow: number | null }) => void;
}) {
  const t = useForm('budget-import');
  const options = info.columns.map((c) => ({
    value: String(c.number),
    label: c.name === c.letter ? c.letter : `${c.letter} – ${c.name}`,
  }));
  const column = (
    field: ColumnField,
    label: string,
    description?: string,
    optional = false,
    none = t(16, '(not imported)'),
  ) => (
    <Select
      label={label}
      description={description}
      required={!optional}
      data={optional ? [{ value: '', label: none }, ...options] : options}
      value={mapping[field] ? String(mapping[field]) : optional ? '' : null}
      onChange={(value) => onMapping({ ...mapping, [field]: value ? Number(value) : null })}
      allowDeselect={false}
      data-field={field}
    />
  );
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t(40, 'Choose the column of each field; the amount accepts 1 234,50 or 1234.50.')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t(14, 'Sheet')}
          data={info.sheets}
          value={info.sheet}
          disabled={busy}
          allowDeselect={false}
          onChange={(sheet) => sheet && onReread({ sheet, headerRow: null })}
        />
        <NumberInput
          label={t(15, 'Header row')}
          min={1}
          max={1000}
          key={`${info.sheet}-${info.headerRow}`}
          defaultValue={info.headerRow}
          disabled={busy}
          onBlur={(event) => {
            const headerRow = Number(event.currentTarget.value);
            if (Number.isInteger(headerRow) && headerRow >= 1 && headerRow !== info.headerRow)
              onReread({ sheet: info.sheet, headerRow });
          }}
        />
        {column(
          'accountColumn',
          t(1400, 'Account'),
          t(1401, 'Departments and categories are then chosen per account.'),
          true,
          t(1414, '(none: department and category columns)'),
        )}
        {!mapping.accountColumn &&
          column('departmentColumn', t(1, 'Department'), t(17, 'Matched by number, name or cost center'))}
        {!mapping.accountColumn &&
          column('categoryColumn', t(2, 'Category'), t(18, 'Matched by name or cost center'))}
        {column('descriptionColumn', t(3, 'Description'), undefined, true)}
        {column('amountColumn', t(4, 'Amount'))}
      </SimpleGrid>
      <Text fw={600} size="sm">
        {t(35, 'First rows of the sheet')} ({t(19, 'Rows')}: {info.rowCount})
      </Text>
      <Table.ScrollContainer minWidth={400}>
        <Table striped withTableBorder fz="xs" data-sample>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(22, 'Row')}</Table.Th>
              {info.columns.map((c) => (
                <Table.Th key={c.number}>{c.name}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {info.sample.map((row) => (
              <Table.Tr key={row.row}>
                <Table.Td>{row.row}</Table.Td>
                {row.cells.map((cell, i) => (
                  <Table.Td key={info.columns[i]?.number ?? i}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

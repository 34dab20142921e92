import { Badge, List, Table, Text } from '@mantine/core';
import { ResponsiveTable } from '../../../components';
import type { GreenSupplierRow } from '../api/green-suppliers.api';
import type { GreenSupplierTexts as T } from './green-supplier-texts';

function OutcomeBadge({ row, t }: { row: GreenSupplierRow; t: T }) {
  if (row.outcome === 'error')
    return (
      <Badge color="red" variant="light">
        {t(20, 'Error')}
      </Badge>
    );
  if (row.outcome === 'update')
    return (
      <Badge color="blue" variant="light">
        {t(19, 'Updates {name}', { name: row.supplierName ?? row.name })}
      </Badge>
    );
  return (
    <Badge color="green" variant="light">
      {t(18, 'New supplier')}
    </Badge>
  );
}

/** Every row of the file with what confirming does with it, and each reason of a row in error. */
export function GreenSupplierPreview({ rows, t }: { rows: GreenSupplierRow[]; t: T }) {
  return (
    <ResponsiveTable minWidth={720}>
      <Table striped withTableBorder aria-label={t(15, 'Preview')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(16, 'Row')}</Table.Th>
            <Table.Th>{t(1, 'Name')}</Table.Th>
            <Table.Th>{t(2, 'VAT number')}</Table.Th>
            <Table.Th>{t(6, 'Green label')}</Table.Th>
            <Table.Th>{t(17, 'Outcome')}</Table.Th>
            <Table.Th>{t(21, 'Reasons')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.row} data-outcome={row.outcome}>
              <Table.Td>{row.row}</Table.Td>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>{row.vat}</Table.Td>
              <Table.Td>{[row.greenLabel, row.greenLabelDate].filter(Boolean).join(' · ')}</Table.Td>
              <Table.Td>
                <OutcomeBadge row={row} t={t} />
              </Table.Td>
              <Table.Td>
                {row.errors.length > 0 && (
                  <List size="sm" c="red.9">
                    {row.errors.map((error) => (
                      <List.Item key={`${error.field}-${error.message}`}>
                        <Text span size="sm">
                          {error.message}
                        </Text>
                      </List.Item>
                    ))}
                  </List>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}

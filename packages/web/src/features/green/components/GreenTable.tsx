import { Anchor, Table, Text } from '@mantine/core';
import { ResponsiveTable } from '../../../components';
import { useFormat } from '../../../lib/format';
import type { CarbonEntry } from '../api/green.api';
import { categoryLabel, EntryStatusBadge, sourceLabel, useGreenTexts, useKg } from './green-ui';
import { formatQuantity } from './quantity';

/** The rows of the green table: every column of issue 14; a click on the description opens the entry. */
export function GreenTable({
  entries,
  departmentName,
  onOpen,
}: {
  entries: CarbonEntry[];
  departmentName: (department: number | null) => string;
  onOpen: (id: number) => void;
}) {
  const t = useGreenTexts();
  const format = useFormat();
  const kg = useKg();
  return (
    <ResponsiveTable minWidth={1180}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(20, 'Date')}</Table.Th>
            <Table.Th>{t(21, 'Category')}</Table.Th>
            <Table.Th>{t(22, 'Description')}</Table.Th>
            <Table.Th ta="right">{t(23, 'Quantity')}</Table.Th>
            <Table.Th ta="right">{t(24, 'kg CO2e')}</Table.Th>
            <Table.Th>{t(39, 'Factor')}</Table.Th>
            <Table.Th>{t(25, 'Status')}</Table.Th>
            <Table.Th>{t(26, 'Source')}</Table.Th>
            <Table.Th>{t(27, 'Department')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id} data-entry={entry.id}>
              <Table.Td>{format.date(entry.strDate)}</Table.Td>
              <Table.Td>{categoryLabel(t, entry.carbonCategory)}</Table.Td>
              <Table.Td>
                <Anchor component="button" type="button" onClick={() => onOpen(entry.id)}>
                  {entry.description || t(38, 'Entry {id}').replace('{id}', String(entry.id))}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right">{formatQuantity(format, entry.quantity, entry.unit)}</Table.Td>
              <Table.Td ta="right">
                <Text span fw={500} data-kg>
                  {kg(entry.kgCo2e)}
                </Text>
              </Table.Td>
              <Table.Td data-factor>
                {entry.factorKey && (
                  <>
                    <Text span size="sm">
                      {entry.factorKey} = {entry.factorValue} kg/{entry.factorUnit}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={1} title={entry.factorSource ?? ''}>
                      {entry.factorSource} · {entry.factorYear ?? '—'}
                    </Text>
                  </>
                )}
              </Table.Td>
              <Table.Td>
                <EntryStatusBadge status={entry.status} isEstimate={entry.isEstimate} />
              </Table.Td>
              <Table.Td>{sourceLabel(t, entry.sourceType)}</Table.Td>
              <Table.Td>{departmentName(entry.department)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}

import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useFormat } from '../../../lib/format';
import type { GreenReport } from '../api/green-reports.api';
import { useReportTexts } from './report-texts';

/** The report's total and the ledger's side by side, and what the report leaves out, group by group. */
export function Reconciliation({
  report,
  onOpenGroup,
  headingLevel = 2,
}: {
  report: GreenReport;
  onOpenGroup?: (key: string, label: string) => void;
  headingLevel?: 2 | 3;
}) {
  const t = useReportTexts();
  const format = useFormat();
  const kg = (value: string) => `${format.number(value, 2)} kg CO2e`;
  const groupName = (group: GreenReport['leftOut'][number]) =>
    group.carbonCategory === null
      ? t(24, 'PEAR has no food, materials or waste')
      : t(23, 'Not in this report (carbon category {category})').replace(
          '{category}',
          String(group.carbonCategory),
        );
  return (
    <Paper withBorder p="md" data-reconciliation={report.kind}>
      <Stack gap="sm">
        <Title order={headingLevel} size="h4">
          {t(15, 'Reconciliation')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t(11, 'Report total')}
            </Text>
            <Text fw={700} data-total>
              {kg(report.totalKgCo2e)}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t(14, 'Difference (ledger − report)')}
            </Text>
            <Text fw={700} data-difference>
              {kg(report.leftOutKgCo2e)}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t(12, 'Ledger total')}
            </Text>
            <Text fw={700} data-ledger>
              {kg(report.ledgerKgCo2e)}
            </Text>
          </Stack>
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t(40, 'Ledger total = report total + left out')}
        </Text>
        {report.leftOut.length > 0 && (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(13, 'Left out')}</Table.Th>
                <Table.Th ta="right">{t(16, 'kg CO2e')}</Table.Th>
                <Table.Th ta="right">{t(17, 'Entries')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.leftOut.map((group) => (
                <Table.Tr key={group.key}>
                  <Table.Td>
                    {onOpenGroup ? (
                      <Text
                        component="button"
                        type="button"
                        td="underline"
                        c="blue.8"
                        size="sm"
                        style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer' }}
                        onClick={() => onOpenGroup(group.key, groupName(group))}
                      >
                        {groupName(group)}
                      </Text>
                    ) : (
                      groupName(group)
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{format.number(group.kgCo2e, 2)}</Table.Td>
                  <Table.Td ta="right">{group.entries}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}

import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorBanner, PageLoader, ResponsiveTable } from '../../../components';
import { useFormat } from '../../../lib/format';
import { carbonLedgerLogQuery } from '../api/green.api';
import { labelOf, useGreenTexts, useKg } from './green-ui';

const KIND_TEXTS: Record<string, [number, string]> = {
  override: [126, 'Override'],
  recompute: [127, 'Recompute'],
  mapping: [128, 'Mapping'],
};

/** Overrides, mappings and recomputes, newest first. */
export function LedgerLog() {
  const t = useGreenTexts();
  const format = useFormat();
  const kg = useKg();
  const log = useQuery(carbonLedgerLogQuery());
  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2} size="h4">
          {t(124, 'Ledger log')}
        </Title>
        {log.isPending ? (
          <PageLoader />
        ) : log.isError ? (
          <ErrorBanner error={log.error} />
        ) : log.data.length === 0 ? (
          <Text c="dimmed">{t(125, 'No log entry yet.')}</Text>
        ) : (
          <ResponsiveTable minWidth={720}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(129, 'When')}</Table.Th>
                  <Table.Th>{t(130, 'What')}</Table.Th>
                  <Table.Th>{t(39, 'Factor')}</Table.Th>
                  <Table.Th>{t(116, 'Reason')}</Table.Th>
                  <Table.Th ta="right">{t(131, 'Entries changed')}</Table.Th>
                  <Table.Th ta="right">{t(24, 'kg CO2e')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.data.map((row) => (
                  <Table.Tr key={row.id} data-log={row.kind}>
                    <Table.Td>{format.dateTime(row.at)}</Table.Td>
                    <Table.Td>
                      {labelOf(t, KIND_TEXTS, row.kind)}
                      {row.userName && (
                        <Text size="xs" c="dimmed" data-log-user>
                          {row.userName}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {row.factorKey ?? ''}
                      {row.oldValue !== null && row.newValue !== null
                        ? `: ${row.oldValue} → ${row.newValue}`
                        : ''}
                    </Table.Td>
                    <Table.Td>{row.reason}</Table.Td>
                    <Table.Td ta="right">{row.entriesChanged}</Table.Td>
                    <Table.Td ta="right">
                      {row.kgBefore !== null && row.kgAfter !== null
                        ? `${kg(row.kgBefore)} → ${kg(row.kgAfter)}`
                        : ''}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ResponsiveTable>
        )}
      </Stack>
    </Paper>
  );
}

import { Paper, Stack, Table, Text } from '@mantine/core';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import type { TimesheetWeek } from '../api/timesheets.api';
import { useFormat, useMoney, usePayLineLabel, useTimesheetTexts } from './timesheets-ui';
import { weekdayName } from './WeekGrid';

const squeeze = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * A line as the accountant reads it: its kind in the reader's language, the overtime band, and the server's label
 * when it says more than the kind (an allowance's item name).
 */
export function lineName(line: { kind: string; band: number; label: string }, kind: string): string {
  const band = line.kind === 'overtime' && line.band > 0 ? ` ${line.band}` : '';
  const says = line.label && !squeeze(line.label).startsWith(squeeze(line.kind)) ? ` · ${line.label}` : '';
  return `${kind}${band}${says}`;
}

/** The accountant's pay breakdown: each day's lines (kind, band, hours, rate, pay code, amount) and its total. */
export function PayBreakdown({ week }: { week: TimesheetWeek }) {
  const t = useTimesheetTexts();
  const format = useFormat();
  const money = useMoney();
  const kindLabel = usePayLineLabel();
  const days = week.days.filter((day) => day.payLines.length > 0);
  return (
    <Stack gap="xs" data-pay-breakdown>
      <Text fw={700} component="h2" size="lg" m={0}>
        {t(141, 'Pay breakdown')}
      </Text>
      {days.length === 0 ? (
        <Paper withBorder p="md" c="dimmed">
          {t(151, 'No pay line: nothing is paid this week yet.')}
        </Paper>
      ) : (
        <ResponsiveTable minWidth={760}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(3, 'Day')}</Table.Th>
                <Table.Th>{t(142, 'Line')}</Table.Th>
                <Table.Th>{t(70, 'Hours')}</Table.Th>
                <Table.Th ta="right">{t(143, 'Rate')}</Table.Th>
                <Table.Th>{t(144, 'Pay code')}</Table.Th>
                <Table.Th ta="right">{t(145, 'Amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            {days.map((day) => (
              <Table.Tbody key={day.date} data-pay-day={day.date}>
                {day.payLines.map((line, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a day's lines have no id; their order is fixed.
                  <Table.Tr key={`${line.kind}-${line.band ?? ''}-${index}`} data-pay-line={line.kind}>
                    <Table.Td>
                      {index === 0
                        ? `${weekdayName(day.date, format.language)} ${format.date(day.date)}`
                        : ''}
                    </Table.Td>
                    <Table.Td>{lineName(line, kindLabel(line.kind))}</Table.Td>
                    <Table.Td ff="monospace">{line.minutes ? line.hoursStr : ''}</Table.Td>
                    <Table.Td ta="right">
                      {line.rate !== null && line.rate !== undefined ? format.unitPrice(line.rate) : ''}
                    </Table.Td>
                    <Table.Td>{line.payCode}</Table.Td>
                    <Table.Td ta="right">
                      {line.amount !== null && line.amount !== undefined ? money(line.amount) : '–'}
                    </Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Td colSpan={5} ta="right" fw={600}>
                    {t(155, 'Day total')}
                  </Table.Td>
                  <Table.Td ta="right" fw={600} data-pay-day-total>
                    {day.amount !== null && day.amount !== undefined ? money(day.amount) : '–'}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            ))}
          </Table>
        </ResponsiveTable>
      )}
    </Stack>
  );
}

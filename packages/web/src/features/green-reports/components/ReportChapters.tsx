import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useFormat } from '../../../lib/format';
import type { GreenReport, GreenReportKind, GreenReportScope } from '../api/green-reports.api';
import { LineEntries } from './LineEntries';
import { useReportNames, useReportTexts } from './report-texts';

/** The report's chapters: each line's kg CO2e and the physical quantities the calculator asks for, with its entries. */
export function ReportChapters({
  report,
  kind,
  scope,
}: {
  report: GreenReport;
  kind: GreenReportKind;
  scope: GreenReportScope;
}) {
  const t = useReportTexts();
  const names = useReportNames();
  const format = useFormat();
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <Stack>
      {report.chapters.map((chapter) => (
        <Paper key={chapter.key} withBorder p="md" data-chapter={chapter.key}>
          <Group justify="space-between" mb="xs">
            <Group gap="xs">
              <Title order={2} size="h4">
                {names.chapter(chapter.key)}
              </Title>
              {!chapter.counted && (
                <Badge variant="light" color="gray">
                  {t(22, "Not counted in the calculator's total")}
                </Badge>
              )}
            </Group>
            <Text fw={700}>{`${format.number(chapter.kgCo2e, 2)} kg CO2e`}</Text>
          </Group>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(28, 'Line')}</Table.Th>
                <Table.Th>{t(18, 'Quantities')}</Table.Th>
                <Table.Th ta="right">{t(16, 'kg CO2e')}</Table.Th>
                <Table.Th ta="right">{t(17, 'Entries')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {chapter.lines.map((line) => {
                const isOpen = opened === line.key;
                const panel = `entries-${kind}-${line.key}`;
                return (
                  <Fragment key={line.key}>
                    <Table.Tr data-line={line.key}>
                      <Table.Td>{names.line(line.key)}</Table.Td>
                      <Table.Td>
                        {line.quantities.length === 0 ? (
                          <Text size="sm" c="dimmed">
                            —
                          </Text>
                        ) : (
                          <Stack gap={0}>
                            {line.quantities.map((q) => (
                              <Text key={`${q.key}-${q.unit}`} size="sm">
                                {`${names.quantity(q.key)}: ${format.number(q.quantity, 2)} ${names.unit(q.unit)}`}
                              </Text>
                            ))}
                          </Stack>
                        )}
                      </Table.Td>
                      <Table.Td ta="right">{format.number(line.kgCo2e, 2)}</Table.Td>
                      <Table.Td ta="right">
                        {line.entries === 0 ? (
                          '0'
                        ) : (
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            aria-expanded={isOpen}
                            aria-controls={panel}
                            aria-label={`${isOpen ? t(21, 'Hide entries') : t(20, 'Show entries')}: ${names.line(line.key)}`}
                            onClick={() => setOpened(isOpen ? null : line.key)}
                          >
                            {line.entries}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                    {isOpen && (
                      <Table.Tr>
                        <Table.Td colSpan={4} id={panel}>
                          <LineEntries kind={kind} line={line.key} scope={scope} />
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </Table>
        </Paper>
      ))}
    </Stack>
  );
}

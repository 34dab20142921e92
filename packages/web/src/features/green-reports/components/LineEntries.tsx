import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorBanner, Loader, Pager } from '../../../components';
import { href } from '../../../config/paths';
import { passesGuard } from '../../../config/route-types';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session-context';
import {
  type GreenReportKind,
  type GreenReportScope,
  greenReportLineQuery,
  LINE_PAGE_SIZE,
} from '../api/green-reports.api';
import { useReportTexts } from './report-texts';

/** The drill-down of a report line (or a left-out group): its ledger entries, 10 a page, each linking to the green table. */
export function LineEntries({
  kind,
  line,
  scope,
}: {
  kind: GreenReportKind;
  line: string;
  scope: GreenReportScope;
}) {
  const t = useReportTexts();
  const format = useFormat();
  // canViewReportingScreens alone reads the reports, not the green table: no link then.
  const { claims } = useSession();
  const readsTable = passesGuard('greenReader', claims);
  const [offset, setOffset] = useState(0);
  const page = useQuery({
    ...greenReportLineQuery(kind, line, scope, offset),
    placeholderData: keepPreviousData,
  });
  if (page.isPending) return <Loader />;
  if (page.isError) return <ErrorBanner error={page.error} />;
  const pages = Math.max(1, Math.ceil(page.data.totalRecords / LINE_PAGE_SIZE));
  return (
    <Stack gap="xs" data-line-entries={line}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(31, 'Date')}</Table.Th>
            <Table.Th>{t(32, 'Description')}</Table.Th>
            <Table.Th ta="right">{t(16, 'kg CO2e')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {page.data.items.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{format.date(entry.strDate)}</Table.Td>
              <Table.Td>
                {readsTable ? (
                  <Anchor component={Link} to={`${href('green')}?entry=${entry.id}`}>
                    {entry.description || `#${entry.id}`}
                  </Anchor>
                ) : (
                  entry.description || `#${entry.id}`
                )}
              </Table.Td>
              <Table.Td ta="right">{format.number(entry.kgCo2e, 2)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {`${page.data.totalRecords} · ${format.number(page.data.kgCo2e, 2)} kg CO2e`}
        </Text>
        {pages > 1 && (
          <Pager
            total={pages}
            value={offset / LINE_PAGE_SIZE + 1}
            onChange={(n) => setOffset((n - 1) * LINE_PAGE_SIZE)}
          />
        )}
      </Group>
    </Stack>
  );
}

import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  ACTION_PLANS_PAGE_SIZE,
  GREEN_ACTION_STATUSES,
} from '@setledger/shared/green/action-plans.constants';
import { IconDownload } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorBanner, PageLoader, Pager, showToast } from '../../../components';
import { href } from '../../../config/paths';
import { downloadFile } from '../../../lib/files';
import { useFormat } from '../../../lib/format';
import { type ActionReportFilter, actionPlansQuery, actionReportQuery } from '../api/green-actions.api';
import { ACTION_STATUS_COLORS, ACTION_STATUS_TEXTS, labelOf, useActionTexts } from '../components/action-ui';

/** The report's filter as the export's query string (the same filter, unpaged). */
function exportUrl(filter: ActionReportFilter) {
  const search = new URLSearchParams();
  if (filter.status) search.set('status', filter.status);
  if (filter.ownerId) search.set('ownerId', String(filter.ownerId));
  if (filter.planId) search.set('planId', String(filter.planId));
  if (filter.overdue) search.set('overdue', '1');
  const query = search.toString();
  return `/files/action-report.xlsx${query ? `?${query}` : ''}`;
}

/** action-report (issue 16): every action across plans, by status, owner and overdue, with an xlsx export. */
export default function ActionReportScreen() {
  const t = useActionTexts();
  const format = useFormat();
  const [filter, setFilter] = useState<ActionReportFilter>({});
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const size = ACTION_PLANS_PAGE_SIZE;
  const query = useQuery({
    ...actionReportQuery(filter, (page - 1) * size, size),
    placeholderData: keepPreviousData,
  });
  const plans = useQuery(actionPlansQuery(0, 100));
  const report = query.data;
  const update = (changes: Partial<ActionReportFilter>) => {
    setFilter((f) => ({ ...f, ...changes }));
    setPage(1);
  };
  const pages = report ? Math.max(1, Math.ceil(report.totals.total / size)) : 1;
  const download = async () => {
    setExporting(true);
    try {
      await downloadFile(exportUrl(filter), 'action_report.xlsx');
    } catch {
      showToast({ variant: 'danger', message: t(57, 'Export failed.') });
    } finally {
      setExporting(false);
    }
  };
  const owners = (report?.byOwner ?? []).filter((o) => o.ownerId !== null && o.ownerId !== undefined);
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {t(34, 'Action report')}
        </Title>
        <Group>
          <Button component={Link} to={href('action-plans')} variant="default">
            {t(1, 'Action plans')}
          </Button>
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting}
            onClick={() => void download()}
          >
            {t(38, 'Export to Excel')}
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <Select
            label={t(8, 'Status')}
            clearable
            placeholder={t(36, 'All')}
            data={GREEN_ACTION_STATUSES.map((s) => ({ value: s, label: labelOf(t, ACTION_STATUS_TEXTS, s) }))}
            value={filter.status ?? null}
            onChange={(v) => update({ status: v })}
          />
          <Select
            label={t(6, 'Owner')}
            clearable
            searchable
            placeholder={t(36, 'All')}
            data={owners.map((o) => ({ value: String(o.ownerId), label: o.ownerName ?? '' }))}
            value={filter.ownerId ? String(filter.ownerId) : null}
            onChange={(v) => update({ ownerId: v ? Number(v) : null })}
          />
          <Select
            label={t(35, 'Plan')}
            clearable
            searchable
            placeholder={t(36, 'All')}
            data={(plans.data?.items ?? []).map((p) => ({ value: String(p.id), label: p.title }))}
            value={filter.planId ? String(filter.planId) : null}
            onChange={(v) => update({ planId: v ? Number(v) : null })}
          />
          <Checkbox
            mt={{ base: 0, lg: 30 }}
            label={t(37, 'Only overdue actions')}
            checked={filter.overdue === true}
            onChange={(e) => update({ overdue: e.currentTarget.checked })}
          />
        </SimpleGrid>
      </Paper>
      {query.isPending && <PageLoader />}
      {query.isError && <ErrorBanner error={query.error} />}
      {report && (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
          {(
            [
              ['total', t(42, 'Total')],
              ['todo', labelOf(t, ACTION_STATUS_TEXTS, 'todo')],
              ['inProgress', labelOf(t, ACTION_STATUS_TEXTS, 'inProgress')],
              ['done', labelOf(t, ACTION_STATUS_TEXTS, 'done')],
              ['cancelled', labelOf(t, ACTION_STATUS_TEXTS, 'cancelled')],
              ['overdue', t(16, 'Overdue')],
            ] as const
          ).map(([key, label]) => (
            <Card key={key} withBorder padding="sm">
              <Text size="sm" c="dimmed">
                {label}
              </Text>
              <Text fw={700} size="xl" data-testid={`report-${key}`}>
                {report.totals[key]}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {report && report.items.length === 0 && (
        <Alert color="gray" data-testid="report-empty">
          {t(39, 'No action matches these filters.')}
        </Alert>
      )}
      {report && report.items.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped aria-busy={query.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(35, 'Plan')}</Table.Th>
                <Table.Th>{t(4, 'Title')}</Table.Th>
                <Table.Th>{t(6, 'Owner')}</Table.Th>
                <Table.Th>{t(7, 'Due date')}</Table.Th>
                <Table.Th>{t(8, 'Status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.items.map((action) => (
                <Table.Tr key={action.id} data-testid="report-row">
                  <Table.Td>
                    <Anchor component={Link} to={href('action-plans/:id', { id: action.planId })}>
                      {action.planTitle}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{action.title}</Table.Td>
                  <Table.Td>{action.ownerName ?? t(41, 'No owner')}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {action.dueDate ? format.date(action.dueDate) : ''}
                    {action.isOverdue && (
                      <Badge color="red" variant="light" ml="xs">
                        {t(16, 'Overdue')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={ACTION_STATUS_COLORS[action.status] ?? 'gray'}>
                      {labelOf(t, ACTION_STATUS_TEXTS, action.status)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {report && pages > 1 && <Pager total={pages} value={page} onChange={setPage} />}
      {report && report.byOwner.length > 0 && (
        <>
          <Title order={2} size="h3">
            {t(40, 'By owner')}
          </Title>
          <Table.ScrollContainer minWidth={560}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(6, 'Owner')}</Table.Th>
                  <Table.Th ta="right">{t(42, 'Total')}</Table.Th>
                  <Table.Th ta="right">{labelOf(t, ACTION_STATUS_TEXTS, 'done')}</Table.Th>
                  <Table.Th ta="right">{t(16, 'Overdue')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.byOwner.map((o) => (
                  <Table.Tr key={o.ownerId ?? 'none'}>
                    <Table.Td>{o.ownerName ?? t(41, 'No owner')}</Table.Td>
                    <Table.Td ta="right">{o.counts.total}</Table.Td>
                    <Table.Td ta="right">{o.counts.done}</Table.Td>
                    <Table.Td ta="right">{o.counts.overdue}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}

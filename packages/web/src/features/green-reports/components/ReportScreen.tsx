import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorBanner, PageLoader, showToast, useCloseButtonProps, useErrorText } from '../../../components';
import { downloadFile } from '../../../lib/files';
import { useFormat } from '../../../lib/format';
import {
  type GreenReportKind,
  type GreenReportScope,
  greenReportFileUrl,
  greenReportQuery,
} from '../api/green-reports.api';
import { LineEntries } from './LineEntries';
import { PeriodFilter } from './PeriodFilter';
import { Reconciliation } from './Reconciliation';
import { ReportChapters } from './ReportChapters';
import { useReportTexts } from './report-texts';

const EMPTY_SCOPE: GreenReportScope = { from: null, to: null, includePending: false };

/** One calculator's report (issue 16): period, chapters with kg and quantities, drill-down, reconciliation, files. */
export function ReportScreen({ kind }: { kind: GreenReportKind }) {
  const t = useReportTexts();
  const format = useFormat();
  const closeButtonProps = useCloseButtonProps();
  const toText = useErrorText();
  const [scope, setScope] = useState<GreenReportScope>(EMPTY_SCOPE);
  const [group, setGroup] = useState<{ key: string; label: string } | null>(null);
  const report = useQuery({ ...greenReportQuery(kind, scope), placeholderData: keepPreviousData });
  const title = kind === 'pear' ? t(3, 'PEAR report') : t(2, "Carbon'Clap report");
  const download = (fileFormat: 'xlsx' | 'pdf') =>
    downloadFile(greenReportFileUrl(kind, fileFormat, scope), `${kind}-report.${fileFormat}`).catch(
      (error: unknown) =>
        showToast({
          variant: 'danger',
          title: t(46, 'Error'),
          message: toText(error),
        }),
    );
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => download('xlsx')}>
            {t(9, 'Download xlsx')}
          </Button>
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => download('pdf')}>
            {t(10, 'Download PDF')}
          </Button>
        </Group>
      </Group>
      <PeriodFilter scope={scope} onApply={setScope} />
      {report.isPending ? (
        <PageLoader />
      ) : report.isError ? (
        <ErrorBanner error={report.error} />
      ) : report.data.ledgerEntries === 0 ? (
        <Paper withBorder p="xl" ta="center" c="dimmed" data-empty>
          {t(19, 'No ledger entries in this period: nothing to report yet.')}
        </Paper>
      ) : (
        <>
          <Text fw={600} data-report-total>
            {`${t(11, 'Report total')}: ${format.number(report.data.totalKgCo2e, 2)} kg CO2e`}
          </Text>
          <ReportChapters report={report.data} kind={kind} scope={scope} />
          <Reconciliation report={report.data} onOpenGroup={(key, label) => setGroup({ key, label })} />
        </>
      )}
      <Modal
        opened={group !== null}
        onClose={() => setGroup(null)}
        size="lg"
        title={t(45, 'Entries of: {line}').replace('{line}', group?.label ?? '')}
        closeButtonProps={closeButtonProps}
      >
        {group && <LineEntries kind={kind} line={group.key} scope={scope} />}
      </Modal>
    </Stack>
  );
}

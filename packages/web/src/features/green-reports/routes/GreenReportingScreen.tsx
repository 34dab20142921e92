import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorBanner, Loader, PageLoader } from '../../../components';
import { href } from '../../../config/paths';
import { type GreenReportKind, greenReportDefaultQuery, greenReportQuery } from '../api/green-reports.api';
import { Reconciliation } from '../components/Reconciliation';
import { useReportTexts } from '../components/report-texts';

const ALL_DATES = { from: null, to: null, includePending: false };

function ReportCard({ kind, isDefault }: { kind: GreenReportKind; isDefault: boolean }) {
  const t = useReportTexts();
  const report = useQuery(greenReportQuery(kind, ALL_DATES));
  const title = kind === 'pear' ? t(3, 'PEAR report') : t(2, "Carbon'Clap report");
  const to = kind === 'pear' ? href('peach-pear-plum/peach-report') : href('green/carbon-clap-reporting');
  return (
    <Paper withBorder p="md" data-report-card={kind}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={2} size="h3">
              {title}
            </Title>
            {isDefault && <Badge variant="light">{t(4, 'Default report of this production')}</Badge>}
          </Group>
          <Button component={Link} to={to} variant={isDefault ? 'filled' : 'default'}>
            {`${t(26, 'Open report')}: ${title}`}
          </Button>
        </Group>
        {report.isPending ? (
          <Loader />
        ) : report.isError ? (
          <ErrorBanner error={report.error} />
        ) : (
          <Reconciliation report={report.data} headingLevel={3} />
        )}
      </Stack>
    </Paper>
  );
}

/** green/reporting: both calculator reports from the one ledger, the production's default first (issue 16). */
export default function GreenReportingScreen() {
  const t = useReportTexts();
  const defaultKind = useQuery(greenReportDefaultQuery());
  const first: GreenReportKind = defaultKind.data === 'pear' ? 'pear' : 'carbonClap';
  const second: GreenReportKind = first === 'pear' ? 'carbonClap' : 'pear';
  return (
    <Stack>
      <Title order={1} size="h2">
        {t(1, 'Green reporting')}
      </Title>
      <Text c="dimmed">
        {t(36, "Both reports can always be produced; the production's setting chooses the default.")}
      </Text>
      {defaultKind.isPending ? (
        <PageLoader />
      ) : defaultKind.isError ? (
        <ErrorBanner error={defaultKind.error} />
      ) : (
        <>
          <ReportCard kind={first} isDefault />
          <ReportCard kind={second} isDefault={false} />
        </>
      )}
    </Stack>
  );
}

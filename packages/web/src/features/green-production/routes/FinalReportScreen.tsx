import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorBanner, PageLoader, showToast } from '../../../components';
import { href } from '../../../config/paths';
import { downloadFile } from '../../../lib/files';
import { useFormat } from '../../../lib/format';
import { FINAL_REPORT_URL, greenProductionQuery } from '../api/green-production.api';
import { Figure, useProductionTexts } from '../components/production-ui';

/** finalreport (issue 16): one PDF for the funder, with what it will say and what is still missing before it. */
export default function FinalReportScreen() {
  const t = useProductionTexts();
  const format = useFormat();
  const query = useQuery(greenProductionQuery());
  const [downloading, setDownloading] = useState(false);
  const data = query.data;
  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(FINAL_REPORT_URL, 'final_report.pdf');
    } catch {
      showToast({ variant: 'danger', message: t(57, 'The final report could not be downloaded.') });
    } finally {
      setDownloading(false);
    }
  };
  const p = data?.prerequisites;
  const missing = p
    ? p.unverified.count + p.estimates.count + p.pending.count + p.missingCategories.length
    : 0;
  return (
    <Stack>
      <Title order={1} size="h2">
        {t(30, 'Final report')}
      </Title>
      <Text c="dimmed">
        {t(
          32,
          'One PDF for the funder: the footprint, the calculator reports, the checklist, the removals and the action plans.',
        )}
      </Text>
      <Group>
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={downloading}
          onClick={() => void download()}
        >
          {t(31, 'Download the final report (PDF)')}
        </Button>
      </Group>
      {query.isPending && <PageLoader />}
      {query.isError && <ErrorBanner error={query.error} />}
      {data && (
        <Group grow align="stretch">
          <Figure
            label={t(11, 'Gross emissions')}
            value={format.mass(data.footprint.total.kgCo2e)}
            testId="final-gross"
          />
          {data.removals && (
            <Figure
              label={t(13, 'Net after removals and offsets')}
              value={format.mass(data.removals.netKgCo2e)}
            />
          )}
          <Figure label={t(15, 'Actions')} value={String(data.actions.total)} />
        </Group>
      )}
      {data && missing > 0 && (
        <Alert color="yellow" title={t(63, 'Before producing the report')} data-testid="final-missing">
          <Anchor component={Link} to={href('prerequisite')}>
            {t(58, 'See the prerequisites')}
          </Anchor>
        </Alert>
      )}
      {data && missing === 0 && data.footprint.total.count > 0 && (
        <Alert color="green">{t(67, 'Everything counted')}</Alert>
      )}
    </Stack>
  );
}

import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { saveBlob } from '../../lib/files';
import { useForm } from '../../lib/i18n';
import { BaseModal } from '../BaseModal';
import { ErrorBanner } from '../ErrorBanner';
import { fetchExport } from './export-download';

/** The payroll export's texts (form 'payroll-export'). */
export const usePayrollExportTexts = () => useForm('payroll-export');

/**
 * The payroll export button (issue 18), shared so any timesheet screen can offer it. The generic payroll CSV (docs/payroll-csv.md): a date range, or none for the project's analytic periods; only
 * weeks validated at the last level. The server names a half range or a bad date in the banner.
 */
export function PayrollExportButton() {
  const t = usePayrollExportTexts();
  const [opened, setOpened] = useState(false);
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const { blob, fileName } = await fetchExport(
        {
          name: 'payroll',
          format: 'csv',
          filter: { startDate: startDate || null, endDate: endDate || null },
        },
        () => {},
      );
      saveBlob(blob, fileName ?? 'payroll.csv');
      setOpened(false);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} />}
        onClick={() => setOpened(true)}
      >
        {t(40, 'Payroll export')}
      </Button>
      <BaseModal opened={opened} onClose={() => setOpened(false)} title={t(40, 'Payroll export')}>
        <Stack>
          <ErrorBanner
            error={error}
            fields={{ 'filter.startDate': t(41, 'From'), 'filter.endDate': t(42, 'To') }}
          />
          <Text size="sm" c="dimmed">
            {t(
              43,
              'Without dates, one period per analytic period of the project; only weeks validated at the last level.',
            )}
          </Text>
          <Group grow>
            <TextInput
              type="date"
              label={t(41, 'From')}
              value={startDate}
              onChange={(event) => setStartDate(event.currentTarget.value)}
            />
            <TextInput
              type="date"
              label={t(42, 'To')}
              value={endDate}
              onChange={(event) => setEndDate(event.currentTarget.value)}
            />
          </Group>
          <Button onClick={() => void download()} loading={busy} style={{ alignSelf: 'flex-end' }}>
            {t(44, 'Download the payroll CSV')}
          </Button>
        </Stack>
      </BaseModal>
    </>
  );
}

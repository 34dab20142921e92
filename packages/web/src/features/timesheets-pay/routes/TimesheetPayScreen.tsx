import { Group, Stack, Text, Title } from '@mantine/core';
import { PayrollExportButton } from '../../../components/exports/PayrollExportButton';
import { TimesheetPaySettings, usePayRulesTexts } from '../components/TimesheetPaySettings';

/** settings/timesheet-pay (issue 18): the project's pay settings and the payroll export. */
export default function TimesheetPayScreen() {
  const t = usePayRulesTexts();
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t(1, 'Timesheet pay settings')}
        </Title>
        <PayrollExportButton />
      </Group>
      <Text size="sm" c="dimmed">
        {t(
          2,
          'What a daily rate covers and the premiums paid on top. Overtime, night hours, sixth and seventh days, Sundays, lunch and per diems count only when their switch is on in the project administration.',
        )}
      </Text>
      <TimesheetPaySettings />
    </Stack>
  );
}

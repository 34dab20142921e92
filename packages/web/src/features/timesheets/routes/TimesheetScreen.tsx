import {
  Alert,
  Anchor,
  Code,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { PageLoader } from '../../../components/Loader';
import { ScreenError } from '../../../components/ScreenError';
import { showToast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import {
  changeTimesheetProcessed,
  getTimesheet,
  getTimesheetCrew,
  getTimesheetWeek,
  type TimesheetWeek,
  timesheetKeys,
} from '../api/timesheets.api';
import { PayBreakdown } from '../components/PayBreakdown';
import { ReadOnlyWeek } from '../components/ReadOnlyWeek';
import { useFormat, useTimesheetTexts } from '../components/timesheets-ui';
import { useWeekReferences } from '../components/use-week-references';
import { todayIso } from '../components/week-form';

/**
 * timesheet: the accountant's view of one person's week (?id= a timesheet, or ?userId=&date= a week): the days,
 * the pay breakdown per day, the formula errors and log when present, and the processed switch.
 */
export default function TimesheetScreen() {
  const t = useTimesheetTexts();
  const [search, setSearch] = useSearchParams();
  const id = Number(search.get('id'));
  const userId = Number(search.get('userId'));
  const date = search.get('date') ?? todayIso();
  const byId = Number.isInteger(id) && id > 0;
  const byWeek = !byId && Number.isInteger(userId) && userId > 0;
  const crew = useQuery({ queryKey: timesheetKeys.crew, queryFn: getTimesheetCrew, enabled: !byId });
  const week = useQuery({
    queryKey: byId ? timesheetKeys.sheet(id) : timesheetKeys.week(userId, date),
    queryFn: () => (byId ? getTimesheet(id) : getTimesheetWeek(userId, date)),
    enabled: byId || byWeek,
  });
  const references = useWeekReferences();

  const picker = !byId && (
    <Paper withBorder p="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t(121, 'Person')}
          searchable
          data={(crew.data ?? []).map((p) => ({ value: String(p.id), label: p.fullName }))}
          value={byWeek ? String(userId) : null}
          onChange={(v) => setSearch(v ? { userId: v, date } : {})}
        />
        <TextInput
          type="date"
          label={t(81, 'A day of the week')}
          value={date}
          onChange={(e) =>
            setSearch(
              byWeek
                ? { userId: String(userId), date: e.currentTarget.value }
                : { date: e.currentTarget.value },
            )
          }
        />
      </SimpleGrid>
    </Paper>
  );
  const heading = (text: string) => (
    <Title order={1} size="h2">
      {text}
    </Title>
  );
  if (!byId && !byWeek)
    return (
      <Stack>
        {heading(t(140, 'Timesheet'))}
        {picker}
        <Paper withBorder p="xl" ta="center" c="dimmed">
          {t(149, 'Choose a person and a week, or open a week from the list of timesheets.')}{' '}
          {/* Inside a sentence, the link is told apart by its underline, not only its colour (WCAG 1.4.1). */}
          <Anchor component={Link} to={paths.projectTimesheets()} underline="always">
            {t(150, 'The list of timesheets')}
          </Anchor>
        </Paper>
      </Stack>
    );
  if (week.isPending || references.isPending) return <PageLoader />;
  if (week.isError) return <ScreenError error={week.error} />;
  if (!references.rules) return <ScreenError error={references.error} />;
  return (
    <Stack>
      <Anchor component={Link} to={paths.projectTimesheets()} size="sm">
        {t(150, 'The list of timesheets')}
      </Anchor>
      <AccountantWeek week={week.data} picker={picker} rules={references.rules} />
    </Stack>
  );
}

function AccountantWeek({
  week,
  picker,
  rules,
}: {
  week: TimesheetWeek;
  picker: ReactNode;
  rules: NonNullable<ReturnType<typeof useWeekReferences>['rules']>;
}) {
  const t = useTimesheetTexts();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {`${week.fullName} · ${t(2, 'Week of {date}').replace('{date}', format.date(week.weekStart))}`}
        </Title>
        {week.id !== null && (
          <Switch
            label={t(148, 'Processed')}
            checked={week.processed}
            disabled={saving}
            onChange={async (e) => {
              const processed = e.currentTarget.checked;
              setSaving(true);
              setError(null);
              try {
                await changeTimesheetProcessed(week.id!, processed);
                await queryClient.invalidateQueries({ queryKey: timesheetKeys.all });
                showToast({
                  variant: 'success',
                  message: processed ? t(152, 'Marked as processed.') : t(153, 'Marked as not processed.'),
                });
              } catch (caught) {
                setError(caught);
              } finally {
                setSaving(false);
              }
            }}
            data-processed-switch
          />
        )}
      </Group>
      {picker}
      {error !== null && <ErrorBanner error={error} />}
      {week.jsError && (
        <Alert color="red" variant="light" title={t(146, 'Formula error')} data-js-error>
          <Code block>{week.jsError}</Code>
        </Alert>
      )}
      {week.jsLog && (
        <Paper withBorder p="sm" data-js-log>
          <Text size="sm" fw={600}>
            {t(147, 'Formula log')}
          </Text>
          <Code block>{week.jsLog}</Code>
        </Paper>
      )}
      {week.id === null && (
        <Paper withBorder p="md" c="dimmed">
          {t(154, 'This person has not saved this week yet.')}
        </Paper>
      )}
      <ReadOnlyWeek week={week} rules={rules} />
      <PayBreakdown week={week} />
    </Stack>
  );
}

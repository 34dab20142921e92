import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { PAY_RULES_LIMITS, payRulesSchema } from '@setledger/shared/timesheets/pay-rules.schemas';
import { hoursToMinutes } from '@setledger/shared/validation/hours';
import { IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorBanner, Loader, showToast } from '../../../components';
import { useZodForm } from '../../../lib/form';
import { useForm } from '../../../lib/i18n';
import { getPayRules, type ProjectPayRules, payRulesKeys, setPayRules } from '../api/pay-rules.api';

/** The texts of the pay settings (form 'pay-rules'). */
export const usePayRulesTexts = () => useForm('pay-rules');

interface BandValues {
  to: string;
  pct: string;
}
export interface PayRulesFormValues {
  weekStartDay: string;
  baseDayHours: string;
  bands: BandValues[];
  nightPremiumPct: string;
  sixthDayPremiumPct: string;
  seventhDayPremiumPct: string;
  sundayPremiumPct: string;
  travelRatePct: string;
}

const PERCENT_FIELDS = [
  'nightPremiumPct',
  'sixthDayPremiumPct',
  'seventhDayPremiumPct',
  'sundayPremiumPct',
  'travelRatePct',
] as const;

/** Minutes as 'HH:MM' (the §5 hour mask). */
export const toHhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const isEmptyHours = (text: string) => text.trim() === '' || text.trim() === '--:--';
/** A percent as it is typed: '25.00' shows as '25', '12.50' as '12.5'. */
const shortPct = (value: string) => value.replace(/\.0+$/, '').replace(/(\.\d*[1-9])0+$/, '$1');

function toValues(rules: ProjectPayRules): PayRulesFormValues {
  return {
    weekStartDay: String(rules.weekStartDay),
    baseDayHours: toHhmm(rules.baseDayMinutes),
    bands: rules.overtimeBands.map((band) => ({
      to: band.toMinutes === null || band.toMinutes === undefined ? '' : toHhmm(band.toMinutes),
      pct: shortPct(band.premiumPct),
    })),
    ...Object.fromEntries(PERCENT_FIELDS.map((field) => [field, shortPct(rules[field])])),
  } as PayRulesFormValues;
}

/** Each band starts where the previous one ends (the form shows the start; the person types the ends). */
function bandStarts(bands: readonly BandValues[]): number[] {
  const starts: number[] = [];
  let from = 0;
  for (const band of bands) {
    starts.push(from);
    if (!isEmptyHours(band.to)) from = hoursToMinutes(band.to);
  }
  return starts;
}

function toInput(values: PayRulesFormValues) {
  const starts = bandStarts(values.bands);
  return {
    weekStartDay: Number(values.weekStartDay),
    baseDayMinutes: hoursToMinutes(values.baseDayHours),
    overtimeBands: values.bands.map((band, index) => ({
      fromMinutes: starts[index],
      toMinutes: isEmptyHours(band.to) ? null : hoursToMinutes(band.to),
      premiumPct: band.pct,
    })),
    ...Object.fromEntries(PERCENT_FIELDS.map((field) => [field, values[field]])),
  };
}

/** Schema and server paths onto the form's fields. */
function fieldOf(path: string): string | undefined {
  if (path === 'baseDayMinutes') return 'baseDayHours';
  const band = /^overtimeBands\.(\d+)\.(fromMinutes|toMinutes|premiumPct)$/.exec(path);
  if (band) return `bands.${band[1]}.${band[2] === 'premiumPct' ? 'pct' : 'to'}`;
  if (path === 'overtimeBands') return 'bands';
  return undefined;
}

/** The project's pay settings (issue 18): loading, a load error, else the form (defaults shown while unsaved). */
export function TimesheetPaySettings() {
  const query = useQuery({ queryKey: payRulesKeys.rules, queryFn: getPayRules });
  if (query.isPending) return <Loader />;
  if (query.isError) return <ErrorBanner error={query.error} />;
  return <PayRulesForm rules={query.data} />;
}

function PayRulesForm({ rules }: { rules: ProjectPayRules }) {
  const t = usePayRulesTexts();
  const queryClient = useQueryClient();
  const notContiguous = t(
    20,
    'Each band starts where the previous one ends and must end after it starts; only the last may have no end.',
  );
  const form = useZodForm({
    schema: payRulesSchema,
    initialValues: toValues(rules),
    toInput,
    fields: fieldOf,
    texts: Object.fromEntries(
      Array.from({ length: PAY_RULES_LIMITS.bands.max }, (_, index) => [
        `bands.${index}.to`,
        { payBandsNotContiguous: notContiguous },
      ]),
    ),
  });
  const weekDays = [
    t(30, 'Sunday'),
    t(31, 'Monday'),
    t(32, 'Tuesday'),
    t(33, 'Wednesday'),
    t(34, 'Thursday'),
    t(35, 'Friday'),
    t(36, 'Saturday'),
  ];
  const bands = form.values.bands;
  const starts = bandStarts(bands);
  const setBands = (next: BandValues[]) => form.set('bands', next);

  const submit = form.onSubmit(async (parsed) => {
    const saved = await setPayRules(parsed);
    queryClient.setQueryData(payRulesKeys.rules, saved);
    form.load(toValues(saved));
    showToast({
      variant: 'success',
      message: t(19, 'Pay settings saved. Weeks are recomputed when they are next saved.'),
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t(21, 'Pay settings')}>
      <Stack>
        <ErrorBanner error={form.formError} fields={form.labels} />
        {rules.isDefault && (
          <Alert variant="light" icon={<IconInfoCircle size={18} />}>
            {t(3, 'This project uses the default pay settings until you save its own.')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            {...form.field('weekStartDay', { label: t(4, 'Week starts on') })}
            data={weekDays.map((label, value) => ({ value: String(value), label }))}
            allowDeselect={false}
          />
          <TextInput
            {...form.field('baseDayHours', { label: t(5, 'Base day (HH:MM the daily rate covers)') })}
            inputMode="numeric"
            placeholder="10:00"
          />
        </SimpleGrid>
        <Title order={2} size="h4">
          {t(6, 'Overtime bands')}
        </Title>
        {bands.length === 0 ? (
          <Text c="dimmed">{t(7, 'No overtime band: overtime is not paid.')}</Text>
        ) : (
          <Stack gap="xs">
            {bands.map((_, index) => {
              const n = String(index + 1);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a band is its position in the list
                <Paper key={index} withBorder p="sm">
                  <Text size="sm" fw={600} mb={4}>
                    {t(8, 'Band {n}, from {from} of overtime')
                      .replace('{n}', n)
                      .replace('{from}', toHhmm(starts[index] ?? 0))}
                  </Text>
                  <Group align="flex-end" wrap="wrap">
                    <TextInput
                      {...form.field(`bands.${index}.to`, {
                        label: t(9, 'Up to (HH:MM of overtime, empty: no end)'),
                      })}
                      inputMode="numeric"
                      style={{ flex: '1 1 14rem' }}
                    />
                    <TextInput
                      {...form.field(`bands.${index}.pct`, { label: t(10, 'Premium (%)') })}
                      inputMode="decimal"
                      style={{ flex: '1 1 8rem' }}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={t(12, 'Remove band {n}').replace('{n}', n)}
                      onClick={() => setBands(bands.filter((__, other) => other !== index))}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
        {bands.length < PAY_RULES_LIMITS.bands.max && (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            style={{ alignSelf: 'flex-start' }}
            onClick={() => setBands([...bands, { to: '', pct: '50' }])}
          >
            {t(11, 'Add a band')}
          </Button>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <TextInput
            {...form.field('nightPremiumPct', { label: t(13, 'Night premium (%)') })}
            inputMode="decimal"
          />
          <TextInput
            {...form.field('sixthDayPremiumPct', { label: t(14, 'Sixth-day premium (%)') })}
            inputMode="decimal"
          />
          <TextInput
            {...form.field('seventhDayPremiumPct', { label: t(15, 'Seventh-day premium (%)') })}
            inputMode="decimal"
          />
          <TextInput
            {...form.field('sundayPremiumPct', { label: t(16, 'Sunday premium (%)') })}
            inputMode="decimal"
          />
          <TextInput
            {...form.field('travelRatePct', { label: t(17, 'Travel paid at (% of the hourly rate)') })}
            inputMode="decimal"
          />
        </SimpleGrid>
        <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-end' }}>
          {t(18, 'Save the pay settings')}
        </Button>
      </Stack>
    </form>
  );
}

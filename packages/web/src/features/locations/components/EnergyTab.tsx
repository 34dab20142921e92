import { Alert, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Decimal } from 'decimal.js';
import { useFormat } from '../../../lib/format';
import type { Location } from '../api/locations.api';
import { fieldsOf, type LocationForm } from './form-fields';
import { LocationPicture } from './LocationPicture';
import type { DecimalField } from './location-form-values';
import { fuelOptions, sourceLabel, useLocationTexts } from './location-texts';

type Meter = 'electricity' | 'gas' | 'water';

/** end − start as typed, or null when either is missing or not a number. */
function consumption(start: string, end: string): string | null {
  try {
    if (!start.trim() || !end.trim()) return null;
    return new Decimal(end.replace(',', '.')).minus(start.replace(',', '.')).toString();
  } catch {
    return null;
  }
}

function MeterRow({
  form,
  meter,
  title,
  unit,
  location,
  canManage,
}: {
  form: LocationForm;
  meter: Meter;
  title: string;
  unit: string;
  location: Location | null;
  canManage: boolean;
}) {
  const t = useLocationTexts();
  const format = useFormat();
  const f = fieldsOf(form);
  const start = `${meter}MeterStart` as DecimalField;
  const end = `${meter}MeterEnd` as DecimalField;
  const used = consumption(form.values[start], form.values[end]);
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {f.decimal(start, `${t(160, 'Start reading')} (${unit})`)}
        {f.decimal(end, `${t(161, 'End reading')} (${unit})`)}
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {t(162, 'Consumption')}
          </Text>
          <Text c={used?.startsWith('-') ? 'red' : undefined} aria-live="polite">
            {used === null ? '—' : `${format.number(used, meter === 'water' ? 3 : 2)} ${unit}`}
          </Text>
        </Stack>
      </SimpleGrid>
      {location && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
          <LocationPicture
            location={location}
            kind={`${meter}Start`}
            label={`${title}: ${t(163, 'picture of the start reading')}`}
            canManage={canManage}
          />
          <LocationPicture
            location={location}
            kind={`${meter}End`}
            label={`${title}: ${t(164, 'picture of the end reading')}`}
            canManage={canManage}
          />
        </SimpleGrid>
      )}
    </Paper>
  );
}

/** The location's ledger entries: quantity × factor = kg CO2e, with the factor's source and year. */
export function FootprintTable({ footprint }: { footprint: Location['footprint'] }) {
  const t = useLocationTexts();
  const format = useFormat();
  if (footprint.measures.length === 0)
    return <Text c="dimmed">{t(165, 'No meter reading counts in the carbon ledger yet.')}</Text>;
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(166, 'Source')}</Table.Th>
            <Table.Th ta="right">{t(167, 'Quantity')}</Table.Th>
            <Table.Th ta="right">{t(168, 'Factor')}</Table.Th>
            <Table.Th ta="right">kg CO2e</Table.Th>
            <Table.Th>{t(169, 'Factor source and year')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {footprint.measures.map((measure) => (
            <Table.Tr key={measure.entryId}>
              <Table.Td>{sourceLabel(t, measure.sourceType)}</Table.Td>
              <Table.Td ta="right">{`${format.number(measure.quantity, 2)} ${measure.unit}`}</Table.Td>
              <Table.Td ta="right">{`× ${measure.factorValue ?? ''} kg/${measure.factorUnit ?? ''}`}</Table.Td>
              <Table.Td ta="right">{format.mass(measure.kgCo2e)}</Table.Td>
              <Table.Td>
                <Text size="xs">
                  {[measure.factorKey, measure.factorSource, measure.factorYear].filter(Boolean).join(' · ')}
                  {measure.isOverride ? ` · ${t(170, 'project override')}` : ''}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr fw={700}>
            <Table.Td>{t(152, 'Total')}</Table.Td>
            <Table.Td />
            <Table.Td />
            <Table.Td ta="right" data-testid="location-kgco2e">
              {format.mass(footprint.kgCo2e)}
            </Table.Td>
            <Table.Td />
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Energy and meters: the three meters with their pictures, the generator, the suppliers, and the ledger. */
export function EnergyTab({
  form,
  location,
  suppliers,
  canManage,
}: {
  form: LocationForm;
  location: Location | null;
  suppliers: { value: string; label: string }[];
  canManage: boolean;
}) {
  const t = useLocationTexts();
  const format = useFormat();
  const f = fieldsOf(form);
  return (
    <Stack>
      {!location && (
        <Alert color="blue">{t(171, 'Save the location first to add the pictures of its meters.')}</Alert>
      )}
      <MeterRow
        form={form}
        meter="electricity"
        title={t(90, 'Electricity')}
        unit="kWh"
        location={location}
        canManage={canManage}
      />
      <MeterRow
        form={form}
        meter="gas"
        title={t(91, 'Gas')}
        unit="kWh"
        location={location}
        canManage={canManage}
      />
      <MeterRow
        form={form}
        meter="water"
        title={t(92, 'Water')}
        unit="m3"
        location={location}
        canManage={canManage}
      />
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="sm">
          {t(93, 'Generator')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            {...form.field('generatorFuelType', { label: t(172, 'Fuel') })}
            data={fuelOptions(t)}
            value={form.values.generatorFuelType}
            onChange={(value) => form.set('generatorFuelType', value)}
            clearable
          />
          {f.decimal('generatorVolume', t(173, 'Fuel burnt (litres)'))}
          {f.decimal('volumeTotalFuelOil', t(174, 'Heating fuel oil (litres)'))}
        </SimpleGrid>
        {location && (
          <LocationPicture
            location={location}
            kind="generator"
            label={t(175, 'Generator picture')}
            canManage={canManage}
          />
        )}
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {f.supplier('elecSupplierId', t(176, 'Electricity supplier'), suppliers)}
        {f.supplier('gasSupplierId', t(177, 'Gas supplier'), suppliers)}
        {f.supplier('waterSupplierId', t(178, 'Water supplier'), suppliers)}
        {f.count('nbOfAirConditioners', t(179, 'Air conditioners'))}
      </SimpleGrid>
      {f.flag('greenEnergySupplier', t(180, 'Green energy supplier'))}
      {location && (
        <Paper withBorder p="md">
          <Title order={3} size="h4" mb="sm">
            {t(181, 'Carbon of the readings')}
          </Title>
          <Text size="sm" mb="xs">
            {t(182, '{kwh} kWh · {m3} m3 · {litres} l · {kg}')
              .replace(
                '{kwh}',
                format.number(
                  Number(location.footprint.electricityKwh) + Number(location.footprint.gasKwh),
                  2,
                ),
              )
              .replace('{m3}', format.number(location.footprint.waterM3, 3))
              .replace('{litres}', format.number(location.footprint.generatorLitres, 2))
              .replace('{kg}', format.mass(location.footprint.kgCo2e))}
          </Text>
          <FootprintTable footprint={location.footprint} />
        </Paper>
      )}
    </Stack>
  );
}

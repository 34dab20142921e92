import { Anchor, Badge, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { ErrorBanner, PageLoader } from '../../../components';
import { href } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { getLocationsFootprint, locationKeys } from '../api/locations.api';
import { sourceLabel, useLocationTexts } from '../components/location-texts';

/**
 * green/locations and green/premises (issues 14 and 15): each location's or premise's kWh, m3, litres and
 * kg CO2e from its ledger entries, every entry with its factor (value, source, year), and the totals.
 */
export function LocationsFootprint({ premises }: { premises: boolean }) {
  const t = useLocationTexts();
  const format = useFormat();
  const footprint = useQuery({
    queryKey: locationKeys.footprint(premises),
    queryFn: () => getLocationsFootprint(premises),
  });
  const title = premises ? t(231, 'Carbon of the premises') : t(230, 'Carbon of the locations');
  const base = premises ? 'Offices' : 'locations';
  const totals = footprint.data?.totals;
  const figures = (f: {
    electricityKwh: string;
    gasKwh: string;
    waterM3: string;
    generatorLitres: string;
  }) => [
    ['kwh', format.number(f.electricityKwh, 2)],
    ['gas', format.number(f.gasKwh, 2)],
    ['m3', format.number(f.waterM3, 3)],
    ['litres', format.number(f.generatorLitres, 2)],
  ];

  return (
    <Stack>
      <Title order={1} size="h2">
        {title}
      </Title>
      {footprint.isError && <ErrorBanner error={footprint.error} />}
      {footprint.isPending ? (
        <PageLoader />
      ) : !footprint.data || footprint.data.items.length === 0 ? (
        <Paper withBorder p="xl" ta="center" c="dimmed">
          {premises ? t(233, 'No premise yet.') : t(232, 'No location yet.')}
        </Paper>
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 5 }} aria-label={t(234, 'Totals')}>
            {[
              [t(235, 'Electricity (kWh)'), format.number(totals!.electricityKwh, 2)],
              [t(236, 'Gas (kWh)'), format.number(totals!.gasKwh, 2)],
              [t(237, 'Water (m3)'), format.number(totals!.waterM3, 3)],
              [t(238, 'Generator fuel (l)'), format.number(totals!.generatorLitres, 2)],
              ['kg CO2e', format.mass(totals!.kgCo2e)],
            ].map(([label, value]) => (
              <Paper key={label} withBorder p="sm">
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text fw={700} data-testid={label === 'kg CO2e' ? 'total-kgco2e' : undefined}>
                  {value}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          <Table.ScrollContainer minWidth={760}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(18, 'Set name')}</Table.Th>
                  <Table.Th ta="right">{t(235, 'Electricity (kWh)')}</Table.Th>
                  <Table.Th ta="right">{t(236, 'Gas (kWh)')}</Table.Th>
                  <Table.Th ta="right">{t(237, 'Water (m3)')}</Table.Th>
                  <Table.Th ta="right">{t(238, 'Generator fuel (l)')}</Table.Th>
                  <Table.Th ta="right">kg CO2e</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {footprint.data.items.map((item) => (
                  <Fragment key={item.location.id}>
                    <Table.Tr data-location-id={item.location.id}>
                      <Table.Td fw={600}>
                        <Anchor
                          component={Link}
                          to={href(`${base}/:action/:id`, { action: 'update', id: item.location.id })}
                        >
                          {item.location.setName || `#${item.location.id}`}
                        </Anchor>
                      </Table.Td>
                      {figures(item).map(([name, value]) => (
                        <Table.Td key={name} ta="right">
                          {value}
                        </Table.Td>
                      ))}
                      <Table.Td ta="right" fw={600}>
                        {format.mass(item.kgCo2e)}
                      </Table.Td>
                    </Table.Tr>
                    {item.measures.map((measure) => (
                      <Table.Tr key={measure.entryId}>
                        <Table.Td colSpan={5} pl="xl">
                          <Text size="xs">
                            {sourceLabel(t, measure.sourceType)}: {format.number(measure.quantity, 3)}{' '}
                            {measure.unit} × {measure.factorValue} kg/{measure.factorUnit} (
                            {measure.factorKey}, {measure.factorSource}, {measure.factorYear})
                            {measure.isOverride && (
                              <Badge ml="xs" size="xs" variant="light">
                                {t(170, 'project override')}
                              </Badge>
                            )}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right">
                          <Text size="xs">{format.mass(measure.kgCo2e)}</Text>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Fragment>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}

export default function GreenLocationsScreen() {
  return <LocationsFootprint premises={false} />;
}

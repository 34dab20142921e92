import { Alert, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorBanner, PageLoader } from '../../../components';
import { useFormat } from '../../../lib/format';
import { specialEquipmentCarbonQuery } from '../api/special-equipment.api';
import { labelOf, TYPE_TEXTS, useEquipmentTexts } from '../components/equipment-ui';

/**
 * green/special-equipments (issue 14): each item's kg CO2e from the ledger, quantity × factor with the factor's
 * source and year, and the total.
 */
export default function GreenSpecialEquipmentsScreen() {
  const t = useEquipmentTexts();
  const format = useFormat();
  const query = useQuery(specialEquipmentCarbonQuery());
  const view = query.data;
  return (
    <Stack>
      <Title order={1} size="h2">
        {t(44, 'Special equipment: carbon')}
      </Title>
      <Text size="sm" c="dimmed">
        {t(45, 'Each item’s kg CO2e from the carbon ledger, with its factor and source.')}
      </Text>
      {query.isPending && <PageLoader />}
      {query.isError && <ErrorBanner error={query.error} />}
      {view && view.rows.length === 0 && (
        <Alert color="gray" data-testid="equipment-carbon-empty">
          {t(4, 'No special equipment yet.')}
        </Alert>
      )}
      {view && view.rows.length > 0 && (
        <>
          <Card withBorder padding="md" w="fit-content">
            <Text size="sm" c="dimmed">
              {t(49, 'Total')}
            </Text>
            <Text fw={700} size="xl" data-testid="equipment-carbon-total">
              {format.mass(view.totalKgCo2e)}
            </Text>
          </Card>
          <Table.ScrollContainer minWidth={760}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(5, 'Name')}</Table.Th>
                  <Table.Th>{t(6, 'Type')}</Table.Th>
                  <Table.Th ta="right">{t(46, 'kg CO2e')}</Table.Th>
                  <Table.Th>{t(47, 'Factor')}</Table.Th>
                  <Table.Th>{t(48, 'Source')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {view.rows.map((row) => (
                  <Table.Tr key={row.item.id} data-testid="equipment-carbon-row">
                    <Table.Td>{row.item.name}</Table.Td>
                    <Table.Td>{labelOf(t, TYPE_TEXTS, row.item.type)}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="equipment-kg">
                      {row.kgCo2e === null ? t(50, 'Not counted') : format.mass(row.kgCo2e)}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.formula}</Text>
                      <Text size="xs" c="dimmed">
                        {row.factorKey}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {row.factorSource}
                        {row.factorYear !== null && ` (${row.factorYear})`}
                      </Text>
                    </Table.Td>
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

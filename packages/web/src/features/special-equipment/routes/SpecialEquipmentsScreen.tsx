import { ActionIcon, Alert, Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog, ErrorBanner, PageLoader, showToast } from '../../../components';
import { href } from '../../../config/paths';
import { getExpenseDepartments, referenceKeys } from '../../../lib/api/reference-data.api';
import { useFormat } from '../../../lib/format';
import {
  delSpecialEquipment,
  equipmentKeys,
  type SpecialEquipment,
  specialEquipmentsQuery,
} from '../api/special-equipment.api';
import { EquipmentFormModal } from '../components/EquipmentFormModal';
import { type EquipmentFormValues, valuesOfEquipment } from '../components/equipment-form-values';
import { FUEL_TEXTS, labelOf, TYPE_TEXTS, useEquipmentTexts } from '../components/equipment-ui';

/** The energy of an item as read: '120 l Gas oil', '500 kWh', '10 h × 12.5 l/h Diesel'. */
function useEnergyText() {
  const t = useEquipmentTexts();
  const format = useFormat();
  return (item: SpecialEquipment) => {
    const fuel = labelOf(t, FUEL_TEXTS, item.fuel);
    if (item.energyMode === 'kwh') return `${format.energy(item.kwh)} (${item.country.toUpperCase()})`;
    if (item.energyMode === 'hours') return `${item.hours} h × ${item.litresPerHour} l/h · ${fuel}`;
    return `${format.volume(item.litres)} · ${fuel}`;
  };
}

/** special-equipments (issue 14): the production's cranes, drones, generators... and their energy. */
export default function SpecialEquipmentsScreen() {
  const t = useEquipmentTexts();
  const format = useFormat();
  const energy = useEnergyText();
  const queryClient = useQueryClient();
  const query = useQuery(specialEquipmentsQuery());
  const departments = useQuery({ queryKey: referenceKeys.departments, queryFn: getExpenseDepartments });
  const options = (departments.data ?? []).map((d) => ({ value: String(d.value), label: d.message }));
  const departmentName = (value: number | null) =>
    value === null ? '' : (options.find((o) => o.value === String(value))?.label ?? String(value));
  const [editing, setEditing] = useState<{ id: number | null; values: EquipmentFormValues | null } | null>(
    null,
  );
  const [deleting, setDeleting] = useState<SpecialEquipment | null>(null);
  const items = query.data;
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {t(1, 'Special equipment')}
        </Title>
        <Group gap="xs">
          <Button component={Link} to={href('green/special-equipments')} variant="default">
            {t(52, 'Carbon view')}
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ id: null, values: null })}>
            {t(3, 'New item')}
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {t(
          2,
          'Cranes, drones, generators, lighting balloons, camera cars, boats: each item’s energy feeds the carbon ledger.',
        )}
      </Text>
      {query.isPending && <PageLoader />}
      {query.isError && <ErrorBanner error={query.error} />}
      {items && items.length === 0 && (
        <Alert color="gray" data-testid="equipment-empty">
          {t(4, 'No special equipment yet.')}
        </Alert>
      )}
      {items && items.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(5, 'Name')}</Table.Th>
                <Table.Th>{t(6, 'Type')}</Table.Th>
                <Table.Th>{t(7, 'Supplier')}</Table.Th>
                <Table.Th>{t(8, 'Department')}</Table.Th>
                <Table.Th>{t(9, 'First day')}</Table.Th>
                <Table.Th>{t(11, 'Days of use')}</Table.Th>
                <Table.Th>{t(12, 'Energy')}</Table.Th>
                <Table.Th>{t(54, 'Actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id} data-testid="equipment-row">
                  <Table.Td>
                    <Anchor
                      component="button"
                      type="button"
                      onClick={() => setEditing({ id: item.id, values: valuesOfEquipment(item) })}
                    >
                      {item.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{labelOf(t, TYPE_TEXTS, item.type)}</Table.Td>
                  <Table.Td>{item.supplier}</Table.Td>
                  <Table.Td>{departmentName(item.department)}</Table.Td>
                  <Table.Td>
                    {format.date(item.startDate)}
                    {item.endDate && ` – ${format.date(item.endDate)}`}
                  </Table.Td>
                  <Table.Td>{item.days ?? ''}</Table.Td>
                  <Table.Td>{energy(item)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`${t(51, 'Edit the item')} ${item.name}`}
                        onClick={() => setEditing({ id: item.id, values: valuesOfEquipment(item) })}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`${t(27, 'Delete the item')} ${item.name}`}
                        onClick={() => setDeleting(item)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <EquipmentFormModal
        opened={editing !== null}
        itemId={editing?.id ?? null}
        initialValues={editing?.values ?? null}
        departments={options}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        danger
        title={t(27, 'Delete the item')}
        message={t(28, 'Delete "{name}" and its carbon entry?').replace('{name}', deleting?.name ?? '')}
        onConfirm={async () => {
          await delSpecialEquipment(deleting!.id);
          await queryClient.invalidateQueries({ queryKey: equipmentKeys.all });
          showToast({ variant: 'success', message: t(29, 'Item deleted') });
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

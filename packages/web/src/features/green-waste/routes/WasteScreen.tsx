import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog, ErrorBanner, PageLoader, ResponsiveTable, showToast } from '../../../components';
import { getExpenseDepartments, referenceKeys } from '../../../lib/api/reference-data.api';
import { useFormat } from '../../../lib/format';
import { useForm } from '../../../lib/i18n';
import {
  delWasteEntry,
  type WasteEntry,
  type WasteFilter,
  wasteEntriesQuery,
  wasteKeys,
} from '../api/waste.api';
import {
  emptyWasteValues,
  valuesOfWasteEntry,
  WasteFormModal,
  type WasteFormValues,
} from '../components/WasteFormModal';
import { KIND_TEXTS, UNIT_SYMBOLS } from '../components/waste-texts';

interface Editing {
  entryId: number | null;
  values: WasteFormValues;
}

/** green/waste (issue 14): waste weights by kind in the project's units, with totals per kind (001 §9 units). */
export default function WasteScreen() {
  const t = useForm('green-waste');
  const format = useFormat();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<WasteFilter>({});
  const [debounced] = useDebouncedValue(filter, 250);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<WasteEntry | null>(null);
  const page = useQuery({ ...wasteEntriesQuery(debounced), placeholderData: keepPreviousData });
  const departments = useQuery({ queryKey: referenceKeys.departments, queryFn: getExpenseDepartments });
  const departmentOptions = (departments.data ?? []).map((d) => ({ value: d.value, label: d.message }));
  const departmentName = (value: number | null | undefined) =>
    departmentOptions.find((d) => d.value === value)?.label ?? '';
  const kindLabel = (kind: string) => {
    const pair = KIND_TEXTS[kind as keyof typeof KIND_TEXTS];
    return pair ? t(...pair) : kind;
  };
  const units = Object.fromEntries((page.data?.units ?? []).map((u) => [u.kind, u.unit]));
  const total = (quantity: string, unit: string) =>
    unit === 'litre' ? format.volume(quantity) : format.mass(quantity);

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {t(1, 'Waste')}
        </Title>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setEditing({ entryId: null, values: emptyWasteValues() })}
        >
          {t(3, 'New waste entry')}
        </Button>
      </Group>
      <Group align="flex-end">
        <TextInput
          type="date"
          label={t(4, 'From date')}
          value={filter.startDate ?? ''}
          onChange={(e) => setFilter((f) => ({ ...f, startDate: e.currentTarget.value || null }))}
        />
        <TextInput
          type="date"
          label={t(5, 'To date')}
          value={filter.endDate ?? ''}
          onChange={(e) => setFilter((f) => ({ ...f, endDate: e.currentTarget.value || null }))}
        />
        <Select
          label={t(10, 'Department')}
          data={departmentOptions.map((d) => ({ value: String(d.value), label: d.label }))}
          value={
            filter.department === null || filter.department === undefined ? null : String(filter.department)
          }
          onChange={(v) => setFilter((f) => ({ ...f, department: v === null ? null : Number(v) }))}
          clearable
          searchable
        />
      </Group>
      {page.isPending ? (
        <PageLoader />
      ) : page.isError ? (
        <ErrorBanner error={page.error} />
      ) : page.data.items.length === 0 ? (
        <Paper withBorder p="xl" ta="center" c="dimmed">
          {t(6, 'No waste entry for these filters yet.')}
        </Paper>
      ) : (
        <>
          <section aria-labelledby="waste-totals">
            <Title order={2} size="h4" id="waste-totals" mb="xs">
              {t(7, 'Totals by kind')}
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} data-waste-totals>
              {page.data.totals.map((row) => (
                <Paper key={`${row.kind}-${row.unit}`} withBorder p="sm" data-kind={row.kind}>
                  <Text size="sm" c="dimmed">
                    {kindLabel(row.kind)}
                  </Text>
                  <Text fw={600} data-total>
                    {total(row.quantity, row.unit)}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
            <Text mt="xs" fw={600} data-waste-kg>
              {t(17, '{count} entries · {kg} CO2e')
                .replace('{count}', String(page.data.items.length))
                .replace('{kg}', format.mass(page.data.kgCo2e))}
            </Text>
          </section>
          <ResponsiveTable minWidth={900}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(18, 'Period')}</Table.Th>
                  <Table.Th>{t(10, 'Department')}</Table.Th>
                  <Table.Th>{t(11, 'Location set')}</Table.Th>
                  <Table.Th>{t(30, 'Weights')}</Table.Th>
                  <Table.Th ta="right">{t(19, 'kg CO2e')}</Table.Th>
                  <Table.Th>{t(33, 'Actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.data.items.map((entry) => (
                  <Table.Tr key={entry.id} data-waste-entry={entry.id}>
                    <Table.Td>
                      {format.date(entry.strDate)}
                      {entry.endDate && entry.endDate !== entry.strDate
                        ? ` – ${format.date(entry.endDate)}`
                        : ''}
                      {entry.description && (
                        <Text size="xs" c="dimmed">
                          {entry.description}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{departmentName(entry.department)}</Table.Td>
                    <Table.Td>{entry.locationSetName}</Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {entry.quantities
                          .map(
                            (q) =>
                              `${kindLabel(q.kind)} ${format.number(q.quantity)} ${UNIT_SYMBOLS[q.unit] ?? q.unit}`,
                          )
                          .join(' · ')}
                      </Text>
                      <Group gap={4}>
                        {entry.sortedWaste && (
                          <Badge variant="light" color="green" size="sm">
                            {t(13, 'Sorted waste')}
                          </Badge>
                        )}
                        {entry.recycledPaper && (
                          <Badge variant="light" color="teal" size="sm">
                            {t(14, 'Recycled paper')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right">{format.mass(entry.kgCo2e)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t(34, 'Edit the entry of {date}').replace(
                            '{date}',
                            format.date(entry.strDate),
                          )}
                          onClick={() =>
                            setEditing({ entryId: entry.id, values: valuesOfWasteEntry(entry, units) })
                          }
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t(35, 'Delete the entry of {date}').replace(
                            '{date}',
                            format.date(entry.strDate),
                          )}
                          onClick={() => setDeleting(entry)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ResponsiveTable>
        </>
      )}
      <WasteFormModal
        opened={editing !== null}
        entryId={editing?.entryId ?? null}
        initialValues={editing?.values ?? null}
        units={units}
        departments={departmentOptions}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        danger
        title={t(36, 'Delete the waste entry')}
        message={t(37, 'Delete this waste entry and its kg CO2e from the carbon ledger?')}
        onConfirm={async () => {
          await delWasteEntry(deleting!.id);
          await queryClient.invalidateQueries({ queryKey: wasteKeys.all });
          showToast({ variant: 'success', message: t(38, 'Waste entry deleted') });
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

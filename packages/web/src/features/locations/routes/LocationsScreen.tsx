import {
  Anchor,
  Badge,
  Button,
  Checkbox,
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
import { ALL_LOCATION_STATUSES, LOCATION_PAGE_SIZE } from '@setledger/shared/locations/locations.constants';
import { IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog, ErrorBanner, MapLink, PageLoader, Pager, showToast } from '../../../components';
import { href } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session-context';
import {
  delLocations,
  getProjectLocationList,
  type LocationListFilter,
  locationKeys,
} from '../api/locations.api';
import {
  premiseLabel,
  STATUS_COLORS,
  statusLabel,
  statusOptions,
  typeLabel,
  useLocationTexts,
} from '../components/location-texts';
import classes from '../components/locations.module.css';
import { useRowBlink } from '../components/use-row-blink';

/** Who changes locations (001 §6): administrators, production, canManageLocations. */
export function useCanManageLocations(): boolean {
  const { claims } = useSession();
  return claims.isAdmin === true || claims.isProd === true || claims.canManageLocations === true;
}

interface Filters {
  search: string;
  status: string;
  strDate: string;
  endDate: string;
  hidePme: boolean;
  hideDecorFilm: boolean;
}

/**
 * locations and Offices (issue 15): the project's locations (film sets and PME locations) or its premises
 * (offices), by status with the premise / PME / decor filters of GetProjectLocationList, a date range and a
 * search; 20 a page; several deleted at once after a confirmation.
 */
export function LocationList({ premises }: { premises: boolean }) {
  const t = useLocationTexts();
  const format = useFormat();
  const canManage = useCanManageLocations();
  const queryClient = useQueryClient();
  const base = premises ? 'Offices' : 'locations';
  const [filters, setFilters] = useState<Filters>({
    search: '',
    status: String(ALL_LOCATION_STATUSES),
    strDate: '',
    endDate: '',
    hidePme: false,
    hideDecorFilm: false,
  });
  const [debounced] = useDebouncedValue(filters, 250);
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const rangeReversed = Boolean(
    debounced.strDate && debounced.endDate && debounced.endDate < debounced.strDate,
  );
  const variables: LocationListFilter = {
    status: Number(debounced.status),
    // Offices are the production's premises; the locations screen shows every other location (issue 15).
    removePremise: !premises,
    removePme: premises || debounced.hidePme,
    removeDecorFilm: premises || debounced.hideDecorFilm,
    strDate: debounced.strDate || null,
    endDate: debounced.endDate || null,
    search: debounced.search.trim() || null,
    offset,
    size: LOCATION_PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: locationKeys.list(variables),
    queryFn: () => getProjectLocationList(variables),
    placeholderData: keepPreviousData,
    enabled: !rangeReversed,
  });
  const blinking = useRowBlink(list.isSuccess);
  const update = (changes: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...changes }));
    setOffset(0);
    setSelected([]);
  };
  const rows = list.data?.items ?? [];
  const allChecked = rows.length > 0 && rows.every((row) => selected.includes(row.id));
  const toggle = (id: number) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  const days = (from: string | null | undefined, to: string | null | undefined) =>
    [from, to]
      .filter(Boolean)
      .map((day) => format.date(day))
      .join(' – ');
  const title = premises ? t(2, 'Offices') : t(1, 'Locations');

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        {canManage && (
          <Group gap="xs">
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              disabled={selected.length === 0}
              onClick={() => setConfirming(true)}
            >
              {t(3, 'Delete the selection ({count})').replace('{count}', String(selected.length))}
            </Button>
            <Button
              component={Link}
              to={href(`${base}/:action/:id`, { action: 'add', id: 0 })}
              leftSection={<IconPlus size={16} />}
            >
              {premises ? t(5, 'New office') : t(4, 'New location')}
            </Button>
          </Group>
        )}
      </Group>
      <Paper withBorder p="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <TextInput
            label={t(6, 'Search')}
            placeholder={t(7, 'Type to search ...')}
            leftSection={<IconSearch size={16} />}
            value={filters.search}
            onChange={(e) => update({ search: e.currentTarget.value })}
          />
          <Select
            label={t(8, 'Status')}
            data={[
              { value: String(ALL_LOCATION_STATUSES), label: t(9, 'All statuses') },
              ...statusOptions(t),
            ]}
            value={filters.status}
            onChange={(value) => update({ status: value ?? String(ALL_LOCATION_STATUSES) })}
            allowDeselect={false}
          />
          <TextInput
            type="date"
            label={t(10, 'From')}
            value={filters.strDate}
            onChange={(e) => update({ strDate: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t(11, 'To')}
            value={filters.endDate}
            onChange={(e) => update({ endDate: e.currentTarget.value })}
            error={rangeReversed ? t(12, 'This date must not be before the start date.') : undefined}
          />
        </SimpleGrid>
        {!premises && (
          <Group mt="sm">
            <Checkbox
              label={t(13, 'Hide film-equipment (PME) locations')}
              checked={filters.hidePme}
              onChange={(e) => update({ hidePme: e.currentTarget.checked })}
            />
            <Checkbox
              label={t(14, 'Hide film sets')}
              checked={filters.hideDecorFilm}
              onChange={(e) => update({ hideDecorFilm: e.currentTarget.checked })}
            />
          </Group>
        )}
      </Paper>
      {list.isError && <ErrorBanner error={list.error} />}
      {list.isPending && !rangeReversed ? (
        <PageLoader />
      ) : rows.length === 0 ? (
        <Paper withBorder p="xl" ta="center" c="dimmed">
          {premises ? t(16, 'No office yet.') : t(15, 'No location matches these filters.')}
        </Paper>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover aria-busy={list.isFetching}>
            <Table.Thead>
              <Table.Tr>
                {canManage && (
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label={t(17, 'Select every row of the page')}
                      checked={allChecked}
                      onChange={() => setSelected(allChecked ? [] : rows.map((row) => row.id))}
                    />
                  </Table.Th>
                )}
                <Table.Th>{t(18, 'Set name')}</Table.Th>
                <Table.Th>{t(19, 'Type')}</Table.Th>
                <Table.Th>{t(8, 'Status')}</Table.Th>
                <Table.Th>{t(20, 'Dates')}</Table.Th>
                <Table.Th ta="right">{t(21, 'Electricity (kWh)')}</Table.Th>
                <Table.Th>{t(22, 'Map')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr
                  key={row.id}
                  data-row-id={row.id}
                  className={blinking === row.id ? classes.blink : undefined}
                >
                  {canManage && (
                    <Table.Td>
                      <Checkbox
                        aria-label={t(23, 'Select {name}').replace('{name}', row.setName || `#${row.id}`)}
                        checked={selected.includes(row.id)}
                        onChange={() => toggle(row.id)}
                      />
                    </Table.Td>
                  )}
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={href(`${base}/:action/:id`, { action: 'update', id: row.id })}
                      fw={600}
                    >
                      {row.setName || t(24, '(no name)')}
                    </Anchor>
                    {row.scriptName && (
                      <Text size="xs" c="dimmed">
                        {row.scriptName}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{premises ? premiseLabel(t, row.type1) : typeLabel(t, row.type)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_COLORS[row.status] ?? 'gray'}>
                      {statusLabel(t, row.status)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {days(row.getInDate ?? row.shootingStartDate, row.getOutDate ?? row.shootingEndDate)}
                  </Table.Td>
                  <Table.Td ta="right">
                    {row.electricityConsumption ? format.number(row.electricityConsumption, 2) : ''}
                  </Table.Td>
                  <Table.Td>{row.address1 && <MapLink address={row.address1} />}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.data && list.data.totalRecords > LOCATION_PAGE_SIZE && (
        <Pager
          total={Math.ceil(list.data.totalRecords / LOCATION_PAGE_SIZE)}
          value={Math.floor(offset / LOCATION_PAGE_SIZE) + 1}
          onChange={(page) => {
            setOffset((page - 1) * LOCATION_PAGE_SIZE);
            setSelected([]);
          }}
        />
      )}
      <ConfirmDialog
        opened={confirming}
        title={t(25, 'Delete locations')}
        message={t(
          26,
          'Delete the {count} selected locations? Their meter readings leave the carbon ledger.',
        ).replace('{count}', String(selected.length))}
        danger
        onConfirm={async () => {
          await delLocations(selected);
          setSelected([]);
          await queryClient.invalidateQueries({ queryKey: locationKeys.all });
          showToast({ variant: 'success', message: t(27, 'Locations deleted') });
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

export default function LocationsScreen() {
  return <LocationList premises={false} />;
}

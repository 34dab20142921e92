import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconChevronLeft, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  ConfirmDialog,
  ErrorBanner,
  PageLoader,
  ResponsiveTable,
  ScreenError,
  showToast,
} from '../../../components';
import { href } from '../../../config/paths';
import { useForm } from '../../../lib/i18n';
import {
  type AccommodationDetail,
  accommodationKeys,
  type DistributionRow,
  getAccommodation,
  getCrew,
  getDistribution,
  setDistribution,
} from '../api/accommodation.api';

interface Row {
  key: number;
  userId: string | null;
  rooms: number | string;
  nights: number | string;
  strDate: string;
  endDate: string;
  isRead: boolean;
}

let nextKey = 1;
const rowOf = (d: DistributionRow): Row => ({
  key: nextKey++,
  userId: String(d.userId),
  rooms: d.rooms,
  nights: d.nights,
  strDate: d.strDate,
  endDate: d.endDate,
  isRead: d.isRead,
});
const asNumber = (v: number | string) => (typeof v === 'number' ? v : Number.NaN);

function DistributionEditor({
  accommodation,
  initial,
}: {
  accommodation: AccommodationDetail;
  initial: DistributionRow[];
}) {
  const t = useForm('accommodation');
  const queryClient = useQueryClient();
  const crew = useQuery({ queryKey: accommodationKeys.crew, queryFn: getCrew });
  const [rows, setRows] = useState<Row[]>(() => initial.map(rowOf));
  const [error, setError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState<Row | null>(null);
  const used = rows.reduce((sum, r) => sum + (asNumber(r.rooms) || 0) * (asNumber(r.nights) || 0), 0);
  const change = (key: number, patch: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch, isRead: false } : r)));
  const add = () =>
    setRows((all) => [
      ...all,
      {
        key: nextKey++,
        userId: null,
        rooms: 1,
        nights: accommodation.nights,
        strDate: accommodation.strDate,
        endDate: accommodation.endDate,
        isRead: false,
      },
    ]);
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await setDistribution(
        accommodation.id,
        rows.map((r) => ({
          userId: r.userId ? Number(r.userId) : 0,
          rooms: asNumber(r.rooms),
          nights: asNumber(r.nights),
          strDate: r.strDate,
          endDate: r.endDate,
        })),
      );
      await queryClient.invalidateQueries({ queryKey: accommodationKeys.all });
      showToast({ variant: 'success', message: t(30, 'Distribution saved') });
    } catch (caught) {
      setError(caught);
    } finally {
      setSaving(false);
    }
  };
  const crewOptions = (crew.data ?? []).map((m) => ({ value: String(m.id), label: m.name }));

  return (
    <Stack maw={1100}>
      <Anchor component={Link} to={href('accomodationList/:id', { id: accommodation.id })} size="sm">
        <Group gap={4}>
          <IconChevronLeft size={14} />
          {accommodation.name}
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {t(31, 'Distribution of {name}').replace('{name}', accommodation.name)}
      </Title>
      <Text>
        {t(5, '{given} of {total} room-nights given')
          .replace('{given}', String(used))
          .replace('{total}', String(accommodation.roomNights))}
      </Text>
      <ErrorBanner error={error} />
      {rows.length === 0 ? (
        <Paper withBorder p="xl" ta="center" c="dimmed">
          {t(32, 'Nobody has a room yet. Add a person.')}
        </Paper>
      ) : (
        <ResponsiveTable minWidth={860}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(33, 'Person')}</Table.Th>
                <Table.Th>{t(17, 'Rooms')}</Table.Th>
                <Table.Th>{t(18, 'Nights')}</Table.Th>
                <Table.Th>{t(15, 'From')}</Table.Th>
                <Table.Th>{t(16, 'To')}</Table.Th>
                <Table.Th w={120}>{t(35, 'Read')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => {
                const label = (text: string) => `${text} ${index + 1}`;
                return (
                  <Table.Tr key={row.key}>
                    <Table.Td>
                      <Select
                        aria-label={label(t(33, 'Person'))}
                        data={crewOptions}
                        value={row.userId}
                        onChange={(value) => change(row.key, { userId: value })}
                        searchable
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={label(t(17, 'Rooms'))}
                        min={1}
                        allowDecimal={false}
                        value={row.rooms}
                        onChange={(value) => change(row.key, { rooms: value })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={label(t(18, 'Nights'))}
                        min={0}
                        allowDecimal={false}
                        value={row.nights}
                        onChange={(value) => change(row.key, { nights: value })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={label(t(15, 'From'))}
                        type="date"
                        value={row.strDate}
                        onChange={(e) => change(row.key, { strDate: e.currentTarget.value })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={label(t(16, 'To'))}
                        type="date"
                        value={row.endDate}
                        onChange={(e) => change(row.key, { endDate: e.currentTarget.value })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Badge color={row.isRead ? 'green' : 'gray'} variant="light" miw="max-content">
                        {row.isRead ? t(35, 'Read') : t(36, 'Not read')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={label(t(37, 'Remove person'))}
                        onClick={() => setRemoving(row)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ResponsiveTable>
      )}
      <Group justify="space-between">
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add}>
          {t(38, 'Add a person')}
        </Button>
        <Button onClick={() => void save()} loading={saving}>
          {t(39, 'Save the distribution')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={removing !== null}
        danger
        title={t(37, 'Remove person')}
        message={t(45, 'Remove this person from the distribution? Save to apply.')}
        onConfirm={() => setRows((all) => all.filter((r) => r.key !== removing?.key))}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}

/** distribution/{id}: who sleeps in an accommodation, their rooms, nights and dates. */
export default function DistributionScreen() {
  const id = Number(useParams().id);
  const accommodation = useQuery({
    queryKey: accommodationKeys.one(id),
    queryFn: () => getAccommodation(id),
  });
  const distribution = useQuery({
    queryKey: accommodationKeys.distribution(id),
    queryFn: () => getDistribution(id),
  });
  if (accommodation.isPending || distribution.isPending) return <PageLoader />;
  if (accommodation.isError) return <ScreenError error={accommodation.error} />;
  if (distribution.isError) return <ScreenError error={distribution.error} />;
  return <DistributionEditor key={id} accommodation={accommodation.data} initial={distribution.data} />;
}

import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog, PageLoader, ScreenError, showToast } from '../../../components';
import { useFormat } from '../../../lib/format';
import { useForm } from '../../../lib/i18n';
import { delTransport, getTransport, transportKeys } from '../api/transport.api';
import { transportRoutes } from './routes';
import { energyLabel, placeOf, typeLabel } from './transport-texts';

/** mytransport/{id} or TransportsList/{id}: one trip, to change or delete. */
export function TransportDetail({ mine }: { mine: boolean }) {
  const t = useForm('transport');
  const format = useFormat();
  const id = Number(useParams().id);
  const routes = transportRoutes(mine);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  const query = useQuery({ queryKey: transportKeys.one(id), queryFn: () => getTransport(id) });
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <ScreenError error={query.error} />;
  const trip = query.data;
  const item = (label: string, value: string) => (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </div>
  );

  return (
    <Stack maw={720}>
      <Anchor component={Link} to={routes.list()} size="sm">
        <Group gap={4}>
          <IconChevronLeft size={14} />
          {mine ? t(1, 'My transport') : t(2, 'Transports')}
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {typeLabel(t, trip.transportTypeCode)} · {format.date(trip.date)}
      </Title>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {item(t(10, 'From'), placeOf(trip.from))}
          {item(t(11, 'To'), placeOf(trip.to))}
          {item(
            t(12, 'Distance'),
            `${format.number(trip.km)} km${trip.kmByRouting ? ` (${t(13, 'by road')})` : ''}`,
          )}
          {item(t(14, 'Passengers'), String(trip.passengers))}
          {item(t(15, 'Vehicle energy'), energyLabel(t, trip.energy))}
          {item(t(16, 'Person'), trip.personName ?? '')}
          {item(t(17, 'Carbon Clap means'), String(trip.carbonClap))}
          {item(t(18, 'Description'), trip.description)}
        </SimpleGrid>
      </Paper>
      <Group justify="flex-end">
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} />}
          onClick={() => setDeleting(true)}
        >
          {t(19, 'Delete the trip')}
        </Button>
        <Button component={Link} to={routes.update(trip.id)} leftSection={<IconPencil size={16} />}>
          {t(20, 'Change')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={deleting}
        danger
        title={t(19, 'Delete the trip')}
        message={t(21, 'Delete this trip and its carbon entry?')}
        onConfirm={async () => {
          await delTransport(trip.id);
          await queryClient.invalidateQueries({ queryKey: transportKeys.all });
          showToast({ variant: 'success', message: t(22, 'Trip deleted') });
          await navigate(routes.list());
        }}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}

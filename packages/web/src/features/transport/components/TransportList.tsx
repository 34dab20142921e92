import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListStates, Pager } from '../../../components';
import { useFormat } from '../../../lib/format';
import { useForm } from '../../../lib/i18n';
import { getTransports, PAGE_SIZE, transportKeys } from '../api/transport.api';
import { transportRoutes } from './routes';
import { placeOf, typeLabel } from './transport-texts';

/** mytransport (the caller's trips) or TransportsList (every trip, for the transport manager), 20 a page. */
export function TransportList({ mine }: { mine: boolean }) {
  const t = useForm('transport');
  const format = useFormat();
  const routes = transportRoutes(mine);
  const [page, setPage] = useState(1);
  const offset = (page - 1) * PAGE_SIZE;
  const list = useQuery({
    queryKey: transportKeys.list(mine, offset),
    queryFn: () => getTransports(mine, offset),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((list.data?.totalRecords ?? 0) / PAGE_SIZE));

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {mine ? t(1, 'My transport') : t(2, 'Transports')}
        </Title>
        <Button component={Link} to={routes.add()} leftSection={<IconPlus size={16} />}>
          {t(3, 'Add a trip')}
        </Button>
      </Group>
      <ListStates list={list} empty={t(4, 'No trip yet. Add one with "Add a trip".')}>
        {(items) =>
          items.map((trip) => (
            <Card key={trip.id} withBorder padding="sm">
              <Group justify="space-between" wrap="wrap" align="flex-start">
                <div>
                  <Anchor component={Link} to={routes.detail(trip.id)} fw={600}>
                    {typeLabel(t, trip.transportTypeCode)} · {format.date(trip.date)}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {[placeOf(trip.from), placeOf(trip.to)].filter(Boolean).join(' → ')}
                  </Text>
                  {!mine && trip.personName && <Text size="sm">{trip.personName}</Text>}
                </div>
                <Group gap="xs">
                  <Badge variant="light">{`${format.number(trip.km)} km`}</Badge>
                  <Badge variant="light" color="gray">
                    {t(5, '{n} passenger(s)').replace('{n}', String(trip.passengers))}
                  </Badge>
                </Group>
              </Group>
            </Card>
          ))
        }
      </ListStates>
      {pages > 1 && <Pager total={pages} value={page} onChange={setPage} />}
    </Stack>
  );
}

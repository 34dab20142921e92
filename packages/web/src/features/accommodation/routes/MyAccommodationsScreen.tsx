import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorBanner, ListStates, MapLink, Pager, showToast } from '../../../components';
import { useFormat } from '../../../lib/format';
import { useForm } from '../../../lib/i18n';
import {
  accommodationKeys,
  getMyAccommodations,
  PAGE_SIZE,
  readMyAccommodation,
} from '../api/accommodation.api';
import { kindLabel } from '../components/accommodation-texts';

/** myaccomodations: the caller's rooms; confirming one as read lowers the header count (numAccToRead). */
export default function MyAccommodationsScreen() {
  const t = useForm('accommodation');
  const format = useFormat();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [error, setError] = useState<unknown>(null);
  const offset = (page - 1) * PAGE_SIZE;
  const list = useQuery({
    queryKey: accommodationKeys.mine(offset),
    queryFn: () => getMyAccommodations(offset),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((list.data?.totalRecords ?? 0) / PAGE_SIZE));
  const confirm = async (id: number) => {
    setError(null);
    try {
      await readMyAccommodation(id);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accommodationKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['header-data'] }),
      ]);
      showToast({ variant: 'success', message: t(50, 'Marked as read') });
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <Stack>
      <Title order={1} size="h2">
        {t(51, 'My accommodations')}
      </Title>
      <ErrorBanner error={error} />
      <ListStates list={list} empty={t(52, 'No accommodation has been given to you yet.')}>
        {(items) =>
          items.map((a) => (
            <Card key={a.id} withBorder padding="sm">
              <Group justify="space-between" wrap="wrap" align="flex-start">
                <div>
                  <Text fw={600}>{a.accommodationName}</Text>
                  <Text size="sm" c="dimmed">
                    {[
                      kindLabel(t, a.kind),
                      [a.address?.street, a.address?.number].filter(Boolean).join(' '),
                      [a.address?.zip, a.address?.city].filter(Boolean).join(' '),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  <Text size="sm">
                    {t(53, '{rooms} room(s), {nights} night(s), {from} – {to}')
                      .replace('{rooms}', String(a.rooms))
                      .replace('{nights}', String(a.nights))
                      .replace('{from}', format.date(a.strDate))
                      .replace('{to}', format.date(a.endDate))}
                  </Text>
                  {a.address && <MapLink address={a.address} />}
                </div>
                {a.isRead ? (
                  <Badge color="green" variant="light">
                    {t(35, 'Read')}
                  </Badge>
                ) : (
                  <Button size="xs" leftSection={<IconCheck size={14} />} onClick={() => void confirm(a.id)}>
                    {t(54, 'I have read it')}
                  </Button>
                )}
              </Group>
            </Card>
          ))
        }
      </ListStates>
      {pages > 1 && <Pager total={pages} value={page} onChange={setPage} />}
    </Stack>
  );
}

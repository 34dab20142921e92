import { Anchor, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListStates, Pager } from '../../../components';
import { href } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useForm } from '../../../lib/i18n';
import { accommodationKeys, getAccommodations, PAGE_SIZE } from '../api/accommodation.api';
import { kindLabel } from '../components/accommodation-texts';

/** accomodationList: the production's accommodations, newest first, searched by name, 20 a page. */
export default function AccommodationsScreen() {
  const t = useForm('accommodation');
  const format = useFormat();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [term] = useDebouncedValue(search.trim(), 250);
  const offset = (page - 1) * PAGE_SIZE;
  const list = useQuery({
    queryKey: accommodationKeys.list(offset, term),
    queryFn: () => getAccommodations(offset, term),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((list.data?.totalRecords ?? 0) / PAGE_SIZE));

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t(1, 'Accommodations')}
        </Title>
        <Button
          component={Link}
          to={href('accomodationList/:id', { id: 'new' })}
          leftSection={<IconPlus size={16} />}
        >
          {t(2, 'New accommodation')}
        </Button>
      </Group>
      <TextInput
        aria-label={t(3, 'Search by name')}
        placeholder={t(3, 'Search by name')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      <ListStates list={list} empty={t(4, 'No accommodation yet. Add one with "New accommodation".')}>
        {(items) =>
          items.map((a) => (
            <Card key={a.id} withBorder padding="sm">
              <Group justify="space-between" wrap="wrap" align="flex-start">
                <div>
                  <Anchor component={Link} to={href('accomodationList/:id', { id: a.id })} fw={600}>
                    {a.name}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {[
                      kindLabel(t, a.kind),
                      a.city,
                      a.supplierName,
                      `${format.date(a.strDate)} – ${format.date(a.endDate)}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </div>
                <Group gap="xs">
                  <Badge variant="light">
                    {t(5, '{given} of {total} room-nights given')
                      .replace('{given}', String(a.distributedRoomNights))
                      .replace('{total}', String(a.roomNights))}
                  </Badge>
                  <Button
                    component={Link}
                    size="xs"
                    variant="light"
                    to={href('distribution/:id', { id: a.id })}
                  >
                    {t(6, 'Distribution')}
                  </Button>
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

import {
  Anchor,
  Badge,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { normalizeSearchTerm } from '@setledger/shared/format/text';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageLoader, ScreenError } from '../../../components';
import { useForm } from '../../../lib/i18n';
import { getCrewList, type UserListItem, userKeys } from '../api/users.api';

const key = (text: string) => normalizeSearchTerm(text).toLowerCase();

/**
 * project/users: the crew list, grouped by department. Email and phone show only where the project's crew-list
 * switches allow it (001 §3.11); no salary figure appears here.
 */
export default function CrewListScreen() {
  const t = useForm('users');
  const crew = useQuery({ queryKey: userKeys.crew, queryFn: getCrewList });
  const [search, setSearch] = useState('');
  const [onlyUnderContract, setOnlyUnderContract] = useState(true);
  if (crew.isPending) return <PageLoader />;
  if (crew.isError) return <ScreenError error={crew.error} />;
  const term = key(search);
  const people = crew.data.filter(
    (p) =>
      (!onlyUnderContract || p.underContract) &&
      (!term || key(`${p.fullName} ${p.departmentName ?? ''} ${p.functionName ?? ''}`).includes(term)),
  );
  const groups = new Map<string, UserListItem[]>();
  for (const person of people) {
    const name = person.departmentName ?? t(7, 'Without department');
    groups.set(name, [...(groups.get(name) ?? []), person]);
  }
  return (
    <Stack>
      <Title order={1} size="h2">
        {t(171, 'Crew list')}
      </Title>
      <Group>
        <TextInput
          placeholder={t(3, 'Type to search ...')}
          aria-label={t(3, 'Type to search ...')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <Switch
          label={t(172, 'Only people under contract')}
          checked={onlyUnderContract}
          onChange={(e) => setOnlyUnderContract(e.currentTarget.checked)}
        />
      </Group>
      {people.length === 0 ? (
        <Paper withBorder p="xl" ta="center" c="dimmed">
          {t(13, 'Nobody matches this search.')}
        </Paper>
      ) : (
        [...groups].map(([department, members]) => (
          <Stack key={department} gap="xs">
            <Title order={4}>{department}</Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {members.map((person) => (
                <Card key={person.userProjectID} withBorder padding="sm">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600}>{person.fullName}</Text>
                    {!person.underContract && (
                      <Badge color="gray" variant="light" size="xs">
                        {t(25, 'No current contract')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {person.functionName ?? ''}
                  </Text>
                  {person.email && (
                    <Anchor href={`mailto:${person.email}`} size="sm">
                      {person.email}
                    </Anchor>
                  )}
                  {person.phone && (
                    <Anchor href={`tel:${person.phone}`} size="sm">
                      {person.phone}
                    </Anchor>
                  )}
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
        ))
      )}
    </Stack>
  );
}

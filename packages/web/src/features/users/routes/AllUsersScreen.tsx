import { Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorBanner, Loader, ResponsiveTable } from '../../../components';
import { useForm } from '../../../lib/i18n';
import { countUsers, getUsers, userKeys } from '../api/users.api';
import { PAGE_SIZE } from './UsersScreen';

/** allUsers: every membership in the projects of the license (administrators), searched and paged on the server. */
export default function AllUsersScreen() {
  const t = useForm('users');
  const [search, setSearch] = useState('');
  const [keyWord] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(0);
  const filter = {
    keyWord,
    department: null,
    function: null,
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
    license: true,
  };
  const users = useQuery({
    queryKey: userKeys.list(filter),
    queryFn: () => getUsers(filter),
    placeholderData: keepPreviousData,
  });
  const total = useQuery({
    queryKey: userKeys.count(filter),
    queryFn: () => countUsers({ keyWord, license: true }),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((total.data ?? 0) / PAGE_SIZE));

  return (
    <Stack>
      <Title order={1} size="h2">
        {t(168, 'All users of the license')}
      </Title>
      <TextInput
        placeholder={t(3, 'Type to search ...')}
        aria-label={t(3, 'Type to search ...')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(0);
        }}
        maw={420}
      />
      {users.isError && <ErrorBanner error={users.error} />}
      {users.isPending ? (
        <Loader />
      ) : users.data?.length === 0 ? (
        <Paper withBorder p="xl" ta="center" c="dimmed">
          {t(13, 'Nobody matches this search.')}
        </Paper>
      ) : (
        <ResponsiveTable minWidth={640}>
          <Table striped aria-busy={users.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(169, 'Project')}</Table.Th>
                <Table.Th>{t(15, 'Name')}</Table.Th>
                <Table.Th>{t(17, 'Email')}</Table.Th>
                <Table.Th>{t(16, 'Department and function')}</Table.Th>
                <Table.Th>{t(18, 'Contract')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data?.map((user) => (
                <Table.Tr key={user.userProjectID}>
                  <Table.Td>{user.projectTitle}</Table.Td>
                  <Table.Td fw={600}>{user.fullName}</Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>{[user.departmentName, user.functionName].filter(Boolean).join(' · ')}</Table.Td>
                  <Table.Td>
                    <Badge color={user.underContract ? 'green' : 'gray'} variant="light">
                      {user.underContract ? t(24, 'Under contract') : t(25, 'No current contract')}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ResponsiveTable>
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t(170, '{count} memberships').replace('{count}', String(total.data ?? 0))}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="xs" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t(29, 'Previous')}
          </Button>
          <Text size="sm">{`${page + 1} / ${pages}`}</Text>
          <Button variant="default" size="xs" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            {t(30, 'Next')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

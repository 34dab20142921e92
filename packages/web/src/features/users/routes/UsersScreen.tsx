import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconArrowDown,
  IconArrowUp,
  IconEye,
  IconEyeOff,
  IconSearch,
  IconStar,
  IconStarFilled,
  IconUserPlus,
} from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  ActionsHeader,
  ErrorBanner,
  Loader,
  ResponsiveTable,
  showToast,
  useErrorText,
} from '../../../components';
import { ExportMenu } from '../../../components/exports/ExportMenu';
import { href } from '../../../config/paths';
import { useForm } from '../../../lib/i18n';
import { useSession } from '../../../lib/session-context';
import {
  getDepartments,
  getListPreferences,
  getUsers,
  setListPreference,
  switchPositions,
  type UserListItem,
  userKeys,
} from '../api/users.api';
import { DepartmentFilters } from '../components/DepartmentFilters';
import { PendingInvitations } from '../components/PendingInvitations';

export const PAGE_SIZE = 20;

/**
 * The project's people (users, projects/{id}/users): server search with accent-free terms, department and
 * function filters, pages of 20, favourites first, hidden people out of sight until asked for.
 */
export default function UsersScreen() {
  const t = useForm('users');
  const { claims } = useSession();
  const params = useParams();
  const queryClient = useQueryClient();
  const toText = useErrorText();
  const projectId = params.id && Number(params.id) !== claims.ProjectID ? Number(params.id) : null;
  const [search, setSearch] = useState('');
  const [keyWord] = useDebouncedValue(search.trim(), 250);
  const [department, setDepartment] = useState<number | null>(null);
  const [fn, setFn] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const [showHidden, setShowHidden] = useState(false);
  const [sort, setSort] = useState<'name' | 'customPosition'>('name');
  const filter = {
    keyWord,
    department,
    function: fn,
    limit: PAGE_SIZE + 1,
    offset: page * PAGE_SIZE,
    projectId,
    sort,
  };
  const manual = sort === 'customPosition' && !projectId;
  const users = useQuery({
    queryKey: userKeys.list(filter),
    queryFn: () => getUsers(filter),
    placeholderData: keepPreviousData,
  });
  const departments = useQuery({
    queryKey: userKeys.departments,
    queryFn: getDepartments,
    enabled: !projectId,
  });
  const preferences = useQuery({ queryKey: userKeys.preferences, queryFn: getListPreferences });
  const hidden = new Set(preferences.data?.hiddenUserIds ?? []);
  const favourites = new Set(preferences.data?.favouriteUserIds ?? []);

  const pageRows = (users.data ?? []).slice(0, PAGE_SIZE);
  const visible = showHidden ? pageRows : pageRows.filter((u) => !hidden.has(u.id));
  // In the manual order the list shows exactly as arranged; otherwise favourites come first.
  const rows = manual
    ? visible
    : [...visible].sort((a, b) => Number(favourites.has(b.id)) - Number(favourites.has(a.id)));
  const hasNext = (users.data?.length ?? 0) > PAGE_SIZE;
  const hiddenOnPage = (users.data ?? []).slice(0, PAGE_SIZE).filter((u) => hidden.has(u.id)).length;

  const toggle = async (user: UserListItem, change: { hidden?: boolean; favourite?: boolean }) => {
    try {
      await setListPreference(user.id, change);
      await queryClient.invalidateQueries({ queryKey: userKeys.preferences });
    } catch (error) {
      showToast({ variant: 'danger', title: t(11, 'Error'), message: toText(error) });
    }
  };

  const move = async (user: UserListItem, other: UserListItem | undefined) => {
    if (!other) return;
    try {
      await switchPositions(user.id, other.id);
      await queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
    } catch (error) {
      showToast({ variant: 'danger', title: t(11, 'Error'), message: toText(error) });
    }
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t(1, 'Users')}
        </Title>
        <Group gap="xs" align="flex-start">
          <ExportMenu
            name="user"
            filter={{
              KeyWord: keyWord || null,
              Department: department,
              Function: fn,
              projectID: projectId,
              sortField: sort,
              GroupByContract: sort !== 'customPosition',
            }}
          />
          {!projectId && (
            <Button component={Link} to={href('users/new')} leftSection={<IconUserPlus size={16} />}>
              {t(2, 'Invite a person')}
            </Button>
          )}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          placeholder={t(3, 'Type to search ...')}
          aria-label={t(3, 'Type to search ...')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(0);
          }}
        />
        {!projectId && (
          <DepartmentFilters
            departments={departments.data ?? []}
            department={department}
            fn={fn}
            onChange={(d, f) => {
              setDepartment(d);
              setFn(f);
              setPage(0);
            }}
          />
        )}
      </SimpleGrid>
      <Group>
        <SegmentedControl
          aria-label={t(186, 'Order')}
          data={[
            { value: 'name', label: t(15, 'Name') },
            { value: 'customPosition', label: t(187, 'Manual order') },
          ]}
          value={sort}
          onChange={(value) => {
            setSort(value as 'name' | 'customPosition');
            setPage(0);
          }}
        />
        <Switch
          label={`${t(12, 'Show hidden people')}${hiddenOnPage ? ` (${hiddenOnPage})` : ''}`}
          checked={showHidden}
          onChange={(e) => setShowHidden(e.currentTarget.checked)}
        />
      </Group>
      {users.isError && <ErrorBanner error={users.error} />}
      {users.isPending ? (
        <Loader />
      ) : rows.length === 0 ? (
        <Paper withBorder p="xl" ta="center" c="dimmed">
          {keyWord || department !== null
            ? t(13, 'Nobody matches this search.')
            : t(14, 'Nobody in this project yet. Invite the first person with "Invite a person".')}
        </Paper>
      ) : (
        <ResponsiveTable minWidth={640}>
          <Table striped highlightOnHover aria-busy={users.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <ActionsHeader w={40} />
                <Table.Th>{t(15, 'Name')}</Table.Th>
                <Table.Th>{t(16, 'Department and function')}</Table.Th>
                <Table.Th>{t(17, 'Email')}</Table.Th>
                <Table.Th>{t(18, 'Contract')}</Table.Th>
                <ActionsHeader w={manual ? 110 : 40} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((user, index) => {
                const favourite = favourites.has(user.id);
                const isHidden = hidden.has(user.id);
                return (
                  <Table.Tr key={user.userProjectID} opacity={isHidden ? 0.6 : 1}>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="yellow"
                        aria-label={`${favourite ? t(19, 'Remove from favourites') : t(20, 'Add to favourites')} – ${user.fullName}`}
                        aria-pressed={favourite}
                        onClick={() => void toggle(user, { favourite: !favourite })}
                      >
                        {favourite ? <IconStarFilled size={16} /> : <IconStar size={16} />}
                      </ActionIcon>
                    </Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={
                          projectId
                            ? href('project/users/:id', { id: user.id })
                            : href('users/:id', { id: user.id })
                        }
                        fw={600}
                      >
                        {user.fullName}
                      </Anchor>
                      <Group gap={4}>
                        {user.isAdmin && <Badge size="xs">{t(21, 'Administrator')}</Badge>}
                        {user.isProd && (
                          <Badge size="xs" color="grape">
                            {t(22, 'Production')}
                          </Badge>
                        )}
                        {user.validationLevel > 0 && (
                          <Badge size="xs" color="teal" variant="light">
                            {t(23, 'Validator level {level}').replace(
                              '{level}',
                              String(user.validationLevel),
                            )}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      {[user.departmentName, user.functionName].filter(Boolean).join(' · ') || (
                        <Text span c="dimmed" size="sm">
                          {t(7, 'Without department')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{user.email}</Table.Td>
                    <Table.Td>
                      <Badge color={user.underContract ? 'green' : 'gray'} variant="light">
                        {user.underContract ? t(24, 'Under contract') : t(25, 'No current contract')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={2} wrap="nowrap">
                        {manual && (
                          <>
                            <ActionIcon
                              variant="subtle"
                              aria-label={`${t(188, 'Move up')} – ${user.fullName}`}
                              disabled={index === 0}
                              onClick={() => void move(user, rows[index - 1])}
                            >
                              <IconArrowUp size={16} />
                            </ActionIcon>
                            <ActionIcon
                              variant="subtle"
                              aria-label={`${t(189, 'Move down')} – ${user.fullName}`}
                              disabled={index === rows.length - 1}
                              onClick={() => void move(user, rows[index + 1])}
                            >
                              <IconArrowDown size={16} />
                            </ActionIcon>
                          </>
                        )}
                        <Tooltip label={isHidden ? t(26, 'Show in my list') : t(27, 'Hide from my list')}>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={`${isHidden ? t(26, 'Show in my list') : t(27, 'Hide from my list')} – ${user.fullName}`}
                            onClick={() => void toggle(user, { hidden: !isHidden })}
                          >
                            {isHidden ? <IconEye size={16} /> : <IconEyeOff size={16} />}
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ResponsiveTable>
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t(28, 'Page {page}').replace('{page}', String(page + 1))}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="xs" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t(29, 'Previous')}
          </Button>
          <Button variant="default" size="xs" disabled={!hasNext} onClick={() => setPage(page + 1)}>
            {t(30, 'Next')}
          </Button>
        </Group>
      </Group>
      {!projectId && <PendingInvitations />}
    </Stack>
  );
}

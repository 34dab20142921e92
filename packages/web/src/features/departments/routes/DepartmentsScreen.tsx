import { ActionIcon, Anchor, Badge, Button, Group, Stack, Switch, Text, Title, Tooltip } from '@mantine/core';
import { departmentUpdateSchema } from '@setledger/shared/departments/departments.schemas';
import { IconListDetails, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { CardList, ErrorBanner, PageLoader, ScreenError, showToast } from '../../../components';
import { href } from '../../../config/paths';
import { useForm } from '../../../lib/i18n';
import {
  addDepartment,
  type Department,
  type DepartmentFlag,
  delDepartment,
  departmentKeys,
  getCategories,
  getDepartmentsAndFunctions,
  updDepartment,
  updDepartmentFlag,
} from '../api/departments.api';
import { DeleteEntryDialog } from '../components/DeleteEntryDialog';
import { EditEntryModal } from '../components/EditEntryModal';
import { departmentChanges, entryValues, NO_ENTRY } from '../components/entry-values';

interface Row extends Department {
  functionCount: number;
}

export default function DepartmentsScreen() {
  const t = useForm('departments');
  const queryClient = useQueryClient();
  const tree = useQuery({ queryKey: departmentKeys.tree, queryFn: getDepartmentsAndFunctions });
  const categories = useQuery({ queryKey: departmentKeys.categories, queryFn: getCategories });
  /** The department in the modal; 'new' for one created only when saved (issue 12 item 17). */
  const [editing, setEditing] = useState<Department | 'new' | null>(null);
  const initialValues = useMemo(
    () => entryValues(editing === null || editing === 'new' ? NO_ENTRY : editing),
    [editing],
  );
  const [deleting, setDeleting] = useState<Department | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: departmentKeys.all });

  const toggle = useMutation({
    mutationFn: (input: { id: number; flag: DepartmentFlag; on: boolean }) =>
      updDepartmentFlag(input.id, input.flag, input.on),
    onSuccess: () => refresh(),
  });

  if (tree.isPending) return <PageLoader />;
  if (tree.isError) return <ScreenError error={tree.error} />;

  const categoryName = (id: number | null) => categories.data?.find((c) => c.id === id)?.name ?? '';
  const rows: Row[] = tree.data.map((entry) => ({
    ...entry.department,
    functionCount: entry.functions.length,
  }));
  const flagSwitch = (row: Row, flag: DepartmentFlag, label: string) => (
    <Switch
      aria-label={`${label} – ${row.message}`}
      checked={row[flag]}
      onChange={(e) => toggle.mutate({ id: row.id, flag, on: e.currentTarget.checked })}
    />
  );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t(1, 'Departments')}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t(2, 'Add a department')}
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        {t(3, 'Departments group the functions of the crew; their flags decide where they can be chosen.')}
      </Text>
      <ErrorBanner error={toggle.error} />
      <CardList
        items={rows}
        getKey={(row) => row.id}
        searchText={(row) => `${row.message} ${row.prefix} ${row.costCenter}`}
        displayStyle="table"
        renderCard={(row) => row.message}
        columns={[
          { header: t(4, 'No.'), cell: (row) => row.value },
          {
            header: t(10, 'Name'),
            cell: (row) => (
              <Anchor component={Link} to={href(':department/functions', { department: row.value })}>
                {row.message}
              </Anchor>
            ),
          },
          { header: t(11, 'Prefix'), cell: (row) => row.prefix },
          { header: t(12, 'Cost centre'), cell: (row) => row.costCenter },
          { header: t(14, 'Budget category'), cell: (row) => categoryName(row.category) },
          { header: t(5, 'Functions'), cell: (row) => <Badge variant="light">{row.functionCount}</Badge> },
          { header: t(6, 'Salaries'), cell: (row) => flagSwitch(row, 'forSalary', t(6, 'Salaries')) },
          { header: t(7, 'Expenses'), cell: (row) => flagSwitch(row, 'forExpense', t(7, 'Expenses')) },
          { header: t(8, 'Timesheets'), cell: (row) => flagSwitch(row, 'forTimesheet', t(8, 'Timesheets')) },
          {
            header: '',
            cell: (row) => (
              <Group gap={4} wrap="nowrap">
                <Tooltip label={t(5, 'Functions')}>
                  <ActionIcon
                    variant="subtle"
                    component={Link}
                    to={href(':department/functions', { department: row.value })}
                    aria-label={`${t(5, 'Functions')} – ${row.message}`}
                  >
                    <IconListDetails size={18} />
                  </ActionIcon>
                </Tooltip>
                <ActionIcon
                  variant="subtle"
                  onClick={() => setEditing(row)}
                  aria-label={`${t(17, 'Edit')} – ${row.message}`}
                >
                  <IconPencil size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => setDeleting(row)}
                  aria-label={`${t(18, 'Delete')} – ${row.message}`}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ),
          },
        ]}
      />
      <EditEntryModal
        opened={editing !== null}
        title={t(9, 'Department')}
        withShortCode={false}
        initial={initialValues}
        categories={categories.data ?? []}
        schema={departmentUpdateSchema}
        nameField="DepartmentName"
        toInput={departmentChanges}
        onSave={async (values) => {
          if (editing === 'new') await addDepartment(departmentChanges(values));
          else await updDepartment(editing!.id, departmentChanges(values));
          await refresh();
          showToast({ variant: 'success', message: t(19, 'Saved') });
        }}
        onClose={() => setEditing(null)}
      />
      <DeleteEntryDialog
        opened={deleting !== null}
        title={t(24, 'Delete the department')}
        message={t(25, 'Delete the department "{name}" and its functions?').replace(
          '{name}',
          deleting?.message ?? '',
        )}
        hasLinkedCategory={Boolean(deleting?.category && deleting.categoryLinkedToDep)}
        onConfirm={async (withCategory) => {
          await delDepartment(deleting!.id, withCategory);
          await refresh();
          showToast({ variant: 'success', message: t(26, 'Deleted') });
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

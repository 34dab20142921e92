import {
  ActionIcon,
  Button,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { categorySchema } from '@setledger/shared/departments/departments.schemas';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  BaseModal,
  CardList,
  ConfirmDialog,
  ErrorBanner,
  PageLoader,
  ScreenError,
  showToast,
} from '../../../components';
import { useZodForm } from '../../../lib/form';
import { useForm } from '../../../lib/i18n';
import {
  addUpdCategory,
  type BudgetCategory,
  type CategoryChanges,
  delCategory,
  departmentKeys,
  getCategories,
  getDepartmentsAndFunctions,
} from '../api/departments.api';

type LinkKind = 'none' | 'department' | 'function';
interface FormValues {
  name: string;
  costCenter: string;
  link: LinkKind;
  departmentNumber: string;
  functionId: string;
}
const EMPTY: FormValues = { name: '', costCenter: '', link: 'none', departmentNumber: '', functionId: '' };

const toChanges = (values: FormValues): CategoryChanges => ({
  name: values.name,
  costCenter: values.costCenter,
  departmentNumber:
    values.link === 'department' && values.departmentNumber ? Number(values.departmentNumber) : null,
  functionId: values.link === 'function' && values.functionId ? Number(values.functionId) : null,
});

export default function CategoriesScreen() {
  const t = useForm('departments');
  const queryClient = useQueryClient();
  const categories = useQuery({ queryKey: departmentKeys.categories, queryFn: getCategories });
  const tree = useQuery({ queryKey: departmentKeys.tree, queryFn: getDepartmentsAndFunctions });
  const [editing, setEditing] = useState<BudgetCategory | 'new' | null>(null);
  const form = useZodForm({ schema: categorySchema, initialValues: EMPTY, toInput: toChanges });
  const { values } = form;
  const [deleting, setDeleting] = useState<BudgetCategory | null>(null);

  if (categories.isPending || tree.isPending) return <PageLoader />;
  const loadError = categories.error ?? tree.error;
  if (loadError) return <ScreenError error={loadError} />;

  const departments = tree.data!.map((entry) => entry.department);
  const functions = tree.data!.flatMap((entry) =>
    entry.functions.map((fn) => ({ ...fn, departmentName: entry.department.message })),
  );
  const linkText = (category: BudgetCategory) => {
    if (category.linkedDepartmentNumber !== null)
      return departments.find((d) => d.value === category.linkedDepartmentNumber)?.message ?? '';
    const fn = functions.find((f) => f.id === category.linkedFunctionId);
    return fn ? `${fn.departmentName} / ${fn.message}` : '';
  };

  const open = (category: BudgetCategory | 'new') => {
    setEditing(category);
    form.load(
      category === 'new'
        ? EMPTY
        : {
            name: category.name,
            costCenter: category.costCenter,
            link:
              category.linkedDepartmentNumber !== null
                ? 'department'
                : category.linkedFunctionId !== null
                  ? 'function'
                  : 'none',
            departmentNumber: category.linkedDepartmentNumber ? String(category.linkedDepartmentNumber) : '',
            functionId: category.linkedFunctionId ? String(category.linkedFunctionId) : '',
          },
    );
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: departmentKeys.all });

  const submit = form.onSubmit(async (_parsed, entered) => {
    await addUpdCategory(editing === 'new' || editing === null ? null : editing.id, toChanges(entered));
    await refresh();
    showToast({ variant: 'success', message: t(19, 'Saved') });
    setEditing(null);
  });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t(40, 'Budget categories')}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => open('new')}>
          {t(41, 'Add a category')}
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        {t(
          42,
          'Each category carries a cost centre; link it to a department or a function to have it chosen by default.',
        )}
      </Text>
      <CardList
        items={categories.data!}
        getKey={(category) => category.id}
        searchText={(category) => `${category.name} ${category.costCenter} ${linkText(category)}`}
        displayStyle="table"
        renderCard={(category) => category.name}
        columns={[
          { header: t(10, 'Name'), cell: (category) => category.name },
          { header: t(12, 'Cost centre'), cell: (category) => category.costCenter },
          { header: t(43, 'Linked to'), cell: (category) => linkText(category) },
          {
            header: '',
            cell: (category) => (
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  onClick={() => open(category)}
                  aria-label={`${t(17, 'Edit')} – ${category.name}`}
                >
                  <IconPencil size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => setDeleting(category)}
                  aria-label={`${t(18, 'Delete')} – ${category.name}`}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ),
          },
        ]}
      />
      <BaseModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(44, 'Budget category')}
        size="lg"
      >
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <ErrorBanner error={form.formError} fields={form.labels} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput {...form.field('name', { label: t(10, 'Name') })} required data-autofocus />
              <TextInput {...form.field('costCenter', { label: t(12, 'Cost centre') })} />
            </SimpleGrid>
            <Text size="sm" fw={500}>
              {t(43, 'Linked to')}
            </Text>
            <SegmentedControl
              value={values.link}
              onChange={(value) => form.set('link', value)}
              data={[
                { value: 'none', label: t(45, 'Nothing') },
                { value: 'department', label: t(9, 'Department') },
                { value: 'function', label: t(37, 'Function') },
              ]}
            />
            {values.link === 'department' && (
              <Select
                {...form.field('departmentNumber', { label: t(9, 'Department') })}
                data={departments.map((d) => ({ value: String(d.value), label: d.message }))}
                value={values.departmentNumber || null}
                onChange={(value) => form.set('departmentNumber', value ?? '')}
                searchable
              />
            )}
            {values.link === 'function' && (
              <Select
                {...form.field('functionId', { label: t(37, 'Function') })}
                data={functions.map((f) => ({
                  value: String(f.id),
                  label: `${f.departmentName} / ${f.message}`,
                }))}
                value={values.functionId || null}
                onChange={(value) => form.set('functionId', value ?? '')}
                searchable
              />
            )}
            <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-end' }}>
              {t(16, 'Save')}
            </Button>
          </Stack>
        </form>
      </BaseModal>
      <ConfirmDialog
        opened={deleting !== null}
        title={t(46, 'Delete the category')}
        message={t(
          47,
          'Delete the category "{name}"? Departments and functions linked to it keep no category.',
        ).replace('{name}', deleting?.name ?? '')}
        danger
        onConfirm={async () => {
          await delCategory(deleting!.id);
          await refresh();
          showToast({ variant: 'success', message: t(26, 'Deleted') });
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

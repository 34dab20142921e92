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
import { type FormEvent, useState } from 'react';
import {
  BaseModal,
  CardList,
  ConfirmDialog,
  ErrorBanner,
  PageLoader,
  ScreenError,
  showToast,
} from '../../../components';
import { GraphQLRequestError } from '../../../lib/graphql';
import { useForm } from '../../../lib/i18n';
import { fieldErrors, useValidationMessage } from '../../../lib/validation-messages';
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
  const message = useValidationMessage();
  const queryClient = useQueryClient();
  const categories = useQuery({ queryKey: departmentKeys.categories, queryFn: getCategories });
  const tree = useQuery({ queryKey: departmentKeys.tree, queryFn: getDepartmentsAndFunctions });
  const [editing, setEditing] = useState<BudgetCategory | 'new' | null>(null);
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
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
    setErrors({});
    setFailure(null);
    setValues(
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changes = toChanges(values);
    const parsed = categorySchema.safeParse(changes);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, message));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await addUpdCategory(editing === 'new' || editing === null ? null : editing.id, changes);
      await refresh();
      showToast({ variant: 'success', message: t(19, 'Saved') });
      setEditing(null);
    } catch (error) {
      if (error instanceof GraphQLRequestError && error.field) setErrors({ [error.field]: error.message });
      else setFailure(error);
    } finally {
      setSaving(false);
    }
  };
  const set = (field: keyof FormValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

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
            <ErrorBanner error={failure} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t(10, 'Name')}
                value={values.name}
                onChange={(e) => set('name')(e.currentTarget.value)}
                error={errors.name}
                required
                data-autofocus
              />
              <TextInput
                label={t(12, 'Cost centre')}
                value={values.costCenter}
                onChange={(e) => set('costCenter')(e.currentTarget.value)}
                error={errors.costCenter}
              />
            </SimpleGrid>
            <Text size="sm" fw={500}>
              {t(43, 'Linked to')}
            </Text>
            <SegmentedControl
              value={values.link}
              onChange={(value) => set('link')(value)}
              data={[
                { value: 'none', label: t(45, 'Nothing') },
                { value: 'department', label: t(9, 'Department') },
                { value: 'function', label: t(37, 'Function') },
              ]}
            />
            {values.link === 'department' && (
              <Select
                label={t(9, 'Department')}
                data={departments.map((d) => ({ value: String(d.value), label: d.message }))}
                value={values.departmentNumber || null}
                onChange={(value) => set('departmentNumber')(value ?? '')}
                error={errors.departmentNumber}
                searchable
              />
            )}
            {values.link === 'function' && (
              <Select
                label={t(37, 'Function')}
                data={functions.map((f) => ({
                  value: String(f.id),
                  label: `${f.departmentName} / ${f.message}`,
                }))}
                value={values.functionId || null}
                onChange={(value) => set('functionId')(value ?? '')}
                error={errors.functionId}
                searchable
              />
            )}
            <Button type="submit" loading={saving} style={{ alignSelf: 'flex-end' }}>
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

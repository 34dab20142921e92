import { ActionIcon, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { functionUpdateSchema } from '@setledger/shared/departments/departments.schemas';
import {
  IconArrowDown,
  IconArrowUp,
  IconChevronLeft,
  IconGripVertical,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorBanner, PageLoader, ScreenError, showToast } from '../../../components';
import { href } from '../../../config/paths';
import { useForm } from '../../../lib/i18n';
import {
  addFunction,
  delFunction,
  departmentKeys,
  getCategories,
  getDepartment,
  getFunctionOrder,
  getFunctions,
  type JobFunction,
  orderFunctions,
  saveFunctionOrder,
  updFunction,
} from '../api/departments.api';
import { DeleteEntryDialog } from '../components/DeleteEntryDialog';
import { EditEntryModal } from '../components/EditEntryModal';
import { entryValues, functionChanges, NO_ENTRY } from '../components/entry-values';

/** Moves the item at `from` to `to` (both indexes in the list). */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export default function FunctionsScreen() {
  const t = useForm('departments');
  const number = Number(useParams().department);
  const queryClient = useQueryClient();
  const department = useQuery({ queryKey: departmentKeys.one(number), queryFn: () => getDepartment(number) });
  const list = useQuery({ queryKey: departmentKeys.functions(number), queryFn: () => getFunctions(number) });
  const order = useQuery({ queryKey: departmentKeys.order, queryFn: getFunctionOrder });
  const categories = useQuery({ queryKey: departmentKeys.categories, queryFn: getCategories });
  /** The function in the modal; 'new' for one created only when saved (issue 12 item 17). */
  const [editing, setEditing] = useState<JobFunction | 'new' | null>(null);
  const initialValues = useMemo(
    () => entryValues(editing === null || editing === 'new' ? NO_ENTRY : editing),
    [editing],
  );
  const [deleting, setDeleting] = useState<JobFunction | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: departmentKeys.all });

  const reorder = useMutation({
    mutationFn: (values: number[]) => saveFunctionOrder(number, values),
    onSuccess: (saved) => {
      queryClient.setQueryData(departmentKeys.order, saved);
      showToast({ variant: 'success', message: t(33, 'Order saved') });
    },
  });

  if (department.isPending || list.isPending || order.isPending) return <PageLoader />;
  const failure = department.error ?? list.error ?? order.error;
  if (failure) return <ScreenError error={failure} />;

  // While a new order is being saved, show it at once.
  const ordered = reorder.isPending
    ? orderFunctions(
        list.data!,
        reorder.variables.map((value) => ({ departmentNumber: number, value })),
        number,
      )
    : orderFunctions(list.data!, order.data!, number);
  const saveOrder = (from: number, to: number) => {
    if (from === to || to < 0 || to >= ordered.length) return;
    reorder.mutate(move(ordered, from, to).map((fn) => fn.value));
  };
  const onDrop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null) saveOrder(dragged, index);
    setDragged(null);
  };
  const categoryName = (id: number | null) => categories.data?.find((c) => c.id === id)?.name;

  return (
    <Stack>
      <Anchor component={Link} to={href('departments')} size="sm">
        <Group gap={4}>
          <IconChevronLeft size={14} />
          {t(1, 'Departments')}
        </Group>
      </Anchor>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t(30, 'Functions of {name}').replace('{name}', department.data!.message)}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t(31, 'Add a function')}
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        {t(
          32,
          'Drag the functions, or use the arrows, to set the order you see them in. The order is saved for you.',
        )}
      </Text>
      <ErrorBanner error={reorder.error} />
      {ordered.length === 0 ? (
        <Paper withBorder p="xl" ta="center" c="dimmed">
          {t(34, 'This department has no functions yet.')}
        </Paper>
      ) : (
        <Stack
          gap="xs"
          component="ol"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t(5, 'Functions')}
        >
          {ordered.map((fn, index) => (
            <Paper
              key={fn.id}
              component="li"
              withBorder
              p="sm"
              draggable
              onDragStart={() => setDragged(index)}
              onDragOver={(event: DragEvent) => event.preventDefault()}
              onDrop={onDrop(index)}
              data-function={fn.value}
              style={{ cursor: 'grab', opacity: dragged === index ? 0.5 : 1 }}
            >
              <Group justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <IconGripVertical size={18} aria-hidden />
                  <div>
                    <Text fw={600}>{fn.message}</Text>
                    <Text size="xs" c="dimmed">
                      {[fn.shortCode, fn.prefix, fn.costCenter, categoryName(fn.category)]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </div>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    disabled={index === 0}
                    onClick={() => saveOrder(index, index - 1)}
                    aria-label={`${t(35, 'Move up')} – ${fn.message}`}
                  >
                    <IconArrowUp size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    disabled={index === ordered.length - 1}
                    onClick={() => saveOrder(index, index + 1)}
                    aria-label={`${t(36, 'Move down')} – ${fn.message}`}
                  >
                    <IconArrowDown size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    onClick={() => setEditing(fn)}
                    aria-label={`${t(17, 'Edit')} – ${fn.message}`}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => setDeleting(fn)}
                    aria-label={`${t(18, 'Delete')} – ${fn.message}`}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <EditEntryModal
        opened={editing !== null}
        title={t(37, 'Function')}
        withShortCode
        initial={initialValues}
        categories={categories.data ?? []}
        schema={functionUpdateSchema}
        nameField="FunctionName"
        toInput={functionChanges}
        onSave={async (values) => {
          if (editing === 'new') await addFunction(number, functionChanges(values));
          else await updFunction(editing!.id, functionChanges(values));
          await refresh();
          showToast({ variant: 'success', message: t(19, 'Saved') });
        }}
        onClose={() => setEditing(null)}
      />
      <DeleteEntryDialog
        opened={deleting !== null}
        title={t(38, 'Delete the function')}
        message={t(39, 'Delete the function "{name}"?').replace('{name}', deleting?.message ?? '')}
        hasLinkedCategory={Boolean(deleting?.category && deleting.categoryLinkedToFun)}
        onConfirm={async (withCategory) => {
          await delFunction(deleting!.id, withCategory);
          await refresh();
          showToast({ variant: 'success', message: t(26, 'Deleted') });
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

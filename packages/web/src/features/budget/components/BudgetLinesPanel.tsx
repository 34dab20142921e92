import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { budgetLineSchema } from '@setledger/shared/budget/budget.schemas';
import { sumMoney } from '@setledger/shared/format/money';
import { IconLock, IconLockOpen, IconPencil, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ActionsHeader,
  BaseModal,
  ConfirmDialog,
  ErrorBanner,
  PageLoader,
  ResponsiveTable,
  showToast,
} from '../../../components';
import { getCategories, getExpenseDepartments, referenceKeys } from '../../../lib/api/reference-data.api';
import { useZodForm } from '../../../lib/form';
import { useMoney } from '../../../lib/format';
import { useSession } from '../../../lib/session-context';
import {
  type BudgetLine,
  budgetKeys,
  deleteBudgetLine,
  getBudgetLines,
  lockBudget,
  saveBudgetLine,
} from '../api/budget.api';
import { useBudgetTexts } from './budget-ui';

interface Draft {
  id: number | null;
  departmentNumber: string | null;
  categoryId: string | null;
  description: string;
  amount: string;
}
const EMPTY: Draft = { id: null, departmentNumber: null, categoryId: null, description: '', amount: '' };

/**
 * The budget lines (planned amount per department and category): add, change, delete while the budget is
 * open; lock and unlock with canLockBudget; import from xlsx through `onImport`.
 */
export function BudgetLinesPanel({
  locked,
  onImport,
}: {
  locked: boolean;
  /** Opens the xlsx import (shown to who edits lines while the budget is open). */
  onImport?: () => void;
}) {
  const t = useBudgetTexts();
  const money = useMoney();
  const { claims } = useSession();
  const queryClient = useQueryClient();
  const canEdit = claims.isAdmin === true || claims.isProd === true || claims.canAccessBudget === true;
  const lines = useQuery({ queryKey: budgetKeys.lines, queryFn: getBudgetLines });
  const departments = useQuery({ queryKey: referenceKeys.departments, queryFn: getExpenseDepartments });
  const categories = useQuery({ queryKey: referenceKeys.categories, queryFn: getCategories });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState<BudgetLine | null>(null);
  const [locking, setLocking] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: budgetKeys.all });

  const form = useZodForm({
    schema: budgetLineSchema,
    initialValues: EMPTY,
    toInput: (d: Draft) => ({
      departmentNumber: d.departmentNumber === null ? undefined : Number(d.departmentNumber),
      categoryId: d.categoryId === null ? undefined : Number(d.categoryId),
      description: d.description,
      amount: d.amount,
    }),
  });
  const open = (line: Draft) => {
    setDraft(line);
    form.load(line);
  };
  const save = form.onSubmit(async (parsed) => {
    await saveBudgetLine(draft?.id ?? null, parsed);
    setDraft(null);
    showToast({ variant: 'success', message: t(18, 'Budget line saved') });
    await refresh();
  });

  if (lines.isPending) return <PageLoader />;
  if (lines.isError) return <ErrorBanner error={lines.error} />;
  const total = sumMoney(lines.data.map((l) => l.amount));
  const edit = (line: BudgetLine) =>
    open({
      id: line.id,
      departmentNumber: String(line.departmentNumber),
      categoryId: String(line.categoryId),
      description: line.description,
      amount: line.amount,
    });

  return (
    <Stack>
      {locked ? (
        <Alert color="gray" icon={<IconLock size={18} />} data-budget-locked>
          {t(
            20,
            'The budget is locked: its lines no longer change. The estimated final cost can still move.',
          )}
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-lines-total>
          {t(21, '{count} line(s) · total {total}')
            .replace('{count}', String(lines.data.length))
            .replace('{total}', money(total))}
        </Text>
        <Group>
          {canEdit && !locked ? (
            <>
              {onImport ? (
                <Button variant="light" leftSection={<IconUpload size={16} />} onClick={onImport}>
                  {t(38, 'Import from xlsx')}
                </Button>
              ) : null}
              <Button leftSection={<IconPlus size={16} />} onClick={() => open(EMPTY)}>
                {t(22, 'Add a line')}
              </Button>
            </>
          ) : null}
          {claims.canLockBudget ? (
            <Button
              variant="light"
              color={locked ? 'teal' : 'gray'}
              leftSection={locked ? <IconLockOpen size={16} /> : <IconLock size={16} />}
              onClick={() => setLocking(true)}
            >
              {locked ? t(23, 'Unlock the budget') : t(24, 'Lock the budget')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {lines.data.length === 0 ? (
        <Paper withBorder p="xl" ta="center" c="dimmed" data-empty>
          {t(25, 'No budget line yet. Add lines one by one or import them from an xlsx file.')}
        </Paper>
      ) : (
        <ResponsiveTable minWidth={640}>
          <Table striped data-budget-lines>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(26, 'Department')}</Table.Th>
                <Table.Th>{t(27, 'Category')}</Table.Th>
                <Table.Th>{t(28, 'Description')}</Table.Th>
                <Table.Th ta="right">{t(29, 'Amount')}</Table.Th>
                <ActionsHeader />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.data.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{line.departmentName ?? line.departmentNumber}</Table.Td>
                  <Table.Td>
                    {line.categoryName}
                    {line.costCenter ? (
                      <Text span size="xs" c="dimmed" ml={6}>
                        {line.costCenter}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td ta="right">{money(line.amount)}</Table.Td>
                  <Table.Td>
                    {canEdit && !locked ? (
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`${t(30, 'Change')} – ${line.categoryName}`}
                          onClick={() => edit(line)}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`${t(31, 'Delete')} – ${line.categoryName}`}
                          onClick={() => setDeleting(line)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ResponsiveTable>
      )}

      <BaseModal
        opened={draft !== null}
        onClose={() => setDraft(null)}
        title={draft?.id ? t(32, 'Change a budget line') : t(22, 'Add a line')}
      >
        {draft ? (
          <Stack>
            <ErrorBanner error={form.formError} fields={form.labels} />
            <Select
              {...form.field('departmentNumber', { label: t(26, 'Department') })}
              required
              searchable
              data={(departments.data ?? []).map((d) => ({ value: String(d.value), label: d.message }))}
              onChange={(v) => form.set('departmentNumber', v)}
            />
            <Select
              {...form.field('categoryId', { label: t(27, 'Category') })}
              required
              searchable
              data={(categories.data ?? []).map((c) => ({
                value: String(c.id),
                label: c.costCenter ? `${c.costCenter} · ${c.name}` : c.name,
              }))}
              onChange={(v) => form.set('categoryId', v)}
            />
            <TextInput {...form.field('description', { label: t(28, 'Description') })} />
            <TextInput {...form.field('amount', { label: t(29, 'Amount') })} required inputMode="decimal" />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDraft(null)}>
                {t(33, 'Cancel')}
              </Button>
              <Button loading={form.submitting} onClick={() => void save()}>
                {t(34, 'Save')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </BaseModal>

      <ConfirmDialog
        opened={deleting !== null}
        danger
        title={t(35, 'Delete this budget line?')}
        message={deleting ? `${deleting.categoryName} · ${money(deleting.amount)}` : ''}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          await deleteBudgetLine(deleting!.id);
          await refresh();
        }}
      />
      <ConfirmDialog
        opened={locking}
        title={locked ? t(23, 'Unlock the budget') : t(24, 'Lock the budget')}
        message={
          locked
            ? t(36, 'Budget lines can change again once the budget is unlocked.')
            : t(37, 'Locking keeps the original totals: lines can no longer be added, changed or deleted.')
        }
        onClose={() => setLocking(false)}
        onConfirm={async () => {
          await lockBudget(!locked);
          await refresh();
        }}
      />
    </Stack>
  );
}

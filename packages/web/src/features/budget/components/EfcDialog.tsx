import { Button, Group, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { efcSchema } from '@setledger/shared/budget/budget.schemas';
import { toMoneyString } from '@setledger/shared/format/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BaseModal, ErrorBanner, Loader, ResponsiveTable, showToast } from '../../../components';
import { useZodForm } from '../../../lib/form';
import { useFormat, useMoney } from '../../../lib/format';
import { budgetKeys, getEfcHistory, setEfc } from '../api/budget.api';
import { useBudgetTexts } from './budget-ui';

/** The typed amount, read by the shared rule, is the current EFC. */
const isCurrent = (typed: string, current: string) => {
  const parsed = efcSchema.shape.amount.safeParse(typed);
  return parsed.success && toMoneyString(parsed.data) === toMoneyString(current);
};

export interface EfcTarget {
  department: number;
  category: number;
  name: string;
  efc: string;
}

/** Who changed a node's EFC, when, from what to what, and why; newest first. */
export function EfcHistory({ department, category }: { department: number; category: number }) {
  const t = useBudgetTexts();
  const money = useMoney();
  const dateTime = useFormat().dateTime;
  const history = useQuery({
    queryKey: budgetKeys.history(department, category),
    queryFn: () => getEfcHistory(department, category),
  });
  if (history.isPending) return <Loader />;
  if (history.isError) return <ErrorBanner error={history.error} />;
  if (history.data.length === 0)
    return (
      <Text size="sm" c="dimmed" data-efc-history-empty>
        {t(39, 'The estimated final cost has not been changed yet: it follows the budget.')}
      </Text>
    );
  return (
    <ResponsiveTable minWidth={480}>
      <Table data-efc-history>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(40, 'When')}</Table.Th>
            <Table.Th>{t(41, 'Who')}</Table.Th>
            <Table.Th ta="right">{t(42, 'Before')}</Table.Th>
            <Table.Th ta="right">{t(43, 'After')}</Table.Th>
            <Table.Th>{t(44, 'Comment')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.data.map((h) => (
            <Table.Tr key={h.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateTime(h.at)}</Table.Td>
              <Table.Td>{h.userFullName ?? '—'}</Table.Td>
              <Table.Td ta="right">{money(h.before)}</Table.Td>
              <Table.Td ta="right">{money(h.after)}</Table.Td>
              <Table.Td>{h.comment}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}

/** Changes the EFC of a category in a department with a required comment (canModifyEstimatedFinalCost). */
export function EfcDialog({
  target,
  canChange,
  onClose,
}: {
  target: EfcTarget | null;
  canChange: boolean;
  onClose: () => void;
}) {
  const t = useBudgetTexts();
  const queryClient = useQueryClient();
  const form = useZodForm({
    schema: efcSchema,
    initialValues: { amount: '', comment: '' },
    // The history records changes only: the server refuses the current value too.
    check: ({ amount }) =>
      target && isCurrent(amount, target.efc)
        ? { amount: t(1400, 'This is already the estimated final cost: enter a different amount.') }
        : {},
  });
  const close = () => {
    form.load({ amount: '', comment: '' });
    onClose();
  };
  const save = form.onSubmit(async ({ amount, comment }) => {
    await setEfc({ department: target!.department, category: target!.category, amount, comment });
    showToast({ variant: 'success', message: t(45, 'Estimated final cost changed') });
    form.load({ amount: '', comment: '' });
    await queryClient.invalidateQueries({ queryKey: budgetKeys.all });
  });
  return (
    <BaseModal opened={target !== null} onClose={close} size="lg" title={target?.name ?? ''}>
      {target ? (
        <Stack>
          {canChange ? (
            <Stack gap="xs" data-efc-form>
              <ErrorBanner error={form.formError} fields={form.labels} />
              <TextInput
                {...form.field('amount', { label: t(46, 'New estimated final cost') })}
                placeholder={target.efc}
                inputMode="decimal"
                required
              />
              <Textarea
                {...form.field('comment', { label: t(44, 'Comment') })}
                description={t(47, 'Why the forecast changes: it is kept in the history.')}
                required
                autosize
                minRows={2}
              />
              <Group justify="flex-end">
                <Button loading={form.submitting} onClick={() => void save()}>
                  {t(48, 'Change the estimated final cost')}
                </Button>
              </Group>
            </Stack>
          ) : null}
          <Title order={5}>{t(49, 'History of the estimated final cost')}</Title>
          <EfcHistory department={target.department} category={target.category} />
        </Stack>
      ) : null}
    </BaseModal>
  );
}

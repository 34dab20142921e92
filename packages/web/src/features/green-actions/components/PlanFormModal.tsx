import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { ACTION_PLAN_STATUSES } from '@setledger/shared/green/action-plans.constants';
import { actionPlanSchema } from '@setledger/shared/green/action-plans.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BaseModal, ErrorBanner, showToast } from '../../../components';
import { useZodForm } from '../../../lib/form';
import { type ActionPlan, actionKeys, actionOwnersQuery, addUpdActionPlan } from '../api/green-actions.api';
import { labelOf, PLAN_STATUS_TEXTS, useActionTexts } from './action-ui';
import { emptyPlanValues, type PlanFormValues, planInputOf, valuesOfPlan } from './form-values';

/** Creates or changes a plan (issue 16); the shared schema validates here and on the server. */
export function PlanFormModal({
  opened,
  plan,
  onClose,
  onSaved,
}: {
  opened: boolean;
  plan: ActionPlan | null;
  onClose: () => void;
  onSaved?: (plan: ActionPlan) => void;
}) {
  const t = useActionTexts();
  const queryClient = useQueryClient();
  const owners = useQuery({ ...actionOwnersQuery(), enabled: opened });
  const form = useZodForm<PlanFormValues, unknown>({
    schema: actionPlanSchema,
    initialValues: emptyPlanValues(),
    toInput: planInputOf,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: starts over when the modal opens on a record
  useEffect(() => {
    if (opened) form.load(plan ? valuesOfPlan(plan) : emptyPlanValues());
  }, [opened, plan?.id]);
  const submit = form.onSubmit(async (_parsed, values) => {
    const saved = await addUpdActionPlan(plan?.id ?? null, planInputOf(values));
    await queryClient.invalidateQueries({ queryKey: actionKeys.all });
    showToast({ variant: 'success', message: t(44, 'Plan saved.') });
    onSaved?.(saved);
    onClose();
  });
  return (
    <BaseModal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={plan ? t(20, 'Edit plan') : t(2, 'New action plan')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <ErrorBanner error={form.formError} fields={form.labels} />
          <TextInput {...form.field('title', { label: t(4, 'Title') })} data-autofocus />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              {...form.field('ownerId', { label: t(6, 'Owner') })}
              data={(owners.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
              searchable
              clearable
              comboboxProps={{ withinPortal: false }}
              onChange={(v) => form.set('ownerId', v ?? '')}
            />
            <TextInput type="date" {...form.field('dueDate', { label: t(7, 'Due date') })} />
            <Select
              {...form.field('status', { label: t(8, 'Status') })}
              data={ACTION_PLAN_STATUSES.map((s) => ({ value: s, label: labelOf(t, PLAN_STATUS_TEXTS, s) }))}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
              onChange={(v) => form.set('status', v ?? 'active')}
            />
          </SimpleGrid>
          <Textarea {...form.field('description', { label: t(5, 'Description') })} autosize minRows={2} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t(19, 'Cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t(18, 'Save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </BaseModal>
  );
}

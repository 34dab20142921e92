import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { GREEN_ACTION_STATUSES } from '@setledger/shared/green/action-plans.constants';
import { greenActionSchema } from '@setledger/shared/green/action-plans.schemas';
import { CARBON_CATEGORIES } from '@setledger/shared/green/green.constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BaseModal, ErrorBanner, showToast } from '../../../components';
import { useZodForm } from '../../../lib/form';
import { actionKeys, actionOwnersQuery, addUpdGreenAction, type GreenAction } from '../api/green-actions.api';
import {
  ACTION_STATUS_TEXTS,
  labelOf,
  useActionTexts,
  useCategoryLabel,
  useChecklistQuestionOptions,
} from './action-ui';
import { type ActionFormValues, actionInputOf, emptyActionValues, valuesOfAction } from './form-values';

/** Adds an action to a plan or changes one (issue 16): owner, due date, status, category and expected saving. */
export function ActionFormModal({
  opened,
  planId,
  action,
  onClose,
}: {
  opened: boolean;
  planId: number;
  action: GreenAction | null;
  onClose: () => void;
}) {
  const t = useActionTexts();
  const categoryLabel = useCategoryLabel();
  const questions = useChecklistQuestionOptions();
  const queryClient = useQueryClient();
  const owners = useQuery({ ...actionOwnersQuery(), enabled: opened });
  const form = useZodForm<ActionFormValues, unknown>({
    schema: greenActionSchema,
    initialValues: emptyActionValues(),
    toInput: actionInputOf,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: starts over when the modal opens on a record
  useEffect(() => {
    if (opened) form.load(action ? valuesOfAction(action) : emptyActionValues());
  }, [opened, action?.id]);
  const submit = form.onSubmit(async (_parsed, values) => {
    await addUpdGreenAction(action?.id ?? null, planId, actionInputOf(values));
    await queryClient.invalidateQueries({ queryKey: actionKeys.all });
    showToast({ variant: 'success', message: t(45, 'Action saved.') });
    onClose();
  });
  return (
    <BaseModal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={action ? t(26, 'Edit action') : t(25, 'Add an action')}
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
              data={GREEN_ACTION_STATUSES.map((s) => ({
                value: s,
                label: labelOf(t, ACTION_STATUS_TEXTS, s),
              }))}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
              onChange={(v) => form.set('status', v ?? 'todo')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              {...form.field('carbonCategory', { label: t(30, 'Carbon category') })}
              data={CARBON_CATEGORIES.map((c) => ({ value: String(c.code), label: categoryLabel(c.code) }))}
              searchable
              clearable
              comboboxProps={{ withinPortal: false }}
              onChange={(v) => form.set('carbonCategory', v ?? '')}
            />
            <TextInput
              {...form.field('expectedKgCo2e', { label: t(31, 'Expected saving (kg CO2e)') })}
              inputMode="decimal"
            />
            <Select
              {...form.field('formId', { label: t(32, 'Checklist question it answers') })}
              data={questions}
              searchable
              clearable
              comboboxProps={{ withinPortal: false }}
              onChange={(v) => form.set('formId', v ?? '')}
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

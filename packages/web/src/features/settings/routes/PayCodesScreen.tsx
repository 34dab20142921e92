import { ActionIcon, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { payCodeSchema } from '@setledger/shared/payroll-codes/payroll-codes.schemas';
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
import { delPayCode, getPayCodes, type PayCode, savePayCode, settingsKeys } from '../api/settings.api';

/** Payroll codes of the license (001 §3.8), sorted case-insensitively by code by the server. */
export default function PayCodesScreen() {
  const t = useForm('settings');
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: settingsKeys.payCodes, queryFn: getPayCodes });
  const [editing, setEditing] = useState<PayCode | 'new' | null>(null);
  const form = useZodForm({ schema: payCodeSchema, initialValues: { code: '', description: '' } });
  const [deleting, setDeleting] = useState<PayCode | null>(null);

  if (list.isPending) return <PageLoader />;
  if (list.isError) return <ScreenError error={list.error} />;

  const open = (payCode: PayCode | 'new') => {
    setEditing(payCode);
    form.load(
      payCode === 'new'
        ? { code: '', description: '' }
        : { code: payCode.code, description: payCode.description },
    );
  };
  const submit = form.onSubmit(async (parsed) => {
    await savePayCode(editing === 'new' || editing === null ? null : editing.id, parsed);
    await queryClient.invalidateQueries({ queryKey: settingsKeys.payCodes });
    showToast({ variant: 'success', message: t(20, 'Saved') });
    setEditing(null);
  });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t(30, 'Payroll codes')}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => open('new')}>
          {t(31, 'Add a payroll code')}
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        {t(32, 'The codes are shared by every project of the license and used by allowances and per diems.')}
      </Text>
      <CardList
        items={list.data}
        getKey={(payCode) => payCode.id}
        searchText={(payCode) => `${payCode.code} ${payCode.description}`}
        displayStyle="table"
        renderCard={(payCode) => payCode.code}
        columns={[
          { header: t(33, 'Code'), cell: (payCode) => <Text fw={600}>{payCode.code}</Text> },
          { header: t(34, 'Description'), cell: (payCode) => payCode.description },
          {
            header: '',
            cell: (payCode) => (
              <Group gap={4} wrap="nowrap" justify="flex-end">
                <ActionIcon
                  variant="subtle"
                  onClick={() => open(payCode)}
                  aria-label={`${t(21, 'Edit')} – ${payCode.code}`}
                >
                  <IconPencil size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => setDeleting(payCode)}
                  aria-label={`${t(22, 'Delete')} – ${payCode.code}`}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ),
          },
        ]}
      />
      <BaseModal opened={editing !== null} onClose={() => setEditing(null)} title={t(35, 'Payroll code')}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <ErrorBanner error={form.formError} fields={form.labels} />
            <TextInput {...form.field('code', { label: t(33, 'Code') })} required data-autofocus />
            <TextInput {...form.field('description', { label: t(34, 'Description') })} />
            <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-end' }}>
              {t(23, 'Save')}
            </Button>
          </Stack>
        </form>
      </BaseModal>
      <ConfirmDialog
        opened={deleting !== null}
        title={t(36, 'Delete the payroll code')}
        message={t(37, 'Delete the payroll code {code}?').replace('{code}', deleting?.code ?? '')}
        danger
        onConfirm={async () => {
          await delPayCode(deleting!.id);
          await queryClient.invalidateQueries({ queryKey: settingsKeys.payCodes });
          showToast({ variant: 'success', message: t(24, 'Deleted') });
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { CURRENCIES } from '@setledger/shared/format/currency';
import { bankAccountSchema } from '@setledger/shared/suppliers/suppliers.schemas';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  ActionsHeader,
  BaseModal,
  ConfirmDialog,
  ErrorBanner,
  ResponsiveTable,
  showToast,
} from '../../../components';
import { useZodForm } from '../../../lib/form';
import { useForm } from '../../../lib/i18n';
import {
  type BankAccount,
  type BankAccountChanges,
  delBankAccount,
  saveBankAccount,
} from '../api/suppliers.api';

const EMPTY: BankAccountChanges = { bankName: '', currency: 0, exchangeRate: '1', iban: '', bic: '' };
const CURRENCY_OPTIONS = CURRENCIES.map((c, index) => ({
  value: String(index),
  label: `${c.code} (${c.symbol})`,
}));

/** The supplier's bank accounts (used when it is a project's legal entity): add, edit, delete. */
export function BankAccounts(props: {
  supplierId: number;
  accounts: BankAccount[];
  onChanged: () => Promise<unknown>;
}) {
  const t = useForm('suppliers');
  const [editing, setEditing] = useState<BankAccount | 'new' | null>(null);
  const form = useZodForm<BankAccountChanges, unknown>({ schema: bankAccountSchema, initialValues: EMPTY });
  const { values } = form;
  const [deleting, setDeleting] = useState<BankAccount | null>(null);

  const open = (account: BankAccount | 'new') => {
    setEditing(account);
    form.load(account === 'new' ? EMPTY : { ...account });
  };
  const submit = form.onSubmit(async (_parsed, account) => {
    await saveBankAccount(
      props.supplierId,
      editing === 'new' || editing === null ? null : editing.id,
      account,
    );
    await props.onChanged();
    showToast({ variant: 'success', message: t(40, 'Bank account saved') });
    setEditing(null);
  });

  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="sm">
        <Title order={4}>{t(41, 'Bank accounts')}</Title>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => open('new')}>
          {t(42, 'Add a bank account')}
        </Button>
      </Group>
      {props.accounts.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t(43, 'No bank account yet.')}
        </Text>
      ) : (
        <ResponsiveTable minWidth={480}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(44, 'Bank')}</Table.Th>
                <Table.Th>IBAN</Table.Th>
                <Table.Th>BIC</Table.Th>
                <Table.Th>{t(45, 'Currency')}</Table.Th>
                <ActionsHeader />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.accounts.map((account) => (
                <Table.Tr key={account.id}>
                  <Table.Td>{account.bankName}</Table.Td>
                  <Table.Td>{account.iban}</Table.Td>
                  <Table.Td>{account.bic}</Table.Td>
                  <Table.Td>{CURRENCY_OPTIONS[account.currency]?.label}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        onClick={() => open(account)}
                        aria-label={`${t(46, 'Edit')} – ${account.iban}`}
                      >
                        <IconPencil size={18} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => setDeleting(account)}
                        aria-label={`${t(47, 'Delete')} – ${account.iban}`}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ResponsiveTable>
      )}
      <BaseModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(48, 'Bank account')}
        size="lg"
      >
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <ErrorBanner error={form.formError} fields={form.labels} />
            <TextInput {...form.field('bankName', { label: t(44, 'Bank') })} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput {...form.field('iban', { label: 'IBAN' })} required />
              <TextInput {...form.field('bic', { label: 'BIC' })} />
              <Select
                {...form.field('currency', { label: t(45, 'Currency') })}
                data={CURRENCY_OPTIONS}
                value={String(values.currency)}
                onChange={(value) => form.set('currency', Number(value ?? 0))}
                allowDeselect={false}
              />
              <TextInput
                {...form.field('exchangeRate', { label: t(49, 'Exchange rate') })}
                inputMode="decimal"
              />
            </SimpleGrid>
            <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-end' }}>
              {t(30, 'Save')}
            </Button>
          </Stack>
        </form>
      </BaseModal>
      <ConfirmDialog
        opened={deleting !== null}
        title={t(70, 'Delete the bank account')}
        message={t(71, 'Delete the bank account {iban}?').replace('{iban}', deleting?.iban ?? '')}
        danger
        onConfirm={async () => {
          await delBankAccount(deleting!.id);
          await props.onChanged();
        }}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}

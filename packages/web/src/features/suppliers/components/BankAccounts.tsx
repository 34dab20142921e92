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
import { type FormEvent, useState } from 'react';
import {
  ActionsHeader,
  BaseModal,
  ConfirmDialog,
  ErrorBanner,
  ResponsiveTable,
  showToast,
} from '../../../components';
import { GraphQLRequestError } from '../../../lib/graphql';
import { useForm } from '../../../lib/i18n';
import { fieldErrors, useValidationMessage } from '../../../lib/validation-messages';
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
  const message = useValidationMessage();
  const [editing, setEditing] = useState<BankAccount | 'new' | null>(null);
  const [values, setValues] = useState<BankAccountChanges>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<BankAccount | null>(null);

  const open = (account: BankAccount | 'new') => {
    setEditing(account);
    setErrors({});
    setFailure(null);
    setValues(account === 'new' ? EMPTY : { ...account });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = bankAccountSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, message));
      return;
    }
    setSaving(true);
    try {
      await saveBankAccount(
        props.supplierId,
        editing === 'new' || editing === null ? null : editing.id,
        values,
      );
      await props.onChanged();
      showToast({ variant: 'success', message: t(40, 'Bank account saved') });
      setEditing(null);
    } catch (error) {
      if (error instanceof GraphQLRequestError && error.field) setErrors({ [error.field]: error.message });
      else setFailure(error);
    } finally {
      setSaving(false);
    }
  };

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
            <ErrorBanner error={failure} />
            <TextInput
              label={t(44, 'Bank')}
              value={values.bankName}
              onChange={(e) => setValues({ ...values, bankName: e.currentTarget.value })}
              error={errors.bankName}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="IBAN"
                value={values.iban}
                onChange={(e) => setValues({ ...values, iban: e.currentTarget.value })}
                error={errors.iban}
                required
              />
              <TextInput
                label="BIC"
                value={values.bic}
                onChange={(e) => setValues({ ...values, bic: e.currentTarget.value })}
                error={errors.bic}
              />
              <Select
                label={t(45, 'Currency')}
                data={CURRENCY_OPTIONS}
                value={String(values.currency)}
                onChange={(value) => setValues({ ...values, currency: Number(value ?? 0) })}
                error={errors.currency}
                allowDeselect={false}
              />
              <TextInput
                label={t(49, 'Exchange rate')}
                value={values.exchangeRate}
                onChange={(e) => setValues({ ...values, exchangeRate: e.currentTarget.value })}
                error={errors.exchangeRate}
                inputMode="decimal"
              />
            </SimpleGrid>
            <Button type="submit" loading={saving} style={{ alignSelf: 'flex-end' }}>
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

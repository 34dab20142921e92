import { Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getCategories, getExpenseDepartments, referenceKeys } from '../../../lib/api/reference-data.api';
import { useMoney } from '../../../lib/format';
import { useForm } from '../../../lib/i18n';
import type { BudgetImportAccount, BudgetImportAccountChoice } from './api/budget-import.api';

type Choice = Pick<BudgetImportAccountChoice, 'departmentNumber' | 'categoryId'>;
const isChosen = (c: Choice | undefined) => c?.departmentNumber != null && c.categoryId != null;

/**
 * Step 3 of a budget by account (a Movie Magic top sheet or account detail): the department and category of
 * each account, prefilled with the suggestions from the account names, and one choice for every account left.
 */
export function ImportAccountsStep({
  accounts,
  choices,
  onChoices,
}: {
  accounts: readonly BudgetImportAccount[];
  choices: readonly BudgetImportAccountChoice[];
  onChoices: (choices: BudgetImportAccountChoice[]) => void;
}) {
  const t = useForm('budget-import');
  const money = useMoney();
  const departments = useQuery({ queryKey: referenceKeys.departments, queryFn: getExpenseDepartments });
  const categories = useQuery({ queryKey: referenceKeys.categories, queryFn: getCategories });
  const [rest, setRest] = useState<Choice>({ departmentNumber: null, categoryId: null });
  const departmentOptions = (departments.data ?? []).map((d) => ({
    value: String(d.value),
    label: d.message,
  }));
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const choiceOf = (account: string) => choices.find((c) => c.account === account);
  const change = (account: string, next: Partial<Choice>) =>
    onChoices(
      accounts.map((a) => {
        const current = choiceOf(a.account) ?? {
          account: a.account,
          departmentNumber: null,
          categoryId: null,
        };
        return a.account === account ? { ...current, ...next } : current;
      }),
    );
  const pickers = (value: Choice, onChange: (next: Partial<Choice>) => void, name: string) => [
    <Select
      key="department"
      aria-label={`${t(1, 'Department')} – ${name}`}
      placeholder={t(1, 'Department')}
      data={departmentOptions}
      value={value.departmentNumber === null ? null : String(value.departmentNumber)}
      onChange={(v) => onChange({ departmentNumber: v ? Number(v) : null })}
      searchable
      size="xs"
    />,
    <Select
      key="category"
      aria-label={`${t(2, 'Category')} – ${name}`}
      placeholder={t(2, 'Category')}
      data={categoryOptions}
      value={value.categoryId === null ? null : String(value.categoryId)}
      onChange={(v) => onChange({ categoryId: v ? Number(v) : null })}
      searchable
      size="xs"
    />,
  ];
  const left = accounts.filter((a) => !isChosen(choiceOf(a.account))).length;
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t(
          1403,
          'Choose the department and category of each account: suggestions come from the account names.',
        )}
      </Text>
      {left > 0 && (
        <Group align="flex-end" wrap="wrap" data-accounts-rest>
          <Text size="sm" fw={600}>
            {t(1412, 'Every account without a choice ({count})').replace('{count}', String(left))}
          </Text>
          {pickers(
            rest,
            (next) => setRest((r) => ({ ...r, ...next })),
            t(1415, 'every account without a choice'),
          )}
          <Button
            size="xs"
            variant="default"
            disabled={!isChosen(rest)}
            onClick={() =>
              onChoices(
                accounts.map((a) => {
                  const current = choiceOf(a.account);
                  return isChosen(current) ? current! : { account: a.account, ...rest };
                }),
              )
            }
          >
            {t(1413, 'Apply')}
          </Button>
        </Group>
      )}
      <Table.ScrollContainer minWidth={640} mah={360}>
        <Table withTableBorder fz="sm" data-accounts>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(1400, 'Account')}</Table.Th>
              <Table.Th>{t(45, 'Name')}</Table.Th>
              <Table.Th ta="right">{t(1404, 'Lines')}</Table.Th>
              <Table.Th ta="right">{t(21, 'Total')}</Table.Th>
              <Table.Th>{t(1, 'Department')}</Table.Th>
              <Table.Th>{t(2, 'Category')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {accounts.map((a) => {
              const choice = choiceOf(a.account) ?? { departmentNumber: null, categoryId: null };
              return (
                <Table.Tr key={a.account} data-account={a.account}>
                  <Table.Td>{a.account}</Table.Td>
                  <Table.Td>{a.label}</Table.Td>
                  <Table.Td ta="right">{a.rowCount}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(a.total)}
                  </Table.Td>
                  {pickers(choice, (next) => change(a.account, next), a.account).map((picker) => (
                    <Table.Td key={picker.key}>{picker}</Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

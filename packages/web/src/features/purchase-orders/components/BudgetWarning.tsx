import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { BaseModal, ResponsiveTable } from '../../../components';
import { useMoney } from '../../../lib/format';
import { useProjectModules } from '../../../lib/project-modules';
import {
  type BudgetOverrun,
  type CarbonImpact,
  checkPurchaseOrdersBudget,
  checkPurchaseOrdersCarbon,
} from '../api/purchase-orders.api';
import { CarbonImpactList } from './CarbonImpactList';
import { usePoTexts } from './po-ui';

/**
 * Sending POs with the budget check of issue 7: when they would take a category over its budget or EFC, the
 * figures are shown first and the person decides. A project that refuses POs over budget refuses the send on
 * the server (its message then shows like any other refusal). A failed check never blocks a send.
 */
export function useBudgetCheckedSend() {
  const t = usePoTexts();
  const money = useMoney();
  const modules = useProjectModules();
  const [pending, setPending] = useState<{
    overruns: BudgetOverrun[];
    carbon: CarbonImpact[];
    proceed: () => Promise<void>;
  } | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (ids: number[], proceed: () => Promise<void>) => {
    let overruns: BudgetOverrun[] = [];
    if (modules === null || modules.has('useBudget')) {
      try {
        overruns = (await checkPurchaseOrdersBudget(ids)) ?? [];
      } catch (error) {
        console.warn('budget check failed', error);
      }
    }
    // The carbon they add (issue 16), shown with the money check; a cell over its plan opens the dialog too.
    let carbon: CarbonImpact[] = [];
    if (modules === null || modules.has('useGreen')) {
      try {
        carbon = (await checkPurchaseOrdersCarbon(ids)) ?? [];
      } catch (error) {
        console.warn('carbon check failed', error);
      }
    }
    if (overruns.length === 0 && !carbon.some((c) => c.overBy !== null)) return proceed();
    setPending({ overruns, carbon, proceed });
  };

  const modal = (
    <BaseModal
      opened={pending !== null}
      onClose={() => setPending(null)}
      size="xl"
      title={t(98, 'Over budget')}
    >
      {pending ? (
        <Stack data-budget-warning>
          {pending.overruns.length > 0 ? (
            <>
              <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
                {t(
                  99,
                  'Once validated, this would take these categories over their budget or estimated final cost.',
                )}
              </Alert>
              <ResponsiveTable minWidth={640}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t(100, 'Category')}</Table.Th>
                      <Table.Th ta="right">{t(101, 'Budget')}</Table.Th>
                      <Table.Th ta="right">{t(102, 'Estimated final cost')}</Table.Th>
                      <Table.Th ta="right">{t(103, 'Already engaged')}</Table.Th>
                      <Table.Th ta="right">{t(104, 'This sending')}</Table.Th>
                      <Table.Th ta="right">{t(105, 'Over by')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {pending.overruns.map((o) => (
                      <Table.Tr key={`${o.departmentName}-${o.categoryName}`}>
                        <Table.Td>
                          {o.categoryName ?? '—'}
                          <Text size="xs" c="dimmed">
                            {o.departmentName ?? ''}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right">{money(o.budget)}</Table.Td>
                        <Table.Td ta="right">{money(o.efc)}</Table.Td>
                        <Table.Td ta="right">{money(o.engaged)}</Table.Td>
                        <Table.Td ta="right">{money(o.poAmount)}</Table.Td>
                        <Table.Td ta="right" c="red" fw={600}>
                          {money(o.overBy)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ResponsiveTable>
            </>
          ) : null}
          {pending.carbon.length > 0 ? <CarbonImpactList impacts={pending.carbon} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPending(null)}>
              {t(106, 'Do not send')}
            </Button>
            <Button
              color="orange"
              loading={sending}
              onClick={async () => {
                setSending(true);
                try {
                  await pending.proceed();
                } finally {
                  setSending(false);
                  setPending(null);
                }
              }}
            >
              {t(107, 'Send anyway')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </BaseModal>
  );
  return { send, modal };
}

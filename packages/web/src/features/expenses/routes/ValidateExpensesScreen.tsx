import { Button, Card, Checkbox, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { sumMoney } from '@setledger/shared/format/money';
import { IconChecks } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageLoader } from '../../../components/Loader';
import { ScreenError } from '../../../components/ScreenError';
import { showToast } from '../../../components/toast';
import { useListView, ViewToggle } from '../../../components/ViewToggle';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { refreshMoneyFigures } from '../../../lib/money-figures';
import {
  expenseKeys,
  getExpenseSheetsToValidate,
  type SheetListItem,
  validateAllExpenseSheets,
} from '../api/expenses.api';
import { useExpenseTexts, useMoney } from '../components/expense-ui';
import { SheetCard } from '../components/SheetCard';
import { SheetTable } from '../components/SheetTable';

type Grouping = 'person' | 'date';

/** validateExp: the sheets waiting for the caller's decision, grouped by person or by date sent; validate several. */
export default function ValidateExpensesScreen() {
  const format = useFormat();
  const t = useExpenseTexts();
  const money = useMoney();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const waiting = useQuery({ queryKey: expenseKeys.toValidate, queryFn: getExpenseSheetsToValidate });
  const [grouping, setGrouping] = useState<Grouping>('person');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [view, setView] = useListView('validateExp');

  const groups = useMemo(() => {
    const map = new Map<string, SheetListItem[]>();
    for (const row of waiting.data ?? []) {
      const key =
        grouping === 'person'
          ? `${row.userName} ${row.userFirstName}`.trim()
          : (row.sheet.submittedAt ?? row.sheet.createdAt).slice(0, 10);
      map.set(key, [...(map.get(key) ?? []), row]);
    }
    return [...map].sort(([a], [b]) => (grouping === 'date' ? b.localeCompare(a) : a.localeCompare(b)));
  }, [waiting.data, grouping]);

  if (waiting.isPending) return <PageLoader />;
  if (waiting.isError) return <ScreenError error={waiting.error} />;

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const chosen = waiting.data.filter((row) => selected.has(row.sheet.id));

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t(140, 'Validate expenses')}
        </Title>
        <Group gap="xs">
          <ViewToggle value={view} onChange={setView} />
          {view === 'cards' && (
            <SegmentedControl
              value={grouping}
              onChange={(value) => setGrouping(value as Grouping)}
              data={[
                { value: 'person', label: t(142, 'By person') },
                { value: 'date', label: t(143, 'By date') },
              ]}
            />
          )}
        </Group>
      </Group>
      {waiting.data.length === 0 ? (
        <Paper withBorder p="xl" ta="center" c="dimmed">
          {t(144, 'No expense sheet waits for your validation.')}
        </Paper>
      ) : view === 'table' ? (
        <SheetTable rows={waiting.data} />
      ) : (
        <>
          <Group justify="space-between">
            <Checkbox
              label={t(145, 'Select all')}
              checked={selected.size === waiting.data.length}
              indeterminate={selected.size > 0 && selected.size < waiting.data.length}
              onChange={(e) =>
                setSelected(
                  e.currentTarget.checked ? new Set(waiting.data.map((r) => r.sheet.id)) : new Set(),
                )
              }
            />
            <Button
              leftSection={<IconChecks size={16} />}
              disabled={chosen.length === 0}
              onClick={() => setConfirming(true)}
            >
              {t(146, 'Validate the selection ({count})').replace('{count}', String(chosen.length))}
            </Button>
          </Group>
          {groups.map(([key, rows]) => (
            <Stack key={key} gap="xs" data-group={key}>
              <Group justify="space-between">
                <Text fw={700}>{grouping === 'date' ? format.date(key) : key}</Text>
                <Text size="sm" c="dimmed">
                  {money(sumMoney(rows.map((r) => r.sheet.amountTotal)))}
                </Text>
              </Group>
              {rows.map((row) => (
                <Card
                  key={row.sheet.id}
                  withBorder
                  style={{ cursor: 'pointer' }}
                  onClick={() => navigate(paths.validateExpenses.detail(row.sheet.id))}
                >
                  <Group wrap="nowrap" align="flex-start">
                    <Checkbox
                      aria-label={`${t(149, 'Select')} – ${row.sheet.title || row.sheet.id}`}
                      checked={selected.has(row.sheet.id)}
                      onClick={(e) => e.stopPropagation()}
                      onChange={(e) => toggle(row.sheet.id, e.currentTarget.checked)}
                    />
                    <div style={{ flex: 1, minWidth: 0 }}>
                      <SheetCard row={row} showOwner />
                    </div>
                  </Group>
                </Card>
              ))}
            </Stack>
          ))}
        </>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t(146, 'Validate the selection ({count})').replace('{count}', String(chosen.length))}
        message={t(147, '{count} sheet(s) for {total} are validated at your level.')
          .replace('{count}', String(chosen.length))
          .replace('{total}', money(sumMoney(chosen.map((r) => r.sheet.amountTotal))))}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          const done = await validateAllExpenseSheets(chosen.map((r) => r.sheet.id));
          setConfirming(false);
          setSelected(new Set());
          showToast({
            variant: done.length === chosen.length ? 'success' : 'warning',
            message: t(148, '{done} of {count} sheet(s) validated.')
              .replace('{done}', String(done.length))
              .replace('{count}', String(chosen.length)),
          });
          await queryClient.invalidateQueries({ queryKey: expenseKeys.all });
          await refreshMoneyFigures(queryClient);
        }}
      />
    </Stack>
  );
}

import {
  ActionIcon,
  Alert,
  Button,
  Drawer,
  Group,
  Paper,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  EDITABLE_EXPENSE_STATUSES,
  EXPENSE_STATUS,
  expenseGroupOf,
} from '@setledger/shared/expenses/expenses.constants';
import { sumMoney } from '@setledger/shared/format/money';
import { IconCar, IconPencil, IconReceipt, IconSend, IconTrash } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BaseModal, useCloseButtonProps } from '../../../components/BaseModal';
import { CardList } from '../../../components/CardList';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useErrorText } from '../../../components/ErrorBanner';
import { PageLoader } from '../../../components/Loader';
import { ScreenError } from '../../../components/ScreenError';
import { showToast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { GraphQLRequestError } from '../../../lib/graphql';
import { useForm } from '../../../lib/i18n';
import { refreshMoneyFigures } from '../../../lib/money-figures';
import {
  delExpenseItem,
  type ExpenseItem,
  expenseKeys,
  getProjectExpenseSheets,
  getUserExpenses,
  myExpenseSheets,
  myExpenses,
  type SheetListItem,
  sendAllExpenses,
  sendUserExpenses,
} from '../api/expenses.api';
import { AttentionPanel, needsAttention } from './AttentionPanel';
import { ExpenseItemCard } from './ExpenseItemCard';
import {
  expenseTypesForRoute,
  refreshesExpenseLists,
  typeName,
  useExpenseTexts,
  useMoney,
} from './expense-ui';
import { SheetCard } from './SheetCard';
import { SheetView } from './SheetView';

/** Whose expenses the workbench shows: the caller's own (myexpenses) or a crew member's (expensesEntryCrew/{id}). */
export type WorkbenchOwner = { kind: 'own' } | { kind: 'crew'; userId: number };

/** The list comes 50 items at a time, newest first, with "Load more" (issue 17: it was 500 at once). */
export const LIST_PAGE = 50;
/**
 * The items that can still change (never sent, refused) all come at once: the total to send and what needs the
 * person are counted on every one of them, whatever pages of the list are loaded (the server's most, 500).
 */
const OPEN_LIMIT = 500;

/**
 * The crew member's expenses: add a ticket or a travel, the items still to send with "send all" and a title, every
 * item as a card with status toggles (new, submitted, approved) and search, and the sent sheets.
 */
export function ExpenseWorkbench({ owner, title }: { owner: WorkbenchOwner; title: ReactNode }) {
  const closeButtonProps = useCloseButtonProps();
  const t = useExpenseTexts();
  const money = useMoney();
  const toText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const types = expenseTypesForRoute(location.pathname) ?? undefined;
  const fetchItems = (filter: { types?: number[]; status?: number[]; limit: number; offset?: number }) =>
    owner.kind === 'own' ? myExpenses(filter) : getUserExpenses(owner.userId, filter);
  const keyOf = (filter: object) =>
    owner.kind === 'own' ? expenseKeys.mine(filter) : ([...expenseKeys.user(owner.userId), filter] as const);
  const listFilter = { types, limit: LIST_PAGE };
  const pages = useInfiniteQuery({
    queryKey: [...keyOf(listFilter), 'pages'],
    queryFn: ({ pageParam }) => fetchItems({ ...listFilter, offset: pageParam }),
    initialPageParam: 0,
    // A short page is the last one.
    getNextPageParam: (last, all) => (last.length < LIST_PAGE ? undefined : all.length * LIST_PAGE),
  });
  const openFilter = { types, status: [...EDITABLE_EXPENSE_STATUSES], limit: OPEN_LIMIT };
  const open = useQuery({ queryKey: keyOf(openFilter), queryFn: () => fetchItems(openFilter) });
  // Pages asked at offsets may overlap when an item was added meanwhile: each item once.
  const listed = useMemo(() => {
    const seen = new Set<number>();
    return (pages.data?.pages ?? []).flat().filter((item) => !seen.has(item.id) && seen.add(item.id));
  }, [pages.data]);
  const more = useForm('perf-web');
  const sheets = useQuery({
    queryKey: owner.kind === 'own' ? expenseKeys.mySheets : [...expenseKeys.user(owner.userId), 'sheets'],
    queryFn: async () =>
      owner.kind === 'own'
        ? myExpenseSheets()
        : (await getProjectExpenseSheets({ userId: owner.userId, limit: 100, offset: 0 })).rows,
  });
  const [sending, setSending] = useState(false);
  const [sheetTitle, setSheetTitle] = useState('');
  const [sendError, setSendError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ExpenseItem | null>(null);
  const [openSheet, setOpenSheet] = useState<number | null>(null);

  if (pages.isPending || open.isPending || sheets.isPending) return <PageLoader />;
  if (pages.isError) return <ScreenError error={pages.error} />;
  if (open.isError) return <ScreenError error={open.error} />;
  if (sheets.isError) return <ScreenError error={sheets.error} />;

  const refresh = async () => {
    await refreshMoneyFigures(queryClient);
    if (refreshesExpenseLists(location.pathname, location.search))
      await queryClient.invalidateQueries({ queryKey: expenseKeys.all });
  };
  const form = owner.kind === 'own' ? 'expense' : 'crew';
  const query = owner.kind === 'crew' ? `?userId=${owner.userId}` : '';
  const addPath = (type: 'ticket' | 'travel') => `${paths.myExpenses.add(form, type)}${query}`;
  const editPath = (item: ExpenseItem) =>
    `${paths.myExpenses.update(form, typeName(item.type), item.id)}${query}`;
  const openItems = open.data.filter((i) => EDITABLE_EXPENSE_STATUSES.includes(i.validated));
  const toSend = openItems.filter((i) => i.validated === EXPENSE_STATUS.notSubmitted && i.sheetId === null);

  const send = async () => {
    setSendError(null);
    try {
      const sheet =
        owner.kind === 'own'
          ? await sendAllExpenses(sheetTitle)
          : await sendUserExpenses(owner.userId, sheetTitle);
      setSending(false);
      setSheetTitle('');
      showToast({
        variant: 'success',
        message: t(40, 'Sent for validation: {title}').replace('{title}', sheet.title),
      });
      await refresh();
    } catch (error) {
      setSendError(error instanceof GraphQLRequestError ? error.message : toText(error));
    }
  };

  const groupLabel = { new: t(41, 'New'), submitted: t(42, 'Submitted'), approved: t(43, 'Approved') };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Group gap="xs">
          <Button leftSection={<IconReceipt size={18} />} onClick={() => navigate(addPath('ticket'))}>
            {t(44, 'Add a ticket')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconCar size={18} />}
            onClick={() => navigate(addPath('travel'))}
          >
            {t(45, 'Add a travel')}
          </Button>
        </Group>
      </Group>
      <AttentionPanel
        items={openItems}
        onEdit={(item) => navigate(editPath(item))}
        onOpenSheet={(id) =>
          owner.kind === 'own' ? navigate(paths.myExpenses.detail(id)) : setOpenSheet(id)
        }
      />
      {/* Nothing to send is no news while something needs the person (issue 12 item 32). */}
      {(toSend.length > 0 || !openItems.some(needsAttention)) && (
        <Paper withBorder p="md" data-to-send>
          <Group justify="space-between">
            <div>
              <Text fw={600}>
                {toSend.length === 0
                  ? t(46, 'Nothing to send: every expense has been sent.')
                  : t(47, '{count} expense(s) to send').replace('{count}', String(toSend.length))}
              </Text>
              {toSend.length > 0 && (
                <Text size="sm" c="dimmed">
                  {t(48, 'Total')}: {money(sumMoney(toSend.map((i) => i.amountTotal)))}
                </Text>
              )}
            </div>
            <Button
              leftSection={<IconSend size={18} />}
              disabled={toSend.length === 0}
              onClick={() => setSending(true)}
            >
              {t(49, 'Send all')}
            </Button>
          </Group>
        </Paper>
      )}
      <Tabs defaultValue="items" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="items">{t(50, 'Expenses')}</Tabs.Tab>
          <Tabs.Tab value="sheets">
            {t(51, 'Sheets')} ({sheets.data.length})
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="items" pt="sm">
          <CardList
            items={listed}
            getKey={(item) => item.id}
            searchText={(item) =>
              [
                item.description,
                item.categoryName,
                item.supplierName,
                item.fromLocation,
                item.toLocation,
                item.amountTotal,
              ]
                .filter(Boolean)
                .join(' ')
            }
            toggles={(['new', 'submitted', 'approved'] as const).map((key) => ({
              key,
              label: groupLabel[key],
            }))}
            toggleKey={(item) => expenseGroupOf(item.validated)}
            renderCard={(item) => (
              <ExpenseItemCard
                item={item}
                actions={
                  EDITABLE_EXPENSE_STATUSES.includes(item.validated) ? (
                    <>
                      <Tooltip label={t(52, 'Edit')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`${t(52, 'Edit')} – ${item.description}`}
                          onClick={() => navigate(editPath(item))}
                        >
                          <IconPencil size={18} />
                        </ActionIcon>
                      </Tooltip>
                      {item.sheetId === null && (
                        <Tooltip label={t(11, 'Delete')}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`${t(11, 'Delete')} – ${item.description}`}
                            onClick={() => setDeleting(item)}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </>
                  ) : null
                }
              />
            )}
          />
          {pages.hasNextPage && (
            <Group justify="space-between" mt="sm" data-load-more>
              <Text size="sm" c="dimmed">
                {more(
                  2,
                  'The {count} most recent expenses are shown; load more to see and search older ones.',
                ).replace('{count}', String(listed.length))}
              </Text>
              <Button
                variant="default"
                loading={pages.isFetchingNextPage}
                onClick={() => void pages.fetchNextPage()}
              >
                {more(1, 'Load more')}
              </Button>
            </Group>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="sheets" pt="sm">
          <SheetList
            sheets={sheets.data}
            onOpen={(row) =>
              owner.kind === 'own'
                ? navigate(paths.myExpenses.detail(row.sheet.id))
                : setOpenSheet(row.sheet.id)
            }
          />
        </Tabs.Panel>
      </Tabs>
      <BaseModal
        opened={sending}
        onClose={() => setSending(false)}
        title={t(53, 'Send all expenses')}
        footer={
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setSending(false)}>
              {t(54, 'Cancel')}
            </Button>
            <Button onClick={send} leftSection={<IconSend size={16} />}>
              {t(55, 'Send')}
            </Button>
          </Group>
        }
      >
        <Stack>
          <Text size="sm">
            {t(
              56,
              '{count} expense(s) go into one sheet for validation; you cannot change them while they are checked.',
            ).replace('{count}', String(toSend.length))}
          </Text>
          {sendError && (
            <Alert color="red" variant="light" role="alert">
              {sendError}
            </Alert>
          )}
          <TextInput
            label={t(57, 'Title of the sheet')}
            description={t(58, 'Optional, for example the week or the trip.')}
            value={sheetTitle}
            maxLength={200}
            onChange={(e) => setSheetTitle(e.currentTarget.value)}
            data-autofocus
          />
        </Stack>
      </BaseModal>
      <Drawer
        opened={openSheet !== null}
        onClose={() => setOpenSheet(null)}
        position="right"
        size="xl"
        title={t(159, 'Sheet')}
        closeButtonProps={closeButtonProps}
      >
        {openSheet !== null && (
          <SheetView sheetId={openSheet} mode="production" onDone={() => setOpenSheet(null)} />
        )}
      </Drawer>
      <ConfirmDialog
        opened={deleting !== null}
        danger
        title={t(59, 'Delete the expense')}
        message={deleting ? `${deleting.description} · ${money(deleting.amountTotal)}` : ''}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await delExpenseItem(deleting.id);
          setDeleting(null);
          await refresh();
        }}
      />
    </Stack>
  );
}

/** Sheets as cards with status toggles (new 0/4/16, approved 8, others submitted) and search. */
export function SheetList({
  sheets,
  onOpen,
}: {
  sheets: readonly SheetListItem[];
  onOpen: (row: SheetListItem) => void;
}) {
  const t = useExpenseTexts();
  const groupLabel = { new: t(41, 'New'), submitted: t(42, 'Submitted'), approved: t(43, 'Approved') };
  return (
    <CardList
      items={sheets}
      getKey={(row) => row.sheet.id}
      searchText={(row) => `${row.sheet.title} ${row.userFirstName} ${row.userName} ${row.sheet.amountTotal}`}
      toggles={(['new', 'submitted', 'approved'] as const).map((key) => ({ key, label: groupLabel[key] }))}
      toggleKey={(row) => expenseGroupOf(row.sheet.validated)}
      onRowClick={onOpen}
      renderCard={(row) => <SheetCard row={row} />}
    />
  );
}

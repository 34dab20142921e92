import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
  Tooltip,
} from '@mantine/core';
import { EDITABLE_EXPENSE_STATUSES, EXPENSE_STATUS } from '@setledger/shared/expenses/expenses.constants';
import { IconArrowBackUp, IconCheck, IconPencil, IconSend, IconTrash, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApprovalTrail } from '../../../components/ApprovalTrail';
import { BaseModal } from '../../../components/BaseModal';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useErrorText } from '../../../components/ErrorBanner';
import { PageLoader } from '../../../components/Loader';
import { ScreenError } from '../../../components/ScreenError';
import { showToast } from '../../../components/toast';
import { useDecisionKeys } from '../../../components/useDecisionKeys';
import { useListView, ViewToggle } from '../../../components/ViewToggle';
import { paths } from '../../../config/paths';
import { refreshMoneyFigures } from '../../../lib/money-figures';
import { useSession } from '../../../lib/session-context';
import {
  changeStatusOfProcess,
  delExpenseSheet,
  type ExpenseItem,
  expenseKeys,
  getExpenseSheet,
  rejectExpenseItem,
  rejectExpenseSheet,
  resubmitExpenseSheet,
  undoRejectExpenseSheet,
  validateExpenseSheet,
} from '../api/expenses.api';
import { ExpenseItemCard } from './ExpenseItemCard';
import {
  ContractWarning,
  ExpenseStatusBadge,
  refreshesExpenseLists,
  typeName,
  useExpenseTexts,
  useFormat,
  useMoney,
} from './expense-ui';
import { ItemsTable } from './ItemsTable';
import { ReceiptsPanel } from './ReceiptsPanel';

/** Who looks at the sheet: its owner (fix and resubmit), a validator (decide), or production (read, processed). */
export type SheetViewMode = 'owner' | 'validator' | 'production';

const REFUSED: number[] = [EXPENSE_STATUS.refusedLevel1, EXPENSE_STATUS.refusedLevel2];
const WAITING: number[] = [EXPENSE_STATUS.submitted, EXPENSE_STATUS.validatedLevel1];

type Decision = { kind: 'refuseSheet' } | { kind: 'refuseItem'; item: ExpenseItem } | { kind: 'validate' };

export function SheetView({
  sheetId,
  mode,
  backTo,
  onDone,
  onNext,
}: {
  sheetId: number;
  mode: SheetViewMode;
  /** The list the screen came from; absent when the sheet shows in a drawer over its list. */
  backTo?: { path: string; label: string };
  /** Called instead of going back when the sheet is deleted or decided (drawer). */
  onDone?: () => void;
  /** Validators: the next sheet waiting for them (key n, and after a decision). */
  onNext?: () => void;
}) {
  const t = useExpenseTexts();
  const money = useMoney();
  const format = useFormat();
  const toText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { claims } = useSession();
  const detail = useQuery({ queryKey: expenseKeys.sheet(sheetId), queryFn: () => getExpenseSheet(sheetId) });
  const [decision, setDecision] = useState<Decision | null>(null);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [view, setView] = useListView('validateExp/items');

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: expenseKeys.sheet(sheetId) });
    if (refreshesExpenseLists(location.pathname, location.search))
      await queryClient.invalidateQueries({ queryKey: expenseKeys.all });
    // The header counts (numExpToValidate, numExpRefused, numExpItemRefused) follow every decision.
    await refreshMoneyFigures(queryClient);
  };
  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      showToast({ variant: 'success', message: success });
      await refresh();
      return true;
    } catch (error) {
      showToast({ variant: 'danger', title: t(6, 'Error'), message: toText(error) });
      await refresh();
      return false;
    }
  };
  const openDecision = (next: Decision) => {
    setComment('');
    setCommentError(null);
    setDecision(next);
  };
  const leave = () => (onDone ? onDone() : backTo ? navigate(backTo.path) : undefined);
  const after = () => (onNext ? onNext() : leave());
  const me = Number(claims.UserID);
  const shown = detail.data?.sheet;
  const isAuthor = shown !== undefined && (shown.userId === me || shown.encoderId === me);
  const decides =
    mode === 'validator' && shown !== undefined && WAITING.includes(shown.validated) && !isAuthor;
  // Keyboard of issue 12 item 32: a approves the sheet, r refuses it (with a reason), n opens the next one.
  useDecisionKeys(
    {
      a: decides
        ? async () => {
            if (await run(() => validateExpenseSheet(shown.id, null), t(111, 'Sheet validated.')))
              await after();
          }
        : undefined,
      r: decides ? () => openDecision({ kind: 'refuseSheet' }) : undefined,
      n: onNext,
    },
    mode === 'validator',
  );
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) return <ScreenError error={detail.error} />;
  const { sheet, items } = detail.data;

  const decide = async () => {
    if (!decision) return;
    if (decision.kind !== 'validate' && !comment.trim()) {
      setCommentError(t(110, 'Say why, so the person can fix it.'));
      return;
    }
    const done =
      decision.kind === 'validate'
        ? await run(() => validateExpenseSheet(sheet.id, comment.trim() || null), t(111, 'Sheet validated.'))
        : decision.kind === 'refuseSheet'
          ? await run(() => rejectExpenseSheet(sheet.id, comment.trim()), t(112, 'Sheet refused.'))
          : await run(() => rejectExpenseItem(decision.item.id, comment.trim()), t(113, 'Item refused.'));
    setDecision(null);
    if (done && decision.kind !== 'refuseItem' && mode === 'validator') await after();
  };

  const refused = REFUSED.includes(sheet.validated);
  const refusedItems = items.filter((i) => REFUSED.includes(i.validated)).length;
  const hasRefusedItem = refusedItems > 0;
  const canDelete = mode === 'owner' ? refused : claims.canDeleteAfterValidation === true;
  const editPath = (item: ExpenseItem) => paths.myExpenses.update('expense', typeName(item.type), item.id);

  return (
    <Stack>
      {backTo && (
        <Anchor component={Link} to={backTo.path} size="sm">
          ← {backTo.label}
        </Anchor>
      )}
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="xs">
            <Title order={1} size="h2">
              {sheet.title || t(60, 'Expense sheet {id}').replace('{id}', String(sheet.id))}
            </Title>
            {detail.data.outsideContract && <ContractWarning />}
          </Group>
          <Text c="dimmed" size="sm">
            {detail.data.userFirstName} {detail.data.userName}
            {detail.data.departmentName ? ` · ${detail.data.departmentName}` : ''}
            {sheet.submittedAt ? ` · ${t(114, 'sent on')} ${format.date(sheet.submittedAt)}` : ''}
          </Text>
        </div>
        <Stack gap={4} align="flex-end">
          <Text fw={700} size="xl" data-sheet-total>
            {money(sheet.amountTotal)}
          </Text>
          <ExpenseStatusBadge code={sheet.validated} />
        </Stack>
      </Group>
      <ApprovalTrail trail={detail.data.approvalTrail} status={sheet.validated} viewerIsAuthor={isAuthor} />
      {refused && sheet.refusalComment && (
        <Alert color="red" variant="light" title={t(2, 'Refusal comment')} data-refusal-comment>
          {sheet.refusalComment}
        </Alert>
      )}
      {detail.data.outsideContract && (
        <Alert color="orange" variant="light">
          {t(
            1,
            "This expense sheet contains expense items on a date outside the user's contract dates. You can still validate it.",
          )}
        </Alert>
      )}
      {mode === 'owner' && (refused || hasRefusedItem) && (
        <Paper withBorder p="md" bg="red.0">
          <Group justify="space-between">
            <div>
              <Text size="sm">{t(115, 'Fix the refused items, then send the sheet again.')}</Text>
              {refusedItems > 0 && refusedItems < items.length && (
                <Text size="sm" c="dimmed" data-partly-refused>
                  {t(1200, '{refused} of {count} item(s) refused; the others keep their approval.')
                    .replace('{refused}', String(refusedItems))
                    .replace('{count}', String(items.length))}
                </Text>
              )}
            </div>
            <Button
              leftSection={<IconSend size={16} />}
              onClick={() => run(() => resubmitExpenseSheet(sheet.id), t(116, 'Sheet sent again.'))}
            >
              {t(117, 'Resubmit')}
            </Button>
          </Group>
        </Paper>
      )}
      {mode === 'validator' && (
        <Group>
          {decides && (
            <>
              <Button
                color="teal"
                leftSection={<IconCheck size={16} />}
                onClick={() => openDecision({ kind: 'validate' })}
              >
                {t(118, 'Validate the sheet')}
              </Button>
              <Button
                color="red"
                variant="light"
                leftSection={<IconX size={16} />}
                onClick={() => openDecision({ kind: 'refuseSheet' })}
              >
                {t(119, 'Refuse the sheet')}
              </Button>
            </>
          )}
          {refused && (
            <Button
              variant="default"
              leftSection={<IconArrowBackUp size={16} />}
              onClick={() => run(() => undoRejectExpenseSheet(sheet.id), t(120, 'Refusal taken back.'))}
            >
              {t(121, 'Undo the refusal')}
            </Button>
          )}
        </Group>
      )}
      {mode === 'production' && claims.canMarkEntryAsProcessed === true && (
        <Switch
          label={t(122, 'Processed by accounting')}
          checked={sheet.processed}
          onChange={(e) => {
            const value = e.currentTarget.checked;
            void run(() => changeStatusOfProcess(sheet.id, value), t(123, 'Saved.'));
          }}
        />
      )}
      {mode === 'validator' && (
        <Group justify="flex-end">
          <ViewToggle value={view} onChange={setView} />
        </Group>
      )}
      {mode === 'validator' && view === 'table' ? (
        <ItemsTable
          items={items}
          onRefuse={decides ? (item) => openDecision({ kind: 'refuseItem', item }) : undefined}
        />
      ) : (
        <Stack gap="sm">
          {items.map((item) => (
            <Card key={item.id} withBorder padding="md">
              <ExpenseItemCard
                item={item}
                receipts={<ReceiptsPanel receipts={item.receipts} editable={false} />}
                actions={
                  <>
                    {mode === 'owner' && EDITABLE_EXPENSE_STATUSES.includes(item.validated) && (
                      <Tooltip label={t(52, 'Edit')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`${t(52, 'Edit')} – ${item.description}`}
                          onClick={() => navigate(editPath(item))}
                        >
                          <IconPencil size={18} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    {decides && WAITING.includes(item.validated) && (
                      <Button
                        size="compact-sm"
                        color="red"
                        variant="subtle"
                        onClick={() => openDecision({ kind: 'refuseItem', item })}
                        aria-label={`${t(124, 'Refuse this item')} – ${item.description}`}
                      >
                        {t(124, 'Refuse this item')}
                      </Button>
                    )}
                  </>
                }
              />
              {!item.isInContract && (
                <Text size="xs" c="orange.8" mt={4}>
                  {format.date(item.date)}: {t(125, 'outside the contract dates')}
                </Text>
              )}
            </Card>
          ))}
        </Stack>
      )}
      {canDelete && (
        <Group justify="flex-end">
          <Button
            color="red"
            variant="subtle"
            leftSection={<IconTrash size={16} />}
            onClick={() => setConfirmDelete(true)}
          >
            {t(126, 'Delete the sheet')}
          </Button>
        </Group>
      )}
      <BaseModal
        opened={decision !== null}
        onClose={() => setDecision(null)}
        title={
          decision?.kind === 'validate'
            ? t(118, 'Validate the sheet')
            : decision?.kind === 'refuseSheet'
              ? t(119, 'Refuse the sheet')
              : t(124, 'Refuse this item')
        }
        footer={
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDecision(null)}>
              {t(54, 'Cancel')}
            </Button>
            <Button color={decision?.kind === 'validate' ? 'teal' : 'red'} onClick={decide}>
              {decision?.kind === 'validate' ? t(127, 'Validate') : t(128, 'Refuse')}
            </Button>
          </Group>
        }
      >
        <Stack>
          {decision?.kind === 'refuseItem' && (
            <Text size="sm">
              {decision.item.description} · {money(decision.item.amountTotal)}
            </Text>
          )}
          <Textarea
            label={
              decision?.kind === 'validate' ? t(129, 'Comment (optional)') : t(130, 'Reason for the refusal')
            }
            required={decision?.kind !== 'validate'}
            autosize
            minRows={3}
            maxLength={1000}
            value={comment}
            onChange={(e) => {
              setComment(e.currentTarget.value);
              setCommentError(null);
            }}
            error={commentError}
            data-autofocus
          />
        </Stack>
      </BaseModal>
      <ConfirmDialog
        opened={confirmDelete}
        danger
        title={t(126, 'Delete the sheet')}
        message={t(131, 'The sheet and its {count} item(s) are deleted for good.').replace(
          '{count}',
          String(items.length),
        )}
        onClose={() => setConfirmDelete(false)}
        onConfirm={async () => {
          await delExpenseSheet(sheet.id);
          await queryClient.invalidateQueries({ queryKey: expenseKeys.all });
          await leave();
        }}
      />
    </Stack>
  );
}

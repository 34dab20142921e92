import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { EXPENSE_STATUS } from '@setledger/shared/expenses/expenses.constants';
import { IconCheck, IconFileInvoice, IconFileTypePdf, IconTrash, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Decimal } from 'decimal.js';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  ActionsHeader,
  ApprovalTrail,
  BaseModal,
  ConfirmDialog,
  PageLoader,
  ResponsiveTable,
  ScreenError,
  showToast,
  useDecisionKeys,
  useErrorText,
  ValidationStatusBadge,
} from '../../../components';
import { downloadFile } from '../../../lib/files';
import { useFormat, useMoney } from '../../../lib/format';
import { refreshMoneyFigures } from '../../../lib/money-figures';
import { useSession } from '../../../lib/session-context';
import {
  changePoProcessed,
  delPurchaseOrder,
  getPo,
  newInvoiceFromPo,
  poKeys,
  rejectPurchaseOrder,
  validatePurchaseOrder,
} from '../api/purchase-orders.api';
import { PoContractWarning, usePoTexts } from './po-ui';

const WAITING: number[] = [EXPENSE_STATUS.submitted, EXPENSE_STATUS.validatedLevel1];

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/**
 * A purchase order read in full (purchase-order/{id}, validatePO/{id}): its lines with what is left to invoice,
 * the invoices made from it, the validators' decisions, and for production the invoice of all or chosen lines.
 */
export function PoView({
  poId,
  mode,
  backTo,
  onNext,
}: {
  poId: number;
  mode: 'validator' | 'detail';
  backTo: { path: string; label: string };
  /** Validators: the next PO waiting for them (key n, and after a decision). */
  onNext?: () => void;
}) {
  const t = usePoTexts();
  const money = useMoney();
  const format = useFormat();
  const toText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { claims } = useSession();
  const detail = useQuery({ queryKey: poKeys.detail(poId), queryFn: () => getPo(poId) });
  const [decision, setDecision] = useState<'validate' | 'reject' | null>(null);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [invoicing, setInvoicing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: poKeys.all });
    await refreshMoneyFigures(queryClient);
  };
  const after = () => (onNext ? onNext() : navigate(backTo.path));
  const openDecision = (kind: 'validate' | 'reject') => {
    setComment('');
    setCommentError(null);
    setDecision(kind);
  };
  const me = Number(claims.UserID);
  const shown = detail.data?.po;
  const isAuthor = shown !== undefined && (shown.userId === me || shown.encoderId === me);
  const decides =
    mode === 'validator' && shown !== undefined && WAITING.includes(shown.validated) && !isAuthor;
  // Keyboard of issue 12 item 32: a approves the PO, r refuses it (with a reason), n opens the next one.
  useDecisionKeys(
    {
      a: decides
        ? async () => {
            try {
              await validatePurchaseOrder(shown.id, null);
              showToast({ variant: 'success', message: t(71, 'Purchase order validated.') });
              await refresh();
              await after();
            } catch (error) {
              showToast({ variant: 'danger', title: t(53, 'Error'), message: toText(error) });
              await refresh();
            }
          }
        : undefined,
      r: decides ? () => openDecision('reject') : undefined,
      n: onNext,
    },
    mode === 'validator',
  );

  if (detail.isPending) return <PageLoader />;
  if (detail.isError) return <ScreenError error={detail.error} />;
  const { po, items, invoices } = detail.data;
  const decide = async () => {
    if (decision === 'reject' && !comment.trim()) {
      setCommentError(t(70, 'Say why, so the person can fix it.'));
      return;
    }
    try {
      if (decision === 'validate') await validatePurchaseOrder(po.id, comment.trim() || null);
      else await rejectPurchaseOrder(po.id, comment.trim());
      showToast({
        variant: 'success',
        message:
          decision === 'validate' ? t(71, 'Purchase order validated.') : t(72, 'Purchase order refused.'),
      });
      setDecision(null);
      await refresh();
      await after();
    } catch (error) {
      setDecision(null);
      showToast({ variant: 'danger', title: t(53, 'Error'), message: toText(error) });
      await refresh();
    }
  };
  const invoice = async (itemIds: number[] | null) => {
    setInvoicing(true);
    try {
      const sheet = await newInvoiceFromPo(po.id, itemIds);
      showToast({
        variant: 'success',
        message: t(2000, 'Invoice {ref} ({amount}) sent for validation.')
          .replace('{ref}', sheet.title)
          .replace('{amount}', money(sheet.amountTotal)),
      });
      setSelected(new Set());
      await refresh();
    } catch (error) {
      showToast({ variant: 'danger', title: t(53, 'Error'), message: toText(error) });
    } finally {
      setInvoicing(false);
    }
  };
  const canInvoice =
    mode === 'detail' &&
    po.validated === EXPENSE_STATUS.validatedLevel2 &&
    !po.consumed &&
    (claims.isAdmin === true || claims.isProd === true || po.userId === Number(claims.UserID));
  const open = items.filter((i) => new Decimal(i.remainingAmount).gt(0));

  return (
    <Stack>
      <Anchor component={Link} to={backTo.path} size="sm">
        ← {backTo.label}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="xs">
            <Title order={1} size="h2">
              {po.poReference}
            </Title>
            {!po.isInContract && <PoContractWarning />}
          </Group>
          <Text c="dimmed" size="sm">
            {po.description}
          </Text>
        </div>
        <Stack gap={4} align="flex-end">
          <Text fw={700} size="xl" data-po-total>
            {money(po.amountTotal)}
          </Text>
          <ValidationStatusBadge code={po.validated} />
          <Button
            size="xs"
            variant="light"
            leftSection={<IconFileTypePdf size={16} />}
            onClick={() =>
              downloadFile(`/files/purchase-orders/${po.id}.pdf`, `${po.poReference}.pdf`).catch(
                (error: unknown) =>
                  showToast({ variant: 'danger', title: t(53, 'Error'), message: toText(error) }),
              )
            }
          >
            {t(96, 'Download the PDF')}
          </Button>
        </Stack>
      </Group>
      <ApprovalTrail
        trail={detail.data.approvalTrail}
        status={po.validated}
        levelNames={[t(75, 'Level A'), t(76, 'Level B')]}
        viewerIsAuthor={isAuthor}
      />
      {[4, 16].includes(po.validated) && po.comment && (
        <Alert color="red" variant="light" title={t(4, 'Refusal comment')}>
          {po.comment}
        </Alert>
      )}
      {!po.isInContract && (
        <Alert color="orange" variant="light">
          {t(1, "This PO has been sent outside the user's contract dates. You can still validate it.")}
        </Alert>
      )}
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Field label={t(74, 'Requested by')} value={po.userFullName} />
          <Field label={t(29, 'Supplier')} value={po.supplierName} />
          <Field
            label={t(30, 'Department')}
            value={[po.departmentName, po.functionName].filter(Boolean).join(' · ')}
          />
          <Field label={t(27, 'Request date')} value={format.date(po.requestDate)} />
          <Field
            label={t(28, 'Delivery date')}
            value={po.deliveryDate ? format.date(po.deliveryDate) : null}
          />
          <Field label={t(33, 'Delivery address')} value={po.deliveryAddress} />
        </SimpleGrid>
        {po.information && (
          <Text size="sm" mt="sm">
            {po.information}
          </Text>
        )}
      </Paper>
      {mode === 'detail' &&
        (claims.canMarkEntryAsProcessed === true || claims.canDeleteAfterValidation === true) && (
          <Group justify="space-between">
            {claims.canMarkEntryAsProcessed === true ? (
              <Switch
                label={t(97, 'Processed by accounting')}
                checked={po.processed}
                onChange={(e) => {
                  const value = e.currentTarget.checked;
                  changePoProcessed(po.id, value)
                    .then(refresh)
                    .catch((error: unknown) =>
                      showToast({ variant: 'danger', title: t(53, 'Error'), message: toText(error) }),
                    );
                }}
              />
            ) : (
              <span />
            )}
            {claims.canDeleteAfterValidation === true && new Decimal(po.expenseTotal).isZero() && (
              <Button
                color="red"
                variant="subtle"
                leftSection={<IconTrash size={16} />}
                onClick={() => setConfirmDelete(true)}
              >
                {t(37, 'Delete the purchase order')}
              </Button>
            )}
          </Group>
        )}
      {decides && (
        <Group>
          <Button color="teal" leftSection={<IconCheck size={16} />} onClick={() => openDecision('validate')}>
            {t(77, 'Validate the purchase order')}
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconX size={16} />}
            onClick={() => openDecision('reject')}
          >
            {t(78, 'Refuse the purchase order')}
          </Button>
        </Group>
      )}
      <ResponsiveTable minWidth={640}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              {canInvoice && <ActionsHeader />}
              <Table.Th>{t(44, 'Line')}</Table.Th>
              <Table.Th ta="right">{t(45, 'Quantity')}</Table.Th>
              <Table.Th ta="right">{t(46, 'Unit price excl. VAT')}</Table.Th>
              <Table.Th ta="right">{t(47, 'VAT')}</Table.Th>
              <Table.Th ta="right">{t(48, 'Total excl. VAT')}</Table.Th>
              <Table.Th ta="right">{t(49, 'Total incl. VAT')}</Table.Th>
              <Table.Th ta="right">{t(50, 'Left to invoice')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => {
              const left = new Decimal(item.remainingAmount).gt(0);
              return (
                <Table.Tr key={item.id} data-po-item={item.id}>
                  {canInvoice && (
                    <Table.Td>
                      <Checkbox
                        aria-label={`${t(79, 'Invoice this line')} – ${item.name}`}
                        disabled={!left}
                        checked={selected.has(item.id)}
                        onChange={(e) => {
                          const next = new Set(selected);
                          if (e.currentTarget.checked) next.add(item.id);
                          else next.delete(item.id);
                          setSelected(next);
                        }}
                      />
                    </Table.Td>
                  )}
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {item.name}
                    </Text>
                    {item.categoryName && (
                      <Text size="xs" c="dimmed">
                        {item.categoryName} · {item.categoryCostCenter}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{format.number(item.quantity)}</Table.Td>
                  <Table.Td ta="right">{format.unitPrice(item.price)}</Table.Td>
                  <Table.Td ta="right">
                    {format.percent(new Decimal(item.vatRate).dividedBy(100).toString())}
                  </Table.Td>
                  <Table.Td ta="right">{money(item.priceTotal)}</Table.Td>
                  <Table.Td ta="right">{money(item.priceVatTotal)}</Table.Td>
                  <Table.Td ta="right" fw={left ? 700 : undefined} data-remaining>
                    {money(item.remainingAmount)}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              {canInvoice && <ActionsHeader />}
              <Table.Th colSpan={4}>{t(54, 'Totals')}</Table.Th>
              <Table.Th ta="right">{money(po.amount)}</Table.Th>
              <Table.Th ta="right">{money(po.amountTotal)}</Table.Th>
              <Table.Th ta="right">
                {money(new Decimal(po.amount).minus(po.expenseTotal).toFixed(2))}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </ResponsiveTable>
      {canInvoice && open.length > 0 && (
        <Group>
          <Button
            leftSection={<IconFileInvoice size={16} />}
            disabled={selected.size === 0}
            loading={invoicing}
            onClick={() => invoice([...selected])}
          >
            {t(80, 'Invoice the selected lines ({count})').replace('{count}', String(selected.size))}
          </Button>
          <Button variant="light" loading={invoicing} onClick={() => invoice(null)}>
            {t(81, 'Invoice everything left')}
          </Button>
        </Group>
      )}
      <Stack gap="xs">
        <Text fw={700}>{t(82, 'Invoices')}</Text>
        {invoices.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(83, 'No invoice yet.')}
          </Text>
        ) : (
          invoices.map((sheet) => (
            <Group key={sheet.id} justify="space-between" data-invoice={sheet.id}>
              <Text size="sm">
                {sheet.title} · {format.date(sheet.createdAt)}
              </Text>
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  {money(sheet.amountTotal)}
                </Text>
                <ValidationStatusBadge code={sheet.validated} />
              </Group>
            </Group>
          ))
        )}
      </Stack>
      <ConfirmDialog
        opened={confirmDelete}
        danger
        title={t(37, 'Delete the purchase order')}
        message={`${po.poReference} · ${po.description}`}
        onClose={() => setConfirmDelete(false)}
        onConfirm={async () => {
          await delPurchaseOrder(po.id);
          await refresh();
          await navigate(backTo.path);
        }}
      />
      <BaseModal
        opened={decision !== null}
        onClose={() => setDecision(null)}
        title={
          decision === 'validate' ? t(77, 'Validate the purchase order') : t(78, 'Refuse the purchase order')
        }
        footer={
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDecision(null)}>
              {t(60, 'Cancel')}
            </Button>
            <Button color={decision === 'validate' ? 'teal' : 'red'} onClick={decide}>
              {decision === 'validate' ? t(84, 'Validate') : t(85, 'Refuse')}
            </Button>
          </Group>
        }
      >
        <Textarea
          label={decision === 'validate' ? t(86, 'Comment (optional)') : t(87, 'Reason for the refusal')}
          required={decision !== 'validate'}
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
      </BaseModal>
    </Stack>
  );
}

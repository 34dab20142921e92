import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { EDITABLE_EXPENSE_STATUSES } from '@setledger/shared/expenses/expenses.constants';
import { purchaseOrderSchema } from '@setledger/shared/purchase-orders/purchase-orders.schemas';
import { IconDeviceFloppy, IconSend, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog, ErrorBanner, PageLoader, showToast, useErrorText } from '../../../components';
import {
  getExpenseDepartments,
  getFunctions,
  getSuppliers,
  referenceKeys,
} from '../../../lib/api/reference-data.api';
import { useZodForm } from '../../../lib/form';
import { useMoney } from '../../../lib/format';
import { refreshMoneyFigures } from '../../../lib/money-figures';
import { useSession } from '../../../lib/session-context';
import {
  delPurchaseOrder,
  getPo,
  newPurchaseOrder,
  type PoItem,
  type PurchaseOrder,
  type PurchaseOrderInput,
  poKeys,
  sendPurchaseOrders,
  updPurchaseOrder,
} from '../api/purchase-orders.api';
import { useBudgetCheckedSend } from './BudgetWarning';
import { PoLines } from './PoLines';
import { PoContractWarning, usePoReference, usePoTexts } from './po-ui';

const today = () => new Date().toISOString().slice(0, 10);
const str = (v: number | null | undefined) => (v === null || v === undefined ? null : String(v));
const num = (v: string | null) => (v === null || v === '' ? null : Number(v));

/**
 * Creating and editing a purchase order: its header (what, when, supplier, department), then its lines with
 * the price computed as you type (the same computation the server stores), and sending it for validation.
 * `poId` null starts a new PO; `userId` enters it for a crew member (poEntryCrew).
 */
export function PoEditor({
  poId,
  userId,
  onSaved,
  onClose,
}: {
  poId: number | null;
  userId?: number | null;
  onSaved: (po: PurchaseOrder) => void;
  onClose: () => void;
}) {
  const detail = useQuery({
    queryKey: poKeys.detail(poId ?? 0),
    queryFn: () => getPo(poId!),
    enabled: poId !== null,
  });
  if (poId !== null && detail.isPending) return <PageLoader />;
  if (detail.isError) return <ErrorBanner error={detail.error} />;
  return (
    <EditorBody
      key={poId ?? 'new'}
      po={detail.data?.po ?? null}
      items={detail.data?.items ?? []}
      userId={userId ?? null}
      onSaved={onSaved}
      onClose={onClose}
    />
  );
}

function EditorBody({
  po,
  items,
  userId,
  onSaved,
  onClose,
}: {
  po: PurchaseOrder | null;
  items: PoItem[];
  userId: number | null;
  onSaved: (po: PurchaseOrder) => void;
  onClose: () => void;
}) {
  const t = usePoTexts();
  const reference = usePoReference();
  const money = useMoney();
  const toText = useErrorText();
  const queryClient = useQueryClient();
  const { claims } = useSession();
  // The shared schema the server parses the PO with (issue 13): what the form accepts, the server accepts.
  const form = useZodForm<PurchaseOrderInput, unknown>({
    schema: purchaseOrderSchema,
    texts: { description: { required: t(20, 'Say what is ordered.') } },
    initialValues: {
      description: po?.description ?? '',
      departmentNumber: po?.department ?? null,
      functionNumber: po?.function ?? null,
      supplierId: po?.supplierId ?? null,
      requestDate: po?.requestDate ?? today(),
      deliveryDate: po?.deliveryDate ?? null,
      deliveryAddress: po?.deliveryAddress ?? '',
      information: po?.information ?? '',
      invoicedToProduction: po?.invoicedToProduction ?? false,
    },
  });
  const { values: header, set } = form;
  const [confirmDelete, setConfirmDelete] = useState(false);
  const departments = useQuery({ queryKey: referenceKeys.departments, queryFn: getExpenseDepartments });
  const functions = useQuery({
    queryKey: referenceKeys.functions(header.departmentNumber ?? -1),
    queryFn: () => getFunctions(header.departmentNumber!),
    enabled: header.departmentNumber !== null,
  });
  const suppliers = useQuery({ queryKey: referenceKeys.suppliers(''), queryFn: () => getSuppliers('') });
  const editable = !po || EDITABLE_EXPENSE_STATUSES.includes(po.validated) || claims.canEditPo === true;

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: poKeys.all });
    await refreshMoneyFigures(queryClient);
  };
  const saveHeader = form.onSubmit(async (_parsed, values) => {
    const saved = po ? await updPurchaseOrder(po.id, values) : await newPurchaseOrder(values, userId);
    showToast({
      variant: 'success',
      message: po
        ? t(21, 'Purchase order saved.')
        : t(2002, 'Purchase order saved as a draft: add its lines. It gets its number when sent.'),
    });
    await refresh();
    onSaved(saved);
  });
  const budgetCheck = useBudgetCheckedSend();
  const send = () => budgetCheck.send([po!.id], sendNow);
  const sendNow = async () => {
    try {
      const [sent] = await sendPurchaseOrders([po!.id]);
      showToast({
        variant: 'success',
        message: t(23, '{ref} sent for validation.').replace('{ref}', sent?.poReference ?? po!.poReference),
      });
      await refresh();
      onClose();
    } catch (error) {
      form.setFormError(error);
    }
  };

  return (
    <Stack>
      {budgetCheck.modal}
      <Group justify="space-between">
        <Group gap="xs">
          <Title order={3}>{po ? reference(po) : t(24, 'New purchase order')}</Title>
          {po && !po.isInContract && <PoContractWarning />}
        </Group>
        {po && (
          <Text fw={700} size="lg" data-po-total>
            {money(po.amountTotal)}
          </Text>
        )}
      </Group>
      {!editable && (
        <Alert color="blue" variant="light">
          {t(25, 'This purchase order has been sent for validation; it can no longer be changed.')}
        </Alert>
      )}
      {po && [4, 16].includes(po.validated) && po.comment && (
        <Alert color="red" variant="light" title={t(4, 'Refusal comment')}>
          {po.comment}
        </Alert>
      )}
      {form.formError ? (
        <Alert color="red" variant="light" role="alert">
          {toText(form.formError)}
        </Alert>
      ) : null}
      <Paper withBorder p="md">
        <Stack>
          <TextInput
            {...form.field('description', { label: t(26, 'What is ordered') })}
            required
            maxLength={500}
            disabled={!editable}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="date"
              {...form.field('requestDate', { label: t(27, 'Request date') })}
              required
              disabled={!editable}
            />
            <TextInput
              type="date"
              {...form.field('deliveryDate', { label: t(28, 'Delivery date') })}
              value={header.deliveryDate ?? ''}
              onChange={(e) => set('deliveryDate', e.currentTarget.value || null)}
              disabled={!editable}
            />
            <Select
              {...form.field('supplierId', { label: t(29, 'Supplier') })}
              searchable
              clearable
              data={(suppliers.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
              value={str(header.supplierId)}
              onChange={(v) => set('supplierId', num(v))}
              disabled={!editable}
            />
            <Select
              {...form.field('departmentNumber', { label: t(30, 'Department') })}
              placeholder={t(31, 'My department')}
              clearable
              data={(departments.data ?? []).map((d) => ({ value: String(d.value), label: d.message }))}
              value={str(header.departmentNumber)}
              onChange={(v) => {
                set('departmentNumber', num(v));
                set('functionNumber', null);
              }}
              disabled={!editable}
            />
            <Select
              {...form.field('functionNumber', { label: t(32, 'Function') })}
              clearable
              data={(functions.data ?? []).map((f) => ({ value: String(f.value), label: f.message }))}
              value={str(header.functionNumber)}
              onChange={(v) => set('functionNumber', num(v))}
              disabled={!editable || header.departmentNumber === null}
            />
            <TextInput
              {...form.field('deliveryAddress', { label: t(33, 'Delivery address') })}
              maxLength={500}
              disabled={!editable}
            />
          </SimpleGrid>
          <Textarea
            {...form.field('information', { label: t(34, 'Information for the supplier') })}
            autosize
            minRows={2}
            maxLength={4000}
            disabled={!editable}
          />
          {editable && (
            <Group justify="flex-end">
              <Button
                leftSection={<IconDeviceFloppy size={16} />}
                loading={form.submitting}
                onClick={() => void saveHeader()}
              >
                {po ? t(35, 'Save') : t(36, 'Create and add lines')}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
      {po && <PoLines po={po} items={items} editable={editable} onChanged={refresh} />}
      {po && editable && (
        <Group justify="space-between">
          <Button
            color="red"
            variant="subtle"
            leftSection={<IconTrash size={16} />}
            onClick={() => setConfirmDelete(true)}
          >
            {t(37, 'Delete the purchase order')}
          </Button>
          {EDITABLE_EXPENSE_STATUSES.includes(po.validated) && (
            <Button leftSection={<IconSend size={16} />} disabled={items.length === 0} onClick={send}>
              {t(38, 'Send for validation')}
            </Button>
          )}
        </Group>
      )}
      <ConfirmDialog
        opened={confirmDelete}
        danger
        title={t(37, 'Delete the purchase order')}
        message={po ? `${reference(po)} · ${po.description}` : ''}
        onClose={() => setConfirmDelete(false)}
        onConfirm={async () => {
          await delPurchaseOrder(po!.id);
          await refresh();
          onClose();
        }}
      />
    </Stack>
  );
}

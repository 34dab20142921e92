import {
  ActionIcon,
  Alert,
  Button,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { EDITABLE_EXPENSE_STATUSES } from '@setledger/shared/expenses/expenses.constants';
import { computePoPrice } from '@setledger/shared/purchase-orders/po-price';
import { IconDeviceFloppy, IconPencil, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Decimal } from 'decimal.js';
import { useState } from 'react';
import {
  getCategories,
  getCustomFlagItems,
  getExpenseDepartments,
  getFunctions,
  getSuppliers,
  getTaxOptions,
  referenceKeys,
} from '../../../app/api/reference-data.api';
import { useMoney } from '../../../app/money';
import { ConfirmDialog, ErrorBanner, PageLoader, showToast, useErrorText } from '../../../components';
import { GraphQLRequestError } from '../../../lib/graphql';
import { useSession } from '../../../lib/session-context';
import {
  addPoItem,
  delPoItem,
  delPurchaseOrder,
  getPo,
  newPurchaseOrder,
  type PoItem,
  type PoItemInput,
  type PurchaseOrder,
  type PurchaseOrderInput,
  poKeys,
  sendPurchaseOrders,
  updatePoItem,
  updPurchaseOrder,
} from '../api/purchase-orders.api';
import { PoContractWarning, usePoTexts } from './po-ui';

const today = () => new Date().toISOString().slice(0, 10);
const PRICE = /^\d{1,12}(\.\d{1,4})?$/;
const QUANTITY = /^\d{1,9}(\.\d{1,3})?$/;
const str = (v: number | null | undefined) => (v === null || v === undefined ? null : String(v));
const num = (v: string | null) => (v === null || v === '' ? null : Number(v));

type HeaderErrors = Partial<Record<keyof PurchaseOrderInput, string>>;

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
  const money = useMoney();
  const toText = useErrorText();
  const queryClient = useQueryClient();
  const { claims } = useSession();
  const [header, setHeader] = useState<PurchaseOrderInput>({
    description: po?.description ?? '',
    departmentNumber: po?.department ?? null,
    functionNumber: po?.function ?? null,
    supplierId: po?.supplierId ?? null,
    requestDate: po?.requestDate ?? today(),
    deliveryDate: po?.deliveryDate ?? null,
    deliveryAddress: po?.deliveryAddress ?? '',
    information: po?.information ?? '',
    invoicedToProduction: po?.invoicedToProduction ?? false,
  });
  const [errors, setErrors] = useState<HeaderErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
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
    await queryClient.invalidateQueries({ queryKey: ['header-data'] });
  };
  const set = <K extends keyof PurchaseOrderInput>(key: K, value: PurchaseOrderInput[K]) => {
    setHeader((h) => ({ ...h, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const saveHeader = async () => {
    setFormError(null);
    if (!header.description.trim()) {
      setErrors({ description: t(20, 'Say what is ordered.') });
      return;
    }
    setSaving(true);
    try {
      const saved = po ? await updPurchaseOrder(po.id, header) : await newPurchaseOrder(header, userId);
      showToast({
        variant: 'success',
        message: po
          ? t(21, 'Purchase order saved.')
          : t(22, 'Purchase order {ref} created.').replace('{ref}', saved.poReference),
      });
      await refresh();
      onSaved(saved);
    } catch (error) {
      if (error instanceof GraphQLRequestError && error.field && error.field in header)
        setErrors({ [error.field]: error.message });
      else setFormError(toText(error));
    } finally {
      setSaving(false);
    }
  };
  const send = async () => {
    try {
      await sendPurchaseOrders([po!.id]);
      showToast({
        variant: 'success',
        message: t(23, '{ref} sent for validation.').replace('{ref}', po!.poReference),
      });
      await refresh();
      onClose();
    } catch (error) {
      setFormError(toText(error));
    }
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Group gap="xs">
          <Title order={3}>{po ? po.poReference : t(24, 'New purchase order')}</Title>
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
      {formError && (
        <Alert color="red" variant="light" role="alert">
          {formError}
        </Alert>
      )}
      <Paper withBorder p="md">
        <Stack>
          <TextInput
            label={t(26, 'What is ordered')}
            required
            maxLength={500}
            value={header.description}
            onChange={(e) => set('description', e.currentTarget.value)}
            error={errors.description}
            disabled={!editable}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="date"
              label={t(27, 'Request date')}
              required
              value={header.requestDate}
              onChange={(e) => set('requestDate', e.currentTarget.value)}
              error={errors.requestDate}
              disabled={!editable}
            />
            <TextInput
              type="date"
              label={t(28, 'Delivery date')}
              value={header.deliveryDate ?? ''}
              onChange={(e) => set('deliveryDate', e.currentTarget.value || null)}
              error={errors.deliveryDate}
              disabled={!editable}
            />
            <Select
              label={t(29, 'Supplier')}
              searchable
              clearable
              data={(suppliers.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
              value={str(header.supplierId)}
              onChange={(v) => set('supplierId', num(v))}
              error={errors.supplierId}
              disabled={!editable}
            />
            <Select
              label={t(30, 'Department')}
              placeholder={t(31, 'My department')}
              clearable
              data={(departments.data ?? []).map((d) => ({ value: String(d.value), label: d.message }))}
              value={str(header.departmentNumber)}
              onChange={(v) => {
                set('departmentNumber', num(v));
                set('functionNumber', null);
              }}
              error={errors.departmentNumber}
              disabled={!editable}
            />
            <Select
              label={t(32, 'Function')}
              clearable
              data={(functions.data ?? []).map((f) => ({ value: String(f.value), label: f.message }))}
              value={str(header.functionNumber)}
              onChange={(v) => set('functionNumber', num(v))}
              error={errors.functionNumber}
              disabled={!editable || header.departmentNumber === null}
            />
            <TextInput
              label={t(33, 'Delivery address')}
              maxLength={500}
              value={header.deliveryAddress}
              onChange={(e) => set('deliveryAddress', e.currentTarget.value)}
              disabled={!editable}
            />
          </SimpleGrid>
          <Textarea
            label={t(34, 'Information for the supplier')}
            autosize
            minRows={2}
            maxLength={4000}
            value={header.information}
            onChange={(e) => set('information', e.currentTarget.value)}
            disabled={!editable}
          />
          {editable && (
            <Group justify="flex-end">
              <Button leftSection={<IconDeviceFloppy size={16} />} loading={saving} onClick={saveHeader}>
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
        message={po ? `${po.poReference} · ${po.description}` : ''}
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

interface LineValues {
  name: string;
  quantity: string;
  mode: 'excl' | 'incl';
  unitPrice: string;
  vatFlagItemId: string | null;
  categoryId: string | null;
  flagIds: string[];
}
const EMPTY_LINE: LineValues = {
  name: '',
  quantity: '1',
  mode: 'excl',
  unitPrice: '',
  vatFlagItemId: null,
  categoryId: null,
  flagIds: [],
};

/** The lines of a PO: a table, and a line form whose totals follow each keystroke. */
function PoLines({
  po,
  items,
  editable,
  onChanged,
}: {
  po: PurchaseOrder;
  items: PoItem[];
  editable: boolean;
  onChanged: () => Promise<void>;
}) {
  const t = usePoTexts();
  const money = useMoney();
  const toText = useErrorText();
  const taxOptions = useQuery({ queryKey: referenceKeys.taxOptions, queryFn: getTaxOptions });
  const categories = useQuery({ queryKey: referenceKeys.categories, queryFn: getCategories });
  const customFlags = useQuery({ queryKey: referenceKeys.customFlags, queryFn: getCustomFlagItems });
  const [editing, setEditing] = useState<number | 'new' | null>(
    items.length === 0 && editable ? 'new' : null,
  );
  const [line, setLine] = useState<LineValues>(EMPTY_LINE);
  const [lineError, setLineError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const percent = (flagId: string | null) => {
    const factor = taxOptions.data?.find((o) => String(o.id) === flagId)?.factor ?? '0';
    return new Decimal(factor).times(100).toString();
  };
  const normalised = {
    price: line.unitPrice.trim().replace(',', '.'),
    quantity: line.quantity.trim().replace(',', '.'),
  };
  // Cheap enough to compute on every keystroke: the same function the server stores the line with.
  const valid =
    PRICE.test(normalised.price) && QUANTITY.test(normalised.quantity) && Number(normalised.quantity) > 0;
  const live = valid
    ? computePoPrice({
        [line.mode === 'excl' ? 'unitPriceVatExcluded' : 'unitPriceVatIncluded']: normalised.price,
        unitVat: percent(line.vatFlagItemId),
        quantity: normalised.quantity,
      })
    : null;

  const startEdit = (item: PoItem | null) => {
    setLineError(null);
    setEditing(item ? item.id : 'new');
    setLine(
      item
        ? {
            name: item.name,
            quantity: item.quantity,
            mode: 'excl',
            unitPrice: new Decimal(item.price).toString(),
            vatFlagItemId: str(item.vatFlagItemId),
            categoryId: str(item.category),
            flagIds: item.customFlagIds.map(String),
          }
        : EMPTY_LINE,
    );
  };
  const saveLine = async () => {
    setLineError(null);
    if (!line.name.trim()) return setLineError(t(40, 'Name the line.'));
    if (!live) return setLineError(t(41, 'Give a quantity above 0 and a unit price such as 12.50.'));
    const input: PoItemInput = {
      name: line.name.trim(),
      description: '',
      quantity: normalised.quantity,
      unitPriceVatExcluded: line.mode === 'excl' ? normalised.price : null,
      unitPriceVatIncluded: line.mode === 'incl' ? normalised.price : null,
      vatFlagItemId: num(line.vatFlagItemId),
      categoryId: num(line.categoryId),
    };
    setSaving(true);
    try {
      const flagIds = line.flagIds.map(Number);
      if (editing === 'new') await addPoItem(po.id, input, flagIds);
      else if (editing !== null) await updatePoItem(editing, input, flagIds);
      await onChanged();
      startEdit(null);
    } catch (error) {
      setLineError(toText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p="md">
      <Stack>
        <Group justify="space-between">
          <Text fw={700}>{t(42, 'Lines')}</Text>
          {editable && editing === null && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              onClick={() => startEdit(null)}
            >
              {t(43, 'Add a line')}
            </Button>
          )}
        </Group>
        {items.length > 0 && (
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(44, 'Line')}</Table.Th>
                  <Table.Th ta="right">{t(45, 'Quantity')}</Table.Th>
                  <Table.Th ta="right">{t(46, 'Unit price excl. VAT')}</Table.Th>
                  <Table.Th ta="right">{t(47, 'VAT')}</Table.Th>
                  <Table.Th ta="right">{t(48, 'Total excl. VAT')}</Table.Th>
                  <Table.Th ta="right">{t(49, 'Total incl. VAT')}</Table.Th>
                  <Table.Th ta="right">{t(50, 'Left to invoice')}</Table.Th>
                  {editable && <Table.Th />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id} data-po-item={item.id}>
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
                    <Table.Td ta="right">{item.quantity}</Table.Td>
                    <Table.Td ta="right">{new Decimal(item.price).toFixed(2)}</Table.Td>
                    <Table.Td ta="right">{item.vatRate}%</Table.Td>
                    <Table.Td ta="right">{money(item.priceTotal)}</Table.Td>
                    <Table.Td ta="right">{money(item.priceVatTotal)}</Table.Td>
                    <Table.Td ta="right">{money(item.remainingAmount)}</Table.Td>
                    {editable && (
                      <Table.Td>
                        <Group gap={2} wrap="nowrap">
                          <Tooltip label={t(51, 'Edit')}>
                            <ActionIcon
                              variant="subtle"
                              aria-label={`${t(51, 'Edit')} – ${item.name}`}
                              onClick={() => startEdit(item)}
                            >
                              <IconPencil size={16} />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={t(52, 'Delete')}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={`${t(52, 'Delete')} – ${item.name}`}
                              onClick={async () => {
                                try {
                                  await delPoItem(item.id);
                                  await onChanged();
                                } catch (error) {
                                  showToast({
                                    variant: 'danger',
                                    title: t(53, 'Error'),
                                    message: toText(error),
                                  });
                                }
                              }}
                            >
                              <IconTrash size={16} />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th colSpan={4}>{t(54, 'Totals')}</Table.Th>
                  <Table.Th ta="right">{money(po.amount)}</Table.Th>
                  <Table.Th ta="right">{money(po.amountTotal)}</Table.Th>
                  <Table.Th ta="right">
                    {money(new Decimal(po.amount).minus(po.expenseTotal).toFixed(2))}
                  </Table.Th>
                  {editable && <Table.Th />}
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        )}
        {editing !== null && (
          <Paper withBorder p="sm" bg="gray.0" data-line-form>
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  label={t(44, 'Line')}
                  required
                  maxLength={200}
                  value={line.name}
                  onChange={(e) => setLine({ ...line, name: e.currentTarget.value })}
                />
                <TextInput
                  label={t(45, 'Quantity')}
                  required
                  inputMode="decimal"
                  value={line.quantity}
                  onChange={(e) => setLine({ ...line, quantity: e.currentTarget.value })}
                />
                <Select
                  label={t(55, 'Category')}
                  clearable
                  searchable
                  data={(categories.data ?? []).map((c) => ({
                    value: String(c.id),
                    label: c.costCenter ? `${c.name} (${c.costCenter})` : c.name,
                  }))}
                  value={line.categoryId}
                  onChange={(v) => setLine({ ...line, categoryId: v })}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <SegmentedControl
                  value={line.mode}
                  onChange={(v) => setLine({ ...line, mode: v as LineValues['mode'] })}
                  data={[
                    { value: 'excl', label: t(56, 'Price excl. VAT') },
                    { value: 'incl', label: t(57, 'Price incl. VAT') },
                  ]}
                />
                <TextInput
                  label={line.mode === 'excl' ? t(46, 'Unit price excl. VAT') : t(58, 'Unit price incl. VAT')}
                  required
                  inputMode="decimal"
                  value={line.unitPrice}
                  onChange={(e) => setLine({ ...line, unitPrice: e.currentTarget.value })}
                />
                <Select
                  label={t(47, 'VAT')}
                  placeholder={t(59, 'No VAT')}
                  clearable
                  data={(taxOptions.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
                  value={line.vatFlagItemId}
                  onChange={(v) => setLine({ ...line, vatFlagItemId: v })}
                />
              </SimpleGrid>
              {(customFlags.data?.length ?? 0) > 0 && (
                <MultiSelect
                  label={t(61, 'Project flags')}
                  clearable
                  searchable
                  data={[...new Set(customFlags.data!.map((f) => f.flagName))].map((group) => ({
                    group,
                    items: customFlags
                      .data!.filter((f) => f.flagName === group)
                      .map((f) => ({ value: String(f.id), label: f.name })),
                  }))}
                  value={line.flagIds}
                  onChange={(v) => setLine({ ...line, flagIds: v })}
                />
              )}
              <Group gap="lg" data-live-price>
                <Text size="sm">
                  {line.mode === 'excl' ? t(58, 'Unit price incl. VAT') : t(46, 'Unit price excl. VAT')}:{' '}
                  <b>
                    {live
                      ? line.mode === 'excl'
                        ? live.unitPriceVatIncluded
                        : live.unitPriceVatExcluded
                      : '—'}
                  </b>
                </Text>
                <Text size="sm">
                  {t(48, 'Total excl. VAT')}: <b>{live ? money(live.priceTotal) : '—'}</b>
                </Text>
                <Text size="sm">
                  {t(47, 'VAT')}: <b>{live ? money(live.vatTotal) : '—'}</b>
                </Text>
                <Text size="sm">
                  {t(49, 'Total incl. VAT')}: <b>{live ? money(live.priceVatTotal) : '—'}</b>
                </Text>
              </Group>
              {lineError && (
                <Text size="sm" c="red" role="alert">
                  {lineError}
                </Text>
              )}
              <Group justify="flex-end">
                <Button variant="default" size="xs" onClick={() => setEditing(null)}>
                  {t(60, 'Cancel')}
                </Button>
                <Button size="xs" loading={saving} onClick={saveLine}>
                  {editing === 'new' ? t(43, 'Add a line') : t(35, 'Save')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Paper>
  );
}

import {
  ActionIcon,
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
  TextInput,
  Tooltip,
} from '@mantine/core';
import { computePoPrice, poPriceFits } from '@setledger/shared/purchase-orders/po-price';
import {
  poItemSchema,
  poLinePriceField,
  poQuantityField,
} from '@setledger/shared/purchase-orders/purchase-orders.schemas';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Decimal } from 'decimal.js';
import { useCallback, useState } from 'react';
import {
  ActionsHeader,
  CarbonMeasureSection,
  type CarbonMeasureValue,
  carbonMeasureInput,
  EMPTY_CARBON_MEASURE,
  ResponsiveTable,
  showToast,
  useCarbonMeasureLabels,
  useErrorText,
} from '../../../components';
import {
  getCategories,
  getCustomFlagItems,
  getTaxOptions,
  referenceKeys,
} from '../../../lib/api/reference-data.api';
import { useZodForm } from '../../../lib/form';
import { useFormat, useMoney } from '../../../lib/format';
import { useValidationMessage } from '../../../lib/validation-messages';
import {
  addPoItem,
  delPoItem,
  type PoItem,
  type PoItemInput,
  type PurchaseOrder,
  updatePoItem,
} from '../api/purchase-orders.api';
import { usePoTexts } from './po-ui';

const str = (v: number | null | undefined) => (v === null || v === undefined ? null : String(v));
const num = (v: string | null) => (v === null || v === '' ? null : Number(v));

interface LineValues extends CarbonMeasureValue {
  name: string;
  quantity: string;
  mode: 'excl' | 'incl';
  unitPrice: string;
  vatFlagItemId: string | null;
  categoryId: string | null;
  flagIds: string[];
}
/** Schema paths as the line form's inputs: the unit price is one input, typed with or without VAT. */
const LINE_FIELDS: Record<string, keyof LineValues> = {
  name: 'name',
  quantity: 'quantity',
  unitPriceVatExcluded: 'unitPrice',
  unitPriceVatIncluded: 'unitPrice',
  // The factor sets the unit: a unit error is the factor's.
  carbonUnit: 'carbonFactorKey',
};

const EMPTY_LINE: LineValues = {
  name: '',
  quantity: '1',
  mode: 'excl',
  unitPrice: '',
  vatFlagItemId: null,
  categoryId: null,
  flagIds: [],
  ...EMPTY_CARBON_MEASURE,
};

/** The lines of a PO: a table, and a line form whose totals follow each keystroke. */
export function PoLines({
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
  const carbonLabels = useCarbonMeasureLabels();
  const money = useMoney();
  const format = useFormat();
  const toText = useErrorText();
  const message = useValidationMessage();
  const taxOptions = useQuery({ queryKey: referenceKeys.taxOptions, queryFn: getTaxOptions });
  const categories = useQuery({ queryKey: referenceKeys.categories, queryFn: getCategories });
  const customFlags = useQuery({ queryKey: referenceKeys.customFlags, queryFn: getCustomFlagItems });
  const [editing, setEditing] = useState<number | 'new' | null>(
    items.length === 0 && editable ? 'new' : null,
  );

  const percent = (flagId: string | null) => {
    const factor = taxOptions.data?.find((o) => String(o.id) === flagId)?.factor ?? '0';
    return new Decimal(factor).times(100).toString();
  };
  // Cheap enough to compute on every keystroke: the same function the server stores the line with.
  const livePrice = (line: LineValues) => {
    const quantity = poQuantityField.safeParse(line.quantity);
    const price = poLinePriceField.safeParse(line.unitPrice);
    return quantity.success && price.success && price.data !== null
      ? computePoPrice({
          [line.mode === 'excl' ? 'unitPriceVatExcluded' : 'unitPriceVatIncluded']: price.data,
          unitVat: percent(line.vatFlagItemId),
          quantity: quantity.data,
        })
      : null;
  };
  // The line as the server will read it (issue 12 item 16): the shared schema, then its price at the chosen rate.
  const form = useZodForm({
    schema: poItemSchema,
    initialValues: EMPTY_LINE,
    toInput: (line: LineValues) => ({
      name: line.name,
      description: '',
      quantity: line.quantity,
      unitPriceVatExcluded: line.mode === 'excl' ? line.unitPrice : null,
      unitPriceVatIncluded: line.mode === 'incl' ? line.unitPrice : null,
      vatFlagItemId: num(line.vatFlagItemId),
      categoryId: num(line.categoryId),
      ...carbonMeasureInput(line),
    }),
    fields: LINE_FIELDS,
    labels: carbonLabels,
    texts: { name: { required: t(40, 'Name the line.') } },
    check: (line) => {
      const price = livePrice(line);
      return price && !poPriceFits(price) ? { unitPrice: message('outOfRange') } : {};
    },
  });
  const line = form.values;
  const { setFieldValue } = form.form;
  const setCarbon = useCallback(
    (measure: CarbonMeasureValue) => {
      setFieldValue('carbonQuantity', measure.carbonQuantity);
      setFieldValue('carbonUnit', measure.carbonUnit);
      setFieldValue('carbonFactorKey', measure.carbonFactorKey);
    },
    [setFieldValue],
  );
  const live = livePrice(line);

  const startEdit = (item: PoItem | null) => {
    setEditing(item ? item.id : 'new');
    form.load(
      item
        ? {
            name: item.name,
            quantity: item.quantity,
            mode: 'excl',
            unitPrice: new Decimal(item.price).toString(),
            vatFlagItemId: str(item.vatFlagItemId),
            categoryId: str(item.category),
            flagIds: item.customFlagIds.map(String),
            carbonQuantity: item.carbonQuantity ?? '',
            carbonUnit: item.carbonUnit ?? '',
            carbonFactorKey: item.carbonFactorKey ?? null,
          }
        : EMPTY_LINE,
    );
  };
  const saveLine = form.onSubmit(async (parsed, entered) => {
    const input: PoItemInput = {
      name: parsed.name,
      description: parsed.description,
      quantity: parsed.quantity,
      unitPriceVatExcluded: parsed.unitPriceVatExcluded,
      unitPriceVatIncluded: parsed.unitPriceVatIncluded,
      vatFlagItemId: parsed.vatFlagItemId,
      categoryId: parsed.categoryId,
      carbonQuantity: parsed.carbonQuantity,
      carbonUnit: parsed.carbonUnit,
      carbonFactorKey: parsed.carbonFactorKey,
    };
    const flagIds = entered.flagIds.map(Number);
    if (editing === 'new') await addPoItem(po.id, input, flagIds);
    else if (editing !== null) await updatePoItem(editing, input, flagIds);
    await onChanged();
    startEdit(null);
  });

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
          <ResponsiveTable minWidth={640}>
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
                  {editable && <ActionsHeader />}
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
                    <Table.Td ta="right">{format.number(item.quantity)}</Table.Td>
                    <Table.Td ta="right">{format.unitPrice(item.price)}</Table.Td>
                    <Table.Td ta="right">
                      {format.percent(new Decimal(item.vatRate).dividedBy(100).toString())}
                    </Table.Td>
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
                  {editable && <ActionsHeader />}
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </ResponsiveTable>
        )}
        {editing !== null && (
          <Paper withBorder p="sm" bg="gray.0" data-line-form>
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput {...form.field('name', { label: t(44, 'Line') })} required maxLength={200} />
                <TextInput
                  {...form.field('quantity', { label: t(45, 'Quantity') })}
                  required
                  inputMode="decimal"
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
                  onChange={(v) => form.set('categoryId', v)}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <SegmentedControl
                  value={line.mode}
                  onChange={(v) => form.set('mode', v as LineValues['mode'])}
                  data={[
                    { value: 'excl', label: t(56, 'Price excl. VAT') },
                    { value: 'incl', label: t(57, 'Price incl. VAT') },
                  ]}
                />
                <TextInput
                  {...form.field('unitPrice', {
                    label:
                      line.mode === 'excl' ? t(46, 'Unit price excl. VAT') : t(58, 'Unit price incl. VAT'),
                  })}
                  required
                  inputMode="decimal"
                />
                <Select
                  label={t(47, 'VAT')}
                  placeholder={t(59, 'No VAT')}
                  clearable
                  data={(taxOptions.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
                  value={line.vatFlagItemId}
                  onChange={(v) => form.set('vatFlagItemId', v)}
                />
              </SimpleGrid>
              <CarbonMeasureSection
                categoryId={num(line.categoryId)}
                value={line}
                onChange={setCarbon}
                errors={form.errors}
              />
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
                  onChange={(v) => form.set('flagIds', v)}
                />
              )}
              <Group gap="lg" data-live-price>
                <Text size="sm">
                  {line.mode === 'excl' ? t(58, 'Unit price incl. VAT') : t(46, 'Unit price excl. VAT')}:{' '}
                  <b>
                    {live
                      ? line.mode === 'excl'
                        ? format.unitPrice(live.unitPriceVatIncluded)
                        : format.unitPrice(live.unitPriceVatExcluded)
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
              {form.formError ? (
                <Text size="sm" c="red" role="alert">
                  {toText(form.formError)}
                </Text>
              ) : null}
              <Group justify="flex-end">
                <Button variant="default" size="xs" onClick={() => setEditing(null)}>
                  {t(60, 'Cancel')}
                </Button>
                <Button size="xs" loading={form.submitting} onClick={() => void saveLine()}>
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

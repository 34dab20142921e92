import {
  Alert,
  Anchor,
  Button,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { expenseAmountsFit, travelKgCo2 } from '@setledger/shared/expenses/expense-amounts';
import {
  EDITABLE_EXPENSE_STATUSES,
  EXPENSE_KINDS,
  EXPENSE_MENUS,
} from '@setledger/shared/expenses/expenses.constants';
import {
  expenseItemSchema,
  kmField,
  type ExpenseItemInput as TypedItem,
} from '@setledger/shared/expenses/expenses.schemas';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  CarbonMeasureSection,
  type CarbonMeasureValue,
  carbonMeasureInput,
  useCarbonMeasureLabels,
} from '../../../components/CarbonMeasureSection';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useErrorText } from '../../../components/ErrorBanner';
import { PageLoader } from '../../../components/Loader';
import { ScreenError } from '../../../components/ScreenError';
import { showToast } from '../../../components/toast';
import { type ExpenseTypeName, paths } from '../../../config/paths';
import { useZodForm } from '../../../lib/form';
import { useMenu } from '../../../lib/menus';
import { useSession } from '../../../lib/session-context';
import { useValidationMessage } from '../../../lib/validation-messages';
import {
  addExpenseReceipt,
  delExpenseItem,
  delExpenseReceipt,
  type ExpenseItem,
  type ExpenseItemInput,
  expenseKeys,
  getCategories,
  getCustomFlagItems,
  getExpenseDepartments,
  getExpenseItem,
  getExpenseRules,
  getFunctions,
  getSuppliers,
  getTaxOptions,
  getUserVehicle,
  newExpenseItem,
  updExpenseItem,
} from '../api/expenses.api';
import { liveAmounts } from '../components/expense-form-check';
import {
  refreshesExpenseLists,
  TYPE_NAMES,
  useExpenseTexts,
  useFormat,
  useMoney,
} from '../components/expense-ui';
import { ReceiptsPanel } from '../components/ReceiptsPanel';
import { type PendingReceipt, uploadFailure } from '../components/receipt-files';
import { sendPendingReceipts } from '../components/send-pending-receipts';
import { TravelFields } from '../components/TravelFields';

interface FormValues extends CarbonMeasureValue {
  date: string;
  description: string;
  detailedDescription: string;
  amountMode: 'total' | 'excl';
  amount: string;
  vatFlagItemId: string | null;
  departmentNumber: string | null;
  functionNumber: string | null;
  categoryId: string | null;
  subCategory: string | null;
  subType: string | null;
  additionalSubType: string | null;
  paymentType: string | null;
  supplierId: string | null;
  customFlagIds: string[];
  fromLocation: string;
  toLocation: string;
  km: string;
}

const today = () => new Date().toISOString().slice(0, 10);
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{${name}}`, value), text);
const str = (value: number | null | undefined) =>
  value === null || value === undefined ? null : String(value);
const num = (value: string | null) => (value === null || value === '' ? null : Number(value));

function initialValues(item: ExpenseItem | undefined): FormValues {
  return {
    date: item?.date ?? today(),
    description: item?.description ?? '',
    detailedDescription: item?.detailedDescription ?? '',
    amountMode: 'total',
    amount: item && item.amountTotal !== '0.00' ? item.amountTotal : '',
    vatFlagItemId: str(item?.vatFlagItemId),
    departmentNumber: str(item?.department),
    functionNumber: str(item?.functionNumber),
    categoryId: str(item?.category),
    subCategory: str(item?.subCategory),
    subType: str(item?.subType),
    additionalSubType: str(item?.additionalSubType),
    paymentType: str(item?.paiementType),
    supplierId: str(item?.supplierId),
    customFlagIds: (item?.customFlagIds ?? []).map(String),
    fromLocation: item?.fromLocation ?? '',
    toLocation: item?.toLocation ?? '',
    km: item?.km ?? '',
    carbonQuantity: item?.carbonQuantity ?? '',
    carbonUnit: item?.carbonUnit ?? '',
    carbonFactorKey: item?.carbonFactorKey ?? null,
  };
}

/** Field names of the server's BAD_USER_INPUT errors, mapped to the form's fields. */
const SERVER_FIELDS: Record<string, keyof FormValues> = {
  amount: 'amount',
  amountTotal: 'amount',
  vatFlagItemId: 'vatFlagItemId',
  departmentNumber: 'departmentNumber',
  functionNumber: 'functionNumber',
  categoryId: 'categoryId',
  supplierId: 'supplierId',
  date: 'date',
  description: 'description',
  detailedDescription: 'detailedDescription',
  km: 'km',
  fromLocation: 'fromLocation',
  toLocation: 'toLocation',
  projectFlagItemIds: 'customFlagIds',
  ProjectFlagItemId: 'customFlagIds',
  carbonQuantity: 'carbonQuantity',
  // The factor sets the unit: a unit error is the factor's.
  carbonUnit: 'carbonFactorKey',
  carbonFactorKey: 'carbonFactorKey',
};

/**
 * myexpenses/{form}/{action}/{type}[/{expenseId}]: add or update a ticket or a travel. `form` is 'expense' for
 * one's own and 'crew' for production entering for a crew member (?userId=). Amounts, VAT and CO2 are computed
 * live the way the server stores them; receipts are photos (camera) or PDF files.
 */
export default function ExpenseFormScreen() {
  const params = useParams();
  const [search] = useSearchParams();
  const expenseId = params.expenseId ? Number(params.expenseId) : null;
  const existing = useQuery({
    queryKey: expenseKeys.item(expenseId ?? 0),
    queryFn: () => getExpenseItem(expenseId!),
    enabled: expenseId !== null,
  });
  if (expenseId !== null && existing.isPending) return <PageLoader />;
  if (existing.isError) return <ScreenError error={existing.error} />;
  const type = TYPE_NAMES[params.type as ExpenseTypeName] ?? EXPENSE_KINDS.ticket;
  const crewUserId = params.form === 'crew' ? Number(search.get('userId')) || null : null;
  return (
    <ExpenseForm
      key={expenseId ?? 'new'}
      item={existing.data}
      type={existing.data?.type ?? type}
      crewUserId={crewUserId ?? (params.form === 'crew' ? (existing.data?.userId ?? null) : null)}
    />
  );
}

function ExpenseForm({
  item,
  type,
  crewUserId,
}: {
  item?: ExpenseItem;
  type: number;
  crewUserId: number | null;
}) {
  const t = useExpenseTexts();
  const carbonLabels = useCarbonMeasureLabels();
  const money = useMoney();
  const format = useFormat();
  const message = useValidationMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { claims } = useSession();
  const isTravel = type === EXPENSE_KINDS.travel;
  const ownerId = crewUserId ?? item?.userId ?? Number(claims.UserID);
  const [pendingFiles, setPendingFiles] = useState<PendingReceipt[]>([]);
  const [sendingPending, setSendingPending] = useState<{ name: string; percent: number } | null>(null);
  const [receipts, setReceipts] = useState(item?.receipts ?? []);
  const [deleting, setDeleting] = useState(false);
  // One key per form: a save retried after a lost answer returns the first item (Idempotency-Key).
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());

  const rules = useQuery({ queryKey: expenseKeys.rules, queryFn: getExpenseRules });
  const isCategoryRequired = rules.data?.mandatoryCategoryExpense === true;
  const taxOptions = useQuery({ queryKey: expenseKeys.taxOptions, queryFn: getTaxOptions });
  const rateOf = (v: FormValues) =>
    taxOptions.data?.find((o) => String(o.id) === v.vatFlagItemId)?.factor ?? '0';
  const [amountMode, setAmountMode] = useState<FormValues['amountMode']>('total');
  // The form's labels, to name a field the server refuses as the person sees it (issue 12 item 29).
  const labels: Partial<Record<keyof FormValues, string>> = {
    date: t(93, 'Date'),
    description: t(94, 'Description'),
    detailedDescription: t(105, 'Details'),
    amount: amountMode === 'total' ? t(99, 'Total paid') : t(20, 'Amount excl. VAT'),
    vatFlagItemId: t(21, 'VAT'),
    departmentNumber: t(23, 'Department'),
    functionNumber: t(24, 'Function'),
    categoryId: t(25, 'Category'),
    supplierId: t(28, 'Supplier'),
    customFlagIds: t(175, 'Project flags'),
    fromLocation: t(30, 'From'),
    toLocation: t(31, 'To'),
    km: t(95, 'Distance (km)'),
    ...carbonLabels,
  };
  // The schema the server parses the item with (issue 12 item 16), through the one form hook (issue 13); the
  // form keeps its own wording for a missing or unreadable value, and adds the project's mandatory category and
  // the amounts' fit at the chosen rate.
  const form = useZodForm<FormValues, TypedItem>({
    schema: expenseItemSchema,
    initialValues: initialValues(item),
    toInput: (v) => ({
      date: v.date,
      type,
      description: v.description,
      detailedDescription: v.detailedDescription,
      amount: v.amountMode === 'excl' ? v.amount : null,
      amountTotal: v.amountMode === 'total' ? v.amount : null,
      km: isTravel ? v.km : null,
      fromLocation: isTravel ? v.fromLocation : null,
      toLocation: isTravel ? v.toLocation : null,
      ...carbonMeasureInput(v),
    }),
    fields: SERVER_FIELDS,
    labels,
    texts: {
      description: { required: t(80, 'Describe the expense.') },
      date: { required: t(81, 'Give the date.') },
      km: {
        required: t(82, 'Give the distance in km.'),
        notPositive: t(83, 'A distance in km, for example 120 or 12.5.'),
      },
      amount: { required: t(84, 'An amount such as 12.50.') },
    },
    check: (v) => {
      const live = liveAmounts(v, rateOf(v));
      return {
        // The project may make the category mandatory (001 §5; its '*' is on the field, issue 12 item 29).
        categoryId: isCategoryRequired && !v.categoryId ? t(2200, 'Choose a category.') : undefined,
        amount: live && !expenseAmountsFit(live) ? message('outOfRange') : undefined,
      };
    },
  });
  const { values, errors } = form;
  const serverLabels = form.labels;
  const toText = useErrorText(serverLabels);
  const categories = useQuery({ queryKey: expenseKeys.categories, queryFn: getCategories });
  const departments = useQuery({ queryKey: expenseKeys.departments, queryFn: getExpenseDepartments });
  const department = num(values.departmentNumber);
  const functions = useQuery({
    queryKey: expenseKeys.functions(department ?? -1),
    queryFn: () => getFunctions(department!),
    enabled: department !== null,
  });
  const suppliers = useQuery({ queryKey: expenseKeys.suppliers(''), queryFn: () => getSuppliers('') });
  const customFlags = useQuery({
    queryKey: expenseKeys.customFlags,
    queryFn: getCustomFlagItems,
  });
  const vehicle = useQuery({
    queryKey: expenseKeys.vehicle(ownerId),
    queryFn: () => getUserVehicle(ownerId),
    enabled: isTravel && ownerId > 0,
  });
  const subCategories = useMenu(EXPENSE_MENUS.subCategory[type] ?? EXPENSE_MENUS.subCategory[0]!);
  const subTypes = useMenu(EXPENSE_MENUS.subType);
  const additionalSubTypes = useMenu(EXPENSE_MENUS.additionalSubType);
  const paymentTypes = useMenu(EXPENSE_MENUS.paymentType);

  const { setFieldValue } = form.form;
  // Once: setting a value renders the form again, with a new setFieldValue.
  const favouriteApplied = useRef(false);
  // A new ticket starts with the favourite tax option, as the list gives favourites first.
  useEffect(() => {
    if (!item && taxOptions.data?.[0]?.bookmark)
      if (!favouriteApplied.current) {
        favouriteApplied.current = true;
        setFieldValue('vatFlagItemId', (id) => id ?? String(taxOptions.data[0]!.id));
      }
  }, [item, taxOptions.data, setFieldValue]);

  const editable =
    !item || EDITABLE_EXPENSE_STATUSES.includes(item.validated) || claims.canEditExpense === true;
  const rate = rateOf(values);
  const amounts = useMemo(() => liveAmounts(values, rate), [values, rate]);
  const km = kmField.safeParse(values.km);
  const co2 =
    isTravel && vehicle.data && km.success && km.data !== null
      ? travelKgCo2(km.data, vehicle.data.co2FactorValue)
      : null;

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    form.set(key, value);
    if (key === 'amountMode') setAmountMode(value as FormValues['amountMode']);
  };
  const setCarbon = useCallback(
    (measure: CarbonMeasureValue) => {
      setFieldValue('carbonQuantity', measure.carbonQuantity);
      setFieldValue('carbonUnit', measure.carbonUnit);
      setFieldValue('carbonFactorKey', measure.carbonFactorKey);
    },
    [setFieldValue],
  );
  const backPath = crewUserId ? paths.expensesEntryCrew.detail(crewUserId) : paths.myExpenses.list();
  const refresh = () =>
    refreshesExpenseLists(location.pathname, location.search)
      ? queryClient.invalidateQueries({ queryKey: expenseKeys.all })
      : Promise.resolve();

  const save = form.onSubmit(async (typed) => {
    const computed = liveAmounts(values, rate);
    const input: ExpenseItemInput = {
      date: typed.date,
      type,
      description: typed.description,
      detailedDescription: typed.detailedDescription || null,
      ...(values.amountMode === 'total'
        ? { amountTotal: computed?.amountTotal ?? null }
        : { amount: computed?.amount ?? null }),
      vatFlagItemId: num(values.vatFlagItemId),
      departmentNumber: department,
      functionNumber: num(values.functionNumber),
      categoryId: num(values.categoryId),
      subCategory: num(values.subCategory),
      subType: num(values.subType),
      additionalSubType: isTravel ? num(values.additionalSubType) : null,
      paymentType: num(values.paymentType),
      supplierId: num(values.supplierId),
      km: isTravel ? typed.km : null,
      fromLocation: isTravel ? typed.fromLocation : null,
      toLocation: isTravel ? typed.toLocation : null,
      ...carbonMeasureInput(values),
      userId: crewUserId,
      projectFlagItemIds: values.customFlagIds.map(Number),
    };
    const saved = item ? await updExpenseItem(item.id, input) : await newExpenseItem(input, idempotencyKey);
    const failed = await sendPendingReceipts(saved.id, pendingFiles, (name, fraction) =>
      setSendingPending({ name, percent: Math.round(fraction * 100) }),
    );
    setSendingPending(null);
    if (failed) {
      const reason = uploadFailure(failed.error, toText);
      const words = { name: failed.file.name, reason };
      if (failed.rolledBack) {
        // Nothing is saved: the person fixes the receipt and saves again, which is a new item.
        setIdempotencyKey(crypto.randomUUID());
        setPendingFiles((files) => files.map((p) => (p.file === failed.file ? { ...p, error: reason } : p)));
        form.setFormError(
          fill(
            t(
              2305,
              'The expense was not saved: {name} could not be sent ({reason}). Remove the file or choose another, then save again.',
            ),
            words,
          ),
        );
        return;
      }
      // The item stays without its receipt: open it, flagged, so the person adds the receipt again.
      showToast({
        variant: 'danger',
        title: t(6, 'Error'),
        message: fill(
          t(2306, 'The expense was saved without its receipt {name} ({reason}): add the receipt again.'),
          words,
        ),
      });
      await refresh();
      await navigate(
        `${paths.myExpenses.update(crewUserId ? 'crew' : 'expense', isTravel ? 'travel' : 'ticket', saved.id)}${location.search}`,
        { replace: true },
      );
      return;
    }
    showToast({ variant: 'success', message: item ? t(85, 'Expense updated.') : t(86, 'Expense added.') });
    await refresh();
    await navigate(backPath);
  });

  const option = (value: number, label: string) => ({ value: String(value), label });
  const title = item
    ? isTravel
      ? t(87, 'Update a travel')
      : t(88, 'Update a ticket')
    : isTravel
      ? t(89, 'Add a travel')
      : t(90, 'Add a ticket');

  return (
    <Stack maw={720}>
      <Anchor component={Link} to={backPath} size="sm">
        ← {t(91, 'Back to the expenses')}
      </Anchor>
      <Title order={1} size="h2">
        {title}
      </Title>
      {!editable && (
        <Alert color="blue" variant="light">
          {t(92, 'This expense has been sent for validation; it can no longer be changed.')}
        </Alert>
      )}
      {item && [4, 16].includes(item.validated) && item.comment && (
        <Alert color="red" variant="light" title={t(2, 'Refusal comment')}>
          {item.comment}
        </Alert>
      )}
      {form.formError ? (
        <Alert color="red" variant="light" role="alert">
          {typeof form.formError === 'string' ? form.formError : toText(form.formError)}
        </Alert>
      ) : null}
      <Paper withBorder p="md">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="date"
              label={t(93, 'Date')}
              required
              value={values.date}
              onChange={(e) => set('date', e.currentTarget.value)}
              error={errors.date}
              disabled={!editable}
            />
            <TextInput
              label={t(94, 'Description')}
              required
              maxLength={500}
              value={values.description}
              onChange={(e) => set('description', e.currentTarget.value)}
              error={errors.description}
              disabled={!editable}
            />
          </SimpleGrid>
          {isTravel && (
            <>
              <TravelFields
                values={values}
                errors={errors}
                editable={editable}
                onChange={(key, value) => set(key, value)}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label={t(96, 'Trip')}
                  clearable
                  data={additionalSubTypes.items.map((o) => option(o.value, o.message))}
                  value={values.additionalSubType}
                  onChange={(v) => set('additionalSubType', v)}
                  disabled={!editable}
                />
              </SimpleGrid>
              <Text size="sm" c="teal.8" data-live-co2>
                {vehicle.data
                  ? `${t(97, 'Vehicle')}: ${[vehicle.data.brand, vehicle.data.model, vehicle.data.numberPlate].filter(Boolean).join(' ') || t(98, 'not given (average car)')} · ${format.number(vehicle.data.co2FactorValue)} kgCO2e/km`
                  : ''}
                {co2 ? ` · ${t(34, 'CO2')}: ${format.number(co2, 3)} kgCO2e` : ''}
              </Text>
            </>
          )}
          <SegmentedControl
            value={values.amountMode}
            onChange={(v) => set('amountMode', v as FormValues['amountMode'])}
            data={[
              { value: 'total', label: t(99, 'Total paid') },
              { value: 'excl', label: t(20, 'Amount excl. VAT') },
            ]}
            disabled={!editable}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={values.amountMode === 'total' ? t(99, 'Total paid') : t(20, 'Amount excl. VAT')}
              required={!isTravel}
              description={isTravel ? t(100, 'Optional for a travel: a mileage allowance.') : undefined}
              inputMode="decimal"
              value={values.amount}
              onChange={(e) => set('amount', e.currentTarget.value)}
              error={errors.amount}
              disabled={!editable}
            />
            <Select
              label={t(21, 'VAT')}
              placeholder={t(101, 'No VAT')}
              clearable
              data={(taxOptions.data ?? []).map((o) => option(o.id, o.name))}
              value={values.vatFlagItemId}
              onChange={(v) => set('vatFlagItemId', v)}
              error={errors.vatFlagItemId}
              disabled={!editable}
            />
          </SimpleGrid>
          <Group gap="lg" data-live-amounts>
            <Text size="sm">
              {t(20, 'Amount excl. VAT')}: <b>{amounts ? money(amounts.amount) : '—'}</b>
            </Text>
            <Text size="sm">
              {t(21, 'VAT')}: <b>{amounts ? money(amounts.amountVat) : '—'}</b>
            </Text>
            <Text size="sm">
              {t(22, 'Total')}: <b>{amounts ? money(amounts.amountTotal) : '—'}</b>
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t(23, 'Department')}
              placeholder={t(102, 'My department')}
              clearable
              data={(departments.data ?? []).map((d) => option(d.value, d.message))}
              value={values.departmentNumber}
              onChange={(v) => {
                set('departmentNumber', v);
                set('functionNumber', null);
              }}
              error={errors.departmentNumber}
              disabled={!editable}
            />
            <Select
              label={t(24, 'Function')}
              clearable
              data={(functions.data ?? []).map((f) => option(f.value, f.message))}
              value={values.functionNumber}
              onChange={(v) => set('functionNumber', v)}
              error={errors.functionNumber}
              disabled={!editable || department === null}
            />
            <Select
              label={t(25, 'Category')}
              required={isCategoryRequired}
              clearable
              searchable
              data={(categories.data ?? []).map((c) =>
                option(c.id, c.costCenter ? `${c.name} (${c.costCenter})` : c.name),
              )}
              value={values.categoryId}
              onChange={(v) => set('categoryId', v)}
              error={errors.categoryId}
              disabled={!editable}
            />
            <Select
              label={t(26, 'Sub-category')}
              clearable
              data={subCategories.items.map((o) => option(o.value, o.message))}
              value={values.subCategory}
              onChange={(v) => set('subCategory', v)}
              disabled={!editable}
            />
            <Select
              label={t(103, 'Phase')}
              clearable
              data={subTypes.items.map((o) => option(o.value, o.message))}
              value={values.subType}
              onChange={(v) => set('subType', v)}
              disabled={!editable}
            />
            <Select
              label={t(29, 'Payment')}
              clearable
              data={paymentTypes.items.map((o) => option(o.value, o.message))}
              value={values.paymentType}
              onChange={(v) => set('paymentType', v)}
              disabled={!editable}
            />
            <Select
              label={t(28, 'Supplier')}
              clearable
              searchable
              nothingFoundMessage={t(104, 'No supplier found')}
              data={(suppliers.data ?? []).map((s) => option(s.id, s.name))}
              value={values.supplierId}
              onChange={(v) => set('supplierId', v)}
              error={errors.supplierId}
              disabled={!editable}
            />
          </SimpleGrid>
          <CarbonMeasureSection
            categoryId={num(values.categoryId)}
            value={values}
            onChange={setCarbon}
            errors={errors}
            disabled={!editable}
          />
          {(customFlags.data?.length ?? 0) > 0 && (
            <MultiSelect
              label={t(175, 'Project flags')}
              clearable
              searchable
              data={[...new Set(customFlags.data!.map((f) => f.flagName))].map((group) => ({
                group,
                items: customFlags.data!.filter((f) => f.flagName === group).map((f) => option(f.id, f.name)),
              }))}
              value={values.customFlagIds}
              onChange={(v) => set('customFlagIds', v)}
              error={errors.customFlagIds}
              disabled={!editable}
            />
          )}
          <Textarea
            label={t(105, 'Details')}
            autosize
            minRows={2}
            maxLength={4000}
            value={values.detailedDescription}
            onChange={(e) => set('detailedDescription', e.currentTarget.value)}
            error={errors.detailedDescription}
            disabled={!editable}
          />
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <ReceiptsPanel
          receipts={receipts}
          pending={pendingFiles}
          progress={sendingPending}
          editable={editable}
          onAdd={async (file, onProgress) => {
            if (!item) {
              setPendingFiles((files) => [...files, { file, error: null }]);
              return;
            }
            const receipt = await addExpenseReceipt(item.id, file, onProgress);
            setReceipts((list) => [...list, receipt]);
            await refresh();
          }}
          onRemovePending={(file) => setPendingFiles((files) => files.filter((p) => p.file !== file))}
          onDelete={async (receipt) => {
            await delExpenseReceipt(receipt.id);
            setReceipts((list) => list.filter((r) => r.id !== receipt.id));
            await refresh();
          }}
        />
      </Paper>
      {editable && (
        <Group justify="space-between">
          {item && item.sheetId === null ? (
            <Button
              color="red"
              variant="subtle"
              leftSection={<IconTrash size={16} />}
              onClick={() => setDeleting(true)}
            >
              {t(11, 'Delete')}
            </Button>
          ) : (
            <span />
          )}
          <Group>
            <Button variant="default" onClick={() => navigate(backPath)}>
              {t(54, 'Cancel')}
            </Button>
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              loading={form.submitting}
              onClick={() => void save()}
            >
              {t(106, 'Save')}
            </Button>
          </Group>
        </Group>
      )}
      <ConfirmDialog
        opened={deleting}
        danger
        title={t(59, 'Delete the expense')}
        message={item ? `${item.description} · ${money(item.amountTotal)}` : ''}
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          await delExpenseItem(item!.id);
          await refresh();
          await navigate(backPath);
        }}
      />
    </Stack>
  );
}

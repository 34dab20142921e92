import {
  Alert,
  Anchor,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { addressSchema } from '@setledger/shared/addresses/addresses.schemas';
import { newSupplierSchema, supplierSchema } from '@setledger/shared/suppliers/suppliers.schemas';
import { IconAlertTriangle, IconChevronLeft, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { ConfirmDialog, ErrorBanner, MapLink, PageLoader, ScreenError, showToast } from '../../../components';
import { href } from '../../../config/paths';
import { useZodForm } from '../../../lib/form';
import { useForm } from '../../../lib/i18n';
import {
  type AddressChanges,
  addSupplier,
  type Duplicate,
  delSupplier,
  getSupplier,
  type Supplier,
  type SupplierChanges,
  supplierKeys,
  updSupplier,
} from '../api/suppliers.api';
import { BankAccounts } from '../components/BankAccounts';
import { supplierTypeOptions } from '../components/supplier-types';

const EMPTY_ADDRESS: AddressChanges = {
  street: '',
  number: '',
  box: '',
  zip: '',
  city: '',
  state: '',
  country: '',
  countryCode: '',
  lat: 0,
  lng: 0,
};

function BackLink() {
  const t = useForm('suppliers');
  return (
    <Anchor component={Link} to={href('suppliers')} size="sm">
      <Group gap={4}>
        <IconChevronLeft size={14} />
        {t(1, 'Suppliers')}
      </Group>
    </Anchor>
  );
}

/** suppliers/new: a name and a type create the supplier (AddSupplier), then its full form opens. */
function NewSupplier() {
  const t = useForm('suppliers');
  const navigate = useNavigate();
  const form = useZodForm({
    schema: newSupplierSchema,
    initialValues: { SupplierName: '', Type: '1' },
    toInput: (values) => ({ SupplierName: values.SupplierName, Type: Number(values.Type) }),
  });
  const submit = form.onSubmit(async (parsed) => {
    const created = await addSupplier(parsed.SupplierName, parsed.Type);
    showToast({ variant: 'success', message: t(31, 'Supplier created') });
    await navigate(href('suppliers/:id', { id: created.id }), { replace: true });
  });

  return (
    <Stack maw={640}>
      <BackLink />
      <Title order={1} size="h2">
        {t(2, 'New supplier')}
      </Title>
      <ErrorBanner error={form.formError} fields={form.labels} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Paper withBorder p="md">
          <Stack>
            <TextInput {...form.field('SupplierName', { label: t(10, 'Name') })} required />
            <Select
              {...form.field('Type', { label: t(4, 'Type') })}
              data={supplierTypeOptions(t)}
              onChange={(value) => form.set('Type', value ?? '0')}
              allowDeselect={false}
            />
            <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-end' }}>
              {t(32, 'Create')}
            </Button>
          </Stack>
        </Paper>
      </form>
    </Stack>
  );
}

const changesOf = (supplier: Supplier): SupplierChanges => ({
  name: supplier.name,
  type: supplier.type,
  vat: supplier.vat,
  iban: supplier.iban,
  bic: supplier.bic,
  info: supplier.info,
  contactName: supplier.contactName,
  contactFunction: supplier.contactFunction,
  nationalRegistryNumber: supplier.nationalRegistryNumber,
  phone: supplier.phone,
  email: supplier.email,
});
const ADDRESS_KEYS = Object.keys(EMPTY_ADDRESS) as (keyof AddressChanges)[];
const addressPart = (values: SupplierChanges & AddressChanges): AddressChanges =>
  Object.fromEntries(ADDRESS_KEYS.map((key) => [key, values[key]])) as unknown as AddressChanges;
const supplierPart = (values: SupplierChanges & AddressChanges): SupplierChanges =>
  Object.fromEntries(
    Object.entries(values).filter(([key]) => !(ADDRESS_KEYS as string[]).includes(key)),
  ) as unknown as SupplierChanges;
const addressOf = (supplier: Supplier): AddressChanges => {
  if (!supplier.address) return EMPTY_ADDRESS;
  const { id: _id, ...address } = supplier.address;
  return address;
};

/** The supplier and its address are one form, each part checked by its shared schema. */
const SUPPLIER_FORM = z.intersection(supplierSchema, addressSchema);
type SupplierFormValues = SupplierChanges & AddressChanges;

function EditSupplier({ id }: { id: number }) {
  const supplier = useQuery({ queryKey: supplierKeys.one(id), queryFn: () => getSupplier(id) });
  if (supplier.isPending) return <PageLoader />;
  if (supplier.isError) return <ScreenError error={supplier.error} />;
  return <SupplierEditor id={id} supplier={supplier.data} />;
}

function SupplierEditor({ id, supplier }: { id: number; supplier: Supplier }) {
  const t = useForm('suppliers');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm<SupplierFormValues, unknown>({
    schema: SUPPLIER_FORM,
    initialValues: { ...changesOf(supplier), ...addressOf(supplier) },
  });
  const [duplicates, setDuplicates] = useState<Duplicate[]>([]);
  const [deleting, setDeleting] = useState(false);
  const values = form.values;
  const address = addressPart(values);

  const submit = form.onSubmit(async (_parsed, all) => {
    const result = await updSupplier(id, supplierPart(all), addressPart(all));
    setDuplicates(result.duplicates);
    queryClient.setQueryData(supplierKeys.one(id), result.supplier);
    form.form.setValues({ ...changesOf(result.supplier), ...addressOf(result.supplier) });
    await queryClient.invalidateQueries({ queryKey: ['suppliers', 'list'] });
    showToast({ variant: 'success', message: t(33, 'Supplier saved') });
  });
  const text = (
    field: keyof SupplierChanges,
    label: string,
    extra: { type?: string; required?: boolean } = {},
  ) => <TextInput {...form.field(field, { label })} value={String(values[field] ?? '')} {...extra} />;
  const addressText = (field: keyof AddressChanges, label: string) => (
    <TextInput {...form.field(field, { label })} value={String(address[field] ?? '')} />
  );
  const coordinate = (field: 'lat' | 'lng', label: string) => (
    <NumberInput
      {...form.field(field, { label })}
      onChange={(value) => form.set(field, typeof value === 'number' ? value : 0)}
      decimalScale={6}
    />
  );

  return (
    <Stack maw={960}>
      <BackLink />
      <Group justify="space-between">
        <Title order={1} size="h2">
          {supplier.name}
        </Title>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} />}
          onClick={() => setDeleting(true)}
        >
          {t(34, 'Delete the supplier')}
        </Button>
      </Group>
      <ErrorBanner error={form.formError} fields={form.labels} />
      {duplicates.length > 0 && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={t(35, 'Possible duplicate')}>
          <Stack gap={4}>
            {duplicates.map((duplicate) => (
              <span key={`${duplicate.field}-${duplicate.supplierId}`}>
                {(duplicate.field === 'vat'
                  ? t(36, 'The same VAT number is used by {name}.')
                  : t(37, 'The same IBAN is used by {name}.')
                ).replace('{name}', duplicate.supplierName)}{' '}
                <Anchor component={Link} to={href('suppliers/:id', { id: duplicate.supplierId })}>
                  {t(38, 'Open it')}
                </Anchor>
              </span>
            ))}
          </Stack>
        </Alert>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Paper withBorder p="md">
            <Title order={4} mb="sm">
              {t(11, 'Identity')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {text('name', t(10, 'Name'), { required: true })}
              <Select
                {...form.field('type', { label: t(4, 'Type') })}
                data={supplierTypeOptions(t)}
                value={String(values.type)}
                onChange={(value) => form.set('type', Number(value ?? 0))}
                allowDeselect={false}
              />
              {text('vat', t(12, 'VAT number'))}
              {text('nationalRegistryNumber', t(13, 'National registry number'))}
              {text('iban', 'IBAN')}
              {text('bic', 'BIC')}
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md">
            <Title order={4} mb="sm">
              {t(14, 'Contact')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {text('contactName', t(15, 'Contact name'))}
              {text('contactFunction', t(16, 'Contact function'))}
              {text('email', t(17, 'Email'), { type: 'email' })}
              {text('phone', t(18, 'Phone'), { type: 'tel' })}
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md">
            <Group justify="space-between" mb="sm">
              <Title order={4}>{t(19, 'Address')}</Title>
              <MapLink address={address} />
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {addressText('street', t(20, 'Street'))}
              {addressText('number', t(21, 'Number'))}
              {addressText('box', t(22, 'Box'))}
              {addressText('zip', t(23, 'Postcode'))}
              {addressText('city', t(24, 'City'))}
              {addressText('state', t(25, 'State or region'))}
              {addressText('country', t(26, 'Country'))}
              {addressText('countryCode', t(27, 'Country code'))}
              <Group grow>
                {coordinate('lat', t(28, 'Latitude'))}
                {coordinate('lng', t(29, 'Longitude'))}
              </Group>
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md">
            <Textarea {...form.field('info', { label: t(39, 'Notes') })} autosize minRows={2} />
          </Paper>
          <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-end' }}>
            {t(30, 'Save')}
          </Button>
        </Stack>
      </form>
      <BankAccounts
        supplierId={id}
        accounts={supplier.bankAccounts}
        onChanged={() => queryClient.invalidateQueries({ queryKey: supplierKeys.one(id) })}
      />
      <ConfirmDialog
        opened={deleting}
        title={t(34, 'Delete the supplier')}
        message={t(72, 'Delete the supplier "{name}"?').replace('{name}', supplier.name)}
        danger
        onConfirm={async () => {
          await delSupplier(id);
          await queryClient.invalidateQueries({ queryKey: supplierKeys.all });
          showToast({ variant: 'success', message: t(73, 'Supplier deleted') });
          await navigate(href('suppliers'));
        }}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}

export default function SupplierEditScreen() {
  const { id } = useParams();
  return id === undefined ? <NewSupplier /> : <EditSupplier key={id} id={Number(id)} />;
}

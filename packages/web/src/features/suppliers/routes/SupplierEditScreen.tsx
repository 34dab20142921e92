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
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog, ErrorBanner, MapLink, PageLoader, ScreenError, showToast } from '../../../components';
import { href } from '../../../config/paths';
import { GraphQLRequestError } from '../../../lib/graphql';
import { useForm } from '../../../lib/i18n';
import { fieldErrors, useValidationMessage } from '../../../lib/validation-messages';
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
  const message = useValidationMessage();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [type, setType] = useState('1');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = newSupplierSchema.safeParse({ SupplierName: name, Type: Number(type) });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, message));
      return;
    }
    setSaving(true);
    try {
      const created = await addSupplier(parsed.data.SupplierName, parsed.data.Type);
      showToast({ variant: 'success', message: t(31, 'Supplier created') });
      await navigate(href('suppliers/:id', { id: created.id }), { replace: true });
    } catch (error) {
      if (error instanceof GraphQLRequestError && error.field) setErrors({ [error.field]: error.message });
      else setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack maw={640}>
      <BackLink />
      <Title order={1} size="h2">
        {t(2, 'New supplier')}
      </Title>
      <ErrorBanner error={failure} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Paper withBorder p="md">
          <Stack>
            <TextInput
              label={t(10, 'Name')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={errors.SupplierName}
              required
            />
            <Select
              label={t(4, 'Type')}
              data={supplierTypeOptions(t)}
              value={type}
              onChange={(value) => setType(value ?? '0')}
              error={errors.Type}
              allowDeselect={false}
            />
            <Button type="submit" loading={saving} style={{ alignSelf: 'flex-end' }}>
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
const addressOf = (supplier: Supplier): AddressChanges => {
  if (!supplier.address) return EMPTY_ADDRESS;
  const { id: _id, ...address } = supplier.address;
  return address;
};

function EditSupplier({ id }: { id: number }) {
  const t = useForm('suppliers');
  const message = useValidationMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const supplier = useQuery({ queryKey: supplierKeys.one(id), queryFn: () => getSupplier(id) });
  const [values, setValues] = useState<SupplierChanges | null>(null);
  const [address, setAddress] = useState<AddressChanges>(EMPTY_ADDRESS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [duplicates, setDuplicates] = useState<Duplicate[]>([]);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    if (supplier.data) {
      setValues(changesOf(supplier.data));
      setAddress(addressOf(supplier.data));
    }
  }, [supplier.data]);

  if (supplier.isPending) return <PageLoader />;
  if (supplier.isError) return <ScreenError error={supplier.error} />;
  if (!values) return <PageLoader />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsedSupplier = supplierSchema.safeParse(values);
    const parsedAddress = addressSchema.safeParse(address);
    const problems = {
      ...(parsedAddress.success ? {} : fieldErrors(parsedAddress.error.issues, message)),
      ...(parsedSupplier.success ? {} : fieldErrors(parsedSupplier.error.issues, message)),
    };
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    setFailure(null);
    try {
      const result = await updSupplier(id, values, address);
      setDuplicates(result.duplicates);
      queryClient.setQueryData(supplierKeys.one(id), result.supplier);
      await queryClient.invalidateQueries({ queryKey: ['suppliers', 'list'] });
      showToast({ variant: 'success', message: t(33, 'Supplier saved') });
    } catch (error) {
      if (error instanceof GraphQLRequestError && error.field) setErrors({ [error.field]: error.message });
      else setFailure(error);
    } finally {
      setSaving(false);
    }
  };
  const text = (
    field: keyof SupplierChanges,
    label: string,
    extra: { type?: string; required?: boolean } = {},
  ) => (
    <TextInput
      label={label}
      value={String(values[field] ?? '')}
      onChange={(e) => setValues({ ...values, [field]: e.currentTarget.value })}
      error={errors[field]}
      {...extra}
    />
  );
  const addressText = (field: keyof AddressChanges, label: string) => (
    <TextInput
      label={label}
      value={String(address[field] ?? '')}
      onChange={(e) => setAddress({ ...address, [field]: e.currentTarget.value })}
      error={errors[field]}
    />
  );
  const coordinate = (field: 'lat' | 'lng', label: string) => (
    <NumberInput
      label={label}
      value={address[field]}
      onChange={(value) => setAddress({ ...address, [field]: typeof value === 'number' ? value : 0 })}
      error={errors[field]}
      decimalScale={6}
    />
  );

  return (
    <Stack maw={960}>
      <BackLink />
      <Group justify="space-between">
        <Title order={1} size="h2">
          {supplier.data.name}
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
      <ErrorBanner error={failure} />
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
                label={t(4, 'Type')}
                data={supplierTypeOptions(t)}
                value={String(values.type)}
                onChange={(value) => setValues({ ...values, type: Number(value ?? 0) })}
                error={errors.type}
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
            <Textarea
              label={t(39, 'Notes')}
              value={values.info}
              onChange={(e) => setValues({ ...values, info: e.currentTarget.value })}
              error={errors.info}
              autosize
              minRows={2}
            />
          </Paper>
          <Button type="submit" loading={saving} style={{ alignSelf: 'flex-end' }}>
            {t(30, 'Save')}
          </Button>
        </Stack>
      </form>
      <BankAccounts
        supplierId={id}
        accounts={supplier.data.bankAccounts}
        onChanged={() => queryClient.invalidateQueries({ queryKey: supplierKeys.one(id) })}
      />
      <ConfirmDialog
        opened={deleting}
        title={t(34, 'Delete the supplier')}
        message={t(72, 'Delete the supplier "{name}"?').replace('{name}', supplier.data.name)}
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

import {
  Anchor,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { ACCOMMODATION_KINDS } from '@setledger/shared/logistics/logistics.constants';
import { accommodationSchema } from '@setledger/shared/logistics/logistics.schemas';
import { IconChevronLeft, IconTrash, IconUsers } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog, ErrorBanner, PageLoader, ScreenError, showToast } from '../../../components';
import { href } from '../../../config/paths';
import { useZodForm } from '../../../lib/form';
import { useForm } from '../../../lib/i18n';
import {
  type AccommodationDetail,
  type AccommodationInput,
  accommodationKeys,
  addUpdAccommodation,
  delAccommodation,
  getAccommodation,
  getSuppliers,
} from '../api/accommodation.api';
import { KIND_TEXTS } from '../components/accommodation-texts';

interface Values {
  kind: string;
  name: string;
  supplierId: string | null;
  country: string;
  strDate: string;
  endDate: string;
  rooms: number | string;
  nights: number | string;
  notes: string;
  street: string;
  number: string;
  zip: string;
  city: string;
}

const valuesOf = (a: AccommodationDetail | null): Values => ({
  kind: a?.kind ?? 'hotel',
  name: a?.name ?? '',
  supplierId: a?.supplierId ? String(a.supplierId) : null,
  country: a?.country ?? '',
  strDate: a?.strDate ?? '',
  endDate: a?.endDate ?? '',
  rooms: a?.rooms ?? 1,
  nights: a?.nights ?? 1,
  notes: a?.notes ?? '',
  street: a?.address?.street ?? '',
  number: a?.address?.number ?? '',
  zip: a?.address?.zip ?? '',
  city: a?.address?.city ?? '',
});

const toInput = (v: Values): AccommodationInput => ({
  kind: v.kind,
  name: v.name,
  supplierId: v.supplierId ? Number(v.supplierId) : null,
  country: v.country,
  strDate: v.strDate,
  endDate: v.endDate,
  rooms: typeof v.rooms === 'number' ? v.rooms : Number.NaN,
  nights: typeof v.nights === 'number' ? v.nights : Number.NaN,
  notes: v.notes,
  address: {
    street: v.street,
    number: v.number,
    zip: v.zip,
    city: v.city,
    countryCode: v.country.toLowerCase(),
  },
});

function AccommodationForm({
  id,
  accommodation,
}: {
  id: number | null;
  accommodation: AccommodationDetail | null;
}) {
  const t = useForm('accommodation');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  const suppliers = useQuery({ queryKey: accommodationKeys.suppliers, queryFn: getSuppliers });
  const form = useZodForm<Values, unknown>({
    schema: accommodationSchema,
    initialValues: valuesOf(accommodation),
    toInput,
    fields: { 'address.countryCode': 'country', 'address.city': 'city', 'address.zip': 'zip' },
  });
  const submit = form.onSubmit(async (_parsed, values) => {
    const saved = await addUpdAccommodation(id, toInput(values));
    await queryClient.invalidateQueries({ queryKey: accommodationKeys.all });
    showToast({ variant: 'success', message: t(20, 'Accommodation saved') });
    if (id === null) await navigate(href('accomodationList/:id', { id: saved.id }), { replace: true });
  });
  const number = (name: 'rooms' | 'nights', label: string) => (
    <NumberInput
      {...form.field(name, { label })}
      min={0}
      allowDecimal={false}
      onChange={(value) => form.set(name, value)}
    />
  );

  return (
    <Stack maw={960}>
      <Anchor component={Link} to={href('accomodationList')} size="sm">
        <Group gap={4}>
          <IconChevronLeft size={14} />
          {t(1, 'Accommodations')}
        </Group>
      </Anchor>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {accommodation ? accommodation.name : t(2, 'New accommodation')}
        </Title>
        {id !== null && (
          <Group>
            <Button
              component={Link}
              to={href('distribution/:id', { id })}
              variant="light"
              leftSection={<IconUsers size={16} />}
            >
              {t(6, 'Distribution')}
            </Button>
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              onClick={() => setDeleting(true)}
            >
              {t(21, 'Delete the accommodation')}
            </Button>
          </Group>
        )}
      </Group>
      <ErrorBanner error={form.formError} fields={form.labels} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Paper withBorder p="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput {...form.field('name', { label: t(10, 'Name') })} />
              <Select
                {...form.field('kind', { label: t(11, 'Kind') })}
                data={ACCOMMODATION_KINDS.map((kind) => ({ value: kind, label: t(...KIND_TEXTS[kind]) }))}
                onChange={(value) => form.set('kind', value ?? 'hotel')}
                allowDeselect={false}
              />
              <Select
                {...form.field('supplierId', { label: t(12, 'Supplier') })}
                data={(suppliers.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
                onChange={(value) => form.set('supplierId', value)}
                searchable
                clearable
              />
              <TextInput
                {...form.field('country', { label: t(13, 'Country code') })}
                description={t(14, 'Two letters (fr, de, uk…): it chooses the hotel emission factor.')}
                maxLength={10}
              />
              <TextInput {...form.field('strDate', { label: t(15, 'From') })} type="date" />
              <TextInput {...form.field('endDate', { label: t(16, 'To') })} type="date" />
              {number('rooms', t(17, 'Rooms'))}
              {number('nights', t(18, 'Nights'))}
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              {t(19, 'Address')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput {...form.field('street', { label: t(22, 'Street') })} />
              <TextInput {...form.field('number', { label: t(23, 'Number') })} />
              <TextInput {...form.field('zip', { label: t(24, 'Postcode') })} />
              <TextInput {...form.field('city', { label: t(25, 'City') })} />
            </SimpleGrid>
          </Paper>
          <Textarea {...form.field('notes', { label: t(26, 'Notes') })} autosize minRows={2} />
          {accommodation && (
            <Text size="sm" c="dimmed">
              {t(5, '{given} of {total} room-nights given')
                .replace('{given}', String(accommodation.distributedRoomNights))
                .replace('{total}', String(accommodation.roomNights))}
            </Text>
          )}
          <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-end' }}>
            {t(27, 'Save')}
          </Button>
        </Stack>
      </form>
      {accommodation && (
        <ConfirmDialog
          opened={deleting}
          danger
          title={t(21, 'Delete the accommodation')}
          message={t(28, 'Delete "{name}", its distribution and its carbon entries?').replace(
            '{name}',
            accommodation.name,
          )}
          onConfirm={async () => {
            await delAccommodation(accommodation.id);
            await queryClient.invalidateQueries({ queryKey: accommodationKeys.all });
            showToast({ variant: 'success', message: t(29, 'Accommodation deleted') });
            await navigate(href('accomodationList'));
          }}
          onClose={() => setDeleting(false)}
        />
      )}
    </Stack>
  );
}

function EditAccommodation({ id }: { id: number }) {
  const query = useQuery({ queryKey: accommodationKeys.one(id), queryFn: () => getAccommodation(id) });
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <ScreenError error={query.error} />;
  return <AccommodationForm id={id} accommodation={query.data} />;
}

/** accomodationList/{id}: an accommodation's form; 'new' creates one. */
export default function AccommodationEditScreen() {
  const { id } = useParams();
  if (id === 'new' || id === undefined) return <AccommodationForm id={null} accommodation={null} />;
  return <EditAccommodation key={id} id={Number(id)} />;
}

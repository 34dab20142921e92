import {
  Anchor,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { TRANSPORT_GROUPS, type TransportGroup } from '@setledger/shared/green/green.constants';
import { VEHICLE_ENERGIES } from '@setledger/shared/logistics/logistics.constants';
import { transportSchema } from '@setledger/shared/logistics/logistics.schemas';
import { IconChevronLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorBanner, PageLoader, ScreenError, showToast } from '../../../components';
import { useZodForm } from '../../../lib/form';
import { useForm } from '../../../lib/i18n';
import {
  addUpdTransport,
  getTransport,
  getTransportCrew,
  getTransportPlaces,
  type Transport,
  type TransportInput,
  transportKeys,
} from '../api/transport.api';
import { transportRoutes } from './routes';
import { ENERGY_TEXTS, GROUP_TEXTS, TYPE_TEXTS } from './transport-texts';

interface Values {
  transportTypeCode: string | null;
  date: string;
  userId: string | null;
  km: string;
  passengers: number | string;
  energy: string;
  description: string;
  fromName: string;
  fromCity: string;
  toName: string;
  toCity: string;
  /** The position of a known place chosen (0 when typed): with both, the server measures the road. */
  fromLat: number;
  fromLng: number;
  toLat: number;
  toLng: number;
}

const today = () => new Date().toISOString().slice(0, 10);
const valuesOf = (trip: Transport | null): Values => ({
  transportTypeCode: trip ? String(trip.transportTypeCode) : null,
  date: trip?.date ?? today(),
  userId: trip?.userId ? String(trip.userId) : null,
  km: trip?.km ?? '',
  passengers: trip?.passengers ?? 1,
  energy: trip?.energy ?? 'unknown',
  description: trip?.description ?? '',
  fromName: trip?.from?.name ?? '',
  fromCity: trip?.from?.city ?? '',
  toName: trip?.to?.name ?? '',
  toCity: trip?.to?.city ?? '',
  fromLat: trip?.from?.lat ?? 0,
  fromLng: trip?.from?.lng ?? 0,
  toLat: trip?.to?.lat ?? 0,
  toLng: trip?.to?.lng ?? 0,
});
const place = (name: string, city: string, lat: number, lng: number) =>
  name || city ? { name, city, lat, lng } : null;
const toInput = (v: Values): TransportInput => ({
  transportTypeCode: v.transportTypeCode ? Number(v.transportTypeCode) : Number.NaN,
  date: v.date,
  userId: v.userId ? Number(v.userId) : null,
  km: v.km.trim() || null,
  passengers: typeof v.passengers === 'number' ? v.passengers : Number.NaN,
  energy: v.energy,
  description: v.description,
  from: place(v.fromName, v.fromCity, v.fromLat, v.fromLng),
  to: place(v.toName, v.toCity, v.toLat, v.toLng),
});
const FIELDS = { 'from.name': 'fromName', 'from.city': 'fromCity', 'to.name': 'toName', 'to.city': 'toCity' };

function Form({ mine, trip }: { mine: boolean; trip: Transport | null }) {
  const t = useForm('transport');
  const routes = transportRoutes(mine);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const crew = useQuery({ queryKey: transportKeys.crew, queryFn: getTransportCrew, enabled: !mine });
  const places = useQuery({ queryKey: transportKeys.places, queryFn: getTransportPlaces });
  const form = useZodForm<Values, unknown>({
    schema: transportSchema,
    initialValues: valuesOf(trip),
    toInput,
    fields: FIELDS,
  });
  const submit = form.onSubmit(async (_parsed, values) => {
    const saved = await addUpdTransport(trip?.id ?? null, toInput(values));
    await queryClient.invalidateQueries({ queryKey: transportKeys.all });
    showToast({ variant: 'success', message: t(30, 'Trip saved') });
    await navigate(routes.detail(saved.id), { replace: true });
  });
  const placeOptions = (places.data ?? []).map((p) => ({ value: String(p.id), label: p.label }));
  /** A known place fills the name and its position; typing a name instead forgets the position. */
  const knownPlace = (end: 'from' | 'to', label: string) => (
    <Select
      label={label}
      data={placeOptions}
      value={null}
      placeholder={t(43, 'Choose a place…')}
      onChange={(value) => {
        const chosen = places.data?.find((p) => String(p.id) === value);
        if (!chosen) return;
        form.set(`${end}Name`, chosen.label);
        form.set(`${end}City`, '');
        form.set(`${end}Lat`, chosen.lat);
        form.set(`${end}Lng`, chosen.lng);
      }}
      searchable
    />
  );
  const placeName = (end: 'from' | 'to', label: string) => {
    const props = form.field(`${end}Name`, { label });
    return (
      <TextInput
        {...props}
        onChange={(event) => {
          props.onChange(event);
          form.set(`${end}Lat`, 0);
          form.set(`${end}Lng`, 0);
        }}
      />
    );
  };
  const typeOptions = (Object.keys(TRANSPORT_GROUPS) as TransportGroup[]).map((group) => ({
    group: t(...GROUP_TEXTS[group]),
    items: TRANSPORT_GROUPS[group].map((code) => ({ value: String(code), label: t(...TYPE_TEXTS[code]!) })),
  }));

  return (
    <Stack maw={560}>
      <Anchor component={Link} to={trip ? routes.detail(trip.id) : routes.list()} size="sm">
        <Group gap={4}>
          <IconChevronLeft size={14} />
          {mine ? t(1, 'My transport') : t(2, 'Transports')}
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {trip ? t(31, 'Change the trip') : t(3, 'Add a trip')}
      </Title>
      <ErrorBanner error={form.formError} fields={form.labels} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Paper withBorder p="md">
          <Stack>
            <Select
              {...form.field('transportTypeCode', { label: t(32, 'Means of transport') })}
              data={typeOptions}
              onChange={(value) => form.set('transportTypeCode', value)}
              searchable
            />
            <TextInput {...form.field('date', { label: t(33, 'Date') })} type="date" />
            {!mine && (
              <Select
                {...form.field('userId', { label: t(16, 'Person') })}
                data={(crew.data ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
                onChange={(value) => form.set('userId', value)}
                searchable
                clearable
              />
            )}
            {placeOptions.length > 0 && knownPlace('from', t(41, 'Known starting place'))}
            {placeName('from', t(34, 'From (place)'))}
            <TextInput {...form.field('fromCity', { label: t(35, 'From (city)') })} />
            {placeOptions.length > 0 && knownPlace('to', t(42, 'Known destination'))}
            {placeName('to', t(36, 'To (place)'))}
            <TextInput {...form.field('toCity', { label: t(37, 'To (city)') })} />
            <TextInput
              {...form.field('km', { label: t(38, 'Distance (km)') })}
              inputMode="decimal"
              description={t(39, 'Leave empty to have the road measured when the places have a position.')}
            />
            <NumberInput
              {...form.field('passengers', { label: t(14, 'Passengers') })}
              min={1}
              allowDecimal={false}
              onChange={(value) => form.set('passengers', value)}
            />
            <Select
              {...form.field('energy', { label: t(15, 'Vehicle energy') })}
              data={VEHICLE_ENERGIES.map((energy) => ({ value: energy, label: t(...ENERGY_TEXTS[energy]) }))}
              onChange={(value) => form.set('energy', value ?? 'unknown')}
              allowDeselect={false}
            />
            <Textarea {...form.field('description', { label: t(18, 'Description') })} autosize minRows={2} />
            <Button type="submit" loading={form.submitting} fullWidth>
              {t(40, 'Save the trip')}
            </Button>
          </Stack>
        </Paper>
      </form>
    </Stack>
  );
}

function EditTrip({ mine, id }: { mine: boolean; id: number }) {
  const query = useQuery({ queryKey: transportKeys.one(id), queryFn: () => getTransport(id) });
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <ScreenError error={query.error} />;
  return <Form mine={mine} trip={query.data} />;
}

/** …/mobile/add and …/mobile/update/{id}: one column, made for a phone (390 px). */
export function TransportForm({ mine }: { mine: boolean }) {
  const { id } = useParams();
  return id === undefined ? (
    <Form mine={mine} trip={null} />
  ) : (
    <EditTrip key={id} mine={mine} id={Number(id)} />
  );
}

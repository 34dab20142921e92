import {
  Button,
  Center,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { commuteKmSchema, vehicleSchema } from '@setledger/shared/users/users.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ErrorBanner, Loader, showToast } from '../../../components';
import { useZodForm } from '../../../lib/form';
import { useFormat } from '../../../lib/format';
import { useForm } from '../../../lib/i18n';
import {
  getVehicleCommute,
  updVehicleCommute,
  type VehicleCommute,
  type VehicleCommuteInput,
} from '../api/vehicle-commute.api';

/** The vehicle with the commute beside it: UpdUserVehicle's two inputs checked by the server's own rules. */
const VEHICLE_COMMUTE = vehicleSchema.extend({ commuteKm: commuteKmSchema });

/** The energies of a person's vehicle (001 §3.3), their code being their place here, with their text numbers. */
const ENERGIES: readonly (readonly [number, string])[] = [
  [20, 'Unknown'],
  [21, 'Petrol'],
  [22, 'Diesel'],
  [23, 'Hybrid'],
  [24, 'Plug-in hybrid'],
  [25, 'Electric'],
  [26, 'Motorbike'],
  [27, 'Van'],
];

interface Values {
  name: string;
  brand: string;
  model: string;
  numberPlate: string;
  energy: string;
  kgCoTwoPerKm: string;
  commuteKm: string;
}

const valuesOf = (v: VehicleCommute | undefined): Values => ({
  name: v?.name ?? '',
  brand: v?.brand ?? '',
  model: v?.model ?? '',
  numberPlate: v?.numberPlate ?? '',
  energy: String(v?.energy ?? 0),
  kgCoTwoPerKm: v?.kgCoTwoPerKm ?? '',
  commuteKm: v?.commuteKm ?? '',
});

const vehicleKey = (userId: number) => ['my-vehicle-commute', userId] as const;

/**
 * My vehicle and commute (issue 18): the vehicle a person uses for work, the kg CO2e per km it counts (their own
 * figure, else the energy's sourced factor) and the km of one working day's commute, which each validated
 * timesheet day adds to the carbon ledger. The vehicle's type, sub-type and tax horsepower go back unchanged.
 */
export function VehicleCommutePanel({ userId }: { userId: number }) {
  const t = useForm('vehicle-commute');
  const format = useFormat();
  const queryClient = useQueryClient();
  const vehicle = useQuery({ queryKey: vehicleKey(userId), queryFn: () => getVehicleCommute(userId) });
  const save = useMutation({
    mutationFn: ({ input, commuteKm }: { input: VehicleCommuteInput; commuteKm: string }) =>
      updVehicleCommute(userId, input, commuteKm),
    onSuccess: async (saved) => {
      queryClient.setQueryData(vehicleKey(userId), saved);
      showToast({ variant: 'success', message: t(15, 'Vehicle and commute saved') });
      // The expense form's travel factor reads the same vehicle.
      await queryClient.invalidateQueries({ queryKey: ['expense-references', 'vehicle', userId] });
    },
  });

  const form = useZodForm({
    schema: VEHICLE_COMMUTE,
    initialValues: valuesOf(vehicle.data),
    toInput: (values) => ({
      ...values,
      energy: Number(values.energy),
      type: vehicle.data?.type ?? 0,
      subType: vehicle.data?.subType ?? 0,
      taxHorsepower: vehicle.data?.taxHorsepower ?? 0,
    }),
    fields: { CommuteKm: 'commuteKm' },
  });
  // The vehicle arrives after the first render (and again after a save): the form takes it.
  const { initialize, setValues } = form.form;
  useEffect(() => {
    if (vehicle.data) initialize(valuesOf(vehicle.data));
  }, [vehicle.data, initialize]);

  const submit = form.onSubmit(async ({ commuteKm, ...input }) => {
    const saved = await save.mutateAsync({ input, commuteKm: commuteKm ?? '' });
    setValues(valuesOf(saved));
  });

  const energyOptions = ENERGIES.map(([n, en], code) => ({ value: String(code), label: t(n, en) }));

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="vehicle-commute-title">
      <Title order={2} size="h4" mb="xs" id="vehicle-commute-title">
        {t(1, 'My vehicle and commute')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t(
          2,
          'The vehicle you use for work and your daily commute count in the carbon footprint of the production.',
        )}
      </Text>
      {vehicle.isPending ? (
        <Center>
          <Loader />
        </Center>
      ) : vehicle.isError ? (
        <ErrorBanner error={vehicle.error} />
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <ErrorBanner error={form.formError} fields={form.labels} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput {...form.field('name', { label: t(3, 'Name') })} />
              <TextInput {...form.field('brand', { label: t(4, 'Brand') })} />
              <TextInput {...form.field('model', { label: t(5, 'Model') })} />
              <TextInput {...form.field('numberPlate', { label: t(6, 'Number plate') })} />
              <Select
                {...form.field('energy', { label: t(7, 'Energy') })}
                data={energyOptions}
                onChange={(value) => value !== null && form.set('energy', value)}
                allowDeselect={false}
              />
              <TextInput
                {...form.field('kgCoTwoPerKm', { label: t(8, 'Declared kg CO2e per km') })}
                description={t(9, 'Leave empty to use the sourced factor of the energy.')}
                inputMode="decimal"
              />
              <TextInput
                {...form.field('commuteKm', { label: t(10, 'Commute (km per working day)') })}
                description={t(
                  11,
                  'Home to set and back, for one working day of this production. Leave empty if none.',
                )}
                inputMode="decimal"
              />
            </SimpleGrid>
            <Stack gap={2}>
              <Text size="sm">
                {t(12, 'Factor in use: {value} kg CO2e per km').replace(
                  '{value}',
                  format.number(vehicle.data.co2FactorValue),
                )}
              </Text>
              <Text size="sm" c="dimmed">
                {t(13, 'Source: {source}').replace('{source}', vehicle.data.co2FactorSource)}
              </Text>
            </Stack>
            <Group justify="flex-end">
              <Button type="submit" loading={form.submitting}>
                {t(14, 'Save my vehicle')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}

import {
  Accordion,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { LOCATION_ADDRESS_SLOTS, LOCATION_TYPES } from '@setledger/shared/locations/locations.constants';
import { MapLink } from '../../../components';
import { fieldsOf, type LocationForm } from './form-fields';
import type { AddressValues } from './location-form-values';
import {
  kindOptions,
  paymentOptions,
  premiseOptions,
  slotLabel,
  statusOptions,
  typeOptions,
  useLocationTexts,
} from './location-texts';

/** Identity and set names. */
export function IdentityTab({ form }: { form: LocationForm }) {
  const t = useLocationTexts();
  const f = fieldsOf(form);
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {f.text('setName', t(18, 'Set name'))}
        {f.text('scriptName', t(110, 'Name in the script'))}
        {f.text('setName1', t(111, 'Set name 1'))}
        {f.text('setName2', t(112, 'Set name 2'))}
        {f.text('setName3', t(113, 'Set name 3'))}
        {f.code('type', t(19, 'Type'), typeOptions(t))}
        {form.values.type === LOCATION_TYPES.premise &&
          f.code('type1', t(114, 'Kind of premise'), premiseOptions(t))}
        {f.code('kind', t(115, 'Interior or exterior'), kindOptions(t))}
        {f.code('status', t(8, 'Status'), statusOptions(t))}
        {f.day('foundOn', t(116, 'Found on'))}
      </SimpleGrid>
      {f.flag('selected', t(117, 'Selected for the shoot'))}
      {f.text('mainCharacteristic', t(118, 'Main characteristic'))}
      <Textarea {...form.field('description', { label: t(119, 'Description') })} autosize minRows={2} />
      <Textarea {...form.field('note', { label: t(120, 'Notes') })} autosize minRows={2} />
    </Stack>
  );
}

function AddressFields({ form, index }: { form: LocationForm; index: number }) {
  const t = useLocationTexts();
  const address = form.values.addresses[index]!;
  const text = (name: keyof AddressValues, label: string) => (
    <TextInput {...form.field(`addresses.${index}.${name}`, { label })} value={String(address[name])} />
  );
  const coordinate = (name: 'lat' | 'lng', label: string) => (
    <NumberInput
      {...form.field(`addresses.${index}.${name}`, { label })}
      onChange={(value) =>
        form.form.setFieldValue(`addresses.${index}.${name}`, typeof value === 'number' ? value : 0)
      }
      decimalScale={6}
    />
  );
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {text('name', t(121, 'Name'))}
        {text('street', t(122, 'Street'))}
        {text('number', t(123, 'Number'))}
        {text('box', t(124, 'Box'))}
        {text('zip', t(125, 'Postcode'))}
        {text('city', t(126, 'City'))}
        {text('state', t(127, 'State or region'))}
        {text('country', t(128, 'Country'))}
        {text('countryCode', t(129, 'Country code'))}
        {coordinate('lat', t(130, 'Latitude'))}
        {coordinate('lng', t(131, 'Longitude'))}
        {text('other', t(132, 'Access notes'))}
      </SimpleGrid>
      <MapLink address={address} />
    </Stack>
  );
}

/** Addresses (the location's own first, then 13 others) and access. */
export function AddressesTab({ form }: { form: LocationForm }) {
  const t = useLocationTexts();
  const f = fieldsOf(form);
  return (
    <Stack>
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="sm">
          {slotLabel(t, 1)}
        </Title>
        <AddressFields form={form} index={0} />
      </Paper>
      <Accordion variant="separated">
        {form.values.addresses.slice(1).map((address, i) => (
          <Accordion.Item key={LOCATION_ADDRESS_SLOTS[i + 1]} value={String(i + 2)}>
            <Accordion.Control>
              <Group gap="xs">
                {slotLabel(t, i + 2)}
                {address.city && ` · ${address.city}`}
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <AddressFields form={form} index={i + 1} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {f.text('googleMapLink', t(133, 'Map link (https://…)'))}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {f.flag('parkingPermit', t(134, 'Parking permit'))}
        {f.flag('toilets', t(135, 'Toilets'))}
        {f.flag('fireExtinguisher', t(136, 'Fire extinguisher'))}
        {f.flag('catering', t(137, 'Catering on site'))}
      </SimpleGrid>
    </Stack>
  );
}

/** Dates and occupation. */
export function DatesTab({ form }: { form: LocationForm }) {
  const t = useLocationTexts();
  const f = fieldsOf(form);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {f.day('getInDate', t(138, 'Get-in date'))}
      {f.day('getOutDate', t(139, 'Get-out date'))}
      {f.day('shootingStartDate', t(140, 'First shooting day'))}
      {f.day('shootingEndDate', t(141, 'Last shooting day'))}
      {f.count('totNbOfDaysOccupation', t(142, 'Days of occupation'))}
      {f.count('totNbOfManDays', t(143, 'Man-days on location'))}
      {f.decimal('surface', t(144, 'Surface (m²)'))}
      {f.decimal('filmingArea', t(145, 'Filming area (m²)'))}
      {f.decimal('surfaceAreaOfFixtures', t(146, 'Surface of the fixtures (m²)'))}
    </SimpleGrid>
  );
}

/** Fees and payment, with the owner as a supplier. */
export function FeesTab({
  form,
  suppliers,
}: {
  form: LocationForm;
  suppliers: { value: string; label: string }[];
}) {
  const t = useLocationTexts();
  const f = fieldsOf(form);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {f.supplier('ownerSupplierId', t(147, 'Owner (supplier)'), suppliers)}
      {f.code('paiementType', t(148, 'Payment type'), paymentOptions(t))}
      {f.decimal('dayRateFee', t(149, 'Day rate'))}
      {f.decimal('dayRateSettingUpFee', t(150, 'Day rate for setting up'))}
      {f.decimal('downPaiement', t(151, 'Down payment'))}
      {f.decimal('total', t(152, 'Total'))}
    </SimpleGrid>
  );
}

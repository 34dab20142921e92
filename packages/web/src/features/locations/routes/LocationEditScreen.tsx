import { Anchor, Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { locationSchema } from '@setledger/shared/locations/locations.schemas';
import { IconChevronLeft, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog, ErrorBanner, PageLoader, ScreenError, showToast } from '../../../components';
import { href } from '../../../config/paths';
import { useZodForm } from '../../../lib/form';
import {
  delLocation,
  getLocation,
  getLocationSuppliers,
  type Location,
  locationKeys,
  newLocation,
  updLocation,
} from '../api/locations.api';
import { EnergyTab } from '../components/EnergyTab';
import { type LocationFormValues, TAB_OF, toInput, valuesOf } from '../components/location-form-values';
import { useLocationTexts } from '../components/location-texts';
import { AddressesTab, DatesTab, FeesTab, IdentityTab } from '../components/MainTabs';
import { EquipmentTab, FilesTab, WasteTab } from '../components/OtherTabs';
import { useCanManageLocations } from './LocationsScreen';

const TABS = ['identity', 'addresses', 'dates', 'fees', 'energy', 'waste', 'equipment', 'files'] as const;

function LocationEditor({ location, premises }: { location: Location | null; premises: boolean }) {
  const t = useLocationTexts();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canManage = useCanManageLocations();
  const base = premises ? 'Offices' : 'locations';
  const [tab, setTab] = useState<string>('identity');
  const [deleting, setDeleting] = useState(false);
  const suppliers = useQuery({ queryKey: locationKeys.suppliers, queryFn: getLocationSuppliers });
  const supplierOptions = (suppliers.data ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  const form = useZodForm<LocationFormValues, unknown>({
    schema: locationSchema,
    initialValues: valuesOf(location, premises),
    toInput,
  });
  const tabLabels: Record<(typeof TABS)[number], string> = {
    identity: t(210, 'Identity and set names'),
    addresses: t(211, 'Addresses and access'),
    dates: t(212, 'Dates and occupation'),
    fees: t(213, 'Fees and payment'),
    energy: t(214, 'Energy and meters'),
    waste: t(215, 'Waste and sorting'),
    equipment: t(216, 'Equipment'),
    files: t(217, 'Documents and pictures'),
  };
  /** After a save, the tab of the first field in error opens, so a refusal is never hidden behind another tab. */
  const [attempt, setAttempt] = useState(0);
  const firstError = Object.keys(form.errors).find((field) => form.errors[field]);
  useEffect(() => {
    if (attempt > 0 && firstError) setTab(TAB_OF[firstError.split('.')[0]!] ?? 'identity');
  }, [attempt, firstError]);
  const submit = form.onSubmit(async (_parsed, values) => {
    const id = location?.id ?? (await newLocation());
    try {
      const saved = await updLocation(id, toInput(values));
      queryClient.setQueryData(locationKeys.one(id), saved);
      await queryClient.invalidateQueries({ queryKey: ['locations', 'list'] });
      showToast({ variant: 'success', message: t(218, 'Location saved') });
      if (!location) await navigate(href(`${base}/:action/:id`, { action: 'update', id }), { replace: true });
      else form.load(valuesOf(saved, premises));
    } catch (error) {
      // A refused first save leaves no empty location behind.
      if (!location) await delLocation(id).catch(() => undefined);
      throw error;
    }
  });
  const title = location?.setName || (premises ? t(5, 'New office') : t(4, 'New location'));

  return (
    <Stack maw={1100}>
      <Anchor
        component={Link}
        to={href(base)}
        state={location ? { focusId: location.id } : undefined}
        size="sm"
      >
        <Group gap={4}>
          <IconChevronLeft size={14} />
          {premises ? t(2, 'Offices') : t(1, 'Locations')}
        </Group>
      </Anchor>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        {location && canManage && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            onClick={() => setDeleting(true)}
          >
            {t(219, 'Delete the location')}
          </Button>
        )}
      </Group>
      <ErrorBanner error={form.formError} fields={form.labels} />
      <form
        onSubmit={(event) => {
          setAttempt((n) => n + 1);
          void submit(event).then(() => setAttempt((n) => n + 1));
        }}
        noValidate
      >
        <Stack>
          <Tabs value={tab} onChange={(value) => setTab(value ?? 'identity')} keepMounted>
            <Tabs.List>
              {TABS.map((name) => (
                <Tabs.Tab
                  key={name}
                  value={name}
                  c={
                    Object.keys(form.errors).some((f) => TAB_OF[f.split('.')[0]!] === name && form.errors[f])
                      ? 'red'
                      : undefined
                  }
                >
                  {tabLabels[name]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="identity" pt="md">
              <IdentityTab form={form as never} />
            </Tabs.Panel>
            <Tabs.Panel value="addresses" pt="md">
              <AddressesTab form={form as never} />
            </Tabs.Panel>
            <Tabs.Panel value="dates" pt="md">
              <DatesTab form={form as never} />
            </Tabs.Panel>
            <Tabs.Panel value="fees" pt="md">
              <FeesTab form={form as never} suppliers={supplierOptions} />
            </Tabs.Panel>
            <Tabs.Panel value="energy" pt="md">
              <EnergyTab
                form={form as never}
                location={location}
                suppliers={supplierOptions}
                canManage={canManage}
              />
            </Tabs.Panel>
            <Tabs.Panel value="waste" pt="md">
              <WasteTab form={form as never} />
            </Tabs.Panel>
            <Tabs.Panel value="equipment" pt="md">
              <EquipmentTab form={form as never} />
            </Tabs.Panel>
            <Tabs.Panel value="files" pt="md">
              <FilesTab form={form as never} location={location} canManage={canManage} />
            </Tabs.Panel>
          </Tabs>
          {canManage && (
            <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-end' }}>
              {t(220, 'Save')}
            </Button>
          )}
        </Stack>
      </form>
      {location && (
        <ConfirmDialog
          opened={deleting}
          title={t(219, 'Delete the location')}
          message={t(221, 'Delete "{name}"? Its meter readings leave the carbon ledger.').replace(
            '{name}',
            location.setName || `#${location.id}`,
          )}
          danger
          onConfirm={async () => {
            await delLocation(location.id);
            await queryClient.invalidateQueries({ queryKey: locationKeys.all });
            showToast({ variant: 'success', message: t(222, 'Location deleted') });
            await navigate(href(base));
          }}
          onClose={() => setDeleting(false)}
        />
      )}
    </Stack>
  );
}

function ExistingLocation({ id, premises }: { id: number; premises: boolean }) {
  const location = useQuery({ queryKey: locationKeys.one(id), queryFn: () => getLocation(id) });
  if (location.isPending) return <PageLoader />;
  if (location.isError) return <ScreenError error={location.error} />;
  return <LocationEditor location={location.data} premises={premises} />;
}

/** locations/{action}/{id} and Offices/{action}/{id} (issue 15): a location's record, in a location manager's tabs. */
export function LocationRecord({ premises }: { premises: boolean }) {
  const { action, id } = useParams();
  if (action === 'add' || !id || Number(id) === 0)
    return <LocationEditor location={null} premises={premises} />;
  return <ExistingLocation key={id} id={Number(id)} premises={premises} />;
}

export default function LocationEditScreen() {
  return <LocationRecord premises={false} />;
}

import { ActionIcon, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Location } from '../api/locations.api';
import { fieldsOf, type LocationForm } from './form-fields';
import { LocationPicture } from './LocationPicture';
import { equipmentOptions, useLocationTexts } from './location-texts';

/** Waste and sorting. */
export function WasteTab({ form }: { form: LocationForm }) {
  const t = useLocationTexts();
  const f = fieldsOf(form);
  return (
    <Stack>
      {f.flag('sortedWaste', t(190, 'Waste is sorted'))}
      {f.flag('recycledPaper', t(191, 'Recycled paper'))}
      {f.flag('trash', t(192, 'Bins on site'))}
    </Stack>
  );
}

/** Computer equipment rows. */
export function EquipmentTab({ form }: { form: LocationForm }) {
  const t = useLocationTexts();
  const rows = form.values.computerEquipments;
  const setRows = (next: typeof rows) => form.set('computerEquipments', next);
  return (
    <Stack>
      {rows.length === 0 && <Text c="dimmed">{t(193, 'No computer equipment.')}</Text>}
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id before the location is saved
        <Paper key={index} withBorder p="sm">
          <Group align="flex-end" wrap="nowrap">
            <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ flex: 1 }}>
              <Select
                {...form.field(`computerEquipments.${index}.type`, { label: t(19, 'Type') })}
                data={equipmentOptions(t)}
                value={String(row.type)}
                onChange={(value) =>
                  setRows(rows.map((r, i) => (i === index ? { ...r, type: Number(value ?? 0) } : r)))
                }
                allowDeselect={false}
              />
              <TextInput
                {...form.field(`computerEquipments.${index}.description`, { label: t(119, 'Description') })}
                value={row.description}
              />
              <TextInput
                {...form.field(`computerEquipments.${index}.quantity`, { label: t(167, 'Quantity') })}
                type="number"
                min={1}
                value={String(row.quantity)}
                onChange={(e) =>
                  setRows(
                    rows.map((r, i) =>
                      i === index ? { ...r, quantity: Math.trunc(Number(e.currentTarget.value) || 0) } : r,
                    ),
                  )
                }
              />
            </SimpleGrid>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t(194, 'Remove row {n}').replace('{n}', String(index + 1))}
              onClick={() => setRows(rows.filter((_, i) => i !== index))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      <Button
        variant="default"
        leftSection={<IconPlus size={16} />}
        onClick={() => setRows([...rows, { type: 0, description: '', quantity: 1 }])}
        style={{ alignSelf: 'flex-start' }}
      >
        {t(195, 'Add equipment')}
      </Button>
    </Stack>
  );
}

/** Documents and pictures. */
export function FilesTab({
  form,
  location,
  canManage,
}: {
  form: LocationForm;
  location: Location | null;
  canManage: boolean;
}) {
  const t = useLocationTexts();
  const f = fieldsOf(form);
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {f.text('imageName', t(196, 'Picture title'))}
        {f.count('numberOfPicture', t(197, 'Number of pictures taken'))}
      </SimpleGrid>
      {location ? (
        <>
          <LocationPicture location={location} kind="map" label={t(198, 'Map')} canManage={canManage} />
          <LocationPicture
            location={location}
            kind="image"
            label={t(199, 'Pictures')}
            canManage={canManage}
            multiple
          />
          <LocationPicture
            location={location}
            kind="document"
            label={t(200, 'Documents')}
            canManage={canManage}
            multiple
          />
        </>
      ) : (
        <Text c="dimmed">{t(201, 'Save the location first to add pictures and documents.')}</Text>
      )}
    </Stack>
  );
}

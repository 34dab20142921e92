import { Autocomplete, Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useErrorText } from '../../../components/ErrorBanner';
import { useShellProfile } from '../../../lib/project-modules';
import { getTravelDistance, getTravelPlaces, type TravelPlace } from '../api/expenses.api';
import { useExpenseTexts } from './expense-ui';

const COORDINATES = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*[,;]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** The coordinates of a typed place: a known address by its label, or "lat, lng" typed as such. */
export function placeCoordinates(
  text: string,
  places: readonly TravelPlace[],
): { lat: number; lng: number } | null {
  const known = places.find((p) => p.label === text.trim());
  if (known) return { lat: known.lat, lng: known.lng };
  const typed = COORDINATES.exec(text);
  return typed ? { lat: Number(typed[1]), lng: Number(typed[2]) } : null;
}

type Key = 'fromLocation' | 'toLocation' | 'km';

/**
 * From, to and the distance of a travel. The license's addresses with coordinates are offered as places; with a
 * routing server (ROUTING_URL) the road distance between two known places fills the kilometres, which stay
 * editable. Without one, the distance is typed.
 */
export function TravelFields({
  values,
  errors,
  editable,
  onChange,
}: {
  values: Record<Key, string>;
  errors: Partial<Record<Key, string>>;
  editable: boolean;
  onChange: (key: Key, value: string) => void;
}) {
  const t = useExpenseTexts();
  const toText = useErrorText();
  const routingAvailable = useShellProfile().data?.routingAvailable === true;
  const places = useQuery({ queryKey: ['expense-references', 'places'], queryFn: getTravelPlaces });
  const [note, setNote] = useState<string | null>(null);
  const [routeError, setRouteError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const labels = [...new Set((places.data ?? []).map((p) => p.label))];
  const from = placeCoordinates(values.fromLocation, places.data ?? []);
  const to = placeCoordinates(values.toLocation, places.data ?? []);

  const compute = async () => {
    if (!from || !to) return;
    setBusy(true);
    setRouteError(null);
    try {
      const route = await getTravelDistance(from, to);
      onChange('km', route.km);
      setNote(
        t(170, '{km} km by road, about {minutes} min.')
          .replace('{km}', route.km)
          .replace('{minutes}', String(route.durationMinutes)),
      );
    } catch (error) {
      setRouteError(toText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Autocomplete
          label={t(30, 'From')}
          data={labels}
          value={values.fromLocation}
          maxLength={200}
          onChange={(value) => onChange('fromLocation', value)}
          error={errors.fromLocation}
          disabled={!editable}
        />
        <Autocomplete
          label={t(31, 'To')}
          data={labels}
          value={values.toLocation}
          maxLength={200}
          onChange={(value) => onChange('toLocation', value)}
          error={errors.toLocation}
          disabled={!editable}
        />
      </SimpleGrid>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t(95, 'Distance (km)')}
          required
          inputMode="decimal"
          value={values.km}
          onChange={(e) => {
            onChange('km', e.currentTarget.value);
            setNote(null);
          }}
          error={errors.km ?? routeError}
          description={
            note ??
            (routingAvailable
              ? t(171, 'Pick known places (or type "lat, lng") to get the distance by road, or type it.')
              : t(172, 'Type the distance in km.'))
          }
          disabled={!editable}
        />
        {routingAvailable && editable && (
          <Button
            variant="light"
            leftSection={<IconRoute size={16} />}
            disabled={!from || !to}
            loading={busy}
            onClick={compute}
          >
            {t(173, 'Distance by road')}
          </Button>
        )}
      </Group>
      {routingAvailable && editable && (!from || !to) && (values.fromLocation || values.toLocation) && (
        <Text size="xs" c="dimmed">
          {t(174, 'The road distance needs two known places or coordinates.')}
        </Text>
      )}
    </>
  );
}

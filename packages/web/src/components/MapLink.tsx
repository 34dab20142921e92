import { Anchor, Group } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useForm } from '../lib/i18n';

export interface MapAddress {
  street?: string | null;
  number?: string | null;
  zip?: string | null;
  city?: string | null;
  country?: string | null;
  lat?: number | null;
  lng?: number | null;
}

/**
 * 001 §2.4 item 10: the map URL from the coordinates when both are present, otherwise from the text of
 * street, number, zip, city and country; null when there is nothing to show. Only a link: no map is loaded.
 */
export function mapUrl(address: MapAddress): string | null {
  if (address.lat && address.lng)
    return `https://www.openstreetmap.org/?mlat=${address.lat}&mlon=${address.lng}#map=17/${address.lat}/${address.lng}`;
  const text = [
    [address.street, address.number].filter(Boolean).join(' '),
    address.zip,
    address.city,
    address.country,
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  return text ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(text)}` : null;
}

/** Opens the address on a map in a new tab. */
export function MapLink({ address }: { address: MapAddress }) {
  const t = useForm('ui-map-link');
  const url = mapUrl(address);
  if (!url) return null;
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
      <Group gap={4} component="span">
        <IconMapPin size={16} />
        {t(1, 'Open in a map')}
      </Group>
    </Anchor>
  );
}

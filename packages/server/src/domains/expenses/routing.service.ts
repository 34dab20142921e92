import { Decimal } from 'decimal.js';
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { AppError, badInput } from '../../core/errors';
import { inLicense } from '../../core/scope';
import type { Services } from '../../core/services';
import { addresses } from '../addresses';
import { projects } from '../projects';
import { suppliers } from '../suppliers';

export interface Place {
  lat: number;
  lng: number;
}

const ROUTING_TIMEOUT_MS = 5000;

function checkPlace(place: Place, field: string) {
  if (!Number.isFinite(place.lat) || place.lat < -90 || place.lat > 90)
    throw badInput(`${field}.lat`, 'outOfRange');
  if (!Number.isFinite(place.lng) || place.lng < -180 || place.lng > 180)
    throw badInput(`${field}.lng`, 'outOfRange');
}

/**
 * GetTravelDistance: the road distance between two places from the OSRM-compatible server of ROUTING_URL
 * (GET /route/v1/driving/{lng},{lat};{lng},{lat}), in km to one decimal. Without a server, or when it finds
 * no road or does not answer within 5 s, SERVICE_UNAVAILABLE tells the person to enter the distance by hand.
 */
export async function getTravelDistance(
  services: Services,
  _actor: Actor,
  input: { from: Place; to: Place },
) {
  checkPlace(input.from, 'From');
  checkPlace(input.to, 'To');
  const base = services.config.routingUrl;
  if (!base) throw new AppError('SERVICE_UNAVAILABLE', 'routingOff');
  const coordinates = `${input.from.lng},${input.from.lat};${input.to.lng},${input.to.lat}`;
  let body: { code?: string; routes?: { distance?: number; duration?: number }[] };
  try {
    const response = await fetch(`${base}/route/v1/driving/${coordinates}?overview=false&steps=false`, {
      signal: AbortSignal.timeout(ROUTING_TIMEOUT_MS),
    });
    body = (await response.json()) as typeof body;
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', 'routingFailed');
  }
  const route = body.code === 'Ok' ? body.routes?.[0] : undefined;
  if (typeof route?.distance !== 'number' || !Number.isFinite(route.distance))
    throw new AppError('SERVICE_UNAVAILABLE', 'routingFailed');
  return {
    km: new Decimal(route.distance).dividedBy(1000).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toFixed(1),
    durationMinutes: Math.round((route.duration ?? 0) / 60),
  };
}

/**
 * GetTravelPlaces: the license's addresses that carry coordinates (the project, suppliers, legal entities,
 * saved places), named after their place, supplier or project, as starting points and destinations of a travel.
 */
export async function getTravelPlaces(services: Services, actor: Actor) {
  const placeName = sql<string>`coalesce(nullif(${addresses.name}, ''), ${suppliers.name}, ${projects.titre}, '')`;
  const rows = await services.db
    .select({
      id: addresses.id,
      name: placeName,
      street: addresses.street,
      number: addresses.number,
      zip: addresses.zip,
      city: addresses.city,
      lat: addresses.lat,
      lng: addresses.lng,
    })
    .from(addresses)
    .leftJoin(suppliers, eq(suppliers.addressId, addresses.id))
    .leftJoin(projects, eq(projects.addressId, addresses.id))
    .where(and(inLicense(addresses, actor), or(ne(addresses.lat, 0), ne(addresses.lng, 0))))
    .orderBy(asc(placeName), asc(addresses.city), asc(addresses.id))
    .limit(500);
  return rows.map((a) => {
    const street = [a.street, a.number].filter(Boolean).join(' ');
    const town = [a.zip, a.city].filter(Boolean).join(' ');
    const where = [street, town].filter(Boolean).join(', ');
    return {
      id: a.id,
      label: a.name ? `${a.name}${where ? ` – ${where}` : ''}` : where || `${a.lat}, ${a.lng}`,
      lat: a.lat,
      lng: a.lng,
    };
  });
}

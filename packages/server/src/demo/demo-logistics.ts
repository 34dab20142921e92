import type { AccommodationKind, VehicleEnergy } from '@setledger/shared/logistics/logistics.constants';
import type { Tx } from '../db/client';
import {
  accommodationDistributions,
  accommodations,
  syncAccommodationLedger,
} from '../domains/accommodation';
import { addresses } from '../domains/addresses/addresses.table';
import { syncTransportLedger, transports } from '../domains/transport';
import { DEMO_PLACES } from './demo-data';

const LIGHTHOUSE = DEMO_PLACES[0];
const STUDIO = DEMO_PLACES[1];

interface DemoAccommodation {
  kind: AccommodationKind;
  name: string;
  country: string;
  address: {
    street: string;
    number: string;
    zip: string;
    city: string;
    countryCode: string;
    lat: number;
    lng: number;
  };
  strDate: string;
  endDate: string;
  rooms: number;
  nights: number;
  /** Who sleeps there: rooms × nights each; `read` once they confirmed it in myaccomodations. */
  shares: { email: string; rooms: number; nights: number; read: boolean }[];
}

/** Where the crew sleeps for the lighthouse week and the studio days (issue 15); Belgium's hotel factor. */
export const DEMO_ACCOMMODATIONS: readonly DemoAccommodation[] = [
  {
    kind: 'hotel',
    name: 'Hotel Thermae Palace',
    country: 'be',
    address: {
      street: 'Koningin Astridlaan',
      number: '7',
      zip: '8400',
      city: 'Ostend',
      countryCode: 'be',
      lat: 51.2203,
      lng: 2.8996,
    },
    strDate: '2026-11-02',
    endDate: '2026-11-06',
    rooms: 5,
    nights: 4,
    shares: [
      { email: 'crew1@demo.setledger.test', rooms: 1, nights: 4, read: true },
      { email: 'crew2@demo.setledger.test', rooms: 1, nights: 4, read: true },
      // The head of camera has not opened theirs yet: their header shows it (numAccToRead).
      { email: 'hod@demo.setledger.test', rooms: 1, nights: 4, read: false },
    ],
  },
  {
    kind: 'flat',
    name: 'Flat Rue Haute',
    country: 'be',
    address: {
      street: 'Rue Haute',
      number: '30',
      zip: '1000',
      city: 'Brussels',
      countryCode: 'be',
      lat: 50.8389,
      lng: 4.3489,
    },
    strDate: '2026-10-26',
    endDate: '2026-10-31',
    rooms: 2,
    nights: 5,
    shares: [{ email: 'crew2@demo.setledger.test', rooms: 1, nights: 5, read: true }],
  },
  {
    kind: 'hotel',
    name: 'Hôtel du Nord (Paris recce)',
    country: 'fr',
    address: {
      street: 'Quai de Jemmapes',
      number: '102',
      zip: '75010',
      city: 'Paris',
      countryCode: 'fr',
      lat: 48.8721,
      lng: 2.3646,
    },
    strDate: '2026-10-20',
    endDate: '2026-10-22',
    rooms: 2,
    nights: 2,
    shares: [],
  },
];

interface DemoTrip {
  email: string;
  code: number;
  date: string;
  km: string;
  passengers: number;
  energy: VehicleEnergy;
  description: string;
  from: (typeof DEMO_PLACES)[number];
  to: (typeof DEMO_PLACES)[number];
}

/** Trips between the studio and the lighthouse set (about 124 km by road). */
export const DEMO_TRIPS: readonly DemoTrip[] = [
  {
    email: 'crew1@demo.setledger.test',
    code: 7,
    date: '2026-11-02',
    km: '124',
    passengers: 3,
    energy: 'diesel',
    description: 'Camera team to the lighthouse',
    from: STUDIO,
    to: LIGHTHOUSE,
  },
  {
    email: 'crew1@demo.setledger.test',
    code: 7,
    date: '2026-11-06',
    km: '124',
    passengers: 3,
    energy: 'diesel',
    description: 'Camera team back to the studio',
    from: LIGHTHOUSE,
    to: STUDIO,
  },
  {
    email: 'crew2@demo.setledger.test',
    code: 6,
    date: '2026-11-02',
    km: '124',
    passengers: 1,
    energy: 'electric',
    description: 'Sound truck follow car',
    from: STUDIO,
    to: LIGHTHOUSE,
  },
  {
    email: 'hod@demo.setledger.test',
    code: 5,
    date: '2026-11-03',
    km: '124',
    passengers: 18,
    energy: 'diesel',
    description: 'Crew coach, first shooting day',
    from: STUDIO,
    to: LIGHTHOUSE,
  },
  {
    email: 'prod@demo.setledger.test',
    code: 27,
    date: '2026-11-02',
    km: '124',
    passengers: 1,
    energy: 'diesel',
    description: 'Generator truck to the set',
    from: STUDIO,
    to: LIGHTHOUSE,
  },
];

const place = (p: (typeof DEMO_PLACES)[number]) => `${p.name}, ${p.zip} ${p.city}`;

/** Loads the demo accommodations (with their distribution) and trips, each with its ledger entries. */
export async function loadDemoLogistics(
  tx: Tx,
  demo: {
    projectId: number;
    licenseId: number;
    userIds: ReadonlyMap<string, number>;
    createdBy: number | null;
  },
) {
  const { projectId, licenseId, userIds, createdBy } = demo;
  for (const a of DEMO_ACCOMMODATIONS) {
    const [address] = await tx
      .insert(addresses)
      .values({ ...a.address, name: a.name, licenseId })
      .returning();
    const { shares, address: _address, ...values } = a;
    const [row] = await tx
      .insert(accommodations)
      .values({ ...values, projectId, addressId: address!.id, createdBy })
      .returning();
    const distributed = shares.length
      ? await tx
          .insert(accommodationDistributions)
          .values(
            shares.map((s) => ({
              projectId,
              accommodationId: row!.id,
              userId: userIds.get(s.email)!,
              rooms: s.rooms,
              nights: s.nights,
              strDate: a.strDate,
              endDate: a.endDate,
              readAt: s.read ? new Date('2026-10-30T09:00:00Z') : null,
            })),
          )
          .returning()
      : [];
    await syncAccommodationLedger(tx, row!, distributed, []);
  }
  for (const trip of DEMO_TRIPS) {
    const [from, to] = await tx
      .insert(addresses)
      .values([
        { ...trip.from, licenseId },
        { ...trip.to, licenseId },
      ])
      .returning();
    const [row] = await tx
      .insert(transports)
      .values({
        projectId,
        userId: userIds.get(trip.email)!,
        transportTypeCode: trip.code,
        date: trip.date,
        km: trip.km,
        passengers: trip.passengers,
        energy: trip.energy,
        description: trip.description,
        fromAddressId: from!.id,
        toAddressId: to!.id,
        createdBy,
      })
      .returning();
    await syncTransportLedger(tx, row!, { from: place(trip.from), to: place(trip.to), createdBy });
  }
}

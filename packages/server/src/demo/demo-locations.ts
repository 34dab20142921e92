import type { Tx } from '../db/client';
import { insertDemoLocation } from '../domains/locations';

/**
 * The demo production's locations (issue 15): three film sets and the production office in Belgium, with their
 * meters read (and a generator on the beach), so locations, Offices, green/locations and green/premises are not
 * empty on first start. Their ledger entries come from the readings, as for any location.
 */
export async function loadDemoLocations(
  tx: Tx,
  input: { projectId: number; licenseId: number; createdBy: number | null },
) {
  const add = (
    address: Record<string, string | number>,
    values: Parameters<typeof insertDemoLocation>[1]['values'],
  ) => insertDemoLocation(tx, { ...input, address, values });
  await add(
    {
      street: 'Rue du Marché aux Herbes',
      number: '12',
      zip: '1000',
      city: 'Bruxelles',
      country: 'Belgium',
      countryCode: 'be',
      lat: 50.8467,
      lng: 4.3547,
    },
    {
      type: 0,
      kind: 0,
      status: 2,
      selected: true,
      setName: 'Café Lumière',
      scriptName: 'INT. CAFÉ - NIGHT',
      description: 'Art-deco café near the Grand-Place, closed to the public on shooting days.',
      getInDate: '2026-11-02',
      getOutDate: '2026-11-06',
      shootingStartDate: '2026-11-03',
      shootingEndDate: '2026-11-05',
      totNbOfDaysOccupation: 5,
      totNbOfManDays: 180,
      dayRateFee: '1450.00',
      total: '7250.00',
      electricityMeterStart: '48210',
      electricityMeterEnd: '49035.5',
      waterMeterStart: '1210.4',
      waterMeterEnd: '1228.9',
      sortedWaste: true,
      toilets: true,
    },
  );
  await add(
    {
      street: 'Zeedijk',
      zip: '8400',
      city: 'Oostende',
      country: 'Belgium',
      countryCode: 'be',
      lat: 51.2361,
      lng: 2.9202,
    },
    {
      type: 0,
      kind: 1,
      status: 2,
      selected: true,
      setName: 'Ostend lighthouse',
      scriptName: 'EXT. LIGHTHOUSE - DAWN',
      getInDate: '2026-11-09',
      getOutDate: '2026-11-11',
      totNbOfDaysOccupation: 3,
      totNbOfManDays: 120,
      dayRateFee: '900.00',
      generatorFuelType: 'hvo',
      generatorVolume: '320',
      parkingPermit: true,
    },
  );
  await add(
    { street: 'Zeelaan', zip: '8660', city: 'De Panne', country: 'Belgium', countryCode: 'be' },
    {
      type: 0,
      kind: 1,
      status: 1,
      setName: 'De Panne dunes',
      scriptName: 'EXT. DUNES - DAY',
      getInDate: '2026-11-16',
      getOutDate: '2026-11-17',
    },
  );
  await add(
    {
      street: 'Avenue Louise',
      number: '231',
      zip: '1050',
      city: 'Bruxelles',
      country: 'Belgium',
      countryCode: 'be',
      lat: 50.8247,
      lng: 4.3636,
    },
    {
      type: 1,
      type1: 0,
      status: 2,
      setName: 'Production office',
      getInDate: '2026-09-01',
      getOutDate: '2026-12-18',
      totNbOfDaysOccupation: 109,
      electricityMeterStart: '10250',
      electricityMeterEnd: '13480',
      gasMeterStart: '5520',
      gasMeterEnd: '9870',
      waterMeterStart: '330',
      waterMeterEnd: '352.5',
      greenEnergySupplier: true,
      recycledPaper: true,
      sortedWaste: true,
      nbOfAirConditioners: 2,
    },
  );
}

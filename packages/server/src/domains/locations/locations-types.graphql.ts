import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { AddressInput, AddressRef } from '../addresses/addresses.graphql';
import { getSupplier } from '../suppliers';
import { SupplierRef } from '../suppliers/suppliers.graphql';
import type * as footprint from './location-footprint.service';
import { footprintOfLocation } from './location-footprint.service';
import type { LocationDetail } from './locations.service';
import type { ComputerEquipmentRow, LocationFileRow, LocationRow } from './locations.sql';

/** The schema types of the builder, for field helpers shared by two object types. */
type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

const ComputerEquipmentRef = builder.objectRef<ComputerEquipmentRow>('LocationComputerEquipment').implement({
  description: 'A computer equipment row of a location (001 §3.7 computerEquipments).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    locationId: t.exposeInt('locationId'),
    type: t.exposeInt('type'),
    description: t.exposeString('description'),
    quantity: t.exposeInt('quantity'),
  }),
});

const LocationFileRef = builder.objectRef<LocationFileRow>('LocationFile').implement({
  description: 'A stored picture or document of a location, served at /files/locations/{id} to its readers.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    locationId: t.exposeInt('locationId'),
    kind: t.exposeString('kind'),
    originalName: t.exposeString('originalName'),
    contentType: t.exposeString('contentType'),
    size: t.exposeInt('size'),
    url: t.string({ resolve: (f) => `/files/locations/${f.id}` }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const LocationAddressRef = builder
  .objectRef<{ slot: number; address: LocationDetail['addressList'][number]['address'] }>('LocationAddress')
  .implement({
    description:
      'One of the fourteen addresses of a location (addressId1 to addressId14; slot 1 is its own).',
    fields: (t) => ({
      slot: t.exposeInt('slot'),
      address: t.field({ type: AddressRef, resolve: (a) => a.address }),
    }),
  });

/** end − start of a meter (001 §3.7 consumption totals), null until both are read. */
const used = (start: string | null, end: string | null) =>
  start === null || end === null ? null : (Number(end) - Number(start)).toFixed(3).replace(/\.?0+$/, '');

/** The fields of a location row, shared by the list and the detail. */
function rowFields(t: PothosSchemaTypes.ObjectFieldBuilder<Types, LocationRow>) {
  const dec = (name: keyof LocationRow) => t.expose(name as never, { type: 'Decimal', nullable: true });
  const str = (name: keyof LocationRow) => t.exposeString(name as never);
  const day = (name: keyof LocationRow) => t.exposeString(name as never, { nullable: true });
  const int = (name: keyof LocationRow) => t.exposeInt(name as never);
  const optInt = (name: keyof LocationRow) => t.exposeInt(name as never, { nullable: true });
  const bool = (name: keyof LocationRow) => t.exposeBoolean(name as never);
  return {
    id: int('id'),
    projectId: int('projectId'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    type: int('type'),
    type1: int('type1'),
    kind: int('kind'),
    status: int('status'),
    selected: bool('selected'),
    setName: str('setName'),
    setName1: str('setName1'),
    setName2: str('setName2'),
    setName3: str('setName3'),
    scriptName: str('scriptName'),
    description: str('description'),
    note: str('note'),
    mainCharacteristic: str('mainCharacteristic'),
    foundOn: day('foundOn'),
    clientId: optInt('clientId'),
    googleMapLink: str('googleMapLink'),
    parkingPermit: bool('parkingPermit'),
    toilets: bool('toilets'),
    trash: bool('trash'),
    fireExtinguisher: bool('fireExtinguisher'),
    catering: bool('catering'),
    ...Object.fromEntries(
      Array.from({ length: 14 }, (_, i) => [
        `addressId${i + 1}`,
        optInt(`addressId${i + 1}` as keyof LocationRow),
      ]),
    ),
    getInDate: day('getInDate'),
    getOutDate: day('getOutDate'),
    shootingStartDate: day('shootingStartDate'),
    shootingEndDate: day('shootingEndDate'),
    surface: dec('surface'),
    filmingArea: dec('filmingArea'),
    surfaceAreaOfFixtures: dec('surfaceAreaOfFixtures'),
    totNbOfDaysOccupation: int('totNbOfDaysOccupation'),
    totNbOfManDays: int('totNbOfManDays'),
    ownerSupplierId: optInt('ownerSupplierId'),
    dayRateFee: dec('dayRateFee'),
    dayRateSettingUpFee: dec('dayRateSettingUpFee'),
    downPaiement: dec('downPaiement'),
    total: dec('total'),
    paiementType: int('paiementType'),
    elecSupplierId: optInt('elecSupplierId'),
    gasSupplierId: optInt('gasSupplierId'),
    waterSupplierId: optInt('waterSupplierId'),
    greenEnergySupplier: bool('greenEnergySupplier'),
    electricityMeterStart: dec('electricityMeterStart'),
    electricityMeterEnd: dec('electricityMeterEnd'),
    gasMeterStart: dec('gasMeterStart'),
    gasMeterEnd: dec('gasMeterEnd'),
    waterMeterStart: dec('waterMeterStart'),
    waterMeterEnd: dec('waterMeterEnd'),
    electricityConsumption: t.field({
      type: 'Decimal',
      nullable: true,
      resolve: (l: LocationRow) => used(l.electricityMeterStart, l.electricityMeterEnd),
    }),
    gasConsumption: t.field({
      type: 'Decimal',
      nullable: true,
      resolve: (l: LocationRow) => used(l.gasMeterStart, l.gasMeterEnd),
    }),
    waterConsumption: t.field({
      type: 'Decimal',
      nullable: true,
      resolve: (l: LocationRow) => used(l.waterMeterStart, l.waterMeterEnd),
    }),
    generatorFuelType: t.exposeString('generatorFuelType', { nullable: true }),
    generatorVolume: dec('generatorVolume'),
    volumeTotalFuelOil: dec('volumeTotalFuelOil'),
    nbOfAirConditioners: int('nbOfAirConditioners'),
    sortedWaste: bool('sortedWaste'),
    recycledPaper: bool('recycledPaper'),
    numberOfPicture: int('numberOfPicture'),
    imageName: str('imageName'),
  };
}

export const LocationRef = builder
  .objectRef<LocationRow & { address1?: LocationDetail['addressList'][number]['address'] | null }>('Location')
  .implement({
    description:
      'A location of 001 §3.7: a film set, a premise of the production (office) or a PME location.',
    fields: (t) => ({
      ...rowFields(t as never),
      address1: t.field({
        type: AddressRef,
        nullable: true,
        description: 'Its own address (slot 1), in the list.',
        resolve: (l) => l.address1 ?? null,
      }),
    }),
  });

export const LocationDetailRef = builder.objectRef<LocationDetail>('LocationDetail').implement({
  description: 'A location with its addresses, owner, computer equipment and stored files (GetLocation).',
  fields: (t) => ({
    ...rowFields(t as never),
    addresses: t.field({ type: [LocationAddressRef], resolve: (l) => l.addressList }),
    owner: t.field({
      type: SupplierRef,
      nullable: true,
      description: 'The owner, a supplier of the license (001 §3.7).',
      resolve: (l, _args, ctx) =>
        l.ownerSupplierId === null
          ? null
          : getSupplier(ctx, requireActor(ctx), { supplierId: l.ownerSupplierId }),
    }),
    computerEquipments: t.field({ type: [ComputerEquipmentRef], resolve: (l) => l.computerEquipments }),
    files: t.field({ type: [LocationFileRef], resolve: (l) => l.files }),
    footprint: t.field({
      type: LocationFootprintRef,
      description: 'Its kWh, m3, litres and kg CO2e from its ledger entries, with their factors.',
      resolve: (l, _args, ctx) => footprintOfLocation(ctx, l),
    }),
  }),
});

export const LocationPageRef = builder
  .objectRef<{ rows: LocationRow[]; totalRecords: number }>('LocationPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [LocationRef], resolve: (p) => p.rows }),
      totalRecords: t.exposeInt('totalRecords'),
    }),
  });

const ComputerEquipmentInput = builder.inputType('LocationComputerEquipmentInput', {
  fields: (t) => ({
    type: t.int({ required: false }),
    description: t.string({ required: false }),
    quantity: t.int(),
  }),
});

const LocationAddressInput = builder.inputType('LocationAddressInput', {
  fields: (t) => ({
    slot: t.int(),
    address: t.field({ type: AddressInput, required: false, description: 'null clears the slot' }),
  }),
});

export const LocationInput = builder.inputType('LocationInput', {
  description: 'UpdLocation’s UpdatedLocation: every field of 001 §3.7 (absent fields are cleared).',
  fields: (t) => {
    const s = () => t.string({ required: false });
    const i = () => t.int({ required: false });
    const b = () => t.boolean({ required: false });
    const d = () => t.field({ type: 'Decimal', required: false });
    return {
      type: i(),
      type1: i(),
      kind: i(),
      status: i(),
      selected: b(),
      setName: s(),
      setName1: s(),
      setName2: s(),
      setName3: s(),
      scriptName: s(),
      description: s(),
      note: s(),
      mainCharacteristic: s(),
      foundOn: s(),
      clientId: i(),
      googleMapLink: s(),
      parkingPermit: b(),
      toilets: b(),
      trash: b(),
      fireExtinguisher: b(),
      catering: b(),
      addresses: t.field({ type: [LocationAddressInput], required: false }),
      getInDate: s(),
      getOutDate: s(),
      shootingStartDate: s(),
      shootingEndDate: s(),
      surface: d(),
      filmingArea: d(),
      surfaceAreaOfFixtures: d(),
      totNbOfDaysOccupation: i(),
      totNbOfManDays: i(),
      ownerSupplierId: i(),
      dayRateFee: d(),
      dayRateSettingUpFee: d(),
      downPaiement: d(),
      total: d(),
      paiementType: i(),
      elecSupplierId: i(),
      gasSupplierId: i(),
      waterSupplierId: i(),
      greenEnergySupplier: b(),
      electricityMeterStart: d(),
      electricityMeterEnd: d(),
      gasMeterStart: d(),
      gasMeterEnd: d(),
      waterMeterStart: d(),
      waterMeterEnd: d(),
      generatorFuelType: s(),
      generatorVolume: d(),
      volumeTotalFuelOil: d(),
      nbOfAirConditioners: i(),
      sortedWaste: b(),
      recycledPaper: b(),
      computerEquipments: t.field({ type: [ComputerEquipmentInput], required: false }),
      numberOfPicture: i(),
      imageName: s(),
    };
  },
});

const FootprintMeasureRef = builder
  .objectRef<footprint.FootprintMeasure>('LocationFootprintMeasure')
  .implement({
    description: 'One ledger entry of a location: quantity × factor = kg CO2e, with the factor’s provenance.',
    fields: (t) => ({
      entryId: t.exposeInt('entryId'),
      sourceType: t.exposeString('sourceType'),
      quantity: t.expose('quantity', { type: 'Decimal' }),
      unit: t.exposeString('unit'),
      kgCo2e: t.expose('kgCo2e', { type: 'Decimal' }),
      factorKey: t.exposeString('factorKey', { nullable: true }),
      factorValue: t.expose('factorValue', { type: 'Decimal', nullable: true }),
      factorUnit: t.exposeString('factorUnit', { nullable: true }),
      factorSource: t.exposeString('factorSource', { nullable: true }),
      factorYear: t.exposeInt('factorYear', { nullable: true }),
      isOverride: t.exposeBoolean('isOverride'),
    }),
  });

const figureFields = (t: PothosSchemaTypes.ObjectFieldBuilder<Types, footprint.FootprintFigures>) => ({
  electricityKwh: t.expose('electricityKwh', { type: 'Decimal' }),
  gasKwh: t.expose('gasKwh', { type: 'Decimal' }),
  waterM3: t.expose('waterM3', { type: 'Decimal' }),
  generatorLitres: t.expose('generatorLitres', { type: 'Decimal' }),
  kgCo2e: t.expose('kgCo2e', { type: 'Decimal' }),
});

const FootprintFiguresRef = builder
  .objectRef<footprint.FootprintFigures>('LocationFootprintTotals')
  .implement({
    fields: (t) => figureFields(t),
  });

const LocationFootprintRef = builder.objectRef<footprint.LocationFootprint>('LocationFootprint').implement({
  description: 'A location’s or premise’s kWh, m3, litres and kg CO2e from its ledger entries.',
  fields: (t) => ({
    location: t.field({ type: LocationRef, resolve: (f) => f.location }),
    ...figureFields(t as never),
    measures: t.field({ type: [FootprintMeasureRef], resolve: (f) => f.measures }),
  }),
});

export const LocationsFootprintRef = builder
  .objectRef<{ items: footprint.LocationFootprint[]; totals: footprint.FootprintFigures }>(
    'LocationsFootprint',
  )
  .implement({
    fields: (t) => ({
      items: t.field({ type: [LocationFootprintRef], resolve: (f) => f.items }),
      totals: t.field({ type: FootprintFiguresRef, resolve: (f) => f.totals }),
    }),
  });

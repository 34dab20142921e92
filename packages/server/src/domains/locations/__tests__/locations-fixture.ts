import { expect } from 'vitest';
import type { App } from '../../../app';
import { errorCode, type GqlResult, gql } from '../../../test/harness';

export const JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 2, 3,
]);

export const FIELDS = `id projectId type type1 status setName getInDate getOutDate
  electricityMeterStart electricityMeterEnd electricityConsumption gasConsumption waterConsumption
  generatorFuelType generatorVolume ownerSupplierId dayRateFee
  addresses { slot address { id city countryCode } } owner { id name }
  computerEquipments { type description quantity } files { id kind url contentType }`;
export const NEW = `mutation($c: Int) { NewLocation(ClientId: $c) { ${FIELDS} } }`;
export const UPD = `mutation($id: Int!, $l: LocationInput!) { UpdLocation(LocationId: $id, UpdatedLocation: $l) { ${FIELDS} } }`;
export const GET = `query($id: Int!) { GetLocation(LocationId: $id) { ${FIELDS} } }`;
export const DEL = 'mutation($id: Int!) { DelLocation(LocationId: $id) }';
export const DEL_MANY = 'mutation($ids: [Int!]!) { DelLocations(LocationsId: $ids) }';
export const LIST = `query($s: Int, $p: Boolean, $pme: Boolean, $d: Boolean, $from: String, $to: String, $q: String, $o: Int, $size: Int) {
  GetProjectLocationPage(Status: $s, RemovePremise: $p, RemoveLocationPME: $pme, RemoveLocationDecorFilm: $d,
    StrDate: $from, EndDate: $to, SearchText: $q, Offset: $o, Size: $size) { items { id setName type status } totalRecords } }`;
export const FOOTPRINT = `query($p: Boolean) { GetLocationsFootprint(Premises: $p) {
  items { location { id setName } electricityKwh gasKwh waterM3 generatorLitres kgCo2e
    measures { sourceType quantity unit kgCo2e factorKey factorValue factorSource factorYear } }
  totals { electricityKwh gasKwh waterM3 generatorLitres kgCo2e } } }`;
export const ADD_FILE =
  'mutation($id: Int!, $k: String!, $file: File!) { AddLocationFile(LocationId: $id, Kind: $k, File: $file) { id kind url } }';

export interface LocationResult {
  id: number;
  [key: string]: unknown;
}

export async function newLocation(app: App, token: string): Promise<LocationResult> {
  const answer = await gql<{ NewLocation: LocationResult }>(app, NEW, {}, { token });
  expect(answer.errors).toBeUndefined();
  return answer.data!.NewLocation;
}

export async function saveLocation(app: App, token: string, id: number, location: Record<string, unknown>) {
  const answer = await gql<{ UpdLocation: LocationResult }>(app, UPD, { id, l: location }, { token });
  expect(answer.errors).toBeUndefined();
  return answer.data!.UpdLocation;
}

/** A location in Belgium with its electricity meter read. */
export const BRUSSELS = {
  setName: 'Grand-Place café',
  status: 2,
  getInDate: '2026-11-02',
  getOutDate: '2026-11-06',
  addresses: [{ slot: 1, address: { street: 'Grand-Place', city: 'Bruxelles', countryCode: 'be' } }],
  electricityMeterStart: '1200',
  electricityMeterEnd: '1450.5',
};

export const refusal = (answer: GqlResult) => ({
  code: errorCode(answer),
  field: answer.errors?.[0]?.extensions?.field,
});

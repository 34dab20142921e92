import { fetchFile } from '../../../lib/files';
import { gqlRequest, gqlUpload } from '../../../lib/graphql';
import type { LocationInput } from '../../../lib/graphql-schema.generated';
import type { LocationFieldsFragment } from './fragments/location-fields.generated';
import { AddLocationFileDocument } from './operations/add-location-file.generated';
import { DelLocationDocument } from './operations/del-location.generated';
import { DelLocationFileDocument } from './operations/del-location-file.generated';
import { DelLocationsDocument } from './operations/del-locations.generated';
import { GetLocationDocument } from './operations/get-location.generated';
import { GetLocationSuppliersDocument } from './operations/get-location-suppliers.generated';
import {
  GetLocationsFootprintDocument,
  type GetLocationsFootprintQuery,
} from './operations/get-locations-footprint.generated';
import {
  GetProjectLocationPageDocument,
  type GetProjectLocationPageQuery,
  type GetProjectLocationPageQueryVariables,
} from './operations/get-project-location-page.generated';
import { NewLocationDocument } from './operations/new-location.generated';
import { UpdLocationDocument } from './operations/upd-location.generated';

export type Location = LocationFieldsFragment;
export type LocationListRow = GetProjectLocationPageQuery['GetProjectLocationPage']['items'][number];
export type LocationListFilter = GetProjectLocationPageQueryVariables;
export type LocationsFootprint = GetLocationsFootprintQuery['GetLocationsFootprint'];
export type { LocationInput };

export const locationKeys = {
  all: ['locations'] as const,
  list: (filter: LocationListFilter) => ['locations', 'list', filter] as const,
  one: (id: number) => ['locations', 'one', id] as const,
  suppliers: ['locations', 'suppliers'] as const,
  footprint: (premises: boolean) => ['locations', 'footprint', premises] as const,
};

export async function getProjectLocationList(filter: LocationListFilter) {
  return (await gqlRequest(GetProjectLocationPageDocument, filter)).GetProjectLocationPage;
}
export async function getLocation(id: number) {
  return (await gqlRequest(GetLocationDocument, { id })).GetLocation;
}
export async function newLocation() {
  return (await gqlRequest(NewLocationDocument, {})).NewLocation.id;
}
export async function updLocation(id: number, location: LocationInput) {
  return (await gqlRequest(UpdLocationDocument, { id, location })).UpdLocation;
}
export async function delLocation(id: number) {
  return (await gqlRequest(DelLocationDocument, { id })).DelLocation;
}
export async function delLocations(ids: number[]) {
  return (await gqlRequest(DelLocationsDocument, { ids })).DelLocations;
}
export async function addLocationFile(id: number, kind: string, file: File) {
  const data = await gqlUpload(
    AddLocationFileDocument,
    { id, kind, file: null },
    { path: 'variables.file', file, name: file.name },
  );
  return data.AddLocationFile;
}
export async function delLocationFile(id: number) {
  return (await gqlRequest(DelLocationFileDocument, { id })).DelLocationFile;
}
export async function getLocationSuppliers() {
  return (await gqlRequest(GetLocationSuppliersDocument, {})).GetSuppliers;
}
export async function getLocationsFootprint(premises: boolean) {
  return (await gqlRequest(GetLocationsFootprintDocument, { premises })).GetLocationsFootprint;
}
/** A picture of a location, fetched with the bearer token (served to the location's readers only). */
export const fetchLocationFile = fetchFile;

import { queryOptions } from '@tanstack/react-query';
import { gqlRequest, gqlUpload } from '../../../lib/graphql';
import type { CarbonRemovalInput } from '../../../lib/graphql-schema.generated';
import type { CarbonRemovalFieldsFragment } from './fragments/carbon-removal-fields.generated';
import { AddCarbonRemovalCertificateDocument } from './operations/add-carbon-removal-certificate.generated';
import { AddUpdCarbonRemovalDocument } from './operations/add-upd-carbon-removal.generated';
import { DelCarbonRemovalDocument } from './operations/del-carbon-removal.generated';
import { DelCarbonRemovalCertificateDocument } from './operations/del-carbon-removal-certificate.generated';
import { GetCarbonRemovalDocument } from './operations/get-carbon-removal.generated';
import {
  GetCarbonRemovalsDocument,
  type GetCarbonRemovalsQuery,
} from './operations/get-carbon-removals.generated';

export type CarbonRemoval = CarbonRemovalFieldsFragment;
export type CarbonRemovalList = GetCarbonRemovalsQuery['GetCarbonRemovals'];

export const removalKeys = {
  all: ['carbon-removals'] as const,
  list: ['carbon-removals', 'list'] as const,
  one: (id: number) => ['carbon-removals', 'one', id] as const,
};

export async function getCarbonRemovals() {
  return (await gqlRequest(GetCarbonRemovalsDocument)).GetCarbonRemovals;
}
export async function getCarbonRemoval(id: number) {
  return (await gqlRequest(GetCarbonRemovalDocument, { id })).GetCarbonRemoval;
}
export async function addUpdCarbonRemoval(id: number | null, removal: CarbonRemovalInput) {
  return (await gqlRequest(AddUpdCarbonRemovalDocument, { id, removal })).AddUpdCarbonRemoval;
}
export async function delCarbonRemoval(id: number) {
  return (await gqlRequest(DelCarbonRemovalDocument, { id })).DelCarbonRemoval;
}
export async function addCarbonRemovalCertificate(id: number, file: File) {
  const data = await gqlUpload(
    AddCarbonRemovalCertificateDocument,
    { id, file: null },
    { path: 'variables.file', file, name: file.name },
  );
  return data.AddCarbonRemovalCertificate;
}
export async function delCarbonRemovalCertificate(id: number) {
  return (await gqlRequest(DelCarbonRemovalCertificateDocument, { id })).DelCarbonRemovalCertificate;
}

export const carbonRemovalsQuery = () =>
  queryOptions({ queryKey: removalKeys.list, queryFn: getCarbonRemovals, staleTime: 0 });
export const carbonRemovalQuery = (id: number) =>
  queryOptions({ queryKey: removalKeys.one(id), queryFn: () => getCarbonRemoval(id) });

import { expect } from 'vitest';
import type { App } from '../../../app';
import { errorCode, type GqlResult, gql } from '../../../test/harness';

export const ENTRY_FIELDS = `id sourceType sourceId carbonCategory carbonCategoryName strDate description status isEstimate
  quantity unit kgCo2e kgCo2eDisplay { value unit } factorKey factorValue factorUnit factorSource factorYear isOverride
  userId department productionPhase details { km passengers country nights meals { kind value } waste { kind value } }`;
export const DETAIL = `entry { ${ENTRY_FIELDS} } lines { formula line { label quantity unit factorQuantity factorKey
  factorValue factorYear kgCo2e isOverride } override { oldValue newValue reason userId } }`;

export const SAVE = `mutation($id: Int, $e: CarbonEntryInput!) { AddUpdCarbonEntry(CarbonEntryId: $id, CarbonEntry: $e) { ${DETAIL} } }`;
export const GET = `query($id: Int!) { GetCarbonEntry(CarbonEntryId: $id) { ${DETAIL} } }`;
export const DELETE = 'mutation($id: Int!) { DelCarbonEntry(CarbonEntryId: $id) }';
export const LIST = `query($f: CarbonEntryFilterInput, $o: Int, $s: Int) { GetCarbonEntries(Filter: $f, Offset: $o, Size: $s) {
  items { id kgCo2e status } totalRecords totals { entries kgCo2e actualKgCo2e pendingKgCo2e estimateKgCo2e display { value unit } } } }`;
const TOTALS = 'kgCo2e actualKgCo2e pendingKgCo2e excludedKgCo2e estimateKgCo2e entries';
export const DASHBOARD_FIELDS = `transport accomodation energy locations expenses waste tGSEconomy tGSEcoPaper totalGenerated
  totals { ${TOTALS} } byCategory { key name totals { ${TOTALS} } } byDepartment { key name totals { kgCo2e } }
  byPhase { key totals { kgCo2e } } byMonth { key totals { kgCo2e entries } }`;

export interface Entry {
  id: number;
  kgCo2e: string;
  factorKey: string | null;
  factorValue: string | null;
  [key: string]: unknown;
}
export interface Detail {
  entry: Entry;
  lines: { formula: string; line: Record<string, unknown>; override: Record<string, unknown> | null }[];
}

export async function saveEntry(app: App, token: string, entry: Record<string, unknown>, id?: number) {
  const answer = await gql<{ AddUpdCarbonEntry: Detail }>(app, SAVE, { id: id ?? null, e: entry }, { token });
  expect(answer.errors).toBeUndefined();
  return answer.data!.AddUpdCarbonEntry;
}

/** The error code and field of a refused request. */
export const refusal = (answer: GqlResult) => ({
  code: errorCode(answer),
  field: answer.errors?.[0]?.extensions?.field,
});

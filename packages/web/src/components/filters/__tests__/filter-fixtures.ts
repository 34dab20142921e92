import type { SavedFilter } from '../filter.types';

/** A saved filter as GetAdvancedGlobalFilter answers it (unset values null). */
export const savedFilter = (id: number, extra: Partial<SavedFilter> = {}): SavedFilter => ({
  id,
  filterName: `Filter ${id}`,
  filterType: 2,
  isActive: false,
  city: '',
  state: '',
  country: '',
  box: '',
  zip: '',
  category: null,
  department: null,
  userDepartment: null,
  userFunction: null,
  startDate: null,
  endDate: null,
  personId: null,
  supplierId: null,
  status: null,
  type: null,
  source: null,
  co2Type: null,
  keyWord: '',
  templateId: null,
  reviewStatus: [],
  processed: null,
  forForecastReportOnly: false,
  invoicedToProduction: null,
  recordLimit: 100,
  recordOffSet: 0,
  perPage: 20,
  flagIds: [],
  ...extra,
});

export type Call = { query: string; variables: Record<string, unknown> };

/** The GraphQL calls of one operation sent through the mocked fetch. */
export function callsOf(fetch: { mock: { calls: unknown[][] } }, name: string): Call[] {
  return fetch.mock.calls.flatMap(([url, init]) => {
    const body = (init as RequestInit | undefined)?.body;
    if (String(url) !== '/graphql' || !body) return [];
    const call = JSON.parse(String(body)) as Call;
    return call.query.includes(`${name}(`) ? [call] : [];
  });
}

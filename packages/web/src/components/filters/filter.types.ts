import type { FilterType } from '@setledger/shared/filters/filters.constants';
import type { SavedFilterFieldsFragment } from './fragments/saved-filter-fields.generated';

/** The fields a list's filter panel may offer (000 §3 advanced global filter). */
export type FilterFieldKey =
  | 'dates'
  | 'department'
  | 'category'
  | 'person'
  | 'supplier'
  | 'status'
  | 'reviewStatus'
  | 'processed'
  | 'invoicedToProduction'
  | 'flags';

/** A saved filter as GetAdvancedGlobalFilter answers it: unset values are null, days are DateTimes. */
/** A saved advanced filter as GetAdvancedGlobalFilter answers it. */
export type SavedFilter = SavedFilterFieldsFragment;

/** The values the panel edits; null is unset, days are YYYY-MM-DD. */
export interface FilterValues {
  startDate: string | null;
  endDate: string | null;
  department: number | null;
  category: number | null;
  personId: number | null;
  supplierId: number | null;
  status: number | null;
  reviewStatus: number[];
  /** 0 no, 1 yes. */
  processed: number | null;
  /** 0 no, 1 yes. */
  invoicedToProduction: number | null;
  flagIds: number[];
}

/** The paging a filter type keeps (000 §3 filter state). */
export interface FilterPaging {
  recordLimit: number;
  recordOffSet: number;
  perPage: number;
}

/**
 * What a list query receives (and AddUpdAdvancedGlobalFilter's Filter without name, type and isActive):
 * an unset number is -2 (000 §5), an unset day is absent, days are YYYY-MM-DD.
 */
export interface ListFilter extends FilterPaging {
  startDate?: string;
  endDate?: string;
  department: number;
  category: number;
  personId: number;
  supplierId: number;
  status: number;
  reviewStatus: number[];
  processed: number;
  invoicedToProduction: number;
  flagIds: { flagId: number }[];
}

/** AddUpdAdvancedGlobalFilter's Filter (server input AdvancedGlobalFilterInput). */
export interface AdvancedGlobalFilterInput extends ListFilter {
  filterName: string;
  filterType: FilterType;
  isActive: boolean;
  city?: string;
  state?: string;
  country?: string;
  box?: string;
  zip?: string;
  userDepartment?: number;
  userFunction?: number;
  type?: number;
  source?: number;
  co2Type?: number;
  keyWord?: string;
  templateId?: number;
  forForecastReportOnly?: boolean;
}

/** An option of a Select: the value as a number and its label. */
export interface FilterOption {
  value: number;
  label: string;
}

/** The fields of AdvancedGlobalFilter the web reads (all of them, so saving a filter keeps what no panel shows). */
export const SAVED_FILTER_FIELDS = `id filterName filterType isActive city state country box zip category department
  userDepartment userFunction startDate endDate personId supplierId status type source co2Type templateId reviewStatus
  processed forForecastReportOnly invoicedToProduction recordLimit recordOffSet perPage flagIds { flagId }`;

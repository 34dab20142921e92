/** The carbon removals' public module (issue 14): what the dashboards read beside the gross emissions. */

export { projectCertificateKeys, readCarbonCertificate } from './carbon-certificates.service';
export { type CarbonRemovalTotals, removalTotalsFor } from './carbon-removals.service';
export { carbonRemovals } from './carbon-removals.table';

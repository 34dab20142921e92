/** The suppliers domain's public module (issue 13): what other domains may use. */
export { registerSupplierUsage } from './supplier-usage';
export { getSupplier } from './suppliers.service';
export { supplierBankAccounts, suppliers } from './suppliers.table';

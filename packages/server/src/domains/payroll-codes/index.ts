/** The payroll-codes domain's public module (issue 13): what other domains may use. */
export { payCodes } from './payroll-codes.table';

/** The licenses domain's public module (issue 13): what other domains may use. */
export { administersEveryLicenseOf } from './license-admins.service';
export { licenseAdmins } from './license-admins.table';

/** The users domain's public module (issue 13): what other domains may use. */
export { pendingEmailChange } from './email-change.service';
export { registerLicenseAdministration } from './identity.policy';
export { acceptUserRequest } from './requests.service';
export { managesUsers } from './users.policy';
export { getUsersOfProject, listUsers } from './users.service';
export { contracts, userProjects, users, userVehicles, validations } from './users.table';

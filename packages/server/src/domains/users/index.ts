/** The users domain's public module (issue 13): what other domains may use. */
export { managesUsers } from './users.policy';
export { listUsers } from './users.service';
export { users } from './users.table';

/** The session domain's public module (issue 13): what other domains may use. */
export { registerDemoAccountsCheck } from './demo-accounts';

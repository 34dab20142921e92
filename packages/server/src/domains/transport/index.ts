/** The transport domain's public module (issue 15). */
export { transports } from './transport.table';

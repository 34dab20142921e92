/** The transport domain's public module (issue 15): its table and ledger follow-up (the demo seed uses them). */
export { transports } from './transport.table';
export { syncTransportLedger } from './transport-ledger';

/** The approvals domain's public module (issue 13): what other domains may use. */
export { type DocumentApprovalConfig, TWO_LEVEL_STATUSES } from './approval-config';
export { refusedCounter, toValidateCounter } from './approval-counts';
export { validatesSql, waitingForSql } from './approval-route';
export { approvalTrail } from './approval-trail';
export {
  approvalComment,
  decideDocument,
  decidingLevel,
  resubmitDocument,
  submittedValues,
  undoRefusal,
  validateMany,
} from './approval-transitions';
export { contractCovers } from './contract-dates';

/**
 * The approval engine (issue 13): one two-level approval for every validated document (expense sheets and POs
 * now; timesheets, documents and invoices add a DocumentApprovalConfig). A domain of its own, not the kernel:
 * it reads the users domain's validation levels and contracts, which core/ never imports.
 */
export {
  type ApprovalDocument,
  type ApprovalFields,
  type ApprovalStatuses,
  type DocumentApprovalConfig,
  type TransitionFacts,
  TWO_LEVEL_STATUSES,
} from './approval-config';
export { refusedCounter, toValidateCounter } from './approval-counts';
export { authorsOf, validatesIn, validatesSql, waitingForSql } from './approval-route';
export { type ApprovalStep, type ApprovalTrail, approvalTrail } from './approval-trail';
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

import { EXPENSE_STATUS } from '@setledger/shared/expenses/expenses.constants';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Actor } from '../../core/actor';
import type { ErrorText } from '../../core/errors';
import type { Services } from '../../core/services';
import type { Tx } from '../../db/client';

/** The document types validation levels are set for (001 §6): one column of `validations` each. */
export type ApprovalDocument = 'expense' | 'po' | 'timesheet' | 'invoice';

/** The approval columns every validated document has, named by their property in its Drizzle table. */
export interface ApprovalFields {
  id: string;
  projectId: string;
  status: string;
  /** Grows with every change: the optimistic-concurrency guard of every transition. */
  version: string;
  departmentNumber: string;
  /** The owner. */
  userId: string;
  /** Who entered it (the owner, or production entering it for them). */
  encoderId: string;
  updatedAt: string;
  submittedAt: string;
  level1By: string;
  level1At: string;
  level2By: string;
  level2At: string;
  /** The validator's comment (a refusal says why). */
  comment: string;
}

/** The status codes of the two levels (001 §4: 1 submitted, 2 validated at 1, 4 refused at 1, 8, 16). */
export interface ApprovalStatuses {
  submitted: number;
  validatedLevel1: number;
  refusedLevel1: number;
  validatedLevel2: number;
  refusedLevel2: number;
}

/** What the engine hands a document's hooks after a transition, inside its transaction. */
export interface TransitionFacts<Row> {
  services: Services;
  actor: Actor;
  before: Row;
  after: Row;
  now: Date;
}

/**
 * One validated document type for the approval engine (issue 13): where its approval columns are, its status
 * codes and what differs between documents. Timesheets, documents and invoices plug in by adding one of these.
 */
export interface DocumentApprovalConfig<T extends PgTable = PgTable> {
  /** Which validation level column of `validations` decides it. */
  document: ApprovalDocument;
  table: T;
  fields: ApprovalFields;
  status: ApprovalStatuses;
  /** The comment is written with every decision (POs), or only with a refusal (expense sheets). */
  commentOnEveryDecision: boolean;
  /** Sending (or resending) clears the last decision's comment (POs). */
  clearsCommentOnSubmit: boolean;
  /** The CONFLICT text of a document that is not refused when resubmitted. */
  alreadySubmitted: ErrorText;
  /** Decided (validated or refused) at `level`: what follows the document (its items, its events). */
  onDecided?(
    tx: Tx,
    facts: TransitionFacts<T['$inferSelect']> & { level: 1 | 2; refused: boolean; comment: string },
  ): Promise<void>;
  /** Several decided at once (validateMany): what follows them. */
  onManyValidated?(
    tx: Tx,
    facts: { services: Services; actor: Actor; decided: { id: number; level: 1 | 2 }[]; now: Date },
  ): Promise<void>;
  /** A refusal taken back. */
  onUndone?(tx: Tx, facts: TransitionFacts<T['$inferSelect']>): Promise<void>;
  /** Sent again after a refusal. */
  onResubmitted?(tx: Tx, facts: TransitionFacts<T['$inferSelect']>): Promise<void>;
  /** Whether a document may be sent again (default: it is refused). */
  isResubmittable?(tx: Tx, row: T['$inferSelect']): Promise<boolean>;
}

/** Expense sheets and POs share the status codes of 001 §4. */
export const TWO_LEVEL_STATUSES: ApprovalStatuses = {
  submitted: EXPENSE_STATUS.submitted,
  validatedLevel1: EXPENSE_STATUS.validatedLevel1,
  refusedLevel1: EXPENSE_STATUS.refusedLevel1,
  validatedLevel2: EXPENSE_STATUS.validatedLevel2,
  refusedLevel2: EXPENSE_STATUS.refusedLevel2,
};

/** A column of the document's table by its approval role. */
export function columnOf(config: DocumentApprovalConfig, field: keyof ApprovalFields): PgColumn {
  return (config.table as unknown as Record<string, PgColumn>)[config.fields[field]]!;
}

/** The approval state of a row of the document's table. */
export interface ApprovalState {
  id: number;
  status: number;
  version: number;
  departmentNumber: number | null;
  userId: number;
  encoderId: number | null;
  level1By: number | null;
  level2By: number | null;
}

export function stateOf(config: DocumentApprovalConfig, row: object): ApprovalState {
  const value = (field: keyof ApprovalFields) => (row as Record<string, unknown>)[config.fields[field]];
  return {
    id: value('id') as number,
    status: value('status') as number,
    version: value('version') as number,
    departmentNumber: value('departmentNumber') as number | null,
    userId: value('userId') as number,
    encoderId: value('encoderId') as number | null,
    level1By: value('level1By') as number | null,
    level2By: value('level2By') as number | null,
  };
}

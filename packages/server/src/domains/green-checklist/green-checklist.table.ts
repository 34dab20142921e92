import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { carbonEntries } from '../carbon/carbon.table';
import { projects } from '../projects/projects.table';
import { users } from '../users/users.table';

/**
 * The green checklist's answers of a project (001 §3.16): one per question (its catalogue formId), 11 No / 12 Yes /
 * 13 N/A, with the supplier (a free name and/or one of the project's suppliers) or the explanation a Yes asks for.
 */
export const checklistAnswers = pgTable(
  'checklist_answers',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    questionFormId: smallint().notNull(),
    answer: smallint().notNull(),
    supplierName: text().notNull().default(''),
    supplierId: integer(),
    explanation: text().notNull().default(''),
    answeredBy: integer().references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('checklist_answers_question_unique').on(t.projectId, t.questionFormId)],
);

/**
 * What backs an answer: an uploaded document (a file in the storage, core/storage.ts) or one of the project's
 * carbon ledger entries (the entry's own kg CO2e and description are read from the ledger, never copied).
 */
export const checklistEvidence = pgTable(
  'checklist_evidence',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    questionFormId: smallint().notNull(),
    kind: text().$type<'document' | 'entry'>().notNull(),
    carbonEntryId: integer().references(() => carbonEntries.id, { onDelete: 'cascade' }),
    fileKey: text(),
    fileName: text(),
    fileType: text(),
    fileSize: integer(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('checklist_evidence_question').on(t.projectId, t.questionFormId),
    uniqueIndex('checklist_evidence_entry_unique').on(t.projectId, t.questionFormId, t.carbonEntryId),
  ],
);

import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { licenses } from '../organisation/organisation.table';
import { users } from '../users/users.table';

/**
 * License administration (issue 12 item 2): a role held on a license, not on a project. Only a license
 * administrator reads or changes the license's other projects, copies or deletes them, and administers the
 * identity of people across the license.
 */
export const licenseAdmins = pgTable(
  'license_admins',
  {
    licenseId: integer()
      .notNull()
      .references(() => licenses.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grantedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.licenseId, t.userId] }), index().on(t.userId)],
);

/** Who granted or revoked license administration to whom, when (like access_audit for project roles). */
export const licenseAdminAudit = pgTable(
  'license_admin_audit',
  {
    id: serial().primaryKey(),
    licenseId: integer()
      .notNull()
      .references(() => licenses.id, { onDelete: 'cascade' }),
    targetUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for the grants of the migration that introduced the role. */
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    change: text().notNull().default('licenseAdmin'),
    before: jsonb().$type<unknown>(),
    after: jsonb().$type<unknown>(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.licenseId, t.at)],
);

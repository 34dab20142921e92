import {
  boolean,
  doublePrecision,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * Screen texts: form (screen name) -> numbered items, per language tag (001 §3.9).
 * Rows loaded from the repo's files have isCustom false and follow the files; a translator's edit sets isCustom.
 */
export const langForms = pgTable(
  'lang_forms',
  {
    id: serial().primaryKey(),
    formName: text().notNull(),
    formNumber: integer().notNull(),
    language: text().notNull(),
    message: text().notNull(),
    isCustom: boolean().notNull().default(false),
    toCheck: boolean().notNull().default(false),
    keywords: text().notNull().default(''),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.formName, t.language, t.formNumber)],
);

/** Menus: menu number -> value -> text, per language tag. */
export const langMenus = pgTable(
  'lang_menus',
  {
    id: serial().primaryKey(),
    number: integer().notNull(),
    value: integer().notNull(),
    language: text().notNull(),
    message: text().notNull(),
    priority: integer().notNull().default(0),
    paramFloat: doublePrecision().notNull().default(0),
    isCustom: boolean().notNull().default(false),
    toCheck: boolean().notNull().default(false),
    keywords: text().notNull().default(''),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.number, t.language, t.value)],
);

/** Messages the web app asked for and did not find (001 §7.1), for translators to fill. */
export const missingMessages = pgTable(
  'missing_messages',
  {
    id: serial().primaryKey(),
    formName: text().notNull(),
    formNumber: integer().notNull(),
    language: text().notNull(),
    message: text().notNull(),
    count: integer().notNull().default(1),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.formName, t.language, t.formNumber)],
);

/**
 * The digest of the repo's text files last loaded into lang_forms and lang_menus (issue 17): a start whose
 * files have the same digest skips rewriting about ten thousand rows.
 */
export const textCatalogs = pgTable('text_catalogs', {
  name: text().primaryKey(),
  digest: text().notNull(),
  loadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

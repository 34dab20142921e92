import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { langForms, langMenus, missingMessages, textCatalogs } from './translations.table';

type FormRow = typeof langForms.$inferInsert;
type MenuRow = typeof langMenus.$inferInsert;
const CHUNK = 500;

/** Upserts file rows; rows a translator edited (isCustom) keep their text. */
export async function upsertFileForms(tx: Tx, rows: FormRow[]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx
      .insert(langForms)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [langForms.formName, langForms.language, langForms.formNumber],
        set: { message: sql`excluded.message`, updatedAt: sql`now()` },
        setWhere: sql`${langForms.isCustom} = false and ${langForms.message} <> excluded.message`,
      });
  }
}

export async function upsertFileMenus(tx: Tx, rows: MenuRow[]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx
      .insert(langMenus)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [langMenus.number, langMenus.language, langMenus.value],
        set: { message: sql`excluded.message`, updatedAt: sql`now()` },
        setWhere: sql`${langMenus.isCustom} = false and ${langMenus.message} <> excluded.message`,
      });
  }
}

export function listForms(tx: Tx, language: string, formName: string | null) {
  return tx
    .select({ formName: langForms.formName, formNumber: langForms.formNumber, message: langForms.message })
    .from(langForms)
    .where(
      formName === null
        ? eq(langForms.language, language)
        : and(eq(langForms.language, language), eq(langForms.formName, formName)),
    )
    .orderBy(asc(langForms.formName), asc(langForms.formNumber));
}

export function listMenus(tx: Tx, language: string) {
  return tx
    .select({ number: langMenus.number, value: langMenus.value, message: langMenus.message })
    .from(langMenus)
    .where(eq(langMenus.language, language))
    .orderBy(asc(langMenus.number), asc(langMenus.priority), asc(langMenus.value));
}

export async function recordMissing(
  tx: Tx,
  row: { formName: string; formNumber: number; language: string; message: string },
) {
  await tx
    .insert(missingMessages)
    .values(row)
    .onConflictDoUpdate({
      target: [missingMessages.formName, missingMessages.language, missingMessages.formNumber],
      set: {
        count: sql`${missingMessages.count} + 1`,
        lastSeenAt: sql`now()`,
        message: sql`excluded.message`,
      },
    });
}

/** The digest of the files last loaded under `name`, if any. */
export async function catalogDigest(tx: Tx, name: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ digest: textCatalogs.digest })
    .from(textCatalogs)
    .where(eq(textCatalogs.name, name));
  return row?.digest;
}

export async function saveCatalogDigest(tx: Tx, name: string, digest: string) {
  await tx
    .insert(textCatalogs)
    .values({ name, digest })
    .onConflictDoUpdate({ target: textCatalogs.name, set: { digest, loadedAt: sql`now()` } });
}

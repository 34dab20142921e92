import { createHash } from 'node:crypto';
import { languageCodeToTag, MAX_LANGUAGE_CODE } from '@setledger/shared/i18n/languages';
import type { Actor } from '../../core/actor';
import { badInput } from '../../core/errors';
import type { Services } from '../../core/services';
import { FORM_FILES, MENU_FILES } from '../../core/texts';
import type { Db } from '../../db/client';
import * as translationsSql from './translations.sql';

/** The key of the repo's text files in text_catalogs. */
const FILES_CATALOG = 'files';

/**
 * Loads the repo's translation files into the database at start (issue 2 §6): a changed file text updates
 * its row; a translator's edit (isCustom) is kept. When the files' digest is the one last loaded, nothing is
 * written (issue 17: a start used to rewrite every text); `force` loads them anyway.
 */
export async function syncTranslationFiles(
  db: Db,
  options: { force?: boolean } = {},
): Promise<{ forms: number; menus: number; skipped: boolean }> {
  const forms = [...FORM_FILES].flatMap(([formName, file]) =>
    Object.entries(file).flatMap(([n, texts]) =>
      Object.entries(texts).map(([language, message]) => ({
        formName,
        formNumber: Number(n),
        language,
        message,
      })),
    ),
  );
  const menus = [...MENU_FILES].flatMap(([menu, file]) =>
    Object.entries(file).flatMap(([value, texts]) =>
      Object.entries(texts).map(([language, message]) => ({
        number: Number(menu),
        value: Number(value),
        language,
        message,
      })),
    ),
  );
  const digest = createHash('sha256')
    .update(JSON.stringify([forms, menus]))
    .digest('hex');
  const skipped = await db.transaction(async (tx) => {
    if (!options.force && (await translationsSql.catalogDigest(tx, FILES_CATALOG)) === digest) return true;
    await translationsSql.upsertFileForms(tx, forms);
    await translationsSql.upsertFileMenus(tx, menus);
    await translationsSql.saveCatalogDigest(tx, FILES_CATALOG, digest);
    return false;
  });
  return { forms: forms.length, menus: menus.length, skipped };
}

function tagOf(targetLanguage: number): string {
  if (!Number.isInteger(targetLanguage) || targetLanguage < 0 || targetLanguage > MAX_LANGUAGE_CODE)
    throw badInput('TargetLanguage');
  return languageCodeToTag(targetLanguage);
}

const FORM_NAME = /^[A-Za-z0-9_-]{1,80}$/;

/** WebForm '' answers every form of the language. */
export function getAllFormsContent(services: Services, input: { webForm: string; targetLanguage: number }) {
  const language = tagOf(input.targetLanguage);
  if (input.webForm !== '' && !FORM_NAME.test(input.webForm)) throw badInput('WebForm');
  return translationsSql.listForms(services.db, language, input.webForm === '' ? null : input.webForm);
}

export function getAllMenus(services: Services, input: { targetLanguage: number }) {
  return translationsSql.listMenus(services.db, tagOf(input.targetLanguage));
}

export async function reportMissingMessage(
  services: Services,
  _actor: Actor,
  input: { webForm: string; formNumber: number; message: string; targetLanguage: number },
) {
  const language = tagOf(input.targetLanguage);
  if (!FORM_NAME.test(input.webForm)) throw badInput('WebForm');
  if (!Number.isInteger(input.formNumber) || input.formNumber < 0) throw badInput('FormNumber');
  if (input.message.length > 1000) throw badInput('Message', 'tooLong');
  await translationsSql.recordMissing(services.db, {
    formName: input.webForm,
    formNumber: input.formNumber,
    language,
    message: input.message,
  });
  return true;
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** number -> language tag -> text, as stored in the repo's translation files. */
export type TextFile = Record<string, Record<string, string>>;

/** The committed text catalog (issue 13: the one source of user-visible texts, for the database and the server). */
export const TEXTS_ROOT = join(import.meta.dirname, '../domains/translations/texts');

function readFolder(folder: string): Map<string, TextFile> {
  const files = new Map<string, TextFile>();
  // A folder without files is absent from a git clone.
  if (!existsSync(join(TEXTS_ROOT, folder))) return files;
  for (const name of readdirSync(join(TEXTS_ROOT, folder)).sort()) {
    if (!name.endsWith('.json')) continue;
    files.set(
      name.slice(0, -5),
      JSON.parse(readFileSync(join(TEXTS_ROOT, folder, name), 'utf8')) as TextFile,
    );
  }
  return files;
}

/** The translation files are the source of truth (issue 2 §6); read once per process. */
export const FORM_FILES: ReadonlyMap<string, TextFile> = readFolder('forms');
export const MENU_FILES: ReadonlyMap<string, TextFile> = readFolder('menus');

/** A server-side text in the caller's language, English when missing; `{name}` placeholders filled. */
export function serverText(
  form: string,
  n: number,
  tag: string,
  params: Record<string, string> = {},
): string {
  const item = FORM_FILES.get(form)?.[String(n)];
  const text = item?.[tag] ?? item?.en ?? `${form}:${n}`;
  return text.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? `{${key}}`);
}

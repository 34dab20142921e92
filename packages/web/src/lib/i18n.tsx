import { createContext, type ReactNode, useCallback, useContext } from 'react';

/** formName -> formNumber -> message, for the current language. */
export type FormTexts = ReadonlyMap<string, ReadonlyMap<number, string>>;

export interface I18nValue {
  /** App language code of 001 §1 (0 en, 1 fr, 2 de, 3 it, 4 nl, 5 en, 6 pt-br, 7 sk). */
  language: number;
  /** null while no text map exists at all (fallback suffix '_'). */
  forms: FormTexts | null;
  /** Translator switch (cookie): append message-number tags to labels. */
  showTags: boolean;
  /** Called for a message missing from a loaded form; the provider reports it to the server. */
  onMissing?: (formName: string, formNumber: number, english: string) => void;
}

const I18nContext = createContext<I18nValue>({ language: 0, forms: null, showTags: false });

export function I18nProvider({ value, children }: { value: I18nValue; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  return useContext(I18nContext);
}

/**
 * The spec's fallbacks (000 §8, 001 §8): the original text with '_' when there is no map,
 * '_FNE' when the form is not found, '_NF' when the form has no such number.
 */
export function translate(value: I18nValue, formName: string, formNumber: number, english: string): string {
  if (!value.forms) return `${english}_`;
  const form = value.forms.get(formName);
  if (!form) return `${english}_FNE`;
  const message = form.get(formNumber);
  if (message === undefined) {
    value.onMissing?.(formName, formNumber, english);
    return `${english}_NF`;
  }
  return value.showTags ? `${message} [${formName}:${formNumber}]` : message;
}

/** `const t = useForm('login'); t(1, 'Sign in')`: the English text is the source, the number its key. */
export function useForm(formName: string): (formNumber: number, english: string) => string {
  const value = useI18n();
  return useCallback(
    (formNumber: number, english: string) => translate(value, formName, formNumber, english),
    [value, formName],
  );
}

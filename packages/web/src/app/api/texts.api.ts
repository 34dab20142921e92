import { gqlRequest } from '../../lib/graphql';
import type { MenuTexts } from '../../lib/i18n';

const FORMS = `query Forms($WebForm: String!, $TargetLanguage: Int!) {
  GetAllFormsContent(WebForm: $WebForm, TargetLanguage: $TargetLanguage) { formNumber message }
}`;

export async function fetchForm(formName: string, language: number): Promise<ReadonlyMap<number, string>> {
  const data = await gqlRequest<{ GetAllFormsContent: { formNumber: number; message: string }[] }>(FORMS, {
    WebForm: formName,
    TargetLanguage: language,
  });
  return new Map(data.GetAllFormsContent.map((item) => [item.formNumber, item.message]));
}

const MENUS = `query Menus($TargetLanguage: Int!) {
  GetAllMenus(TargetLanguage: $TargetLanguage) { number value message }
}`;

export async function fetchMenus(language: number): Promise<MenuTexts> {
  const data = await gqlRequest<{ GetAllMenus: { number: number; value: number; message: string }[] }>(
    MENUS,
    {
      TargetLanguage: language,
    },
  );
  const menus = new Map<number, Map<number, string>>();
  for (const item of data.GetAllMenus) {
    const menu = menus.get(item.number) ?? new Map<number, string>();
    menu.set(item.value, item.message);
    menus.set(item.number, menu);
  }
  return menus;
}

const REPORT = `mutation Report($WebForm: String!, $FormNumber: Int!, $Message: String!, $TargetLanguage: Int!) {
  ReportMissingMessage(WebForm: $WebForm, FormNumber: $FormNumber, Message: $Message, TargetLanguage: $TargetLanguage)
}`;

export function reportMissingMessage(input: {
  formName: string;
  formNumber: number;
  english: string;
  language: number;
}) {
  return gqlRequest(REPORT, {
    WebForm: input.formName,
    FormNumber: input.formNumber,
    Message: input.english,
    TargetLanguage: input.language,
  });
}

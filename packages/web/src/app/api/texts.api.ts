import { gqlRequest } from '../../lib/graphql';
import type { MenuTexts } from '../../lib/i18n';
import { GetAllFormsContentDocument } from './operations/get-all-forms-content.generated';
import { GetAllMenusDocument } from './operations/get-all-menus.generated';
import { ReportMissingMessageDocument } from './operations/report-missing-message.generated';

export async function fetchForm(formName: string, language: number): Promise<ReadonlyMap<number, string>> {
  const data = await gqlRequest(GetAllFormsContentDocument, {
    WebForm: formName,
    TargetLanguage: language,
  });
  return new Map(data.GetAllFormsContent.map((item) => [item.formNumber, item.message]));
}

export async function fetchMenus(language: number): Promise<MenuTexts> {
  const data = await gqlRequest(GetAllMenusDocument, {
    TargetLanguage: language,
  });
  const menus = new Map<number, Map<number, string>>();
  for (const item of data.GetAllMenus) {
    const menu = menus.get(item.number) ?? new Map<number, string>();
    menu.set(item.value, item.message);
    menus.set(item.number, menu);
  }
  return menus;
}

export function reportMissingMessage(input: {
  formName: string;
  formNumber: number;
  english: string;
  language: number;
}) {
  return gqlRequest(ReportMissingMessageDocument, {
    WebForm: input.formName,
    FormNumber: input.formNumber,
    Message: input.english,
    TargetLanguage: input.language,
  });
}

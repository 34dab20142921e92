import { gqlRequest } from '../../lib/graphql';

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

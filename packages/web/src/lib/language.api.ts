import { gqlRequest } from './graphql';

/** Saves the app language to the profile; the answer is a new token carrying the Language claim. */
export async function updAppLanguage(LanguageId: number): Promise<string> {
  const data = await gqlRequest<{ UpdAppLanguage: string }>(
    'mutation UpdAppLanguage($LanguageId: Int!) { UpdAppLanguage(LanguageId: $LanguageId) }',
    { LanguageId },
  );
  return data.UpdAppLanguage;
}

import { gqlRequest } from './graphql';
import { UpdAppLanguageDocument } from './operations/upd-app-language.generated';

/** Saves the app language to the profile; the answer is a new token carrying the Language claim. */
export async function updAppLanguage(LanguageId: number): Promise<string> {
  const data = await gqlRequest(UpdAppLanguageDocument, { LanguageId });
  return data.UpdAppLanguage;
}

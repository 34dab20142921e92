import { gqlRequest } from '../../../lib/graphql';
import type { ProfileFieldsFragment } from './fragments/profile-fields.generated';
import { MyProfileDocument } from './operations/my-profile.generated';
import { SignInDocument } from './operations/sign-in.generated';
import { UpdMyPasswordDocument } from './operations/upd-my-password.generated';
import { UpdMyProfileDocument } from './operations/upd-my-profile.generated';

export async function signIn(email: string, password: string): Promise<string> {
  const data = await gqlRequest(SignInDocument, { email, password });
  return data.signIn;
}

export type Profile = ProfileFieldsFragment;

export async function getMyProfile(): Promise<Profile> {
  const data = await gqlRequest(MyProfileDocument);
  return data.myProfile;
}

export async function updMyProfile(input: {
  name: string;
  firstName: string;
  phone: string | null;
  appLanguage: number;
}): Promise<Profile> {
  const data = await gqlRequest(UpdMyProfileDocument, { p: input });
  return data.UpdMyProfile;
}

/** Changes the password; every other session ends, and the answer is this session's fresh token. */
export async function updMyPassword(OldPassword: string, NewPassword: string): Promise<string> {
  const data = await gqlRequest(UpdMyPasswordDocument, { o: OldPassword, n: NewPassword });
  return data.UpdMyPassword;
}

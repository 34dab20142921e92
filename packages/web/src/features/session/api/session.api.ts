import { gqlRequest } from '../../../lib/graphql';
import type { PendingEmail } from './email-change.api';

export async function signIn(email: string, password: string): Promise<string> {
  const data = await gqlRequest<{ signIn: string }>(
    'mutation SignIn($email: String!, $password: String!) { signIn(email: $email, password: $password) }',
    { email, password },
  );
  return data.signIn;
}

export interface Profile {
  id: number;
  email: string;
  name: string;
  firstName: string;
  fullName: string;
  phone: string | null;
  appLanguage: number;
  projectTitle: string;
  departmentName: string | null;
  functionName: string | null;
  /** A new login email waiting for confirmation (issue 12 item 1). */
  pendingEmail?: PendingEmail | null;
}

const PROFILE_FIELDS =
  'id email name firstName fullName phone appLanguage projectTitle departmentName functionName pendingEmail { newEmail expiresAt }';

export async function getMyProfile(): Promise<Profile> {
  const data = await gqlRequest<{ myProfile: Profile }>(
    `query MyProfile { myProfile { ${PROFILE_FIELDS} } }`,
  );
  return data.myProfile;
}

export async function updMyProfile(input: {
  name: string;
  firstName: string;
  phone: string | null;
  appLanguage: number;
}): Promise<Profile> {
  const data = await gqlRequest<{ UpdMyProfile: Profile }>(
    `mutation UpdMyProfile($p: ProfileInput!) { UpdMyProfile(UpdatedProfile: $p) { ${PROFILE_FIELDS} } }`,
    { p: input },
  );
  return data.UpdMyProfile;
}

/** Changes the password; every other session ends, and the answer is this session's fresh token. */
export async function updMyPassword(OldPassword: string, NewPassword: string): Promise<string> {
  const data = await gqlRequest<{ UpdMyPassword: string }>(
    'mutation UpdMyPassword($o: String!, $n: String!) { UpdMyPassword(OldPassword: $o, NewPassword: $n) }',
    { o: OldPassword, n: NewPassword },
  );
  return data.UpdMyPassword;
}

import { gqlRequest } from '../../../lib/graphql';

export interface InvitationInfo {
  email: string;
  projectTitle: string;
  name: string;
  firstName: string;
  language: number;
  hasAccount: boolean;
  startDate: string | null;
  endDate: string | null;
  expiresAt: string;
}

export async function getInvitation(xid: string): Promise<InvitationInfo> {
  const data = await gqlRequest<{ GetUserRequestInfo: InvitationInfo }>(
    'query Invitation($x: String!) { GetUserRequestInfo(Xid: $x) { email projectTitle name firstName language hasAccount startDate endDate expiresAt } }',
    { x: xid },
  );
  return data.GetUserRequestInfo;
}

export async function acceptInvitation(
  xid: string,
  input: { name: string; firstName: string; password: string },
) {
  const data = await gqlRequest<{ AcceptUserRequest: string }>(
    'mutation Accept($x: String!, $n: String!, $f: String!, $p: String!) { AcceptUserRequest(Xid: $x, Name: $n, FirstName: $f, Password: $p) }',
    { x: xid, n: input.name, f: input.firstName, p: input.password },
  );
  return data.AcceptUserRequest;
}

export async function requestPasswordReset(email: string) {
  await gqlRequest('mutation Reset($e: String!) { RequestPasswordReset(Email: $e) }', { e: email });
}

export async function getPasswordReset(xid: string): Promise<{ email: string }> {
  const data = await gqlRequest<{ GetNewPasswordRequestInfo: { email: string } }>(
    'query ResetInfo($x: String!) { GetNewPasswordRequestInfo(Xid: $x) { email } }',
    { x: xid },
  );
  return data.GetNewPasswordRequestInfo;
}

export async function setNewPassword(xid: string, password: string) {
  await gqlRequest(
    'mutation NewPassword($x: String!, $p: String!) { SetNewPassword(Xid: $x, Password: $p) }',
    {
      x: xid,
      p: password,
    },
  );
}

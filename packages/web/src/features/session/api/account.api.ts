import { gqlRequest } from '../../../lib/graphql';
import { AcceptDocument } from './operations/accept.generated';
import { InvitationDocument, type InvitationQuery } from './operations/invitation.generated';
import { NewPasswordDocument } from './operations/new-password.generated';
import { ResetDocument } from './operations/reset.generated';
import { ResetInfoDocument } from './operations/reset-info.generated';

export type InvitationInfo = InvitationQuery['GetUserRequestInfo'];

export async function getInvitation(xid: string): Promise<InvitationInfo> {
  const data = await gqlRequest(InvitationDocument, { x: xid });
  return data.GetUserRequestInfo;
}

export async function acceptInvitation(
  xid: string,
  input: { name: string; firstName: string; password: string },
) {
  const data = await gqlRequest(AcceptDocument, {
    x: xid,
    n: input.name,
    f: input.firstName,
    p: input.password,
  });
  return data.AcceptUserRequest;
}

export async function requestPasswordReset(email: string) {
  await gqlRequest(ResetDocument, { e: email });
}

export async function getPasswordReset(xid: string): Promise<{ email: string }> {
  const data = await gqlRequest(ResetInfoDocument, { x: xid });
  return data.GetNewPasswordRequestInfo;
}

export async function setNewPassword(xid: string, password: string) {
  await gqlRequest(NewPasswordDocument, {
    x: xid,
    p: password,
  });
}

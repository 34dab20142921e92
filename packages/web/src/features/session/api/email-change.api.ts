import { gqlRequest } from '../../../lib/graphql';
import { CancelEmailChangeDocument } from './operations/cancel-email-change.generated';
import { ConfirmEmailChangeDocument } from './operations/confirm-email-change.generated';
import { EmailChangeInfoDocument, type EmailChangeInfoQuery } from './operations/email-change-info.generated';
import { RequestEmailChangeDocument } from './operations/request-email-change.generated';

/** A new login email waiting for its confirmation link (issue 12 item 1). */
export type PendingEmail = EmailChangeInfoQuery['GetEmailChangeInfo'];

export async function requestEmailChange(newEmail: string): Promise<PendingEmail> {
  const data = await gqlRequest(RequestEmailChangeDocument, { e: newEmail });
  return data.RequestEmailChange;
}

export async function cancelEmailChange(): Promise<void> {
  await gqlRequest(CancelEmailChangeDocument);
}

export async function getEmailChange(token: string): Promise<PendingEmail> {
  const data = await gqlRequest(EmailChangeInfoDocument, { t: token });
  return data.GetEmailChangeInfo;
}

export async function confirmEmailChange(token: string): Promise<string> {
  const data = await gqlRequest(ConfirmEmailChangeDocument, { t: token });
  return data.ConfirmEmailChange;
}

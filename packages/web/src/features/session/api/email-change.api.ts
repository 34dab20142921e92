import { gqlRequest } from '../../../lib/graphql';

/** A new login email waiting for its confirmation link (issue 12 item 1). */
export interface PendingEmail {
  newEmail: string;
  expiresAt: string;
}

export async function requestEmailChange(newEmail: string): Promise<PendingEmail> {
  const data = await gqlRequest<{ RequestEmailChange: PendingEmail }>(
    'mutation RequestEmailChange($e: String!) { RequestEmailChange(NewEmail: $e) { newEmail expiresAt } }',
    { e: newEmail },
  );
  return data.RequestEmailChange;
}

export async function cancelEmailChange(): Promise<void> {
  await gqlRequest('mutation CancelEmailChange { CancelEmailChange }');
}

export async function getEmailChange(token: string): Promise<PendingEmail> {
  const data = await gqlRequest<{ GetEmailChangeInfo: PendingEmail }>(
    'query EmailChangeInfo($t: String!) { GetEmailChangeInfo(Token: $t) { newEmail expiresAt } }',
    { t: token },
  );
  return data.GetEmailChangeInfo;
}

export async function confirmEmailChange(token: string): Promise<string> {
  const data = await gqlRequest<{ ConfirmEmailChange: string }>(
    'mutation ConfirmEmailChange($t: String!) { ConfirmEmailChange(Token: $t) }',
    { t: token },
  );
  return data.ConfirmEmailChange;
}

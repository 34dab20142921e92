import { gqlRequest } from '../../../lib/graphql';

/** License administration (issue 12 item 2). */
export interface LicenseAdmin {
  userId: number;
  fullName: string;
  email: string;
  grantedAt: string;
  grantedByName: string | null;
}
export interface LicenseAdminAuditEntry {
  id: number;
  targetName: string;
  after: string | null;
  at: string;
  actorName: string | null;
}
export interface LicenseMember {
  id: number;
  fullName: string;
  email: string | null;
}

export const licenseAdminKeys = {
  all: ['license-admins'] as const,
  list: (licenseId: number) => ['license-admins', 'list', licenseId] as const,
  audit: (licenseId: number) => ['license-admins', 'audit', licenseId] as const,
  members: (licenseId: number) => ['license-admins', 'members', licenseId] as const,
};

const ADMIN_FIELDS = 'userId fullName email grantedAt grantedByName';

export async function getLicenseAdmins(licenseId: number): Promise<LicenseAdmin[]> {
  const data = await gqlRequest<{ LicenseAdmins: LicenseAdmin[] }>(
    `query LicenseAdmins($l: Int) { LicenseAdmins(LicenseId: $l) { ${ADMIN_FIELDS} } }`,
    { l: licenseId },
  );
  return data.LicenseAdmins;
}

export async function getLicenseAdminAudit(licenseId: number): Promise<LicenseAdminAuditEntry[]> {
  const data = await gqlRequest<{ LicenseAdminAudit: LicenseAdminAuditEntry[] }>(
    'query LicenseAdminAudit($l: Int) { LicenseAdminAudit(LicenseId: $l) { id targetName after at actorName } }',
    { l: licenseId },
  );
  return data.LicenseAdminAudit;
}

/** The people of the license's projects, once each: who may be granted the role. */
export async function getLicenseMembers(): Promise<LicenseMember[]> {
  const data = await gqlRequest<{ Users: LicenseMember[] }>(
    'query LicenseMembers { Users(myProject: false, sortField: "name") { id fullName email } }',
  );
  return [...new Map(data.Users.map((member) => [member.id, member])).values()];
}

export async function grantLicenseAdmin(licenseId: number, userId: number): Promise<LicenseAdmin[]> {
  const data = await gqlRequest<{ GrantLicenseAdmin: LicenseAdmin[] }>(
    `mutation GrantLicenseAdmin($l: Int, $u: Int!) { GrantLicenseAdmin(LicenseId: $l, UserId: $u) { ${ADMIN_FIELDS} } }`,
    { l: licenseId, u: userId },
  );
  return data.GrantLicenseAdmin;
}

export async function revokeLicenseAdmin(licenseId: number, userId: number): Promise<LicenseAdmin[]> {
  const data = await gqlRequest<{ RevokeLicenseAdmin: LicenseAdmin[] }>(
    `mutation RevokeLicenseAdmin($l: Int, $u: Int!) { RevokeLicenseAdmin(LicenseId: $l, UserId: $u) { ${ADMIN_FIELDS} } }`,
    { l: licenseId, u: userId },
  );
  return data.RevokeLicenseAdmin;
}

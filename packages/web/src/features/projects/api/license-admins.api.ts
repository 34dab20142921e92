import { queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../lib/graphql';
import type { LicenseAdminFieldsFragment } from './fragments/license-admin-fields.generated';
import { GrantLicenseAdminDocument } from './operations/grant-license-admin.generated';
import {
  LicenseAdminAuditDocument,
  type LicenseAdminAuditQuery,
} from './operations/license-admin-audit.generated';
import { LicenseAdminsDocument } from './operations/license-admins.generated';
import { LicenseMembersDocument, type LicenseMembersQuery } from './operations/license-members.generated';
import { RevokeLicenseAdminDocument } from './operations/revoke-license-admin.generated';

/** License administration (issue 12 item 2). */
export type LicenseAdmin = LicenseAdminFieldsFragment;
export type LicenseAdminAuditEntry = LicenseAdminAuditQuery['LicenseAdminAudit'][number];
export type LicenseMember = LicenseMembersQuery['Users'][number];

export const licenseAdminKeys = {
  all: ['license-admins'] as const,
  list: (licenseId: number) => ['license-admins', 'list', licenseId] as const,
  audit: (licenseId: number) => ['license-admins', 'audit', licenseId] as const,
  members: (licenseId: number) => ['license-admins', 'members', licenseId] as const,
};

export async function getLicenseAdmins(licenseId: number): Promise<LicenseAdmin[]> {
  const data = await gqlRequest(LicenseAdminsDocument, { l: licenseId });
  return data.LicenseAdmins;
}

export async function getLicenseAdminAudit(licenseId: number): Promise<LicenseAdminAuditEntry[]> {
  const data = await gqlRequest(LicenseAdminAuditDocument, { l: licenseId });
  return data.LicenseAdminAudit;
}

/** The people of the license's projects, once each: who may be granted the role. */
export async function getLicenseMembers(): Promise<LicenseMember[]> {
  const data = await gqlRequest(LicenseMembersDocument);
  return [...new Map(data.Users.map((member) => [member.id, member])).values()];
}

export async function grantLicenseAdmin(licenseId: number, userId: number): Promise<LicenseAdmin[]> {
  const data = await gqlRequest(GrantLicenseAdminDocument, { l: licenseId, u: userId });
  return data.GrantLicenseAdmin;
}

export async function revokeLicenseAdmin(licenseId: number, userId: number): Promise<LicenseAdmin[]> {
  const data = await gqlRequest(RevokeLicenseAdminDocument, { l: licenseId, u: userId });
  return data.RevokeLicenseAdmin;
}

/** TanStack Query options of each read (see projects.api.ts). */
export const licenseAdminsQuery = (licenseId: number) =>
  queryOptions({ queryKey: licenseAdminKeys.list(licenseId), queryFn: () => getLicenseAdmins(licenseId) });
export const licenseAdminAuditQuery = (licenseId: number) =>
  queryOptions({
    queryKey: licenseAdminKeys.audit(licenseId),
    queryFn: () => getLicenseAdminAudit(licenseId),
  });
export const licenseMembersQuery = (licenseId: number) =>
  queryOptions({ queryKey: licenseAdminKeys.members(licenseId), queryFn: getLicenseMembers });

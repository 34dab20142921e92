import { currencySymbol } from '@setledger/shared/format/currency';
import { initialsOf } from '@setledger/shared/format/initials';
import type { Actor } from '../../core/actor';
import { notFound } from '../../core/errors';
import type { Services } from '../../core/services';
import { computeHeaderData, type HeaderCount } from './header-counts';
import { findProfile } from './session.sql';

export interface Profile {
  id: number;
  email: string;
  name: string;
  firstName: string;
  fullName: string;
  initials: string;
  phone: string | null;
  appLanguage: number;
  currencySymbol: string;
  /** The project's currency index (001 §9). */
  currency: number;
  /** The project's locale index (001 §9 regionalSetting): how numbers and dates read. */
  regionalSetting: number;
  /** The project's time zone (IANA): moments are shown in it. */
  timeZone: string;
  projectId: number;
  projectTitle: string;
  projectType: number;
  useExpenseInvoice: boolean;
  departmentName: string | null;
  functionName: string | null;
}

export async function getMyProfile(services: Services, actor: Actor): Promise<Profile> {
  const row = await findProfile(services.db, actor.userId, actor.projectId);
  if (!row) throw notFound();
  const fullName = `${row.firstName} ${row.name}`.trim();
  return {
    ...row,
    fullName,
    initials: initialsOf(fullName),
    currencySymbol: currencySymbol(row.currency),
  };
}

/** Counts for the caller's project; asking for another project answers NOT_FOUND (tokens are per project). */
export async function getHeaderData(
  services: Services,
  actor: Actor,
  input: { projectId: number | null; requested: ReadonlySet<HeaderCount> },
) {
  if (input.projectId !== null && input.projectId !== 0 && input.projectId !== actor.projectId)
    throw notFound();
  const row = await findProfile(services.db, actor.userId, actor.projectId);
  if (!row) throw notFound();
  return computeHeaderData(services.db, actor, input.requested, row.useExpenseInvoice, services.headerCounts);
}

import {
  HEADER_COUNTS,
  type HeaderCount,
  headerCountArgument,
} from '@setledger/shared/session/header.constants';
import { gqlRequest } from '../graphql';

export type { HeaderCount };
export type HeaderData = Record<HeaderCount, number> & { totalNotifications: number };

const flags = HEADER_COUNTS.map((c) => `${headerCountArgument(c)}: true`).join(', ');
const HEADER = `query HeaderData($ProjectId: Int) {
  GetHeaderData(ProjectId: $ProjectId, ${flags}) { ${HEADER_COUNTS.join(' ')} totalNotifications }
}`;

export async function getHeaderData(projectId: number | undefined): Promise<HeaderData> {
  const data = await gqlRequest<{ GetHeaderData: HeaderData }>(HEADER, { ProjectId: projectId ?? null });
  return data.GetHeaderData;
}

export interface ProjectSummary {
  id: number;
  titre: string;
  production: string | null;
}

export async function getMyProjects(): Promise<ProjectSummary[]> {
  const data = await gqlRequest<{ myProjects: ProjectSummary[] }>(
    'query MyProjects { myProjects { id titre production } }',
  );
  return data.myProjects;
}

export async function changeProject(projectID: number): Promise<string> {
  const data = await gqlRequest<{ changeProject: string }>(
    'mutation ChangeProject($projectID: Int!) { changeProject(projectID: $projectID) }',
    { projectID },
  );
  return data.changeProject;
}

export interface ShellProfile {
  initials: string;
  fullName: string;
  /** The project's switched-on modules (001 §3.10); absent while unknown. */
  modules?: string[];
  /** The project's currency symbol (001 §3.1: currencySymbol is on the profile). */
  currencySymbol?: string;
  /** The project's currency, regional setting (locale index) and time zone: how amounts and dates read. */
  currency?: number;
  regionalSetting?: number;
  timeZone?: string;
  /** A routing server gives travel distances by road (ROUTING_URL). */
  routingAvailable?: boolean;
  /** Demo accounts (published password) exist on the server: the shell warns. */
  demoAccounts?: boolean;
}

export async function getShellProfile(): Promise<ShellProfile> {
  const data = await gqlRequest<{ myProfile: ShellProfile }>(
    'query Me { myProfile { initials fullName modules currencySymbol currency regionalSetting timeZone routingAvailable demoAccounts } }',
  );
  return data.myProfile;
}

/** Ends every session of the caller, on every device, this one included (issue 12 item 3). */
export async function signOutEverywhere(): Promise<void> {
  await gqlRequest('mutation SignOutEverywhere { SignOutEverywhere }');
}

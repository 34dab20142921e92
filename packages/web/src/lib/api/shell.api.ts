import type { HeaderCount } from '@setledger/shared/session/header.constants';
import { gqlRequest } from '../graphql';
import { ChangeProjectDocument } from './operations/change-project.generated';
import { GetHeaderDataDocument, type GetHeaderDataQuery } from './operations/get-header-data.generated';
import { GetShellProfileDocument, type GetShellProfileQuery } from './operations/get-shell-profile.generated';
import { MyProjectsDocument, type MyProjectsQuery } from './operations/my-projects.generated';
import { SignOutEverywhereDocument } from './operations/sign-out-everywhere.generated';

export type { HeaderCount };
export type HeaderData = GetHeaderDataQuery['GetHeaderData'];

export async function getHeaderData(projectId: number | undefined): Promise<HeaderData> {
  const data = await gqlRequest(GetHeaderDataDocument, { ProjectId: projectId ?? null });
  return data.GetHeaderData;
}

export type ProjectSummary = MyProjectsQuery['myProjects'][number];

export async function getMyProjects(): Promise<ProjectSummary[]> {
  const data = await gqlRequest(MyProjectsDocument);
  return data.myProjects;
}

export async function changeProject(projectID: number): Promise<string> {
  const data = await gqlRequest(ChangeProjectDocument, { projectID });
  return data.changeProject;
}

export type ShellProfile = GetShellProfileQuery['myProfile'];

export async function getShellProfile(): Promise<ShellProfile> {
  const data = await gqlRequest(GetShellProfileDocument);
  return data.myProfile;
}

/** Ends every session of the caller, on every device, this one included (issue 12 item 3). */
export async function signOutEverywhere(): Promise<void> {
  await gqlRequest(SignOutEverywhereDocument);
}

import {
  PROJECT_BOOLEAN_FIELDS,
  PROJECT_DATE_FIELDS,
  PROJECT_NUMBER_FIELDS,
  PROJECT_TEXT_FIELDS,
} from '@setledger/shared/projects/projects.schemas';
import { queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../lib/graphql';
import type { ProjectInput } from '../../../lib/graphql-schema.generated';
import type { ProjectFieldsFragment } from './fragments/project-fields.generated';
import { AddProjectDocument } from './operations/add-project.generated';
import { DelProjectDocument } from './operations/del-project.generated';
import { GetProjectFieldOptionDocument } from './operations/get-project-field-option.generated';
import { GetSuppliersForProjectsDocument } from './operations/get-suppliers-for-projects.generated';
import { MyProjectDocument } from './operations/my-project.generated';
import { ProjectDocument } from './operations/project.generated';
import { ProjectsDocument, type ProjectsQuery } from './operations/projects.generated';
import { UpdMyProjectDocument } from './operations/upd-my-project.generated';
import { UpdProjectFieldOptionDocument } from './operations/upd-project-field-option.generated';

export type ProjectListItem = ProjectsQuery['Projects'][number];
export type LegalEntity = ProjectFieldsFragment['legalEntities'][number];

/** Every setting of a project by field name (text, number, date or switch), as the project form edits them. */
export type ProjectValues = Record<string, string | number | boolean | null>;
export type Project = Omit<ProjectFieldsFragment, 'license' | 'legalEntities'> & ProjectValues;
export interface ProjectDetails {
  project: Project;
  legalEntities: LegalEntity[];
  companyName: string;
}

export const EDITABLE_FIELDS = [
  'titre',
  'timeZone',
  ...PROJECT_TEXT_FIELDS,
  ...Object.keys(PROJECT_NUMBER_FIELDS),
  ...PROJECT_DATE_FIELDS,
  ...PROJECT_BOOLEAN_FIELDS,
] as const;

const split = ({ license, legalEntities, ...project }: ProjectFieldsFragment): ProjectDetails => ({
  project: project as Project,
  legalEntities,
  companyName: license.companyName,
});

export const projectKeys = {
  all: ['projects'] as const,
  list: (licenseId: number | null) => ['projects', 'list', licenseId] as const,
  one: (id: number) => ['projects', 'one', id] as const,
  mine: ['projects', 'mine'] as const,
  fieldOptions: ['projects', 'field-options'] as const,
  suppliers: ['projects', 'suppliers'] as const,
};

export async function getProjects(licenseId: number | null = null): Promise<ProjectListItem[]> {
  const data = await gqlRequest(ProjectsDocument, { l: licenseId });
  return data.Projects;
}

export async function getProject(id: number): Promise<ProjectDetails> {
  const data = await gqlRequest(ProjectDocument, { id });
  return split(data.Project);
}

export async function getMyProject(): Promise<ProjectDetails> {
  const data = await gqlRequest(MyProjectDocument);
  return split(data.myProject);
}

const DATE_FIELDS: ReadonlySet<string> = new Set(PROJECT_DATE_FIELDS);
/** Only the editable settings go back to the server; an empty date is sent as null to clear it. */
export const editableValues = (values: ProjectValues): ProjectValues =>
  Object.fromEntries(
    EDITABLE_FIELDS.flatMap((field): [string, ProjectValues[string]][] => {
      const value = values[field];
      if (DATE_FIELDS.has(field)) return [[field, value || null]];
      return value === null || value === undefined ? [] : [[field, value]];
    }),
  );

export async function updMyProject(
  id: number,
  values: ProjectValues,
  supplierIds: number[],
): Promise<ProjectDetails> {
  const data = await gqlRequest(UpdMyProjectDocument, {
    id,
    p: editableValues(values) as ProjectInput,
    s: supplierIds,
  });
  return split(data.updMyProject);
}

export async function addProject(
  values: ProjectValues,
  originProjectId: number | null,
): Promise<ProjectDetails> {
  const data = await gqlRequest(AddProjectDocument, { p: values as ProjectInput, o: originProjectId });
  return split(data.addProject);
}

export async function delProject(id: number): Promise<number> {
  const data = await gqlRequest(DelProjectDocument, { p: id });
  return data.DelProject;
}

export type FieldOptions = Record<string, boolean>;

export async function getFieldOptions(): Promise<FieldOptions> {
  const data = await gqlRequest(GetProjectFieldOptionDocument);
  return data.GetProjectFieldOption;
}

export async function updFieldOptions(options: FieldOptions): Promise<FieldOptions> {
  const data = await gqlRequest(UpdProjectFieldOptionDocument, { o: options });
  return data.UpdProjectFieldOption;
}

export async function getLicenseSuppliers() {
  const data = await gqlRequest(GetSuppliersForProjectsDocument);
  return data.GetSuppliers;
}

/** TanStack Query options of each read: one key and one fetch per operation, shared by every screen that reads it. */
export const projectsQuery = (licenseId: number | null = null) =>
  queryOptions({ queryKey: projectKeys.list(licenseId), queryFn: () => getProjects(licenseId) });
export const projectQuery = (id: number) =>
  queryOptions({ queryKey: projectKeys.one(id), queryFn: () => getProject(id) });
export const myProjectQuery = () => queryOptions({ queryKey: projectKeys.mine, queryFn: getMyProject });
export const fieldOptionsQuery = () =>
  queryOptions({ queryKey: projectKeys.fieldOptions, queryFn: getFieldOptions });
export const licenseSuppliersQuery = () =>
  queryOptions({ queryKey: projectKeys.suppliers, queryFn: getLicenseSuppliers });

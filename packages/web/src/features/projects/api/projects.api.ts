import { CREW_LIST_OPTIONS, PROFILE_FIELD_OPTION_KEYS } from '@setledger/shared/projects/projects.constants';
import {
  PROJECT_BOOLEAN_FIELDS,
  PROJECT_DATE_FIELDS,
  PROJECT_NUMBER_FIELDS,
  PROJECT_TEXT_FIELDS,
} from '@setledger/shared/projects/projects.schemas';
import { gqlRequest } from '../../../lib/graphql';

export interface ProjectListItem {
  id: number;
  licenseID: number;
  titre: string;
  production: string;
  realisateur: string;
  reference: string;
  startDate: string | null;
  endDate: string | null;
  license: { companyName: string };
}

export interface LegalEntity {
  id: number;
  name: string;
  vat: string;
  supplierBankAccounts: { id: number; bankName: string; iban: string; bic: string }[];
}

/** Every setting of a project by field name (text, number, date or switch), plus what the screens show. */
export type ProjectValues = Record<string, string | number | boolean | null>;
export interface Project extends ProjectValues {
  id: number;
  licenseID: number;
  titre: string;
  timeZone: string;
  numberOfUser: number;
  numberOfActiveUsers: number;
}
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

const PROJECT = `id licenseID numberOfUser numberOfActiveUsers license { companyName } ${EDITABLE_FIELDS.join(' ')}
  legalEntities { id name vat supplierBankAccounts { id bankName iban bic } }`;

type Loaded = Project & { license: { companyName: string }; legalEntities: LegalEntity[] };
const split = ({ license, legalEntities, ...project }: Loaded): ProjectDetails => ({
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
  const data = await gqlRequest<{ Projects: ProjectListItem[] }>(
    'query Projects($l: Int) { Projects(licenseID: $l) { id licenseID titre production realisateur reference startDate endDate license { companyName } } }',
    { l: licenseId },
  );
  return data.Projects;
}

export async function getProject(id: number): Promise<ProjectDetails> {
  const data = await gqlRequest<{ Project: Loaded }>(
    `query Project($id: Int!) { Project(projectID: $id) { ${PROJECT} } }`,
    { id },
  );
  return split(data.Project);
}

export async function getMyProject(): Promise<ProjectDetails> {
  const data = await gqlRequest<{ myProject: Loaded }>(`query MyProject { myProject { ${PROJECT} } }`);
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
  const data = await gqlRequest<{ updMyProject: Loaded }>(
    `mutation UpdMyProject($id: Int!, $p: ProjectInput!, $s: [Int!]) { updMyProject(projectId: $id, newProject: $p, SupplierID: $s) { ${PROJECT} } }`,
    { id, p: editableValues(values), s: supplierIds },
  );
  return split(data.updMyProject);
}

export async function addProject(
  values: ProjectValues,
  originProjectId: number | null,
): Promise<ProjectDetails> {
  const data = await gqlRequest<{ addProject: Loaded }>(
    `mutation AddProject($p: ProjectInput!, $o: Int) { addProject(newProject: $p, OriginProjectId: $o) { ${PROJECT} } }`,
    { p: values, o: originProjectId },
  );
  return split(data.addProject);
}

export async function delProject(id: number): Promise<number> {
  const data = await gqlRequest<{ DelProject: number }>(
    'mutation DelProject($p: Int!) { DelProject(ProjectId: $p) }',
    { p: id },
  );
  return data.DelProject;
}

const OPTION_KEYS = [...PROFILE_FIELD_OPTION_KEYS, ...CREW_LIST_OPTIONS];
export type FieldOptions = Record<string, boolean>;

export async function getFieldOptions(): Promise<FieldOptions> {
  const data = await gqlRequest<{ GetProjectFieldOption: FieldOptions }>(
    `query GetProjectFieldOption { GetProjectFieldOption { ${OPTION_KEYS.join(' ')} } }`,
  );
  return data.GetProjectFieldOption;
}

export async function updFieldOptions(options: FieldOptions): Promise<FieldOptions> {
  const data = await gqlRequest<{ UpdProjectFieldOption: FieldOptions }>(
    `mutation UpdProjectFieldOption($o: ProjectFieldOptionInput!) { UpdProjectFieldOption(ProjectFieldOption: $o) { ${OPTION_KEYS.join(' ')} } }`,
    { o: options },
  );
  return data.UpdProjectFieldOption;
}

export async function getLicenseSuppliers(): Promise<{ id: number; name: string; vat: string }[]> {
  const data = await gqlRequest<{ GetSuppliers: { id: number; name: string; vat: string }[] }>(
    'query GetSuppliers { GetSuppliers { id name vat } }',
  );
  return data.GetSuppliers;
}

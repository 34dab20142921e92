import { gqlRequest } from '../../../lib/graphql';

export interface FlagItem {
  id: number;
  flagId: number;
  name: string;
  value: number;
  short: string;
  factor: string;
  amount: string;
  allowanceRate: string;
  payCode: string;
  color: string;
  bookmark: boolean;
  category: number | null;
  costCenter: string;
  disabled: boolean;
  fieldType: number;
  defaultValue: string;
  jsFormula: string;
}

export interface Flag {
  id: number;
  flagId: number;
  type: number;
  name: string;
  short: string;
  description: string;
  mandatoryFlag: boolean;
  greenFlag: boolean;
  customExportName: string;
  items: FlagItem[];
}

export interface PayCode {
  id: number;
  code: string;
  description: string;
}

const ITEM =
  'id flagId name value short factor amount allowanceRate payCode color bookmark category costCenter disabled fieldType defaultValue jsFormula';
const FLAG = `id flagId type name short description mandatoryFlag greenFlag customExportName items { ${ITEM} }`;

export const settingsKeys = {
  flags: (type: number) => ['settings', 'flags', type] as const,
  taxOptions: ['settings', 'tax-options'] as const,
  payCodes: ['settings', 'pay-codes'] as const,
  categories: ['settings', 'categories'] as const,
};

export async function getProjectFlags(type: number): Promise<Flag[]> {
  const data = await gqlRequest<{ GetProjectFlags: Flag[] }>(
    `query GetProjectFlags($t: Int) { GetProjectFlags(Type: $t) { ${FLAG} } }`,
    { t: type },
  );
  return data.GetProjectFlags;
}

export async function getTaxOptions(): Promise<FlagItem[]> {
  const data = await gqlRequest<{ GetTaxOptions: FlagItem[] }>(
    `query GetTaxOptions { GetTaxOptions { ${ITEM} } }`,
  );
  return data.GetTaxOptions;
}

export type FlagChanges = Pick<
  Flag,
  'name' | 'type' | 'short' | 'description' | 'mandatoryFlag' | 'greenFlag' | 'customExportName'
>;

export async function saveFlag(id: number | null, flag: FlagChanges): Promise<Flag> {
  const data = await gqlRequest<{ AddUpdProjectFlag: Flag }>(
    `mutation AddUpdProjectFlag($id: Int, $f: ProjectFlagInput!) { AddUpdProjectFlag(FlagId: $id, ProjectFlagInput: $f) { ${FLAG} } }`,
    { id, f: flag },
  );
  return data.AddUpdProjectFlag;
}

export async function delFlag(id: number): Promise<number> {
  const data = await gqlRequest<{ DelProjectFlag: number }>(
    'mutation DelProjectFlag($id: Int!) { DelProjectFlag(FlagId: $id) }',
    {
      id,
    },
  );
  return data.DelProjectFlag;
}

export type FlagItemChanges = Omit<FlagItem, 'id'>;

export async function saveFlagItem(id: number | null, item: FlagItemChanges): Promise<FlagItem> {
  const data = await gqlRequest<{ AddUpdProjectFlagItem: FlagItem }>(
    `mutation AddUpdProjectFlagItem($id: Int, $i: ProjectFlagItemInput!) { AddUpdProjectFlagItem(FlagItemId: $id, ProjectFlagItemInput: $i) { ${ITEM} } }`,
    { id, i: item },
  );
  return data.AddUpdProjectFlagItem;
}

export async function delFlagItem(id: number): Promise<number> {
  const data = await gqlRequest<{ DelProjectFlagItem: number }>(
    'mutation DelProjectFlagItem($id: Int!) { DelProjectFlagItem(FlagItemId: $id) }',
    { id },
  );
  return data.DelProjectFlagItem;
}

export async function setFavourite(id: number, favourite: boolean): Promise<boolean> {
  const data = await gqlRequest<{ SetFavouriteFlagItem: boolean }>(
    'mutation SetFavouriteFlagItem($id: Int!, $f: Boolean!) { SetFavouriteFlagItem(FlagItemId: $id, Favourite: $f) }',
    { id, f: favourite },
  );
  return data.SetFavouriteFlagItem;
}

export async function getPayCodes(): Promise<PayCode[]> {
  const data = await gqlRequest<{ GetPayCodes: PayCode[] }>(
    'query GetPayCodes { GetPayCodes { id code description } }',
  );
  return data.GetPayCodes;
}

export async function savePayCode(id: number | null, payCode: Omit<PayCode, 'id'>): Promise<PayCode> {
  const data = await gqlRequest<{ AddUpdPayCode: PayCode }>(
    'mutation AddUpdPayCode($id: Int, $p: PayCodeInput!) { AddUpdPayCode(PayCodeId: $id, PayCode: $p) { id code description } }',
    { id, p: payCode },
  );
  return data.AddUpdPayCode;
}

export async function delPayCode(id: number): Promise<number> {
  const data = await gqlRequest<{ DelPayCode: number }>(
    'mutation DelPayCode($id: Int!) { DelPayCode(PayCodeId: $id) }',
    { id },
  );
  return data.DelPayCode;
}

export async function getCategories(): Promise<{ id: number; name: string; costCenter: string }[]> {
  const data = await gqlRequest<{ GetCategories: { id: number; name: string; costCenter: string }[] }>(
    'query GetCategories { GetCategories { id name costCenter } }',
  );
  return data.GetCategories;
}

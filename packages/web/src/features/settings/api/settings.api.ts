import { gqlRequest } from '../../../lib/graphql';
import type { ProjectFlagFieldsFragment } from './fragments/project-flag-fields.generated';
import type { ProjectFlagItemFieldsFragment } from './fragments/project-flag-item-fields.generated';
import { AddUpdPayCodeDocument } from './operations/add-upd-pay-code.generated';
import { AddUpdProjectFlagDocument } from './operations/add-upd-project-flag.generated';
import { AddUpdProjectFlagItemDocument } from './operations/add-upd-project-flag-item.generated';
import { DelPayCodeDocument } from './operations/del-pay-code.generated';
import { DelProjectFlagDocument } from './operations/del-project-flag.generated';
import { DelProjectFlagItemDocument } from './operations/del-project-flag-item.generated';
import { GetCategoriesForSettingsDocument } from './operations/get-categories-for-settings.generated';
import { GetPayCodesDocument, type GetPayCodesQuery } from './operations/get-pay-codes.generated';
import { GetProjectFlagsDocument } from './operations/get-project-flags.generated';
import { GetTaxOptionsForSettingsDocument } from './operations/get-tax-options-for-settings.generated';
import { SetFavouriteFlagItemDocument } from './operations/set-favourite-flag-item.generated';

export type FlagItem = ProjectFlagItemFieldsFragment;
export type Flag = ProjectFlagFieldsFragment;
export type PayCode = GetPayCodesQuery['GetPayCodes'][number];

export const settingsKeys = {
  flags: (type: number) => ['settings', 'flags', type] as const,
  taxOptions: ['settings', 'tax-options'] as const,
  payCodes: ['settings', 'pay-codes'] as const,
  categories: ['settings', 'categories'] as const,
};

export async function getProjectFlags(type: number): Promise<Flag[]> {
  const data = await gqlRequest(GetProjectFlagsDocument, { t: type });
  return data.GetProjectFlags;
}

export async function getTaxOptions(): Promise<FlagItem[]> {
  const data = await gqlRequest(GetTaxOptionsForSettingsDocument);
  return data.GetTaxOptions;
}

export type FlagChanges = Pick<
  Flag,
  'name' | 'type' | 'short' | 'description' | 'mandatoryFlag' | 'greenFlag' | 'customExportName'
>;

export async function saveFlag(id: number | null, flag: FlagChanges): Promise<Flag> {
  const data = await gqlRequest(AddUpdProjectFlagDocument, { id, f: flag });
  return data.AddUpdProjectFlag;
}

export async function delFlag(id: number): Promise<number> {
  const data = await gqlRequest(DelProjectFlagDocument, {
    id,
  });
  return data.DelProjectFlag;
}

export type FlagItemChanges = Omit<FlagItem, 'id'>;

export async function saveFlagItem(id: number | null, item: FlagItemChanges): Promise<FlagItem> {
  const data = await gqlRequest(AddUpdProjectFlagItemDocument, { id, i: item });
  return data.AddUpdProjectFlagItem;
}

export async function delFlagItem(id: number): Promise<number> {
  const data = await gqlRequest(DelProjectFlagItemDocument, { id });
  return data.DelProjectFlagItem;
}

export async function setFavourite(id: number, favourite: boolean): Promise<boolean> {
  const data = await gqlRequest(SetFavouriteFlagItemDocument, { id, f: favourite });
  return data.SetFavouriteFlagItem;
}

export async function getPayCodes(): Promise<PayCode[]> {
  const data = await gqlRequest(GetPayCodesDocument);
  return data.GetPayCodes;
}

export async function savePayCode(id: number | null, payCode: Omit<PayCode, 'id'>): Promise<PayCode> {
  const data = await gqlRequest(AddUpdPayCodeDocument, { id, p: payCode });
  return data.AddUpdPayCode;
}

export async function delPayCode(id: number): Promise<number> {
  const data = await gqlRequest(DelPayCodeDocument, { id });
  return data.DelPayCode;
}

export async function getCategories(): Promise<{ id: number; name: string; costCenter: string }[]> {
  const data = await gqlRequest(GetCategoriesForSettingsDocument);
  return data.GetCategories;
}

import { gqlRequest } from '../graphql';
import {
  GetCarbonMeasureFactorsDocument,
  type GetCarbonMeasureFactorsQuery,
} from './operations/get-carbon-measure-factors.generated';

/**
 * The emission factors an expense item or a PO line of a budget category may carry its physical quantity with
 * (issue 14): none when the category is not mapped to a carbon category.
 */
export type CarbonMeasureFactors = GetCarbonMeasureFactorsQuery['GetCarbonMeasureFactors'];
export type CarbonMeasureFactor = CarbonMeasureFactors['factors'][number];

export const carbonMeasureKeys = {
  factors: (categoryId: number) => ['carbon-measure-factors', categoryId] as const,
};

export async function getCarbonMeasureFactors(categoryId: number): Promise<CarbonMeasureFactors> {
  return (await gqlRequest(GetCarbonMeasureFactorsDocument, { CategoryId: categoryId }))
    .GetCarbonMeasureFactors;
}

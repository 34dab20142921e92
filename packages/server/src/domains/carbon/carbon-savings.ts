import { Decimal } from 'decimal.js';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { allEmissionFactors } from '../emission-factors';
import * as sqlq from './carbon.sql';
import { resolveFactors } from './carbon-factors';

/**
 * Paper savings (tGSEcoPaper): each recycled-paper factor with the factor of what it replaces. Paper and board
 * sent to recycling instead of landfill; paper bought recycled instead of virgin.
 */
const PAPER_ALTERNATIVES: Record<string, string> = {
  waste_paper_board_mixed_recycling_tonne: 'waste_paper_board_mixed_landfill_tonne',
  paper_recycled_tonne: 'paper_virgin_tonne',
};

/**
 * The two savings of the green dashboard (001 §3.4), which the spec names without defining them. Both are
 * read from the ledger, in kg CO2e, and shown beside the footprint: never subtracted from totalGenerated,
 * which stays gross (issue 14).
 *
 * - tGSEconomy, the green-supplier economy: the kg CO2e of the counted electricity entries bought from a
 *   supplier marked green (LoadGreenSuppliers). The ledger counts electricity at the grid's location-based
 *   factor; a green-energy contract keeps that amount out of a market-based footprint.
 * - tGSEcoPaper, the paper economy: for the counted lines of paper and board recycled, tonnes × (landfill
 *   factor − the recycling factor used); for paper bought recycled, tonnes × (virgin factor − the recycled
 *   factor used). The alternative factors are the project's in force (its overrides first).
 */
/** Every sourced electricity factor (the ledger counts electricity with one of them, or its override). */
const ELECTRICITY_KEYS = allEmissionFactors()
  .filter((factor) => factor.category === 'electricity')
  .map((factor) => factor.key);

export async function greenSavings(tx: Tx, projectId: number, where: SQL) {
  const [economy, lines, alternatives] = await Promise.all([
    sqlq.greenSupplierElectricityKg(tx, where, ELECTRICITY_KEYS),
    sqlq.linesByFactor(tx, where, Object.keys(PAPER_ALTERNATIVES)),
    resolveFactors(tx, projectId, Object.values(PAPER_ALTERNATIVES)),
  ]);
  const paper = lines.reduce((total, line) => {
    const alternative = alternatives.get(PAPER_ALTERNATIVES[line.key] ?? '');
    if (!alternative) return total;
    return total.plus(new Decimal(line.quantity).times(alternative.value).minus(line.kg));
  }, new Decimal(0));
  return { tGSEconomy: new Decimal(economy).toFixed(2), tGSEcoPaper: paper.toFixed(2) };
}

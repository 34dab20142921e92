/** The flags domain's public module (issue 13): what other domains may use. */
export { copyFlagsOfProject } from './flag-copy';
export { registerFlagEntityType } from './flag-entities';
export { registerFlagItemUsage } from './flag-usage';
export { checkCustomFlagItems, getTaxOptions } from './flags.service';
export { projectFlagItems, projectFlags } from './flags.table';
export { evaluateFormula, type FormulaResult } from './formula-sandbox';

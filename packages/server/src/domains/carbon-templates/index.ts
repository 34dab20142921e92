/**
 * Carbon templates (issue 14, green/carbon-template): named sets of entry lines applied to a day or a period,
 * writing manual entries of the carbon ledger that name the template, removed together by an undo.
 */
export { editsTemplates, readsTemplates } from './carbon-templates.policy';
export { seedCarbonTemplate } from './carbon-templates.service';

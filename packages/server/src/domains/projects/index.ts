/** The projects domain's public module (issue 13): what other domains may use. */
export { getProjectCurrencySymbol, getProjectFormatter } from './projects.service';
export { projectLegalEntities, projects } from './projects.table';

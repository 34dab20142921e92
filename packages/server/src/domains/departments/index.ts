/** The departments domain's public module (issue 13): what other domains may use. */
export { copyDepartmentsOfProject } from './department-copy';
export { registerDepartmentUsage } from './department-usage';
export { getCategories, getDepartments } from './departments.service';
export { budgetCategories, departments, functions } from './departments.table';

import { builder } from '../../graphql/builder';

// Scaffold: the departments operations of issue 3 are defined here.
export const departmentsDomain = builder;

import { builder } from '../../graphql/builder';

// Scaffold: the suppliers operations of issue 3 are defined here.
export const suppliersDomain = builder;

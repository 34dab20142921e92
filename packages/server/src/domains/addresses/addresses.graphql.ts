import { builder } from '../../graphql/builder';

// Scaffold: the addresses operations of issue 3 are defined here.
export const addressesDomain = builder;

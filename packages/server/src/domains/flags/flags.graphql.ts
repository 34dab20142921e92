import { builder } from '../../graphql/builder';

// Scaffold: the flags operations of issue 3 are defined here.
export const flagsDomain = builder;

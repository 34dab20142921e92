import { builder } from '../../graphql/builder';

// Scaffold: the payroll-codes operations of issue 3 are defined here.
export const payrollcodesDomain = builder;

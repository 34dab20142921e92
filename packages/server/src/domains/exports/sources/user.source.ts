import { z } from 'zod';
import { listUsers, managesUsers } from '../../users';
import { defineSource } from '../export-source';
import { anyBoolean, anyInt, anyText } from './filter-fields';

/** 'user': the Users list (001 §7.3) with its arguments except paging, and its rights (USERS_SCOPES). */
export const userSource = defineSource({
  name: 'user',
  filter: z.object({
    myProject: anyBoolean,
    projectID: anyInt,
    Department: anyInt,
    Function: anyInt,
    sortField: anyText,
    sortOrder: anyInt,
    ForPo: anyBoolean,
    ForTimeSheet: anyBoolean,
    ForExpense: anyBoolean,
    KeyWord: anyText,
    GroupByContract: anyBoolean,
  }),
  mayRead: managesUsers,
  // No limit: listUsers answers every matching member.
  rows: (services, actor, filter) => listUsers(services, actor, filter),
  cells: {
    name: (r) => r.name,
    firstName: (r) => r.firstName,
    email: (r) => r.email,
    phone: (r) => r.phone,
    department: (r) => r.departmentName,
    function: (r) => r.functionName,
    reference: (r) => r.reference,
    underContract: (r) => r.underContract,
  },
});

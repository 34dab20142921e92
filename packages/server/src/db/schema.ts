/** Every table of every domain: one schema, one migration history. */
export * from '../domains/addresses/addresses.table';
export * from '../domains/budget/budget.table';
export * from '../domains/departments/departments.table';
export * from '../domains/expenses/expenses.table';
export * from '../domains/filters/filters.table';
export * from '../domains/flags/flags.table';
export * from '../domains/mail/mail.table';
export * from '../domains/organisation/organisation.table';
export * from '../domains/payroll-codes/payroll-codes.table';
export * from '../domains/preferences/preferences.table';
export * from '../domains/projects/projects.table';
export * from '../domains/purchase-orders/purchase-orders.table';
export * from '../domains/session/session.table';
export * from '../domains/suppliers/suppliers.table';
export * from '../domains/translations/translations.table';
export * from '../domains/users/users.table';

import { builder } from './builder';
import '../domains/addresses/addresses.graphql';
import '../domains/dashboards/dashboards.graphql';
import '../domains/departments/departments.graphql';
import '../domains/expenses/expenses.graphql';
import '../domains/expenses/expense-sheets.graphql';
import '../domains/purchase-orders/purchase-orders.graphql';
import '../domains/flags/flags.graphql';
import '../domains/mail/mail.graphql';
import '../domains/payroll-codes/payroll-codes.graphql';
import '../domains/projects/projects.graphql';
import '../domains/session/session.graphql';
import '../domains/suppliers/suppliers.graphql';
import '../domains/translations/translations.graphql';
import '../domains/users/users.graphql';
import '../domains/users/access.graphql';
import '../domains/users/requests.graphql';

export const schema = builder.toSchema({ sortSchema: true });

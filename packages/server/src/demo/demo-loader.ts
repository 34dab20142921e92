import { ACCESS_RIGHTS, type AccessRight } from '@setledger/shared/auth/permissions';
import { computeExpenseAmounts, travelKgCo2 } from '@setledger/shared/expenses/expense-amounts';
import { EXPENSE_KINDS, EXPENSE_STATUS } from '@setledger/shared/expenses/expenses.constants';
import { sumMoney } from '@setledger/shared/format/money';
import { searchKey } from '@setledger/shared/format/text';
import { PROJECT_MODULES } from '@setledger/shared/projects/projects.constants';
import { Decimal } from 'decimal.js';
import { count, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Db, Tx } from '../db/client';
import { addresses } from '../domains/addresses/addresses.table';
import { budgetCategories, departments, functions } from '../domains/departments/departments.table';
import { vehicleFactor } from '../domains/emission-factors';
import { expenseItems, expenseSheets } from '../domains/expenses/expenses.table';
import { projectFlagItems, projectFlags } from '../domains/flags/flags.table';
import { licenseAdminAudit, licenseAdmins } from '../domains/licenses/license-admins.table';
import { clients, licenses } from '../domains/organisation/organisation.table';
import { payCodes } from '../domains/payroll-codes/payroll-codes.table';
import { projectFieldOptions, projectLegalEntities, projects } from '../domains/projects/projects.table';
import { supplierBankAccounts, suppliers } from '../domains/suppliers/suppliers.table';
import { userSearchName } from '../domains/users/users.service';
import { contracts, userProjects, users, validations } from '../domains/users/users.table';
import { loadDemoActionPlans } from './demo-action-plans';
import { loadDemoBudget } from './demo-budget-loader';
import { loadDemoCarbonBudget } from './demo-carbon-budget';
import {
  DEMO_CATEGORIES,
  DEMO_DEPARTMENTS,
  DEMO_EXPENSES,
  DEMO_FLAGS,
  DEMO_LEGAL_ENTITY,
  DEMO_PASSWORD,
  DEMO_PAY_CODES,
  DEMO_PLACES,
  DEMO_PROJECT,
  DEMO_SUPPLIERS,
  DEMO_USERS,
} from './demo-data';
import { loadDemoFootprint } from './demo-footprint';
import { loadDemoGreenChecklist } from './demo-green-checklist';
import { loadDemoGreenExtras } from './demo-green-extras';
import { loadDemoGreenReports } from './demo-green-reports';
import { loadDemoGreenTemplates } from './demo-green-templates';
import { loadDemoLocations } from './demo-locations';
import { loadDemoLogistics } from './demo-logistics';
import { loadDemoTimesheets } from './demo-timesheets';

const isRight = (name: string): name is AccessRight => (ACCESS_RIGHTS as readonly string[]).includes(name);

/** The demo shows every module of the product. */
const ALL_MODULES_ON = Object.fromEntries(PROJECT_MODULES.map((module) => [module, true]));

/** Loads the demo production into an empty database, in one transaction; a database with users is left alone. */
export async function loadDemoIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Several processes may start at once against one PostgreSQL: only one loads the demo.
    await tx.execute(sql`select pg_advisory_xact_lock(7301443)`);
    const [existing] = await tx.select({ n: count() }).from(users);
    if ((existing?.n ?? 0) > 0) return false;
    const [client] = await tx.insert(clients).values({ name: 'Northlight Pictures Group' }).returning();
    const [license] = await tx
      .insert(licenses)
      .values({ clientId: client!.id, companyName: 'Northlight Pictures' })
      .returning();
    const [office] = await tx
      .insert(addresses)
      .values({
        licenseId: license!.id,
        street: 'Rue de la Loi',
        number: '42',
        zip: '1040',
        city: 'Brussels',
        country: 'Belgium',
        countryCode: 'be',
        lat: 50.844,
        lng: 4.376,
      })
      .returning();
    await tx.insert(addresses).values(DEMO_PLACES.map((place) => ({ ...place, licenseId: license!.id })));
    const [project] = await tx
      .insert(projects)
      .values({ ...ALL_MODULES_ON, ...DEMO_PROJECT, licenseId: license!.id, addressId: office!.id })
      .returning();
    const projectId = project!.id;

    const categories = await tx
      .insert(budgetCategories)
      .values(DEMO_CATEGORIES.map((c) => ({ projectId, name: c.name, costCenter: c.costCenter })))
      .returning();
    const categoryId = (key: string) => categories[DEMO_CATEGORIES.findIndex((c) => c.key === key)]!.id;
    const costCenter = (key: string) => DEMO_CATEGORIES.find((c) => c.key === key)!.costCenter;

    await tx.insert(departments).values(
      DEMO_DEPARTMENTS.map((d) => ({
        projectId,
        value: d.value,
        message: d.name,
        prefix: d.prefix,
        costCenter: costCenter(d.category),
        categoryId: categoryId(d.category),
        categoryLinkedToDep: true,
      })),
    );
    await tx.insert(functions).values(
      DEMO_DEPARTMENTS.flatMap((d) =>
        d.functions.map((name, i) => ({
          projectId,
          departmentNumber: d.value,
          value: i + 1,
          message: name,
          prefix: d.prefix,
          costCenter: costCenter(d.category),
          categoryId: categoryId(d.category),
        })),
      ),
    );

    for (const s of DEMO_SUPPLIERS) {
      const { name, type, vat, phone, ...address } = s;
      const [addr] = await tx
        .insert(addresses)
        .values({ ...address, licenseId: license!.id })
        .returning();
      await tx.insert(suppliers).values({
        licenseId: license!.id,
        name,
        searchName: searchKey(name),
        type,
        vat,
        phone,
        addressId: addr!.id,
      });
    }

    const { bank, ...entity } = DEMO_LEGAL_ENTITY;
    const [legal] = await tx
      .insert(suppliers)
      .values({
        ...entity,
        licenseId: license!.id,
        searchName: searchKey(entity.name),
        addressId: office!.id,
      })
      .returning();
    await tx.insert(supplierBankAccounts).values({ ...bank, supplierId: legal!.id });
    await tx.insert(projectLegalEntities).values({ projectId, supplierId: legal!.id });
    await tx.insert(projectFieldOptions).values({
      projectId,
      useEmail: true,
      mandatoryEmail: true,
      usePhone: true,
      mandatoryPhone: true,
      useNames: true,
      mandatoryNames: true,
      useBankAccount: true,
      mandatoryBankAccount: true,
      useStreet: true,
      useZip: true,
      useCity: true,
      useCountry: true,
      useAllergies: true,
      useVehicle: true,
      useCarbonData: true,
      showMyEmailInCrewList: true,
    });
    await tx.insert(payCodes).values(DEMO_PAY_CODES.map((c) => ({ ...c, licenseId: license!.id })));
    for (const flag of DEMO_FLAGS) {
      const { items, ...group } = flag;
      const [row] = await tx
        .insert(projectFlags)
        .values({ ...group, projectId })
        .returning();
      await tx
        .insert(projectFlagItems)
        .values(items.map((item) => ({ ...item, projectId, flagId: row!.id })));
    }

    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const userIds = new Map<string, number>();
    for (const u of DEMO_USERS) {
      const [user] = await tx
        .insert(users)
        .values({
          email: u.email,
          passwordHash,
          name: u.name,
          firstName: u.firstName,
          searchName: userSearchName(u),
          appLanguage: u.appLanguage ?? 0,
          isTranslator: u.flags.includes('isTranslator'),
          lastProjectId: projectId,
        })
        .returning();
      userIds.set(u.email, user!.id);
      const rights = Object.fromEntries(u.rights.filter(isRight).map((r) => [r, true]));
      const [member] = await tx
        .insert(userProjects)
        .values({
          userId: user!.id,
          projectId,
          departmentNumber: u.department,
          functionNumber: u.function,
          isAdmin: u.flags.includes('isAdmin'),
          isProd: u.flags.includes('isProd'),
          productionAccountant: u.flags.includes('productionAccountant'),
          ...rights,
        })
        .returning();
      await tx
        .insert(contracts)
        .values({ userProjectId: member!.id, startDate: u.contract[0], endDate: u.contract[1] });
      if (u.flags.includes('isLicenseAdmin')) {
        await tx.insert(licenseAdmins).values({ licenseId: license!.id, userId: user!.id });
        await tx.insert(licenseAdminAudit).values({
          licenseId: license!.id,
          targetUserId: user!.id,
          actorUserId: null,
          before: false,
          after: true,
        });
      }
      if (u.validation) {
        const level = u.validation.level;
        const depts =
          u.validation.departments === 'all'
            ? DEMO_DEPARTMENTS.map((d) => d.value)
            : u.validation.departments;
        await tx.insert(validations).values(
          depts.map((departmentNumber) => ({
            projectId,
            userId: user!.id,
            departmentNumber,
            validationLevelTs: level,
            validationLevelPo: level,
            validationLevelExp: level,
            validationLevelInvoice: level,
          })),
        );
      }
    }
    const vat21 = (
      await tx.select().from(projectFlagItems).where(eq(projectFlagItems.projectId, projectId))
    ).find((item) => item.factor !== null && new Decimal(item.factor).equals('0.21'));
    await loadDemoExpenses(tx, { projectId, userIds, categoryId, vat21Id: vat21?.id ?? null });
    await loadDemoBudget(tx, { projectId, userIds, categoryId });
    await loadDemoFootprint(tx, {
      projectId,
      userIds,
      createdBy: userIds.get('admin@demo.setledger.test') ?? null,
    });
    await loadDemoLocations(tx, {
      projectId,
      licenseId: license!.id,
      createdBy: userIds.get('admin@demo.setledger.test') ?? null,
    });
    await loadDemoGreenExtras(tx, {
      projectId,
      createdBy: userIds.get('admin@demo.setledger.test') ?? null,
    });
    await loadDemoGreenReports(tx, {
      projectId,
      createdBy: userIds.get('admin@demo.setledger.test') ?? null,
    });
    await loadDemoGreenChecklist(tx, {
      projectId,
      answeredBy:
        userIds.get('green@demo.setledger.test') ?? userIds.get('admin@demo.setledger.test') ?? null,
    });
    await loadDemoGreenTemplates(tx, {
      projectId,
      createdBy: userIds.get('admin@demo.setledger.test') ?? null,
    });
    await loadDemoLogistics(tx, {
      projectId,
      licenseId: license!.id,
      userIds,
      createdBy: userIds.get('prod@demo.setledger.test') ?? null,
    });
    await loadDemoActionPlans(tx, {
      projectId,
      userIds,
      createdBy: userIds.get('green@demo.setledger.test') ?? null,
    });
    await loadDemoTimesheets(tx, {
      projectId,
      userIds,
      accountantId: userIds.get('accountant@demo.setledger.test') ?? null,
      hodId: userIds.get('hod@demo.setledger.test') ?? null,
    });
    // Last: the carbon plan is made from what the ledger holds once every source is in (issue 16).
    await loadDemoCarbonBudget(tx, {
      projectId,
      createdBy: userIds.get('green@demo.setledger.test') ?? userIds.get('admin@demo.setledger.test') ?? null,
    });
    return true;
  });
}

/** DEMO_EXPENSES: an approved sheet of travels with their CO2, and a ticket still to send. */
async function loadDemoExpenses(
  tx: Tx,
  demo: {
    projectId: number;
    userIds: ReadonlyMap<string, number>;
    categoryId: (key: string) => number;
    vat21Id: number | null;
  },
) {
  const owner = demo.userIds.get(DEMO_EXPENSES.owner)!;
  const approver = demo.userIds.get(DEMO_EXPENSES.approvedBy)!;
  const department = DEMO_USERS.find((u) => u.email === DEMO_EXPENSES.owner)!.department;
  const factor = vehicleFactor(undefined);
  const sentAt = new Date('2026-10-30T16:00:00Z');
  const [sheet] = await tx
    .insert(expenseSheets)
    .values({
      projectId: demo.projectId,
      userId: owner,
      encoderId: owner,
      title: DEMO_EXPENSES.sheetTitle,
      departmentNumber: department,
      status: EXPENSE_STATUS.validatedLevel2,
      amountTotal: sumMoney(DEMO_EXPENSES.travels.map((t) => t.allowance)),
      submittedAt: sentAt,
      level2By: approver,
      level2At: new Date('2026-10-31T09:30:00Z'),
    })
    .returning();
  await tx.insert(expenseItems).values([
    ...DEMO_EXPENSES.travels.map((travel) => ({
      projectId: demo.projectId,
      userId: owner,
      encoderId: owner,
      sheetId: sheet!.id,
      date: travel.date,
      type: EXPENSE_KINDS.travel,
      description: travel.description,
      amount: travel.allowance,
      amountTotal: travel.allowance,
      validated: EXPENSE_STATUS.validatedLevel2,
      departmentNumber: department,
      categoryId: demo.categoryId(travel.category),
      fromLocation: travel.from,
      toLocation: travel.to,
      km: travel.km,
      kgCoTwo: travelKgCo2(travel.km, factor.value),
      co2FactorKey: factor.key,
      co2FactorValue: factor.value,
      co2FactorUnit: factor.unit,
      co2FactorSource: factor.source,
      isInContract: true,
    })),
    {
      projectId: demo.projectId,
      userId: owner,
      encoderId: owner,
      date: DEMO_EXPENSES.ticket.date,
      type: EXPENSE_KINDS.ticket,
      description: DEMO_EXPENSES.ticket.description,
      ...computeExpenseAmounts({
        amountTotal: DEMO_EXPENSES.ticket.amountTotal,
        vatRate: demo.vat21Id ? '0.21' : '0',
      }),
      vatFlagItemId: demo.vat21Id,
      vatRate: demo.vat21Id ? '0.21' : '0',
      departmentNumber: department,
      categoryId: demo.categoryId(DEMO_EXPENSES.ticket.category),
      isInContract: true,
    },
  ]);
}

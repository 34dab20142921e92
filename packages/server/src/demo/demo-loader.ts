import { ACCESS_RIGHTS, type AccessRight } from '@setledger/shared/auth/permissions';
import { searchKey } from '@setledger/shared/format/text';
import { PROJECT_MODULES } from '@setledger/shared/projects/projects.constants';
import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { addresses } from '../domains/addresses/addresses.table';
import { budgetCategories, departments, functions } from '../domains/departments/departments.table';
import { projectFlagItems, projectFlags } from '../domains/flags/flags.table';
import { clients, licenses } from '../domains/organisation/organisation.table';
import { payCodes } from '../domains/payroll-codes/payroll-codes.table';
import { projectFieldOptions, projectLegalEntities, projects } from '../domains/projects/projects.table';
import { supplierBankAccounts, suppliers } from '../domains/suppliers/suppliers.table';
import { userSearchName } from '../domains/users/users.service';
import { contracts, userProjects, users, validations } from '../domains/users/users.table';
import {
  DEMO_CATEGORIES,
  DEMO_DEPARTMENTS,
  DEMO_FLAGS,
  DEMO_LEGAL_ENTITY,
  DEMO_PASSWORD,
  DEMO_PAY_CODES,
  DEMO_PROJECT,
  DEMO_SUPPLIERS,
  DEMO_USERS,
} from './demo-data';

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
      })
      .returning();
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
    return true;
  });
}

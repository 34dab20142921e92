import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { budgetCategories, functions } from '../../departments/departments.table';
import { salaryLines, timesheetDays, timesheets } from '../../timesheets/timesheets.table';
import { budgetLines } from '../budget.table';

/**
 * Timesheets validated at the last level with their salary lines, inserted directly (issue 18: the timesheets
 * domain makes them at the last validation; these tests do not depend on it). Amounts by hand:
 * - Camera (2) / Camera crew (cost centre 4100): budget 5,000. Ines Focus, week of 2026-10-05: Mon 350.00 (10:00),
 *   Tue 412.50 (12:00), Wed 350.00 (10:00) and a Grip allowance of 25.00 on Wed; Noah Grip, week of 2026-10-12:
 *   Mon 300.00 (10:00), Tue 300.00 (10:00). Camera crew salaries = 1,712.50; amount left 3,287.50; EFC 5,000.
 * - Camera / Grip (4200): budget 20; salaries 25.00 → amount left −5.00, EFC 25.00 (never below what is paid).
 * - Production (1) / Catering: budget 1,500, no salary.
 */
export async function seedSalaries(app: App, options: { hideSalaryInfo?: boolean } = {}) {
  const db = app.database.db;
  const project = await createProject(app, {
    useBudget: true,
    useTimesheet: true,
    hideSalaryInfo: options.hideSalaryInfo ?? false,
  });
  const [crewCategory, gripCategory, catering] = (
    await db
      .insert(budgetCategories)
      .values([
        { projectId: project.id, name: 'Camera crew', costCenter: '4100' },
        { projectId: project.id, name: 'Grip', costCenter: '4200' },
        { projectId: project.id, name: 'Catering', costCenter: '2600' },
      ])
      .returning()
  ).map((c) => c.id) as [number, number, number];
  const [focusPuller] = await db
    .insert(functions)
    .values({
      projectId: project.id,
      departmentNumber: 2,
      value: 1,
      message: 'Focus puller',
      categoryId: crewCategory,
    })
    .returning();
  await db.insert(budgetLines).values([
    { projectId: project.id, departmentNumber: 2, categoryId: crewCategory, amount: '5000' },
    { projectId: project.id, departmentNumber: 2, categoryId: gripCategory, amount: '20' },
    { projectId: project.id, departmentNumber: 1, categoryId: catering, amount: '1500' },
  ]);
  const prod = await signInAs(app, (await createUser(app, project.id, { isProd: true })).email);
  const ines = await createUser(app, project.id, {
    departmentNumber: 2,
    functionNumber: 1,
    firstName: 'Ines',
    name: 'Focus',
  });
  const noah = await createUser(app, project.id, {
    departmentNumber: 2,
    functionNumber: 1,
    firstName: 'Noah',
    name: 'Grip',
  });
  const outsiderProject = await createProject(app, { useBudget: true, useTimesheet: true });
  const stranger = await createUser(app, outsiderProject.id, { departmentNumber: 2 });
  const [strangerSheet] = await db
    .insert(timesheets)
    .values({ projectId: outsiderProject.id, userId: stranger.id, weekStart: '2026-10-05', status: 8 })
    .returning();

  const [inesWeek, noahWeek] = await db
    .insert(timesheets)
    .values([
      {
        projectId: project.id,
        userId: ines.id,
        weekStart: '2026-10-05',
        departmentNumber: 2,
        functionId: focusPuller!.id,
        status: 8,
        workedMinutes: 2040,
        amountTotal: '1137.50',
        jsError: 'Allowance formula: x is not defined',
        jsLog: 'day 3',
      },
      {
        projectId: project.id,
        userId: noah.id,
        weekStart: '2026-10-12',
        departmentNumber: 2,
        functionId: focusPuller!.id,
        status: 8,
        processed: true,
        workedMinutes: 1200,
        amountTotal: '600.00',
      },
    ])
    .returning();
  const day = (timesheetId: number, date: string, workedMinutes: number, amount: string) => ({
    projectId: project.id,
    timesheetId,
    date,
    dayType: 0,
    startMinutes: 480,
    endMinutes: 480 + workedMinutes,
    workedMinutes,
    amount,
  });
  const days = await db
    .insert(timesheetDays)
    .values([
      day(inesWeek!.id, '2026-10-05', 600, '350.00'),
      day(inesWeek!.id, '2026-10-06', 720, '412.50'),
      day(inesWeek!.id, '2026-10-07', 600, '375.00'),
      day(noahWeek!.id, '2026-10-12', 600, '300.00'),
      day(noahWeek!.id, '2026-10-13', 600, '300.00'),
    ])
    .returning();
  const line = (
    dayIndex: number,
    userId: number,
    minutes: number,
    amount: string,
    categoryId = crewCategory,
    costCenter = '4100',
  ) => {
    const d = days[dayIndex]!;
    return {
      projectId: project.id,
      timesheetId: d.timesheetId,
      dayId: d.id,
      userId,
      status: 8,
      startDate: d.date,
      endDate: d.date,
      departmentNumber: 2,
      functionId: focusPuller!.id,
      categoryId,
      costCenter,
      minutes,
      amount,
    };
  };
  const lines = await db
    .insert(salaryLines)
    .values([
      line(0, ines.id, 600, '350.00'),
      line(1, ines.id, 720, '412.50'),
      line(2, ines.id, 600, '350.00'),
      line(2, ines.id, 0, '25.00', gripCategory, '4200'),
      line(3, noah.id, 600, '300.00'),
      line(4, noah.id, 600, '300.00'),
    ])
    .returning();
  return {
    projectId: project.id,
    prod,
    ines,
    noah,
    stranger,
    strangerSheetId: strangerSheet!.id,
    inesWeekId: inesWeek!.id,
    noahWeekId: noahWeek!.id,
    days,
    lines,
    categories: { crew: crewCategory, grip: gripCategory, catering },
    focusPullerId: focusPuller!.id,
  };
}

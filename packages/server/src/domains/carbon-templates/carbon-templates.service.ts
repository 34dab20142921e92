import {
  applicationDays,
  type CarbonTemplateApplicationValues,
  carbonTemplateApplicationSchema,
  carbonTemplateSchema,
  periodLength,
  TEMPLATE_MAX_DAYS,
} from '@setledger/shared/green/green-templates';
import { displayKgCo2e } from '@setledger/shared/green/green-units';
import { Decimal } from 'decimal.js';
import type { Actor } from '../../core/actor';
import { AppError, badInput, notFound } from '../../core/errors';
import { parseInput } from '../../core/input';
import type { Services } from '../../core/services';
import type { Tx } from '../../db/client';
import { insertManualEntries, type ManualDraft, previewManualEntries, removeManualEntries } from '../carbon';
import { findEmissionFactor } from '../emission-factors';
import { applicationsWhere, editableWhere, visibleWhere } from './carbon-templates.policy';
import * as sqlq from './carbon-templates.sql';

/** A project lists at most this many templates, and the latest applications up to this many. */
const TEMPLATES_MAX = 200;
const APPLICATIONS_MAX = 200;

export interface TemplateWithLines extends sqlq.TemplateRow {
  lines: sqlq.TemplateLineRow[];
  applications: sqlq.ApplicationRow[];
}

/** green/carbon-template: the project's templates by name, each with its lines and its latest applications. */
export async function getCarbonTemplates(services: Services, actor: Actor): Promise<TemplateWithLines[]> {
  const templates = await sqlq.listTemplates(services.db, visibleWhere(actor), TEMPLATES_MAX);
  const [lines, applications] = await Promise.all([
    sqlq.linesOf(
      services.db,
      templates.map((t) => t.id),
    ),
    sqlq.listApplications(services.db, applicationsWhere(actor, false), APPLICATIONS_MAX),
  ]);
  return templates.map((template) => ({
    ...template,
    lines: lines.filter((line) => line.templateId === template.id),
    applications: applications.filter((a) => a.templateId === template.id),
  }));
}

/**
 * A template (no id) or a change of one. Each line's factor must exist and its unit convert to the factor's
 * (computed once for a day, naming the line's field); names are unique in the project.
 */
export async function addUpdCarbonTemplate(
  services: Services,
  actor: Actor,
  input: { templateId?: number | null; template: unknown },
) {
  const values = parseInput(carbonTemplateSchema, input.template);
  values.lines.forEach((line, index) => {
    if (!findEmissionFactor(line.factorKey)) throw badInput(`lines.${index}.factorKey`, 'unknownFactor');
  });
  const isNew = input.templateId === null || input.templateId === undefined;
  return services.db.transaction(async (tx) => {
    if (!isNew && !(await sqlq.findTemplate(tx, editableWhere(actor), input.templateId!, true)))
      throw notFound();
    if (await sqlq.nameTaken(tx, actor.projectId, values.name, isNew ? null : input.templateId!))
      throw new AppError('BAD_USER_INPUT', 'templateNameTaken', 'name');
    // The units convert to the factors' (a line in litres against a per-tonne factor is refused).
    await previewManualEntries(
      tx,
      actor.projectId,
      values.lines.map((line, index) => draftOf(line, index, '2000-01-01', line.quantity)),
    );
    const template = isNew
      ? await sqlq.insertTemplate(tx, {
          projectId: actor.projectId,
          name: values.name,
          description: values.description,
          createdBy: actor.userId,
        })
      : (await sqlq.updateTemplate(tx, editableWhere(actor), input.templateId!, {
          name: values.name,
          description: values.description,
        }))!;
    await sqlq.replaceLines(tx, template.id, values.lines);
    return withLines(tx, actor, template);
  });
}

async function withLines(tx: Tx, actor: Actor, template: sqlq.TemplateRow): Promise<TemplateWithLines> {
  const [lines, applications] = await Promise.all([
    sqlq.linesOf(tx, [template.id]),
    sqlq.listApplications(tx, applicationsWhere(actor, false), APPLICATIONS_MAX),
  ]);
  return { ...template, lines, applications: applications.filter((a) => a.templateId === template.id) };
}

/** Deletes a template; the entries it created stay (each still names it), their applications can still be undone. */
export function delCarbonTemplate(services: Services, actor: Actor, input: { templateId: number }) {
  return services.db.transaction(async (tx) => {
    if (!(await sqlq.deleteTemplate(tx, editableWhere(actor), input.templateId))) throw notFound();
    return input.templateId;
  });
}

type LineValues = {
  carbonCategory: number;
  description: string;
  quantity: string;
  unit: string;
  factorKey: string;
  department: number | null;
  productionPhase: number | null;
};

function draftOf(
  line: LineValues,
  index: number,
  strDate: string,
  quantity: string,
  extra: Partial<ManualDraft> = {},
): ManualDraft {
  return {
    carbonCategory: line.carbonCategory,
    strDate,
    description: line.description,
    department: line.department,
    productionPhase: line.productionPhase,
    ...extra,
    measures: [
      {
        label: line.unit,
        quantity,
        unit: line.unit,
        factorKey: line.factorKey,
        field: `lines.${index}.unit`,
      },
    ],
  };
}

/**
 * The entries an application creates: one per line and day (perDay), or one per line for the period with the
 * line's daily quantity times the days counted (perPeriod). Weekdays only skips Saturdays and Sundays.
 */
function applicationDrafts(
  template: sqlq.TemplateRow,
  lines: readonly sqlq.TemplateLineRow[],
  value: CarbonTemplateApplicationValues,
  applicationId: number,
) {
  if (periodLength(value) > TEMPLATE_MAX_DAYS)
    throw new AppError('BAD_USER_INPUT', 'periodTooLong', 'toDate');
  const days = applicationDays(value);
  if (days.length === 0) throw new AppError('BAD_USER_INPUT', 'noDayInPeriod', 'weekdaysOnly');
  const details = { template: { templateId: template.id, name: template.name, applicationId } };
  const quantity = (line: sqlq.TemplateLineRow) => new Decimal(line.quantity).toString();
  // A line without its own description is named by its template in the green table.
  const named = lines.map((line) => ({ ...line, description: line.description || template.name }));
  const drafts =
    value.mode === 'perPeriod'
      ? named.map((line, index) =>
          draftOf(line, index, value.fromDate, new Decimal(line.quantity).times(days.length).toString(), {
            endDate: value.toDate ?? value.fromDate,
            details,
          }),
        )
      : days.flatMap((day) =>
          named.map((line, index) => draftOf(line, index, day, quantity(line), { details })),
        );
  return { days, drafts };
}

async function templateToApply(tx: Tx, actor: Actor, templateId: number) {
  const template = await sqlq.findTemplate(tx, editableWhere(actor), templateId);
  if (!template) throw notFound();
  return { template, lines: await sqlq.linesOf(tx, [template.id]) };
}

/** What applying a template would create, creating nothing: days, entries and kg CO2e. */
export async function previewCarbonTemplate(
  services: Services,
  actor: Actor,
  input: { templateId: number; application: unknown },
) {
  const value = parseInput(carbonTemplateApplicationSchema, input.application);
  const { template, lines } = await templateToApply(services.db, actor, input.templateId);
  const { days, drafts } = applicationDrafts(template, lines, value, 0);
  const preview = await previewManualEntries(services.db, actor.projectId, drafts);
  return { days: days.length, ...preview, kgCo2eDisplay: displayKgCo2e(preview.kgCo2e) };
}

/** Applies a template: its entries and the application that names them, in one transaction. */
export async function applyCarbonTemplate(
  services: Services,
  actor: Actor,
  input: { templateId: number; application: unknown },
) {
  const value = parseInput(carbonTemplateApplicationSchema, input.application);
  return services.db.transaction(async (tx) => {
    const { template, lines } = await templateToApply(tx, actor, input.templateId);
    return writeApplication(tx, { projectId: actor.projectId, userId: actor.userId }, template, lines, value);
  });
}

/** The application row and its entries, inside the caller's transaction. */
async function writeApplication(
  tx: Tx,
  who: { projectId: number; userId: number | null },
  template: sqlq.TemplateRow,
  lines: readonly sqlq.TemplateLineRow[],
  value: CarbonTemplateApplicationValues,
) {
  const days = applicationDays(value);
  const application = await sqlq.insertApplication(tx, {
    projectId: who.projectId,
    templateId: template.id,
    templateName: template.name,
    fromDate: value.fromDate,
    toDate: value.toDate ?? value.fromDate,
    weekdaysOnly: value.weekdaysOnly,
    mode: value.mode,
    days: days.length,
    kgCo2e: '0',
    createdBy: who.userId,
  });
  const { drafts } = applicationDrafts(template, lines, value, application.id);
  const written = await insertManualEntries(tx, { projectId: who.projectId, createdBy: who.userId, drafts });
  const kgCo2e = written.reduce((sum, row) => sum.plus(row.kgCo2e), new Decimal(0)).toFixed(2);
  return sqlq.setApplicationEntries(
    tx,
    who.projectId,
    application.id,
    written.map((row) => row.id),
    kgCo2e,
  );
}

/**
 * A template and its applications written at once inside the caller's transaction (the demo production), validated
 * as the screen's are.
 */
export async function seedCarbonTemplate(
  tx: Tx,
  input: { projectId: number; createdBy: number | null; template: unknown; applications: readonly unknown[] },
) {
  const values = parseInput(carbonTemplateSchema, input.template);
  const template = await sqlq.insertTemplate(tx, {
    projectId: input.projectId,
    name: values.name,
    description: values.description,
    createdBy: input.createdBy,
  });
  await sqlq.replaceLines(tx, template.id, values.lines);
  const lines = await sqlq.linesOf(tx, [template.id]);
  for (const application of input.applications)
    await writeApplication(
      tx,
      { projectId: input.projectId, userId: input.createdBy },
      template,
      lines,
      parseInput(carbonTemplateApplicationSchema, application),
    );
  return template;
}

/** Undoes an application: removes the entries it created (those still there) and the application itself. */
export function undoCarbonTemplateApplication(
  services: Services,
  actor: Actor,
  input: { applicationId: number },
) {
  return services.db.transaction(async (tx) => {
    const application = await sqlq.takeApplication(tx, applicationsWhere(actor, true), input.applicationId);
    if (!application) throw notFound();
    return removeManualEntries(tx, { projectId: actor.projectId, entryIds: application.entryIds });
  });
}

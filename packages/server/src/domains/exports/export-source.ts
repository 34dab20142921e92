import type { ExportableName, ExportColumnKey } from '@setledger/shared/exports/export-columns';
import type { z } from 'zod';
import type { Actor } from '../../core/actor';
import { AppError } from '../../core/errors';
import { parseInput } from '../../core/input';
import type { Services } from '../../core/services';
import type { ExportTexts } from './export-texts';

/** A cell before writing: money and quantities as decimal strings, dates as YYYY-MM-DD, times as Date. */
export type CellValue = string | number | boolean | Date | null;
export type ExportRecord = Readonly<Record<string, CellValue>>;

/** One export name: who may read it, and its rows as cells keyed by column (001 §9). */
export interface ExportSource {
  name: ExportableName;
  /** The same rights as the list screen's query (a crew member may not export the project's lists). */
  mayRead(actor: Actor): boolean;
  /** Every row matching the filter (unpaged, in the list's order), validated filter first. */
  load(services: Services, actor: Actor, filter: unknown, texts: ExportTexts): Promise<ExportRecord[]>;
}

/**
 * Builds a source from the list's own service: `filter` parses the list's filter input (paging keys are
 * dropped: an export is never paged), `rows` calls the service, `cells` gives each column's value.
 */
export function defineSource<N extends ExportableName, F, R>(spec: {
  name: N;
  filter: z.ZodType<F>;
  mayRead(actor: Actor): boolean;
  rows(services: Services, actor: Actor, filter: F): Promise<readonly R[]>;
  cells: { [K in ExportColumnKey<N>]: (row: R, texts: ExportTexts) => CellValue };
}): ExportSource {
  const cells = Object.entries(spec.cells) as [string, (row: R, texts: ExportTexts) => CellValue][];
  return {
    name: spec.name,
    mayRead: spec.mayRead,
    async load(services, actor, input, texts) {
      const filter = withFilterField(() => parseInput(spec.filter, input));
      const rows = await withFilterPrefix(() => spec.rows(services, actor, filter));
      return rows.map((row) => Object.fromEntries(cells.map(([key, cell]) => [key, cell(row, texts)])));
    },
  };
}

/** A filter problem names its field under `filter.` so the caller sees which part of the body is wrong. */
function prefixed(error: unknown): unknown {
  if (error instanceof AppError && error.code === 'BAD_USER_INPUT' && error.field)
    return new AppError(error.code, error.text, `filter.${error.field}`);
  return error;
}
function withFilterField<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    throw prefixed(error);
  }
}
async function withFilterPrefix<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw prefixed(error);
  }
}

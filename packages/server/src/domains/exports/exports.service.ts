import type { ExportableName } from '@setledger/shared/exports/export-columns';
import type { ExportFormat } from '@setledger/shared/exports/exports.constants';
import { exportRequestSchema } from '@setledger/shared/exports/exports.schemas';
import { exportFileName } from '@setledger/shared/format/export-file-name';
import type { Actor } from '../../core/actor';
import { badInput, forbidden } from '../../core/errors';
import { parseInput } from '../../core/input';
import type { Services } from '../../core/services';
import { getProjectFormatter } from '../projects';
import { buildTable, chooseColumns } from './export-table';
import { exportTexts } from './export-texts';
import { EXPORT_SOURCES } from './sources';
import { writeDelimited, writeTabbed } from './writers/delimited.writer';
import { writePdf } from './writers/pdf.writer';
import { writeXlsx } from './writers/xlsx.writer';

const FILE_TYPES: Record<ExportFormat, { extension: string; contentType: string }> = {
  xls: {
    extension: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
  csv: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
  txt: { extension: 'txt', contentType: 'text/plain; charset=utf-8' },
  custom: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
};

export interface ExportFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

/**
 * An export of a list (001 §5, §9): every row the list's filter matches, with the list's rights, in the
 * format asked; the file is named `<name>_YYYYMMDDHHmmss.<ext>` (UTC) unless a custom name is given.
 */
export async function exportList(
  services: Services,
  actor: Actor,
  input: { body: unknown; at: Date },
): Promise<ExportFile> {
  const request = parseInput(exportRequestSchema, input.body);
  const source = EXPORT_SOURCES[request.name as ExportableName];
  if (!source) throw badInput('name', 'exportUnavailable');
  if (!source.mayRead(actor)) throw forbidden();
  const texts = exportTexts(actor, await getProjectFormatter(services, actor.projectId, actor.language));
  const columns = chooseColumns(source.name, request.columns, texts);
  const records = await source.load(services, actor, request.filter, texts);
  const table = buildTable(source.name, columns, records, texts);
  const body = await write(request.format, table, texts, request.separator, input.at);
  const type = FILE_TYPES[request.format];
  const fileName = exportFileName(source.name.replace(/\s+/g, '_'), type.extension, {
    at: input.at,
    customName: request.customName,
  });
  return { body, contentType: type.contentType, fileName };
}

function write(
  format: ExportFormat,
  table: ReturnType<typeof buildTable>,
  texts: ReturnType<typeof exportTexts>,
  separator: string,
  at: Date,
): Promise<Buffer> | Buffer {
  switch (format) {
    case 'xls':
      return writeXlsx(table, texts);
    case 'pdf':
      return writePdf(table, texts, at);
    case 'txt':
      return writeTabbed(table, texts);
    case 'custom':
      return writeDelimited(table, texts, separator);
    default:
      return writeDelimited(table, texts);
  }
}

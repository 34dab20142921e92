import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { fileSizeText } from '@setledger/shared/format/file-size';
import { APP_LANGUAGE_TAGS, languageCodeToTag } from '@setledger/shared/i18n/languages';
import { APP_VERSION, compareVersions, REQUIRED_CLIENT_VERSION } from '@setledger/shared/version';
import { createGraphQL, runInLanguage } from '../api/yoga';
import type { Actor } from '../core/actor';
import { AppError, ERROR_TEXT } from '../core/errors';
import type { Services } from '../core/services';
import { serverText } from '../core/texts';
import type { Database } from '../db/client';
import { countStatements } from '../db/statement-count';
import { budgetImportTemplate } from '../domains/budget/budget-import-template.service';
import { carbonBudgetTemplate } from '../domains/carbon-budget';
import { readCarbonCertificate } from '../domains/carbon-removals';
import { readExpenseReceipt } from '../domains/expenses/receipts.service';
import { sendError, serveExport } from '../domains/exports/exports.http';
import { actionReportFilterOf, actionReportXlsx } from '../domains/green-actions';
import { checklistPdf, readChecklistEvidence } from '../domains/green-checklist';
import { finalReportPdf } from '../domains/green-production';
import { greenReportFile } from '../domains/green-reports/green-reports-export.service';
import { readLocationFile } from '../domains/locations/location-files.service';
import { purchaseOrderPdf } from '../domains/purchase-orders/po-pdf.service';
import { loadActor } from '../domains/session/session.service';
import { logUnexpected } from '../lib/error-log';
import { bodyLimit, FILE_MAX_BYTES, formatBytes, isUpload, readBody } from './body-limit';
import { sendBody } from './compression';
import { handleCors, setSecurityHeaders } from './security-headers';
import { serveStatic } from './static-files';

/** Before sign-in the caller's language comes from the browser's (Accept-Language prefix), default English. */
function browserLanguage(header: string | undefined): string {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('pt')) return 'pt-br';
  const prefix = first.slice(0, 2);
  return (APP_LANGUAGE_TAGS as readonly string[]).includes(prefix) ? prefix : 'en';
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** The request's headers for the Fetch API (a repeated header becomes one comma-separated value). */
function requestHeaders(req: IncomingMessage): [string, string][] {
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.push([name, Array.isArray(value) ? value.join(', ') : value]);
  }
  return headers;
}

type Auth = { kind: 'anonymous' } | { kind: 'actor'; actor: Actor } | { kind: 'invalid' };

async function authenticate(services: Services, header: string | undefined): Promise<Auth> {
  if (!header) return { kind: 'anonymous' };
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) return { kind: 'invalid' };
  const claims = await services.tokens.verify(match[1]);
  if (!claims) return { kind: 'invalid' };
  const actor = await loadActor(services, claims);
  return actor ? { kind: 'actor', actor } : { kind: 'invalid' };
}

export function createHttpServer(services: Services, database: Database): Server {
  const graphql = createGraphQL(services);

  async function handleGraphQL(req: IncomingMessage, res: ServerResponse) {
    const clientVersion = req.headers['x-client-version'];
    let lang = browserLanguage(req.headers['accept-language']);
    // 001 §8: a client older than the required version gets 505 and signs out.
    if (typeof clientVersion === 'string' && compareVersions(clientVersion, REQUIRED_CLIENT_VERSION) < 0) {
      const message = serverText('api-errors', ERROR_TEXT.appUpdated, lang);
      return sendJson(res, 505, { errors: [{ message, extensions: { code: 'CLIENT_VERSION_TOO_OLD' } }] });
    }
    const auth = await authenticate(services, req.headers.authorization);
    if (auth.kind === 'invalid') {
      const message = serverText('api-errors', ERROR_TEXT.sessionExpired, lang);
      return sendJson(res, 401, {
        errors: [{ message, extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } }],
      });
    }
    const actor = auth.kind === 'actor' ? auth.actor : null;
    if (actor) lang = languageCodeToTag(actor.language);
    let requestBody: Buffer | undefined;
    if (req.method === 'POST') {
      const limit = bodyLimit(actor !== null, req.headers['content-type']);
      const body = await readBody(req, limit);
      if (!body) {
        // A signed-in upload names the largest file a form takes, not the envelope around it.
        const [text, params] =
          actor && isUpload(req.headers['content-type'])
            ? [ERROR_TEXT.uploadTooLarge, { limit: fileSizeText(FILE_MAX_BYTES, lang) }]
            : [ERROR_TEXT.requestTooLarge, { limit: formatBytes(limit) }];
        const message = serverText('api-errors', text, lang, params);
        res.setHeader('connection', 'close');
        return sendJson(res, 413, {
          errors: [{ message, extensions: { code: 'PAYLOAD_TOO_LARGE', params, http: { status: 413 } } }],
        });
      }
      requestBody = body;
    }
    const ip = req.socket.remoteAddress ?? 'unknown';
    const later: { name: string; task: () => Promise<unknown> }[] = [];
    const afterResponse = (name: string, task: () => Promise<unknown>) => later.push({ name, task });
    // The GraphQL server answers a Fetch Response; the body is written here, compressed when the client takes it
    // (issue 17: a budget tree is 591 KB of JSON, 78 KB gzipped).
    const response = await runInLanguage(lang, () =>
      graphql.fetch(
        `http://localhost${req.url ?? '/graphql'}`,
        {
          method: req.method,
          headers: requestHeaders(req),
          body: requestBody as Uint8Array<ArrayBuffer> | undefined,
        },
        { actor, lang, ip, afterResponse },
      ),
    );
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (name !== 'content-length') headers[name] = value;
    });
    await sendBody(req, res, response.status, headers, Buffer.from(await response.arrayBuffer()));
    for (const { name, task } of later) services.background.run(name, task);
  }

  /** Files are served only to callers allowed to see them; anyone else gets the same 404 as a missing file. */
  async function handleFile(
    req: IncomingMessage,
    res: ServerResponse,
    load: (actor: Actor) => Promise<{ body: Buffer; contentType: string; fileName: string } | null>,
  ) {
    const auth = await authenticate(services, req.headers.authorization);
    if (auth.kind === 'invalid') return sendJson(res, 401, { error: 'unauthenticated' });
    if (auth.kind === 'anonymous') return sendJson(res, 401, { error: 'unauthenticated' });
    const file = await load(auth.actor);
    if (!file) return sendJson(res, 404, { error: 'not found' });
    res.writeHead(200, {
      'content-type': file.contentType,
      'content-length': file.body.length,
      'content-disposition': `attachment; filename="${file.fileName}"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    res.end(file.body);
  }

  /** POST /files/exports (001 §9): a list export for a signed-in caller, errors in their language. */
  async function handleExport(req: IncomingMessage, res: ServerResponse) {
    const auth = await authenticate(services, req.headers.authorization);
    if (auth.kind !== 'actor') {
      const error = new AppError(
        'UNAUTHENTICATED',
        auth.kind === 'invalid' ? 'sessionExpired' : 'unauthenticated',
      );
      return sendError(res, error, browserLanguage(req.headers['accept-language']));
    }
    return serveExport(services, auth.actor, req, res);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname === '/healthz') {
      const ok = await database.ping();
      return sendJson(res, ok ? 200 : 503, { status: ok ? 'ok' : 'unavailable', version: APP_VERSION });
    }
    if (pathname === '/graphql') {
      res.setHeader('cache-control', 'no-store');
      return database.countsStatements
        ? countStatements(() => handleGraphQL(req, res))
        : handleGraphQL(req, res);
    }
    const receipt = /^\/files\/expense-receipts\/(\d{1,9})$/.exec(pathname);
    if (receipt && req.method === 'GET')
      return handleFile(req, res, (actor) => readExpenseReceipt(services, actor, Number(receipt[1])));
    const locationFile = /^\/files\/locations\/(\d{1,9})$/.exec(pathname);
    if (locationFile && req.method === 'GET')
      return handleFile(req, res, (actor) => readLocationFile(services, actor, Number(locationFile[1])));
    const certificate = /^\/files\/carbon-certificates\/(\d{1,9})$/.exec(pathname);
    if (certificate && req.method === 'GET')
      return handleFile(req, res, (actor) => readCarbonCertificate(services, actor, Number(certificate[1])));
    const evidence = /^\/files\/checklist-evidence\/(\d{1,9})$/.exec(pathname);
    if (evidence && req.method === 'GET')
      return handleFile(req, res, (actor) => readChecklistEvidence(services, actor, Number(evidence[1])));
    if (pathname === '/files/green-checklist.pdf' && req.method === 'GET')
      return handleFile(req, res, (actor) => checklistPdf(services, actor));
    const poPdf = /^\/files\/purchase-orders\/(\d{1,9})\.pdf$/.exec(pathname);
    if (poPdf && req.method === 'GET')
      return handleFile(req, res, (actor) => purchaseOrderPdf(services, actor, Number(poPdf[1])));
    // Issue 16: the final report for the funder, and the action report as a spreadsheet.
    if (pathname === '/files/final-report.pdf' && req.method === 'GET')
      return handleFile(req, res, (actor) => finalReportPdf(services, actor));
    if (pathname === '/files/action-report.xlsx' && req.method === 'GET') {
      const search = new URL(req.url ?? '/', 'http://localhost').searchParams;
      return handleFile(req, res, (actor) => actionReportXlsx(services, actor, actionReportFilterOf(search)));
    }
    const greenReport = /^\/files\/green-reports\/(carbonClap|pear)\.(xlsx|pdf)$/.exec(pathname);
    if (greenReport && req.method === 'GET') {
      const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
      return handleFile(req, res, (actor) =>
        greenReportFile(services, actor, {
          report: greenReport[1]!,
          format: greenReport[2] as 'xlsx' | 'pdf',
          from: query.get('from') || null,
          to: query.get('to') || null,
          pending: query.get('pending') === '1',
        }),
      );
    }
    if (pathname === '/files/budget-import-template.xlsx' && req.method === 'GET')
      return handleFile(req, res, (actor) => budgetImportTemplate(services, actor));
    if (pathname === '/files/carbon-budget-template.xlsx' && req.method === 'GET')
      return handleFile(req, res, (actor) => carbonBudgetTemplate(services, actor));
    if (pathname === '/files/exports' && req.method === 'POST') return handleExport(req, res);
    if (serveStatic(services.config.webDist, req, res, pathname)) return;
    if (pathname === '/version.json') return sendJson(res, 200, { version: APP_VERSION });
    sendJson(res, 404, { error: 'not found' });
  }

  return createServer((req, res) => {
    setSecurityHeaders(res);
    if (handleCors(req, res, services.config.corsOrigins)) return;
    handle(req, res).catch((error: unknown) => {
      logUnexpected('Unhandled HTTP error', error);
      if (!res.headersSent) sendJson(res, 500, { error: 'internal error' });
      else res.end();
    });
  });
}

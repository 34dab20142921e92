import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { loadJwtSecret } from './auth/secret';
import { createTokenService } from './auth/tokens';
import { createEventBus } from './core/events';
import { createHeaderCounts } from './core/header-counts';
import type { Services } from './core/services';
import { type Database, openDatabase } from './db/client';
import { demoAccountsExist } from './demo/demo-accounts';
import { loadDemoIfEmpty } from './demo/demo-loader';
import { assertDemoAllowed, shouldLoadDemo } from './demo/demo-policy';
import { closeFormulaSandbox } from './domains/flags/formula-sandbox';
import { createMailer } from './domains/mail/mail.service';
import { syncTranslationFiles } from './domains/translations/translations.service';
import { wireHeaderCounts } from './header-counters';
import { createHttpServer } from './http/server';
import { createBackgroundTasks } from './lib/background';
import type { AppConfig } from './lib/config';
import { wireSubscribers } from './subscribers';

export interface App {
  server: Server;
  database: Database;
  services: Services;
  url: string;
  demoLoaded: boolean;
  /** Demo accounts (published password) exist in the database. */
  hasDemoAccounts: boolean;
  /** Stops accepting, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
}

/** Opens (and migrates) the database, loads texts and the demo, and listens. `database` may be shared (tests). */
export async function startApp(config: AppConfig, shared?: { database: Database }): Promise<App> {
  const dataDirIsNew = !shared && !existsSync(join(config.dataDir, 'pglite'));
  const database =
    shared?.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await syncTranslationFiles(database.db);
  const demoLoaded = shouldLoadDemo(config, { dataDirIsNew }) ? await loadDemoIfEmpty(database.db) : false;
  const hasDemoAccounts = await demoAccountsExist(database.db);
  try {
    assertDemoAllowed(config, hasDemoAccounts);
  } catch (error) {
    if (!shared) await database.close();
    throw error;
  }
  const tokens = createTokenService(loadJwtSecret(config.jwtSecret, config.dataDir), config.tokenTtlSeconds);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, baseUrl: config.appUrl });
  const events = createEventBus();
  wireSubscribers(events);
  const headerCounts = createHeaderCounts();
  wireHeaderCounts(headerCounts);
  const services: Services = {
    db: database.db,
    tokens,
    config,
    mailer,
    background: createBackgroundTasks(),
    events,
    headerCounts,
  };
  const server = createHttpServer(services, database);
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const { port } = server.address() as AddressInfo;
  mailer.baseUrl ||= `http://localhost:${port}`;
  return {
    server,
    database,
    services,
    url: `http://localhost:${port}`,
    demoLoaded,
    hasDemoAccounts,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      // Mails queued after answers go out before the database closes.
      await services.background.drain();
      closeFormulaSandbox();
      mailer.close();
      if (!shared) await database.close();
    },
  };
}

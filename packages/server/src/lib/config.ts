import { resolve } from 'node:path';
import { DEFAULT_PROJECT_STORAGE_QUOTA_MB } from '@setledger/shared/expenses/receipts.constants';

export interface AppConfig {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  isProduction: boolean;
  /** Address the server listens on (HOST); 127.0.0.1 by default: only this machine reaches it. */
  host: string;
  /** DEMO=1 'always' (into an empty database), DEMO=0 'never', unset 'auto' (see demo/demo-policy.ts). */
  demo: 'always' | 'never' | 'auto';
  /** ALLOW_DEMO=1: production may run while the demo accounts exist. */
  allowDemo: boolean;
  jwtSecret: string | undefined;
  /** Built web app served at the site root. */
  webDist: string;
  /** How long a token lives. */
  tokenTtlSeconds: number;
  /** SMTP server for outgoing mail ('smtp://user:pass@host:port'); without it mail stays in the outbox. */
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** Public site root used in emailed links; defaults to the local URL the server listens on. */
  appUrl: string | undefined;
  /** An OSRM-compatible routing server ('http://osrm:5000'): travel distances by road; without it, by hand. */
  routingUrl: string | undefined;
  /** Other sites allowed to call the API from a browser (CORS_ORIGINS, comma-separated); none by default. */
  corsOrigins: readonly string[];
  /** Bytes a project's stored files may take in all (PROJECT_STORAGE_QUOTA_MB; 2 GB by default). */
  projectStorageQuotaBytes: number;
}

/** PROJECT_STORAGE_QUOTA_MB: a whole number of megabytes above 0; a mistyped value stops the start. */
function storageQuotaBytes(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PROJECT_STORAGE_QUOTA_MB * 1024 * 1024;
  if (!/^\d+$/.test(value.trim()) || Number(value) <= 0)
    throw new Error(`PROJECT_STORAGE_QUOTA_MB must be a whole number of megabytes above 0 (got "${value}").`);
  return Number(value) * 1024 * 1024;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: Number(env.PORT ?? 8080),
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    isProduction: env.NODE_ENV === 'production',
    host: env.HOST || '127.0.0.1',
    demo: env.DEMO === '1' ? 'always' : env.DEMO === '0' ? 'never' : 'auto',
    allowDemo: env.ALLOW_DEMO === '1',
    jwtSecret: env.JWT_SECRET || undefined,
    webDist: resolve(env.WEB_DIST ?? resolve(import.meta.dirname, '../../../web/dist')),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 12 * 3600),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    appUrl: env.APP_URL?.replace(/\/+$/, '') || undefined,
    routingUrl: env.ROUTING_URL?.replace(/\/+$/, '') || undefined,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(/[\s,]+/)
      .map((origin) => origin.replace(/\/+$/, ''))
      .filter(Boolean),
    projectStorageQuotaBytes: storageQuotaBytes(env.PROJECT_STORAGE_QUOTA_MB),
  };
}

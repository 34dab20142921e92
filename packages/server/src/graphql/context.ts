import type { AccessRight, RoleName } from '@setledger/shared/auth/permissions';
import type { ProjectModule } from '@setledger/shared/projects/projects.constants';
import type { TokenService } from '../auth/tokens';
import type { Db } from '../db/client';
import type { Mailer } from '../domains/mail/mail.service';
import type { BackgroundTasks } from '../lib/background';
import type { AppConfig } from '../lib/config';

/**
 * The signed-in caller, read from the database on every request: a revoked right or a removed membership
 * takes effect at once, whatever the token still says.
 */
export interface Actor {
  userId: number;
  projectId: number;
  userProjectId: number;
  licenseId: number;
  /** App language code (001 §1). */
  language: number;
  projectType: number;
  isAdmin: boolean;
  isProd: boolean;
  isDev: boolean;
  isTranslator: boolean;
  isVip: boolean;
  /** Administrator of the license of the current project (issue 12 item 2): acts on its other projects. */
  isLicenseAdmin: boolean;
  /** The user's session version: tokens signed with another one are refused. */
  sessionVersion: number;
  /**
   * The administrator behind a signInAs session, else null. Such a session stays in its project and never
   * changes the person's identity (password, email, bank details, sessions).
   */
  signedInBy: number | null;
  roles: ReadonlySet<RoleName>;
  rights: ReadonlySet<AccessRight>;
  /** The project's switched-on modules (001 §3.10 'use' switches). */
  modules: ReadonlySet<ProjectModule>;
  /** Highest validation level held in any department of the project. */
  validationLevel: number;
}

export interface Services {
  db: Db;
  tokens: TokenService;
  config: AppConfig;
  mailer: Mailer;
  background: BackgroundTasks;
}

export interface Context extends Services {
  actor: Actor | null;
  /** Language tag of the caller ('en', 'fr', ...): the actor's app language, else the browser's. */
  lang: string;
  ip: string;
  /** The request's Idempotency-Key header: a repeated create answers with its first result. */
  idempotencyKey: string | null;
  /**
   * Runs a task once the answer has been sent: an answer that must not depend on what the task finds (the
   * password reset of an unknown email) takes the same time either way.
   */
  afterResponse(name: string, task: () => Promise<unknown>): void;
}

/** The actor of a field whose scope requires one (the auth scope has already checked it is there). */
export function requireActor(ctx: Context): Actor {
  if (!ctx.actor) throw new Error('auth scope let an anonymous caller through');
  return ctx.actor;
}

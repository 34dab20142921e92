import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { users } from '../domains/users/users.table';
import { DEMO_USERS } from './demo-data';

const DEMO_EMAILS = DEMO_USERS.map((user) => user.email);

/** Whether any demo account (published password) exists: the app shows a warning while one does. */
export async function demoAccountsExist(db: Tx): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, DEMO_EMAILS))
    .limit(1);
  return rows.length > 0;
}

import path from 'node:path';
import Database from 'better-sqlite3';
import { seedSession } from './seed-session.ts';

/** A member of staff signed in with two-step verification passed, who signs in as `email`,
 * written straight into the server's SQLite file: the staff pages are what these journeys
 * test, not the sign-in, which sign-in-flow.e2e.ts and staff-inbox.e2e.ts go through. */
export function seedStaff(
  dataDir: string,
  staff: { name: string; email: string; roleNames: string[] },
): string {
  const { token, userId } = seedSession(dataDir, staff.name);
  const database = new Database(path.join(dataDir, 'assessments.sqlite'));
  try {
    const now = new Date().toISOString();
    database
      .prepare(
        'update app_user set email = ?, login_email = ?, role_names = ?, totp_enabled_at = ? where id = ?',
      )
      .run(staff.email, staff.email, JSON.stringify(staff.roleNames), now, userId);
    database
      .prepare('update app_session set second_factor_at = ? where user_id = ?')
      .run(now, userId);
  } finally {
    database.close();
  }
  return token;
}

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContext } from 'playwright-core';

/**
 * Signs a browser context in by writing a user and a session straight into the server's
 * SQLite file, the way the built-in gateway stores them. For journeys that are about
 * assessments rather than sign-in (the accounts journey signs up for real). `isEmailConfirmed`
 * for an account whose sign-in address counts as confirmed, which linking a mobile needs.
 */
export function seedSession(
  dataDir: string,
  name = 'Test Resident',
  options: { isEmailConfirmed?: boolean } = {},
): { token: string; userId: string } {
  const database = new Database(path.join(dataDir, 'assessments.sqlite'));
  const userId = randomUUID();
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  try {
    database
      .prepare(
        `insert into app_user
           (id, name, email, login_email, registration_time, postcode, is_email_verified)
         values (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        userId,
        name,
        `${userId}@example.test`,
        `${userId}@example.test`,
        now.toISOString(),
        'SE15 4AB',
        options.isEmailConfirmed ? 1 : 0,
      );
    database
      .prepare(
        `insert into app_session (id, user_id, is_agent, created_at, last_seen_at, expires_at)
         values (?, ?, 0, ?, ?, ?)`,
      )
      .run(
        createHash('sha256').update(token).digest('hex'),
        userId,
        now.toISOString(),
        now.toISOString(),
        new Date(now.getTime() + 3_600_000).toISOString(),
      );
  } finally {
    database.close();
  }
  return { token, userId };
}

/** Puts the token where the web app keeps it (session storage key `token`) before any page
 * script runs. */
export async function signInContext(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript((value) => {
    // Only the app's own page: a framed player from another origin has no storage to give.
    if (window.top !== window) return;
    if (!window.sessionStorage.getItem('token')) window.sessionStorage.setItem('token', value);
  }, token);
}

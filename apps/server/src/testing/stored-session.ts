import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../database/create-database.ts';
import type { FormRepository } from '../forms/form-repository.ts';

/** A user with a live session, written straight to the tables authenticate reads; the
 * session's id. For repository tests, which have no app to sign in through. */
export async function storedSession(handle: DatabaseHandle, userId: string): Promise<string> {
  const now = new Date().toISOString();
  await handle.db
    .insertInto('app_user')
    .values({
      id: userId,
      name: 'Resident',
      email: null,
      login_email: `${userId}@example.test`,
      registration_time: now,
      postcode: null,
      image_url: null,
      password_hash: null,
      mobile_phone_number: null,
      date_of_birth: null,
    })
    .execute();
  const sessionId = randomUUID();
  await handle.db
    .insertInto('app_session')
    .values({
      id: sessionId,
      user_id: userId,
      agent_login_id: null,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      revoked_at: null,
      second_factor_at: null,
    })
    .execute();
  return sessionId;
}

/** A user with a live session (`storedSession`) and one CSA assessment named `formName`. */
export async function storedResidentWithAssessment(
  handle: DatabaseHandle,
  forms: FormRepository,
  formName: string,
): Promise<{ userId: string; sessionId: string; formId: string }> {
  const userId = randomUUID();
  const sessionId = await storedSession(handle, userId);
  const form = await forms.create({
    ownerId: userId,
    formTypeCode: 'CSA',
    formName,
    title: 'Care and Support Assessment Form',
    pageCount: 3,
  });
  return { userId, sessionId, formId: form.id };
}

import type { Kysely } from 'kysely';
import type { Database } from '../database/database-schema.ts';

/**
 * The right to be forgotten, in one transaction: the account, its sessions, PINs, codes,
 * links and every assessment not yet submitted go. Submitted assessments are the council's
 * record and stay, detached from the login (owner_id null).
 */
export async function deleteUser(db: Kysely<Database>, userId: string): Promise<void> {
  await db.transaction().execute(async (transaction) => {
    const user = await transaction
      .selectFrom('app_user')
      .select(['login_email', 'mobile_phone_number'])
      .where('id', '=', userId)
      .executeTakeFirst();
    await transaction
      .deleteFrom('form')
      .where('owner_id', '=', userId)
      .where('submitted_fields', 'is', null)
      .execute();
    await transaction
      .updateTable('form')
      .set({ owner_id: null })
      .where('owner_id', '=', userId)
      .execute();
    await transaction.deleteFrom('agent_login').where('user_id', '=', userId).execute();
    await transaction.deleteFrom('mobile_code').where('user_id', '=', userId).execute();
    await transaction.deleteFrom('account_token').where('user_id', '=', userId).execute();
    await transaction.deleteFrom('app_session').where('user_id', '=', userId).execute();
    const counterKeys = [
      user?.login_email ? `password:${user.login_email}` : null,
      user?.login_email ? `pin:${user.login_email}` : null,
      user?.login_email ? `recover:${user.login_email}` : null,
      user?.mobile_phone_number ? `mobile:${user.mobile_phone_number}` : null,
      `link:${userId}`,
      `totp:${userId}`,
    ].filter((key): key is string => key !== null);
    await transaction.deleteFrom('attempt_counter').where('key', 'in', counterKeys).execute();
    await transaction.deleteFrom('app_user').where('id', '=', userId).execute();
  });
}

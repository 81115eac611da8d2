import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database/create-database.ts';
import { testDatabases } from '../testing/index.ts';
import { findUserById, type UserRow } from './find-user.ts';
import { grantAdminRoleIfListed } from './grant-admin-role.ts';

const databases = await testDatabases();

describe.each(databases)('ADMIN_EMAILS on $name', (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => handle?.close());

  async function user(
    loginEmail: string,
    roles: string[],
    isEmailVerified = true,
  ): Promise<UserRow> {
    const id = randomUUID();
    await handle.db
      .insertInto('app_user')
      .values({
        id,
        name: 'Ada',
        email: null,
        login_email: loginEmail,
        password_hash: null,
        postcode: null,
        image_url: null,
        registration_time: '2026-03-02T09:00:00.000Z',
        role_names: JSON.stringify(roles),
        mobile_phone_number: null,
        date_of_birth: null,
        totp_secret: null,
        totp_enabled_at: null,
        totp_last_step: null,
        is_email_verified: isEmailVerified ? 1 : 0,
      })
      .execute();
    const row = await findUserById(handle.db, id);
    if (!row) throw new Error('user not stored');
    return row;
  }

  const storedRoles = async (id: string) =>
    JSON.parse((await findUserById(handle.db, id))?.role_names ?? 'null') as unknown;

  it('adds admin to the roles a listed account already has, and stores it', async () => {
    const listed = await user(`lead-${randomUUID()}@example.test`, ['carers-centre']);
    const granted = await grantAdminRoleIfListed(handle.db, listed, [
      'someone@example.test',
      listed.login_email ?? '',
    ]);
    expect(JSON.parse(granted.role_names)).toEqual(['carers-centre', 'admin']);
    expect({ ...granted, role_names: listed.role_names }).toEqual(listed);
    expect(await storedRoles(listed.id)).toEqual(['carers-centre', 'admin']);
  });

  it('leaves an account that is not listed, or already an administrator, as it is', async () => {
    const resident = await user(`resident-${randomUUID()}@example.test`, []);
    expect(await grantAdminRoleIfListed(handle.db, resident, ['boss@example.test'])).toBe(resident);
    expect(await storedRoles(resident.id)).toEqual([]);

    const admin = await user(`admin-${randomUUID()}@example.test`, ['admin']);
    expect(await grantAdminRoleIfListed(handle.db, admin, [admin.login_email ?? ''])).toBe(admin);
    expect(await storedRoles(admin.id)).toEqual(['admin']);
  });

  it('leaves a listed account whose login e-mail is not confirmed without the role', async () => {
    // Anyone may sign up with a listed address; only following the e-mailed link proves it.
    const claimed = await user(`lead-${randomUUID()}@example.test`, [], false);
    const answered = await grantAdminRoleIfListed(handle.db, claimed, [claimed.login_email ?? '']);
    expect(answered).toBe(claimed);
    expect(await storedRoles(claimed.id)).toEqual([]);
  });

  it('changes no other account', async () => {
    const listed = await user(`lead-${randomUUID()}@example.test`, []);
    const other = await user(`other-${randomUUID()}@example.test`, []);
    await grantAdminRoleIfListed(handle.db, listed, [listed.login_email ?? '']);
    expect(await storedRoles(other.id)).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database/create-database.ts';
import { testDatabases, uniqueMobileNumber } from '../testing/index.ts';
import { addressSeparator, textsCounterKey } from '../accounts/attempt-limiter.ts';
import { deleteUser, deleteUserRecords } from './delete-user.ts';

const databases = await testDatabases();

let counter = 0;

describe.each(databases)('deleting an account on $name', (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => handle?.close());

  const at = '2026-03-02T09:00:00.000Z';
  const later = '2026-03-03T09:00:00.000Z';

  /** A resident in every table an account reaches: a draft and a submission, each with a
   * queued job and a stored PDF; a session, PIN, texted code, link and two-step challenge; and
   * every kind of attempt counter, also per client address. */
  async function resident(loginEmail: string | null) {
    counter += 1;
    const userId = randomUUID();
    const phoneNumber = uniqueMobileNumber();
    const draftId = randomUUID();
    const submittedId = randomUUID();
    const db = handle.db;
    await db
      .insertInto('app_user')
      .values({
        id: userId,
        name: `Resident ${counter}`,
        email: null,
        login_email: loginEmail,
        password_hash: null,
        postcode: null,
        image_url: null,
        registration_time: at,
        mobile_phone_number: phoneNumber,
        date_of_birth: '1948-03-07',
        totp_secret: null,
        totp_enabled_at: null,
        totp_last_step: null,
      })
      .execute();
    const form = (id: string, submitted: string | null) => ({
      id,
      owner_id: userId,
      form_type_code: 'CSA',
      form_name: 'CSA',
      title: 'Care and Support Assessment Form',
      status: null,
      dirty_fields: '{}',
      submitted_fields: submitted,
      date_created: at,
      last_updated: at,
      date_submitted: submitted ? at : null,
      page_count: 3,
      last_valid_page: 0,
      all_pages_validated: 0,
      reference: null,
    });
    await db
      .insertInto('form')
      .values([form(draftId, null), form(submittedId, '{"done":true}')])
      .execute();
    for (const formId of [draftId, submittedId]) {
      await db
        .insertInto('delivery_job')
        .values({
          id: randomUUID(),
          form_id: formId,
          kind: 'reminder',
          team: 'customer-services',
          status: 'pending',
          next_attempt_at: later,
          last_error: null,
          created_at: at,
          completed_at: null,
        })
        .execute();
      await db
        .insertInto('submission_pdf')
        .values({ form_id: formId, content: Buffer.from('%PDF-1.7'), created_at: at })
        .execute();
    }
    const owned = { user_id: userId, created_at: at, expires_at: later };
    await db
      .insertInto('app_session')
      .values({ ...owned, id: randomUUID(), agent_login_id: null, last_seen_at: at })
      .execute();
    await db
      .insertInto('agent_login')
      .values({ ...owned, id: randomUUID(), pin_hash: 'hash' })
      .execute();
    await db
      .insertInto('mobile_code')
      .values({
        ...owned,
        id: randomUUID(),
        purpose: 'login',
        phone_number: phoneNumber,
        date_of_birth: '1948-03-07',
        code_hash: 'hash',
        used_at: null,
      })
      .execute();
    await db
      .insertInto('account_token')
      .values({
        ...owned,
        id: randomUUID(),
        purpose: 'reset-password',
        email: loginEmail ?? 'none@example.test',
        used_at: null,
      })
      .execute();
    await db
      .insertInto('login_challenge')
      .values({ ...owned, id: randomUUID(), used_at: null })
      .execute();
    const counterKeys = [
      ...(loginEmail
        ? ['password', 'pin', 'recover', 'signup'].map((kind) => `${kind}:${loginEmail}`)
        : []),
      `mobile:${phoneNumber}`,
      textsCounterKey(phoneNumber),
      `link:${userId}`,
      `totp:${userId}`,
    ];
    const keys = counterKeys.flatMap((key) => [key, `${key}${addressSeparator}192.0.2.1`]);
    await db
      .insertInto('attempt_counter')
      .values(keys.map((key) => ({ key, failures: 1, window_started_at: at, locked_until: null })))
      .execute();
    return { userId, draftId, submittedId, keys };
  }

  type Resident = Awaited<ReturnType<typeof resident>>;

  /** Every row that names the resident, table by table. */
  async function rowsOf({ userId, draftId, submittedId, keys }: Resident) {
    const db = handle.db;
    const byUser = async (
      table: 'app_session' | 'agent_login' | 'mobile_code' | 'account_token' | 'login_challenge',
    ) =>
      (await db.selectFrom(table).select('user_id').where('user_id', '=', userId).execute()).length;
    const forms = [draftId, submittedId];
    const ownerOf = async (formId: string) =>
      (await db.selectFrom('form').select('owner_id').where('id', '=', formId).executeTakeFirst())
        ?.owner_id;
    return {
      user: (await db.selectFrom('app_user').select('id').where('id', '=', userId).execute())
        .length,
      draftOwner: await ownerOf(draftId),
      submissionOwner: await ownerOf(submittedId),
      jobs: (
        await db
          .selectFrom('delivery_job')
          .select('form_id')
          .where('form_id', 'in', forms)
          .execute()
      ).map((row) => row.form_id),
      pdfs: (
        await db
          .selectFrom('submission_pdf')
          .select('form_id')
          .where('form_id', 'in', forms)
          .execute()
      ).map((row) => row.form_id),
      sessions: await byUser('app_session'),
      pins: await byUser('agent_login'),
      codes: await byUser('mobile_code'),
      links: await byUser('account_token'),
      challenges: await byUser('login_challenge'),
      counters: (
        await db.selectFrom('attempt_counter').select('key').where('key', 'in', keys).execute()
      ).length,
    };
  }

  function untouched(person: Resident) {
    return {
      user: 1,
      draftOwner: person.userId,
      submissionOwner: person.userId,
      jobs: expect.arrayContaining([person.draftId, person.submittedId]),
      pdfs: expect.arrayContaining([person.draftId, person.submittedId]),
      sessions: 1,
      pins: 1,
      codes: 1,
      links: 1,
      challenges: 1,
      counters: person.keys.length,
    };
  }

  it("removes everything of the account's but its submission, kept detached with its PDF and job", async () => {
    // `_` is a LIKE wildcard: the neighbour's counters match the owner's unescaped pattern.
    const owner = await resident(`ada_${counter}@example.test`);
    const neighbour = await resident(`adaX${counter - 1}@example.test`);
    expect(await rowsOf(owner)).toEqual(untouched(owner));

    await deleteUser(handle.db, owner.userId);

    expect(await rowsOf(owner)).toEqual({
      user: 0,
      draftOwner: undefined,
      submissionOwner: null,
      jobs: [owner.submittedId],
      pdfs: [owner.submittedId],
      sessions: 0,
      pins: 0,
      codes: 0,
      links: 0,
      challenges: 0,
      counters: 0,
    });
    expect(await rowsOf(neighbour)).toEqual(untouched(neighbour));
  });

  it('removes the counters of an account that signs in by mobile alone', async () => {
    const owner = await resident(null);
    await deleteUser(handle.db, owner.userId);
    expect((await rowsOf(owner)).counters).toBe(0);
  });

  it('records the deletion as a resident request by default, without personal data', async () => {
    const owner = await resident(`grace${counter}@example.test`);
    const retired = await resident(null);
    await deleteUser(handle.db, owner.userId, { at: new Date(later) });
    await deleteUser(handle.db, retired.userId, {
      rule: 'retention-unverified-account',
      at: new Date(at),
    });
    const events = await handle.db
      .selectFrom('data_protection_event')
      .select(['occurred_at', 'action', 'rule', 'subject_kind', 'subject_id', 'form_type_code'])
      .where('subject_id', 'in', [owner.userId, retired.userId])
      .orderBy('occurred_at')
      .execute();
    expect(events).toEqual([
      {
        occurred_at: at,
        action: 'account-deleted',
        rule: 'retention-unverified-account',
        subject_kind: 'user',
        subject_id: retired.userId,
        form_type_code: null,
      },
      {
        occurred_at: later,
        action: 'account-deleted',
        rule: 'resident-request',
        subject_kind: 'user',
        subject_id: owner.userId,
        form_type_code: null,
      },
    ]);
  });

  it('dates the audit row now when no time is given', async () => {
    const owner = await resident(null);
    const before = Date.now();
    await deleteUser(handle.db, owner.userId);
    const event = await handle.db
      .selectFrom('data_protection_event')
      .select('occurred_at')
      .where('subject_id', '=', owner.userId)
      .executeTakeFirstOrThrow();
    expect(Date.parse(event.occurred_at)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(event.occurred_at)).toBeLessThanOrEqual(Date.now());
  });

  it('says when there was no such account, and records nothing', async () => {
    const missing = randomUUID();
    const found = await handle.db
      .transaction()
      .execute((transaction) => deleteUserRecords(transaction, missing));
    expect(found).toBe(false);
    const owner = await resident(null);
    const deleted = await handle.db
      .transaction()
      .execute((transaction) => deleteUserRecords(transaction, owner.userId));
    expect(deleted).toBe(true);
    expect(
      await handle.db
        .selectFrom('data_protection_event')
        .select('id')
        .where('subject_id', '=', missing)
        .execute(),
    ).toEqual([]);
  });

  // SQLite writes one transaction at a time, so a submission cannot commit inside a deletion.
  it.runIf(database.name === 'postgres')(
    'never leaves a submission without its delivery job when it commits during the deletion',
    async () => {
      const owner = await resident(null);
      /** What a submission commits on its own connection: the answers frozen (only while the
       * form is still a draft) and, with them, the job that delivers it. */
      const submit = () =>
        handle.db.transaction().execute(async (other) => {
          const frozen = await other
            .updateTable('form')
            .set((eb) => ({
              submitted_fields: '{"sent":true}',
              date_submitted: later,
              version: eb('version', '+', 1),
            }))
            .where('id', '=', owner.draftId)
            .where('submitted_fields', 'is', null)
            .executeTakeFirst();
          if (frozen.numUpdatedRows === 0n) return;
          await other
            .insertInto('delivery_job')
            .values({
              id: randomUUID(),
              form_id: owner.draftId,
              kind: 'submission',
              team: 'customer-services',
              status: 'pending',
              next_attempt_at: later,
              last_error: null,
              created_at: later,
              completed_at: null,
            })
            .execute();
        });
      let submitted: Promise<void> | undefined;
      let statements = 0;
      await handle.db.transaction().execute(async (transaction) => {
        // The submission starts once the deletion has looked at the resident's forms (its second
        // statement), and is given a moment to commit: it cannot while the deletion holds the
        // form's row, and then waits for the deletion to end.
        const hooked = transaction.withPlugin({
          transformQuery: (args) => args.node,
          transformResult: async (args) => {
            statements += 1;
            if (statements === 2) {
              submitted = submit();
              await Promise.race([submitted, new Promise((resolve) => setTimeout(resolve, 500))]);
            }
            return args.result;
          },
        });
        await deleteUserRecords(hooked, owner.userId);
      });
      await submitted;
      const form = await handle.db
        .selectFrom('form')
        .select('submitted_fields')
        .where('id', '=', owner.draftId)
        .executeTakeFirst();
      const jobs = await handle.db
        .selectFrom('delivery_job')
        .select('kind')
        .where('form_id', '=', owner.draftId)
        .where('kind', '=', 'submission')
        .execute();
      // Either the deletion went first (no form, no job) or the submission did (the form kept,
      // submitted, with its job): never a submitted form the council is not sent.
      if (form) {
        expect(form.submitted_fields).not.toBeNull();
        expect(jobs).toEqual([{ kind: 'submission' }]);
      } else {
        expect(jobs).toEqual([]);
      }
    },
  );
});

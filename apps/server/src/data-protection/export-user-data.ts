import type { Kysely } from 'kysely';
import { constants, type UserDataExport } from '@csa/contracts';
import type { Database } from '../database/index.ts';

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Everything this service holds about one account (UK GDPR right of access): the profile
 * with both e-mails, the linked mobile and date of birth, live PINs and sign-ins (metadata
 * only: a hash is no use to anyone), every assessment with its answers, and every submission
 * with its reference and delivery status. Null when the account does not exist.
 */
export async function exportUserData(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<UserDataExport | null> {
  const user = await db
    .selectFrom('app_user')
    .selectAll()
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;
  const iso = now.toISOString();
  const [agentLogins, sessions, forms] = await Promise.all([
    db
      .selectFrom('agent_login')
      .select(['id', 'created_at', 'expires_at'])
      .where('user_id', '=', userId)
      .where('expires_at', '>', iso)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('app_session')
      .select(['created_at', 'last_seen_at', 'expires_at', 'is_agent'])
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', iso)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('form')
      .leftJoin('delivery_job', (join) =>
        join
          .onRef('delivery_job.form_id', '=', 'form.id')
          .on('delivery_job.kind', '=', 'submission'),
      )
      .selectAll('form')
      .select([
        'delivery_job.status as deliveryStatus',
        'delivery_job.completed_at as deliveryCompletedAt',
        'delivery_job.steps as deliverySteps',
      ])
      .where('form.owner_id', '=', userId)
      .orderBy('form.date_created')
      .orderBy('form.id')
      .execute(),
  ]);

  return {
    exportedAt: iso,
    about:
      'Everything the care and support self-assessment service holds about your account. ' +
      'Submitted assessments were also sent to the council, which keeps its own copy.',
    account: {
      id: user.id,
      name: user.name,
      contactEmail: user.email,
      isContactEmailVerified: user.is_contact_email_verified === 1,
      loginEmail: user.login_email,
      isLoginEmailVerified: user.is_email_verified === 1,
      hasPassword: user.password_hash !== null,
      postcode: user.postcode,
      imageUrl: user.image_url,
      registrationTime: user.registration_time,
      roleNames: JSON.parse(user.role_names) as string[],
      mobilePhoneNumber: user.mobile_phone_number,
      dateOfBirth: user.date_of_birth,
      isReminderEnabled: user.is_reminder_enabled === 1,
    },
    agentLogins: agentLogins.map((pin) => ({
      id: pin.id,
      createdAt: pin.created_at,
      expiresAt: pin.expires_at,
    })),
    sessions: sessions.map((session) => ({
      createdAt: session.created_at,
      lastSeenAt: session.last_seen_at,
      expiresAt: session.expires_at,
      isAgent: session.is_agent === 1,
    })),
    assessments: forms.map((form) => ({
      id: form.id,
      formTypeCode: form.form_type_code,
      formName: form.form_name,
      status:
        form.submitted_fields !== null
          ? 'submitted'
          : form.status === constants.abandonedStatus
            ? 'closed'
            : 'open',
      dateCreated: form.date_created,
      lastUpdated: form.last_updated,
      dateSubmitted: form.date_submitted,
      reference: form.reference,
      dirtyFields: parseJson(form.dirty_fields),
      submittedFields: parseJson(form.submitted_fields),
    })),
    submissions: forms.flatMap((form) =>
      form.reference && form.date_submitted
        ? [
            {
              formId: form.id,
              reference: form.reference,
              formTypeCode: form.form_type_code,
              dateSubmitted: form.date_submitted,
              delivery: form.deliveryStatus
                ? {
                    status: form.deliveryStatus,
                    completedAt: form.deliveryCompletedAt,
                    steps: JSON.parse(form.deliverySteps ?? '{}') as Record<string, string>,
                  }
                : null,
            },
          ]
        : [],
    ),
  };
}

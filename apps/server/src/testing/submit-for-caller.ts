import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Assessment, CallerSummary } from '@csa/contracts';
import { completePersonalDetails } from './form-test-data.ts';
import { completeHygiene } from './submittable-form.ts';
import type { TestSession } from './create-test-session.ts';

/** How to reach a caller, as the member of staff recorded it. */
export type CallerContact = { phone?: string; email?: string; postalAddress?: string };

/** A member of staff takes a caller's assessment and submits it; its id and reference. */
export async function submitForCaller(
  app: FastifyInstance,
  staff: TestSession,
  contact: CallerContact,
): Promise<{ formId: string; reference: string }> {
  const started = await app.inject({
    method: 'POST',
    url: '/internal/v1/staff/callers',
    headers: staff.headers,
    payload: {
      formTypeCode: 'CSA',
      callerFirstName: 'Winifred',
      callerLastName: 'Atwell',
      ...contact,
      isCallerThePerson: true,
      hasConsent: true,
    },
  });
  expect(started.statusCode, started.body).toBe(201);
  const formId = started.json<{ data: CallerSummary }>().data.formId ?? '';
  const form = (
    await app.inject({ url: `/internal/v1/form/${formId}`, headers: staff.headers })
  ).json<{ data: Assessment }>().data;
  const saved = await app.inject({
    method: 'PUT',
    url: `/internal/v1/form/${formId}`,
    headers: staff.headers,
    payload: {
      version: form.version,
      dirtyFields: {
        personalHygiene: completeHygiene,
        personalDetails: completePersonalDetails('CSA'),
      },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const submitted = await app.inject({
    method: 'POST',
    url: `/internal/v1/form/${formId}/remoteSubmission`,
    headers: staff.headers,
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const reference = submitted.json<{ data: { reference: string } }>().data.reference;
  return { formId, reference };
}

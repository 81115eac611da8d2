import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { closedMessage, conflictMessage, type Assessment } from '@csa/contracts';
import { appWithResident, testDatabases, type TestSession } from '../testing/index.ts';

const databases = await testDatabases();

// What the form calls check first, and what a repeated close leaves behind.
describe.each(databases)('form call checks on $name', (database) => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  let resident: TestSession;

  beforeAll(async () => {
    ({ app, close, resident } = await appWithResident(database));
  });
  afterAll(async () => close?.());

  async function create(): Promise<Assessment> {
    const response = await app.inject({
      method: 'POST',
      url: '/internal/v1/form',
      headers: resident.headers,
      payload: { formTypeCode: 'CSA', formName: 'Mine', pageCount: 3 },
    });
    expect(response.statusCode).toBe(201);
    return response.json().data as Assessment;
  }

  it('refuses a stale version with the conflict message even when its answers are invalid', async () => {
    const form = await create();
    const saved = await app.inject({
      method: 'PUT',
      url: `/internal/v1/form/${form.id}`,
      headers: resident.headers,
      payload: { version: 1, dirtyFields: {} },
    });
    expect(saved.statusCode).toBe(200);
    // The client must reload either way, so it is told that, not what is wrong with old answers.
    const stale = await app.inject({
      method: 'PUT',
      url: `/internal/v1/form/${form.id}`,
      headers: resident.headers,
      payload: { version: 1, dirtyFields: { notAnArea: {} } },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(conflictMessage);
  });

  it('refuses to submit a closed assessment as closed, even when its answers could not be submitted', async () => {
    const form = await create();
    const closed = await app.inject({
      method: 'POST',
      url: `/internal/v1/form/${form.id}/abandonAssessment`,
      headers: resident.headers,
    });
    expect(closed.statusCode).toBe(200);
    const submission = await app.inject({
      method: 'POST',
      url: `/internal/v1/form/${form.id}/remoteSubmission`,
      headers: resident.headers,
    });
    expect(submission.statusCode).toBe(409);
    expect(submission.json().message).toBe(closedMessage);
  });

  it('leaves a closed assessment as it was when it is closed again', async () => {
    const form = await create();
    const closeForm = () =>
      app.inject({
        method: 'POST',
        url: `/internal/v1/form/${form.id}/abandonAssessment`,
        headers: resident.headers,
      });
    const first = (await closeForm()).json().data as Assessment;
    const second = await closeForm();
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual(first);
  });
});

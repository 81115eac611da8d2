import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Assessment } from '@csa/contracts';
import { pathwayFor } from '@csa/questionnaire/content';
import {
  buildTestApp,
  createTestSession,
  startServiceProcess,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';
import { fillAreaAnswers } from '../testing/fill-area-answers.ts';

const databases = await testDatabases();
const hygiene = pathwayFor('CSA').topics.find((topic) => topic.id === 'personalHygiene');
if (!hygiene) throw new Error('personalHygiene is missing from the CSA content');

/** A complete area whose every text box says which save it came from. */
function areaMarked(marker: string) {
  if (!hygiene) throw new Error('no personalHygiene');
  return {
    answers: fillAreaAnswers(hygiene, { needsHelp: true, text: () => marker }),
    lastStepIndex: 2,
    isComplete: true,
  };
}

/**
 * A save that was answered with success survives the process being killed (kill -9)
 * at any moment, also when saves share commits (group commit on SQLite). Residents save as
 * fast as they can over HTTP to a real server process, which is killed in the middle of it;
 * then every assessment must hold at least its last acknowledged save.
 */
describe.each(databases)('saves acknowledged before a kill -9 on $name', (database) => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  let environment: Record<string, string>;
  const residents: { session: TestSession; form: Assessment }[] = [];

  beforeAll(async () => {
    let databaseEnvironment: Record<string, string>;
    ({ app, close, databaseEnvironment } = await buildTestApp(database, {
      MAX_OPEN_ASSESSMENTS_PER_PATHWAY: '1000',
    }));
    environment = databaseEnvironment;
    for (let index = 0; index < 20; index += 1) {
      const session = await createTestSession(app);
      const created = await app.inject({
        method: 'POST',
        url: '/internal/v1/form',
        headers: session.headers,
        payload: { formTypeCode: 'CSA', formName: `Durable ${index}`, pageCount: 3 },
      });
      residents.push({ session, form: created.json<{ data: Assessment }>().data });
    }
  }, 60_000);
  afterAll(async () => close?.());

  it('keeps every save it acknowledged', { timeout: 120_000 }, async () => {
    const server = startServiceProcess('server', {
      ...environment,
      PORT: '0',
      HOST: '127.0.0.1',
      RATE_LIMIT_PER_MINUTE: '1000000',
      DELIVERY_WORKER: 'off',
      RETENTION_SCHEDULE: 'off',
    });
    const baseUrl = `http://127.0.0.1:${await server.listeningPort}`;
    for (let attempt = 0; ; attempt += 1) {
      const ready = await fetch(`${baseUrl}/readyz`).catch(() => null);
      if (ready?.ok) break;
      if (attempt > 600 || server.child.exitCode !== null) throw new Error(server.output());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const acknowledged = new Map<string, { version: number; marker: string }>();
    let isKilled = false;
    let sent = 0;
    async function keepSaving(resident: (typeof residents)[number]) {
      let version = resident.form.version;
      for (let save = 0; !isKilled; save += 1) {
        const marker = `Save ${save} of ${resident.form.id}`;
        sent += 1;
        try {
          const response = await fetch(`${baseUrl}/internal/v1/form/${resident.form.id}`, {
            method: 'PUT',
            headers: { ...resident.session.headers, 'content-type': 'application/json' },
            body: JSON.stringify({ version, dirtyFields: { personalHygiene: areaMarked(marker) } }),
          });
          const body = (await response.json()) as { data: Assessment };
          expect(response.status, JSON.stringify(body)).toBe(200);
          version = body.data.version;
          acknowledged.set(resident.form.id, { version, marker });
        } catch (error) {
          // The process was killed with this save in flight: it may or may not have landed.
          if (isKilled) return;
          throw error;
        }
      }
    }

    const saving = Promise.all(residents.map(keepSaving));
    // A resident whose save failed stops saving: fail with its reason, not a timeout.
    let savingFailure: Error | undefined;
    saving.catch((error: unknown) => {
      savingFailure = error instanceof Error ? error : new Error(String(error));
    });
    // Kill it mid-stream, once plenty of saves have been acknowledged.
    while (acknowledged.size < residents.length || sent < 400) {
      if (savingFailure) throw savingFailure;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    isKilled = true;
    server.child.kill('SIGKILL');
    await server.exited;
    await saving;

    for (const resident of residents) {
      const last = acknowledged.get(resident.form.id);
      if (!last) throw new Error('a resident was never acknowledged');
      const stored = await app.inject({
        url: `/internal/v1/form/${resident.form.id}`,
        headers: resident.session.headers,
      });
      const form = stored.json<{ data: Assessment }>().data;
      // A save may have landed after its answer was lost with the process: never older.
      expect(form.version).toBeGreaterThanOrEqual(last.version);
      if (form.version === last.version) expect(form.dirtyFields).toContain(last.marker);
    }
  });
});

/**
 * The save-versus-submit race as a load script: a save (PUT with version N) and a submission sent at the
 * same moment over real HTTP, many times, on each database. A save that was acknowledged (200)
 * must be in what the submission froze; prints trials, how often each side won, and lost saves.
 *
 *   npm --workspace @csa/bench run race [-- --trials 300]
 */
import { parseArgs } from 'node:util';
import type { Assessment, DirtyFields } from '@csa/contracts';
import { pathwayFor } from '@csa/questionnaire/content';
import { completePersonalDetails, fillAreaAnswers } from '@csa/server/test-support';
import { serveForBench } from './serve-for-bench.ts';

const { values } = parseArgs({ options: { trials: { type: 'string', default: '300' } } });
const trials = Number(values.trials);
const hygiene = pathwayFor('CSA').topics.find((topic) => topic.id === 'personalHygiene');
if (!hygiene) throw new Error('personalHygiene is missing from the CSA content');
const area = {
  answers: fillAreaAnswers(hygiene, { chooseAll: true }),
  lastStepIndex: 5,
  isComplete: true,
};

let totalLost = 0;
for (const server of await serveForBench({})) {
  const headers = { ...(await server.newResident()), 'content-type': 'application/json' };
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, json: (await response.json()) as { data: Assessment } };
  };
  const outcome = { saveFirst: 0, saveRefused: 0, lost: 0, otherFailures: 0 };
  for (let trial = 0; trial < trials; trial += 1) {
    const created = await call('POST', '/internal/v1/form', {
      formTypeCode: 'CSA',
      formName: 'Race',
      pageCount: 3,
    });
    const id = created.json.data.id;
    const details = completePersonalDetails('CSA');
    const saved = await call('PUT', `/internal/v1/form/${id}`, {
      version: 1,
      dirtyFields: { personalHygiene: area, personalDetails: details },
    });
    const newName = `Trial${trial}`;
    const [save, submission] = await Promise.all([
      call('PUT', `/internal/v1/form/${id}`, {
        version: saved.json.data.version,
        dirtyFields: { personalHygiene: area, personalDetails: { ...details, firstName: newName } },
      }),
      call('POST', `/internal/v1/form/${id}/remoteSubmission`, {}),
    ]);
    if (submission.status !== 200 || (save.status !== 200 && save.status !== 409)) {
      outcome.otherFailures += 1;
    } else if (save.status === 409) {
      outcome.saveRefused += 1;
    } else {
      outcome.saveFirst += 1;
      const frozen = JSON.parse(submission.json.data.submittedFields ?? '{}') as DirtyFields;
      if (frozen.personalDetails?.firstName !== newName) outcome.lost += 1;
    }
  }
  totalLost += outcome.lost;
  console.log(
    `${server.name}: ${trials} trials; save acknowledged and frozen ${outcome.saveFirst}, ` +
      `save refused (409) after the freeze ${outcome.saveRefused}, ` +
      `acknowledged saves missing from the submission ${outcome.lost}, other failures ${outcome.otherFailures}`,
  );
  await server.close();
}
process.exitCode = totalLost > 0 ? 1 : 0;

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../../lib/api-error.ts';
import { subscribeToRequestErrors } from '../../../lib/request-events.ts';
import { saveAreaStep } from '../api/save-area-step.ts';
import { acceptSave, buildAssessment, stubFetch } from '../../../testing/app-test-kit.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('a failed area save', () => {
  // A server fault is left to the page's own 'not saved yet' panel and its Try again.
  it.each([
    [401, [401]],
    [403, [403]],
    [500, []],
    [503, []],
  ])('raises the spec banner for %i only when it is a refusal', async (status, banners) => {
    stubFetch(() => ({
      status,
      body: { status, method: 'PUT', errors: [{ error: 'no' }], message: 'no' },
    }));
    const published: ApiError[] = [];
    const unsubscribe = subscribeToRequestErrors((error) => published.push(error));
    await expect(
      saveAreaStep({
        assessment: buildAssessment(),
        areaKey: 'area',
        progress: { answers: {}, lastStepIndex: 0, isComplete: false },
      }),
    ).rejects.toMatchObject({ status });
    unsubscribe();
    expect(published.map((error) => error.status)).toEqual(banners);
  });
});

describe('an area save', () => {
  it('tells the server the pages done with the answers (spec §7 lastValidPage)', async () => {
    const assessment = buildAssessment({
      dirtyFields: JSON.stringify({
        toiletNeeds: { answers: {}, lastStepIndex: 4, isComplete: true },
        accessWork: { answers: {}, lastStepIndex: 1, isComplete: false },
      }),
    });
    const requests = stubFetch((request) => acceptSave(assessment, request));
    await saveAreaStep({
      assessment,
      areaKey: 'area',
      progress: { answers: {}, lastStepIndex: 2, isComplete: true },
    });
    expect(requests[0]?.body).toMatchObject({ pageCount: 3, lastValidPage: 2, version: 1 });
    expect(requests[0]?.body).not.toHaveProperty('allPagesValidated');
  });
});

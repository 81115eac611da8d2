import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../../lib/api-error.ts';
import { subscribeToRequestErrors } from '../../../lib/request-events.ts';
import { saveAreaStep } from '../api/save-area-step.ts';
import { buildAssessment, stubFetch } from './area-form-test-kit.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('a failed area save', () => {
  it.each([403, 500])('raises the spec banner for %i (the save is not quiet)', async (status) => {
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
    expect(published.map((error) => error.status)).toEqual([status]);
  });
});

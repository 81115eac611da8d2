import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { assessmentQueryKeys } from '../../../lib/assessment-queries/assessment-query-keys.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { subscribeToRequestErrors } from '../../../lib/request-events.ts';
import { keyAnswers } from '@csa/questionnaire';
import { saveAreaStep, useSaveAreaStep } from '../api/save-area-step.ts';
import { testPathway, testTopic } from './test-topic.ts';
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
        pathway: testPathway,
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
        [testTopic.id]: { answers: {}, lastStepIndex: 1, isComplete: false },
      }),
    });
    const requests = stubFetch((request) => acceptSave(assessment, request));
    await saveAreaStep({
      assessment,
      areaKey: testTopic.id,
      progress: { answers: { needHelp: keyAnswers.canDo }, lastStepIndex: 1, isComplete: true },
      pathway: testPathway,
    });
    expect(requests[0]?.body).toMatchObject({ pageCount: 3, lastValidPage: 1, version: 1 });
    expect(requests[0]?.body).not.toHaveProperty('allPagesValidated');
  });
});

describe('the cache after an area save', () => {
  // The overview and the area page share one copy of the assessment, so the saved one is what
  // the overview shows next; the lists that show progress reload; nothing else (the service
  // wording, the help links) is fetched again because of a save.
  it('holds the saved assessment under the one key and marks only the lists stale', async () => {
    const assessment = buildAssessment();
    stubFetch((request) => acceptSave(assessment, request));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const unrelatedKey = ['service-wording'];
    queryClient.setQueryData(unrelatedKey, { contact: 'kept' });
    queryClient.setQueryData(assessmentQueryKeys.list(assessment.formTypeCode), [assessment]);
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const { result } = renderHook(() => useSaveAreaStep(), { wrapper });

    result.current.mutate({
      assessment,
      areaKey: 'area',
      progress: { answers: {}, lastStepIndex: 0, isComplete: false },
      pathway: testPathway,
    });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(assessmentQueryKeys.detail(assessment.id))).toMatchObject({
      id: assessment.id,
      version: assessment.version + 1,
    });
    expect(
      queryClient.getQueryState(assessmentQueryKeys.list(assessment.formTypeCode))?.isInvalidated,
    ).toBe(true);
    expect(queryClient.getQueryState(unrelatedKey)?.isInvalidated).toBe(false);
  });
});

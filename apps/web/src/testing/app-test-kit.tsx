import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { Assessment, RuntimeConfig } from '@csa/contracts';
import { RuntimeConfigProvider } from '../config/runtime-config.tsx';
import { paths } from '../config/paths.ts';
import { assessmentQueryKeys } from '../lib/assessment-queries/assessment-query-keys.ts';

/** Test helpers of the area form: providers, an assessment builder and a recording fetch. */

export const testConfig: RuntimeConfig = {
  supportedFormTypes: ['CSA', 'CARERS'],
  councilName: 'Test Council',
  flavour: 'london-borough',
  logoUrl: '/logo.svg',
  termsUrl: null,
  privacyUrl: null,
  accessibilityContactEmail: 'access@example.test',
  translationEnabled: false,
  accountGatewayUrl: '',
  submitApiBaseUrl: '',
  buildVersion: 'test',
  errorReportingDsn: '',
  videoPlayer: 'spotlightr',
  spotlightrBaseUrl: 'https://videos.example.test/watch/',
  sessionIdleMinutes: 60,
  videoIds: {},
  staffSignInEnabled: false,
};

import { buildAssessment } from './build-assessment.ts';

export { buildAssessment };

/** Renders `element` at the area route, with the overview route beside it so navigation can
 * be seen, and the assessment already in the query cache as the page leaves it. */
export function renderAtAreaRoute(
  element: ReactNode,
  options: { assessment?: Assessment; config?: RuntimeConfig; search?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
  });
  const assessment = options.assessment ?? buildAssessment();
  queryClient.setQueryData(assessmentQueryKeys.detail(assessment.id), assessment);
  const router = createMemoryRouter(
    [
      { path: paths.area.path, element },
      { path: paths.overview.path, element: <p>Overview page</p> },
      { path: paths.preview.path, element: <p>Preview page</p> },
      { path: '*', element },
    ],
    {
      initialEntries: [
        `${paths.area.getHref(assessment.formTypeCode, assessment.id, 'area')}${options.search ?? ''}`,
      ],
    },
  );
  const view = render(
    <RuntimeConfigProvider config={options.config ?? testConfig}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </RuntimeConfigProvider>,
  );
  return { ...view, router, queryClient };
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

type Responder = (
  request: RecordedRequest,
) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/** Replaces fetch with `respond`, recording each request with its parsed JSON body. */
export function stubFetch(respond: Responder): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal('fetch', async (input: URL | string, init?: RequestInit) => {
    const url = new URL(String(input));
    const request: RecordedRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const { status, body } = await respond(request);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return requests;
}

/** A PUT answered as the server does: stored, version moved on, isComplete as sent. */
export function acceptSave(assessment: Assessment, request: RecordedRequest) {
  const body = request.body as { dirtyFields: string; version: number };
  return {
    status: 200,
    body: { data: { ...assessment, dirtyFields: body.dirtyFields, version: body.version + 1 } },
  };
}

export function savedDirtyFields(request: RecordedRequest | undefined): Record<string, unknown> {
  const body = request?.body as { dirtyFields: string } | undefined;
  return JSON.parse(body?.dirtyFields ?? '{}') as Record<string, unknown>;
}

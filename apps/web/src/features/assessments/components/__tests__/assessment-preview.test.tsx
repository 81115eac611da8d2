import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { loadPathway } from '@csa/questionnaire';
import { RuntimeConfigProvider } from '../../../../config/runtime-config.tsx';
import { testConfig } from '../../../../testing/app-test-kit.tsx';
import { readDirtyFields } from '../../../../lib/assessment-queries/read-dirty-fields.ts';
import { AssessmentPreview } from '../assessment-preview.tsx';
import {
  assessmentWith,
  renderWithProviders,
} from '../../../../testing/render-with-query-client.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const csa = await loadPathway('CSA');

describe('opening the preview', () => {
  it('tells the server that the preview was reached, once,, with nothing but the assessment in the address', async () => {
    const calls: { method: string; url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
      calls.push({ method: init.method ?? 'GET', url: String(url), body: init.body });
      if (String(url).endsWith('/previewReached')) return new Response(null, { status: 204 });
      return new Response(JSON.stringify({ data: [] }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const assessment = assessmentWith('CSA', {}, { id: 'form-7' });
    const preview = (
      <RuntimeConfigProvider config={testConfig}>
        <AssessmentPreview
          assessment={assessment}
          pathway={csa}
          dirty={readDirtyFields(assessment.dirtyFields)}
          state="in-progress"
        />
      </RuntimeConfigProvider>
    );
    const reachedCalls = () => calls.filter((call) => call.url.endsWith('/previewReached'));
    renderWithProviders(preview);
    await screen.findByRole('link', { name: 'Back to the assessment' });
    await vi.waitFor(() => expect(reachedCalls()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reachedCalls()).toHaveLength(1);
    const reached = calls.find((call) => call.url.endsWith('/previewReached'));
    expect(reached).toMatchObject({ method: 'POST', body: null });
    expect(new URL(reached!.url).pathname).toBe('/internal/v1/form/form-7/previewReached');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { RuntimeConfig } from '@csa/contracts';
import { Footer } from '../../components/layout/footer.tsx';
import { RuntimeConfigProvider } from '../../config/runtime-config.tsx';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { AlgorithmicTransparencyPage } from '../routes/algorithmic-transparency-page.tsx';

afterEach(cleanup);

// Only what the footer and the page read.
const config = { councilName: 'Test Council', buildVersion: 'test' } as RuntimeConfig;

function renderInConfig(element: React.ReactElement) {
  return renderWithProviders(
    <RuntimeConfigProvider config={config}>{element}</RuntimeConfigProvider>,
  );
}

describe('the algorithmic transparency record', () => {
  it('is linked from the footer', async () => {
    await renderInConfig(<Footer />);
    expect(
      screen.getByRole('link', { name: 'Algorithmic transparency' }).getAttribute('href'),
    ).toBe('/algorithmic-transparency');
  });

  it('has its own heading and tab title, and the sections of the standard in order', async () => {
    await renderInConfig(<AlgorithmicTransparencyPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Algorithmic transparency record',
    );
    expect(document.title).toBe(
      'Algorithmic transparency record – Care and support self-assessment – Test Council',
    );
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Summary',
      'Owner and responsibility',
      'Description and rationale',
      'Decision-making process and human oversight',
      'Data',
      'Risks and mitigations',
    ]);
  });

  it('says what it cannot know, that a practitioner always decides, and never that anyone is eligible', async () => {
    await renderInConfig(<AlgorithmicTransparencyPage />);
    const text = document.body.textContent ?? '';
    expect(text).toContain('what causes the needs');
    expect(text).toContain("the impact the needs have on the person's wellbeing");
    expect(text).toContain('A practitioner always decides');
    expect(text).toContain('two or more for adults');
    expect(text).toContain("for carers, any one, or the carer's health");
    expect(text).toContain('Test Council owns this service');
    expect(text).not.toMatch(/\beligible\b/i);
  });
});

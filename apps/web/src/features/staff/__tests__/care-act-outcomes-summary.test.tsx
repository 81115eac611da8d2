import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { CareActOutcomesView } from '@csa/contracts';
import { CareActOutcomesSummary } from '../components/care-act-outcomes-summary.tsx';

afterEach(cleanup);

const adultOutcomes: CareActOutcomesView = {
  formTypeCode: 'CSA',
  outcomes: [
    {
      areaId: 'appropriatelyClothed',
      regulation: '2(2)(d)',
      outcome: 'Being appropriately clothed',
      result: 'appearsUnable',
      meanings: ['withoutAssistance', 'takesSignificantlyLonger'],
      evidence: [
        {
          itemId: 'dressUpperBody',
          question: 'How well can you put on and take off clothes on the top half of your body?',
          answer: 'I cannot do this independently',
          shows: 'withoutAssistance',
        },
        {
          itemId: 'dressingTiring',
          question: 'Does getting dressed take a long time or leave you very tired?',
          answer: 'Yes',
          shows: 'takesSignificantlyLonger',
        },
      ],
    },
    {
      areaId: 'personalHygiene',
      regulation: '2(2)(b)',
      outcome: 'Maintaining personal hygiene',
      result: 'managesWithDifficulty',
      meanings: [],
      evidence: [],
    },
    {
      areaId: 'toiletNeeds',
      regulation: '2(2)(c)',
      outcome: 'Managing toilet needs',
      result: 'notAnswered',
      meanings: [],
      evidence: [],
    },
  ],
  unmetCount: 1,
  threshold: 2,
  carerHealthAtRisk: null,
  reachesIndicativeThreshold: false,
  thresholdLine:
    '1 of 10 outcomes appears unmet. The indicative threshold of regulation 2 (two or more outcomes) is not reached.',
  conditionsForPractitioner: ['The cause of the needs.', 'The impact on wellbeing.'],
};

describe("the case page's Care Act outcomes", () => {
  it('shows each outcome with its result, the meanings and the answers showing them', () => {
    render(<CareActOutcomesSummary outcomes={adultOutcomes} />);
    const section = screen.getByRole('region', { name: 'Care Act outcomes (indicative)' });
    const rows = within(section).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'OutcomeWhat the answers suggest',
      'Being appropriately clothed (regulation 2(2)(d))Appears unable to achieveUnable without assistance: “How well can you put on and take off clothes on the top half of your body?” I cannot do this independentlyTakes significantly longer than would normally be expected: “Does getting dressed take a long time or leave you very tired?” Yes',
      'Maintaining personal hygiene (regulation 2(2)(b))Manages with difficulty',
      'Managing toilet needs (regulation 2(2)(c))Not answered',
    ]);
  });

  it('gives the threshold line and the two conditions left to the practitioner', () => {
    render(<CareActOutcomesSummary outcomes={adultOutcomes} />);
    expect(screen.getByText(adultOutcomes.thresholdLine)).toBeTruthy();
    const conditions = screen.getByRole('list', { name: 'For the practitioner to decide' });
    expect(
      within(conditions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The cause of the needs.', 'The impact on wellbeing.']);
    expect(screen.getByRole('link', { name: 'See every answer' }).getAttribute('href')).toBe(
      '#the-submission',
    );
    expect(document.body.textContent).not.toMatch(/eligib/i);
  });

  it("lists the answers suggesting a carer's health is at risk", () => {
    render(
      <CareActOutcomesSummary
        outcomes={{
          ...adultOutcomes,
          formTypeCode: 'CARERS',
          outcomes: [],
          carerHealthAtRisk: [
            {
              itemId: 'continue',
              question: 'Do you feel able to carry on caring?',
              answer: 'No',
              shows: 'carerHealthAtRisk',
            },
          ],
        }}
      />,
    );
    const health = screen.getByRole('list', { name: "The carer's health (regulation 3(2)(a))" });
    expect(health.textContent).toBe('“Do you feel able to carry on caring?” No');
  });

  it('says when a case was submitted before the outcomes were recorded', () => {
    render(<CareActOutcomesSummary outcomes={null} />);
    expect(
      screen.getByText(
        'Not recorded: this case was submitted before the service kept Care Act outcomes.',
      ),
    ).toBeTruthy();
  });
});

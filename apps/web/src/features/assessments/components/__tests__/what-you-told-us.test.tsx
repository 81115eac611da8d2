import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { abilityScale } from '@csa/questionnaire';
import { pathwayFor } from '@csa/questionnaire/content';
import { readDirtyFields } from '../../../../lib/assessment-queries/read-dirty-fields.ts';
import { WhatYouToldUs } from '../what-you-told-us.tsx';

afterEach(cleanup);

const cannot = 'I cannot do this independently';

function renderFor(frozen: object) {
  render(
    <WhatYouToldUs pathway={pathwayFor('CSA')} dirty={readDirtyFields(JSON.stringify(frozen))} />,
  );
}

const area = (answers: object) => ({ answers, lastStepIndex: 1, isComplete: true });

describe('what the resident told us, on the submitted page', () => {
  it('lists the areas they cannot manage without help, by the titles they answered', () => {
    renderFor({
      personalHygiene: area({ washYourself: cannot }),
      appropriatelyClothed: area({ dressUpperBody: cannot }),
      manageRelationships: area({ feelLonely: 'Yes' }),
      personalDetails: {},
    });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('What you told us');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Getting dressed and choosing what clothes to wear',
      'Your personal hygiene and appearance',
    ]);
    expect(document.body.textContent).not.toMatch(
      /eligib|threshold|unmet|indicative|Care Act|outcome|regulation/i,
    );
  });

  it('says so when they told us of nothing they cannot do without help', () => {
    renderFor({ personalHygiene: area({ washYourself: abilityScale[3] }) });
    expect(screen.queryByRole('list')).toBeNull();
    expect(
      screen.getByText('You did not tell us about anything you cannot do without help.'),
    ).toBeTruthy();
  });
});

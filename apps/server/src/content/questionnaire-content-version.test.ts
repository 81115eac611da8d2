import { describe, expect, it } from 'vitest';
import { pathwayFor } from '@csa/questionnaire/content';
import { questionnaireContentVersion } from './questionnaire-content-version.ts';

describe('the questionnaire content version', () => {
  it('is the same for the same content and differs between pathways', () => {
    const csa = questionnaireContentVersion(pathwayFor('CSA'));
    expect(csa).toMatch(/^[0-9a-f]{16}$/);
    expect(questionnaireContentVersion(structuredClone(pathwayFor('CSA')))).toBe(csa);
    expect(questionnaireContentVersion(pathwayFor('CARERS'))).not.toBe(csa);
  });

  it('changes when a word of a question changes', () => {
    const edited = structuredClone(pathwayFor('CSA'));
    const [topic] = edited.topics;
    if (!topic) throw new Error('no topic');
    topic.title = `${topic.title}.`;
    expect(questionnaireContentVersion(edited)).not.toBe(
      questionnaireContentVersion(pathwayFor('CSA')),
    );
  });
});

import { readStoredFields, type Assessment } from '@csa/contracts';
import { areasNeedingHelp, type ServiceWording } from '@csa/questionnaire';
import { pathwayFor } from '@csa/questionnaire/content';
import type { DocumentBlock } from './document-model.ts';

/** What the resident's team does next, as the submitted page says it. */
const nextSteps = {
  CSA: 'Your assessment has been sent to our customer services team. They will look at your answers and contact you to talk about what could help.',
  CARERS:
    'Your assessment has been sent to the carers centre. They will contact you within 2 weeks.',
} as const;

/**
 * The first section of the resident's copy of a submitted assessment: in plain words, the
 * areas where they said they cannot manage without help, and what happens next. Nothing about
 * the regulations or their thresholds: a practitioner talks that through with them
 * (docs/decisions/0122). A draft has not been sent, so it says nothing yet.
 */
export function whatYouToldUsBlocks(
  form: Assessment,
  wording: ServiceWording | null = null,
): DocumentBlock[] {
  if (form.submittedFields === null) return [];
  const pathway = pathwayFor(form.formTypeCode);
  const fields = readStoredFields(form);
  const answersByArea = Object.fromEntries(
    pathway.topics.map((topic) => [topic.id, fields[topic.id]?.answers]),
  );
  const areas = areasNeedingHelp(pathway, answersByArea).map(({ title }) => title);
  return [
    { kind: 'heading', level: 1, text: 'What you told us' },
    areas.length === 0
      ? {
          kind: 'paragraph',
          text: 'You did not tell us about anything you cannot do without help.',
        }
      : { kind: 'entry', label: 'You told us you cannot manage these without help', value: areas },
    { kind: 'heading', level: 1, text: 'What happens next' },
    ...(wording
      ? [
          ...paragraphs(wording.whatHappensNext[form.formTypeCode]),
          { kind: 'heading', level: 1, text: 'Contact us' } as const,
          ...paragraphs(wording.contactDetails),
          { kind: 'entry', label: 'Opening hours', value: wording.openingHours } as const,
        ]
      : [{ kind: 'paragraph', text: nextSteps[form.formTypeCode] } as const]),
  ];
}

/** The council's plain-text wording, one paragraph per block of lines; drawn as text, never
 * read as markup. */
function paragraphs(text: string): DocumentBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => ({ kind: 'paragraph', text: paragraph }));
}

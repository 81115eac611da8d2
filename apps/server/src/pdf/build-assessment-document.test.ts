import { describe, expect, it } from 'vitest';
import type { PersonalDetails } from '@csa/contracts';
import { pathwayFor } from '@csa/questionnaire/content';
import { buildAssessmentDocument } from './build-assessment-document.ts';
import type { DocumentBlock } from './document-model.ts';
import { fillAreaAnswers } from '../testing/fill-area-answers.ts';
import { completePersonalDetails, openAssessment } from '../testing/form-test-data.ts';

const hygiene = pathwayFor('CSA').topics.find((topic) => topic.id === 'personalHygiene');
if (!hygiene) throw new Error('personalHygiene is missing');

/** Stored fields as the repository keeps them: JSON text. */
const fieldsText = (fields: object) => JSON.stringify(fields);

/** The blocks from the first heading with `text` up to the next heading of that level. */
function section(blocks: DocumentBlock[], text: string): DocumentBlock[] {
  const start = blocks.findIndex((block) => block.kind === 'heading' && block.text === text);
  if (start < 0) throw new Error(`no heading ${text}`);
  const heading = blocks[start] as { level: number };
  const end = blocks.findIndex(
    (block, index) => index > start && block.kind === 'heading' && block.level <= heading.level,
  );
  return blocks.slice(start, end < 0 ? undefined : end);
}

describe('the council’s copy of an assessment', () => {
  it('says of an untouched draft only what is stored: no reference, no areas, no help', () => {
    const document = buildAssessmentDocument(
      openAssessment({
        dateCreated: '2026-11-01T10:00:00.000Z',
        lastUpdated: '2026-11-02T15:30:00.000Z',
      }),
      'Southwark Test Council',
      'london-borough',
    );
    expect(document).toEqual({
      title: 'Care and support self-assessment',
      councilName: 'Southwark Test Council',
      subject: 'Care and support self-assessment',
      blocks: [
        { kind: 'entry', label: 'Reference', value: 'Not submitted yet' },
        { kind: 'entry', label: 'Status', value: 'Draft (not submitted)' },
        { kind: 'entry', label: 'Started', value: '1 Nov 2026 at 10:00:00' },
        { kind: 'entry', label: 'Last updated', value: '2 Nov 2026 at 15:30:00' },
        { kind: 'heading', level: 1, text: 'Personal details' },
        { kind: 'paragraph', text: 'No personal details have been given yet.' },
        { kind: 'heading', level: 1, text: 'Assessment areas' },
        { kind: 'paragraph', text: 'No area has been completed yet.' },
        { kind: 'heading', level: 1, text: 'Suggested help' },
        { kind: 'paragraph', text: 'No suggestions found' },
      ],
    });
  });

  it('names a closed assessment as closed, and a carer’s assessment by its own title', () => {
    const document = buildAssessmentDocument(
      openAssessment({ formTypeCode: 'CARERS', status: 'ABANDONED' }),
      'Test Council',
      'london-borough',
    );
    expect(document.title).toBe("Carer's self-assessment");
    expect(document.blocks).toContainEqual({
      kind: 'entry',
      label: 'Status',
      value: 'Closed (not submitted)',
    });
  });

  it('reads a submission from its frozen fields, with its reference and submission date', () => {
    const answers = fillAreaAnswers(hygiene, { needsHelp: true });
    const frozen = {
      personalHygiene: { answers, lastStepIndex: 3, isComplete: true },
      suggestions: [{ url: 'https://example.org/help', label: 'Help at home' }],
    };
    const document = buildAssessmentDocument(
      openAssessment({
        status: 'SUBMITTED',
        reference: 'CSA-0042',
        // The draft the resident left behind must not be what the council reads.
        dirtyFields: fieldsText({ personalDetails: completePersonalDetails('CSA') }),
        submittedFields: fieldsText(frozen),
        dateSubmitted: '2026-11-03T09:05:00.000Z',
      }),
      'Test Council',
      'london-borough',
    );
    expect(document.subject).toBe('Care and support self-assessment CSA-0042');
    expect(document.blocks.slice(0, 5)).toEqual([
      { kind: 'entry', label: 'Reference', value: 'CSA-0042' },
      { kind: 'entry', label: 'Status', value: 'Submitted' },
      { kind: 'entry', label: 'Started', value: '1 Nov 2026 at 10:00:00' },
      { kind: 'entry', label: 'Last updated', value: '1 Nov 2026 at 10:00:00' },
      { kind: 'entry', label: 'Submitted', value: '3 Nov 2026 at 09:05:00' },
    ]);
    expect(section(document.blocks, 'Personal details')).toEqual([
      { kind: 'heading', level: 1, text: 'Personal details' },
      { kind: 'paragraph', text: 'No personal details have been given yet.' },
    ]);
    const areas = section(document.blocks, 'Assessment areas');
    expect(areas[1]).toEqual({ kind: 'heading', level: 2, text: hygiene.title });
    expect(areas).not.toContainEqual(expect.objectContaining({ kind: 'paragraph' }));
    // The stored suggestions, not ones worked out again from today's catalogue.
    expect(section(document.blocks, 'Suggested help')).toEqual([
      { kind: 'heading', level: 1, text: 'Suggested help' },
      { kind: 'link', label: 'Help at home', url: 'https://example.org/help' },
    ]);
  });

  it('leaves out an area not marked complete, and works out the help for a draft', () => {
    const answers = fillAreaAnswers(hygiene, { needsHelp: true });
    const draft = buildAssessmentDocument(
      openAssessment({
        dirtyFields: fieldsText({
          personalHygiene: { answers, lastStepIndex: 3, isComplete: false },
        }),
      }),
      'Test Council',
      'london-borough',
    );
    expect(section(draft.blocks, 'Assessment areas')).toEqual([
      { kind: 'heading', level: 1, text: 'Assessment areas' },
      { kind: 'paragraph', text: 'No area has been completed yet.' },
    ]);
    const help = section(draft.blocks, 'Suggested help');
    expect(help.length).toBeGreaterThan(1);
    expect(help.slice(1).every((block) => block.kind === 'link')).toBe(true);
  });
});

describe('the personal details of the council’s copy', () => {
  const documentWith = (details: PersonalDetails) =>
    buildAssessmentDocument(
      openAssessment({ dirtyFields: fieldsText({ personalDetails: details }) }),
      'Test Council',
      'london-borough',
    ).blocks;

  it('lists the resident’s details as on the check-your-answers page, with no agent', () => {
    const blocks = section(documentWith(completePersonalDetails('CSA')), 'Personal details');
    expect(blocks.slice(0, 3)).toEqual([
      { kind: 'heading', level: 1, text: 'Personal details' },
      { kind: 'entry', label: 'Name', value: 'Ada Okafor' },
      { kind: 'entry', label: 'Date of birth', value: '07/03/1950' },
    ]);
    expect(blocks.filter((block) => block.kind === 'heading')).toHaveLength(1);
  });

  it('adds the agent who filled it in, under a heading of its own', () => {
    const blocks = documentWith({
      ...completePersonalDetails('CSA'),
      isCompletedByAgent: true,
      agent: { firstName: 'Bea', lastName: 'Mensah' },
    });
    const agent = section(blocks, 'Completed on behalf of this person');
    expect(agent.slice(0, 2)).toEqual([
      { kind: 'heading', level: 2, text: 'Completed on behalf of this person' },
      { kind: 'entry', label: 'Name', value: 'Bea Mensah' },
    ]);
  });

  it('numbers the people cared for, with the name when one was given', () => {
    const blocks = documentWith({
      ...completePersonalDetails('CARERS'),
      peopleCaredFor: [
        { firstName: 'Sam', lastName: 'Okafor', relationship: 'parent' },
        { lastName: 'Okafor' },
        { relationship: 'sister' },
      ],
    });
    const people = section(blocks, 'People you care for');
    expect(people.filter((block) => block.kind === 'heading')).toEqual([
      { kind: 'heading', level: 1, text: 'People you care for' },
      { kind: 'heading', level: 3, text: 'Person 1: Sam Okafor' },
      { kind: 'heading', level: 3, text: 'Person 2: Okafor' },
      { kind: 'heading', level: 3, text: 'Person 3' },
    ]);
    expect(people[2]).toEqual({ kind: 'entry', label: 'Name', value: 'Sam Okafor' });
  });

  it('has no people-cared-for heading when the list is empty', () => {
    const blocks = documentWith({ ...completePersonalDetails('CSA'), peopleCaredFor: [] });
    expect(blocks).not.toContainEqual(expect.objectContaining({ text: 'People you care for' }));
  });
});

import {
  agentRows,
  personalDetailsRows,
  personCaredForRows,
  type PersonalDetails,
  type SummaryRow,
} from '@csa/contracts';
import type { DocumentBlock } from './document-model.ts';

/** The same rows, labels and order as the resident's check-your-answers page, so the
 * council's copy reads exactly as what the resident confirmed. */
function entries(rows: SummaryRow[]): DocumentBlock[] {
  return rows.map((row) => ({ kind: 'entry', label: row.key, value: row.value }));
}

/** Personal details, the agent (only when completed by one) and the people cared for. */
export function personalDetailsBlocks(details: PersonalDetails | undefined): DocumentBlock[] {
  if (!details) {
    return [
      { kind: 'heading', level: 1, text: 'Personal details' },
      { kind: 'paragraph', text: 'No personal details have been given yet.' },
    ];
  }
  const blocks: DocumentBlock[] = [
    { kind: 'heading', level: 1, text: 'Personal details' },
    ...entries(personalDetailsRows(details)),
  ];
  if (details.isCompletedByAgent) {
    blocks.push(
      { kind: 'heading', level: 2, text: 'Completed on behalf of this person' },
      ...entries(agentRows(details)),
    );
  }
  const people = details.peopleCaredFor ?? [];
  if (people.length > 0) {
    blocks.push({ kind: 'heading', level: 1, text: 'People you care for' });
    people.forEach((person, index) => {
      const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
      blocks.push(
        { kind: 'heading', level: 3, text: `Person ${index + 1}${name ? `: ${name}` : ''}` },
        ...entries(personCaredForRows(person)),
      );
    });
  }
  return blocks;
}

import { areasNeedingHelp, type Pathway } from '@csa/questionnaire';
import type { ReadDirtyFields } from '../../../lib/assessment-queries/read-dirty-fields.ts';

/** The areas where the resident said they cannot manage without help, in the words of the
 * areas they answered: the same list as their PDF (docs/decisions/0122). Residents are told
 * what they said, never how it measures against the regulations: a practitioner does that. */
export function WhatYouToldUs(props: { pathway: Pathway; dirty: ReadDirtyFields }) {
  const answersByArea = Object.fromEntries(
    Object.entries(props.dirty.areas).map(([areaId, area]) => [areaId, area.answers]),
  );
  const areas = areasNeedingHelp(props.pathway, answersByArea);
  return (
    <>
      <h2 className="govuk-heading-m">What you told us</h2>
      {areas.length === 0 ? (
        <p className="govuk-body">You did not tell us about anything you cannot do without help.</p>
      ) : (
        <>
          <p className="govuk-body">You told us you cannot manage these without help:</p>
          <ul className="govuk-list govuk-list--bullet">
            {areas.map((area) => (
              <li key={area.id}>{area.title}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

import { useId, useState } from 'react';
import type { AssessmentSummary, FormTypeCode } from '@csa/contracts';
import { LoadingSpinner } from '../../../components/ui/loading-spinner.tsx';
import { useSuggestedLinks } from '../api/get-suggested-links.ts';
import { messages } from '../../../lib/assessment-messages.ts';
import { usePathway } from '../../../lib/assessment-queries/use-pathway.ts';
import { groupLinksByArea } from '../utils/group-links-by-area.ts';
import { SuggestionGroups } from './suggestion-groups.tsx';

type Basis = 'last' | 'all';

/** Suggestions from the resident's answers, from their newest assessment or from all of them
 * (spec §2). Changing the choice only changes the list below it, so nothing moves focus. */
export function PastAssessmentSuggestions(props: {
  formTypeCode: FormTypeCode;
  assessments: AssessmentSummary[];
}) {
  const [basis, setBasis] = useState<Basis>('last');
  const name = useId();
  const pathway = usePathway(props.formTypeCode);
  const links = useSuggestedLinks(props.formTypeCode);
  const [newest] = props.assessments;
  const chosen = basis === 'last' ? (newest ? [newest] : []) : props.assessments;

  let content;
  if (pathway.isError || links.isError) {
    content = (
      <p className="govuk-body">Suggestions could not be loaded. Please try again later.</p>
    );
  } else if (!pathway.data || !links.data) {
    content = <LoadingSpinner />;
  } else {
    const helpAreaIds = new Set(
      chosen.flatMap((assessment) =>
        assessment.areas.filter((area) => area.needsHelp).map((area) => area.id),
      ),
    );
    // The server tells which areas asked for help, so the list needs none of the answers.
    const areas = pathway.data.topics.filter((topic) => helpAreaIds.has(topic.id));
    content = <SuggestionGroups groups={groupLinksByArea(areas, links.data)} headingLevel={3} />;
  }

  return (
    <section aria-labelledby="past-suggestions-heading">
      <h2 className="govuk-heading-m" id="past-suggestions-heading">
        {messages.suggestions.title}
      </h2>
      <div className="govuk-form-group">
        <fieldset className="govuk-fieldset">
          <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">
            {messages.suggestionsFilter.legend}
          </legend>
          <div className="govuk-radios govuk-radios--small govuk-radios--inline">
            {(['last', 'all'] as const).map((value) => (
              <div className="govuk-radios__item" key={value}>
                <input
                  className="govuk-radios__input"
                  id={`${name}-${value}`}
                  name={name}
                  type="radio"
                  value={value}
                  checked={basis === value}
                  onChange={() => setBasis(value)}
                />
                <label className="govuk-label govuk-radios__label" htmlFor={`${name}-${value}`}>
                  {value === 'last'
                    ? messages.suggestionsFilter.last
                    : messages.suggestionsFilter.all}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
      </div>
      <div aria-live="polite">{content}</div>
    </section>
  );
}

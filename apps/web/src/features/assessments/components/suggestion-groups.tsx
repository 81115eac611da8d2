import type { AreaSuggestions } from '../utils/group-links-by-area.ts';
import { messages } from '../../../lib/assessment-messages.ts';
import { SuggestedLinkItem } from './suggested-link-item.tsx';

/** Suggestions under one heading per area, or 'No suggestions found' (spec §8). */
export function SuggestionGroups(props: { groups: AreaSuggestions[]; headingLevel: 2 | 3 }) {
  if (props.groups.length === 0) {
    return <p className="govuk-body">{messages.noSuggestions}</p>;
  }
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {props.groups.map((group) => (
        <section key={group.areaKey} aria-labelledby={`suggestions-${group.areaKey}`}>
          <Heading className="govuk-heading-m" id={`suggestions-${group.areaKey}`}>
            {group.title}
          </Heading>
          <ul className="app-suggestion-list">
            {group.links.map((link) => (
              <SuggestedLinkItem key={link.url} link={link} areaKey={group.areaKey} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

import { useMemo } from 'react';
import type { FormTypeCode } from '@csa/contracts';
import { linkInArea } from '@csa/contracts/display';
import type { Item } from '@csa/questionnaire';
import { useAreaLinks } from '../api/get-area-links.ts';
import { areaFormStrings } from '../lib/area-form-strings.ts';
import { catalogueOf, selectAreaLinks } from '../lib/select-area-links.ts';

/**
 * The self-help links for this area (questionnaire.md §3: options are [category, group,
 * topicId]). Links open in a new tab, said so in the link text, so a resident in the middle
 * of the form does not lose their place.
 */
export function SuggestionsBlock(props: {
  item: Item;
  formTypeCode: FormTypeCode;
  topicId: string;
}) {
  const { item, formTypeCode, topicId } = props;
  const [category, group, topicOption] = item.options;
  const areaKey = topicOption || topicId;
  const published = useAreaLinks(catalogueOf(formTypeCode, group));
  const links = useMemo(
    () => selectAreaLinks(published.data ?? [], areaKey, category),
    [published.data, areaKey, category],
  );
  const headingId = `question-${item.id}-heading`;
  return (
    <section className="app-suggestions" aria-labelledby={headingId}>
      <h3 className="govuk-heading-m" id={headingId}>
        {item.title}
      </h3>
      {item.guidanceText && <p className="govuk-body">{item.guidanceText}</p>}
      {published.isPending ? (
        <p className="govuk-body">{areaFormStrings.loadingSuggestions}</p>
      ) : published.isError ? (
        <p className="govuk-body">{areaFormStrings.suggestionsFailed}</p>
      ) : links.length === 0 ? (
        <p className="govuk-body">{areaFormStrings.noSuggestions}</p>
      ) : (
        <ul className="govuk-list app-suggestions__list">
          {links.map((link) => (
            <li className="app-suggestions__link" key={link.url}>
              <a className="govuk-link" href={link.url} target="_blank" rel="noopener noreferrer">
                {linkInArea(link, areaKey).label} {areaFormStrings.opensInNewTab}
              </a>{' '}
              <strong
                className={`govuk-tag ${link.localContent ? 'govuk-tag--green' : 'govuk-tag--grey'}`}
              >
                {link.localContent ? areaFormStrings.local : areaFormStrings.national}
              </strong>
              <span className="govuk-body-s app-suggestions__category">
                {linkInArea(link, areaKey).categories.join(', ')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { linkInArea } from '@csa/contracts/display';
import type { SuggestedLink } from '../api/get-suggested-links.ts';
import { messages } from '../../../lib/assessment-messages.ts';

/** One resource: its name as the link, what kind of help it is, and a Local or National
 * badge (spec §3 localContent). */
export function SuggestedLinkItem(props: { link: SuggestedLink; areaKey: string }) {
  const { link } = props;
  const shown = linkInArea(link, props.areaKey);
  return (
    <li className="app-suggestion">
      <a className="govuk-link app-suggestion__link" href={link.url} rel="noopener">
        {shown.label}
      </a>
      <div className="app-suggestion__meta">
        <strong
          className={`govuk-tag ${link.localContent ? 'govuk-tag--purple' : 'govuk-tag--grey'}`}
        >
          {link.localContent ? messages.suggestions.local : messages.suggestions.national}
        </strong>
        <span className="govuk-body-s govuk-!-margin-bottom-0">{shown.categories.join(', ')}</span>
      </div>
    </li>
  );
}

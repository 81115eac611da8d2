import { linkInArea } from '@csa/contracts/display';
import type { SuggestedLinkView as HelpLink } from '@csa/contracts';
import { linkGridMessages } from './link-grid-messages.ts';

/** One resource in the grid: its name as the link and a Local or National badge. */
export function LinkCard(props: { link: HelpLink; areaKey: string | null }) {
  const { link } = props;
  return (
    <li className="app-link-card">
      <a className="govuk-link app-link-card__link" href={link.url} rel="noopener">
        {linkInArea(link, props.areaKey).label}
      </a>
      <strong
        className={`govuk-tag app-link-card__badge ${link.localContent ? 'govuk-tag--purple' : 'govuk-tag--grey'}`}
      >
        {link.localContent ? linkGridMessages.local : linkGridMessages.national}
      </strong>
    </li>
  );
}

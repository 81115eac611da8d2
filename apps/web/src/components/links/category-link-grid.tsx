import type { CategoryLinks } from './group-links-by-category.ts';
import { linkGridMessages } from './link-grid-messages.ts';
import { LinkCard } from './link-card.tsx';

/** Links by category; with an area, each link as that area lists it. */
export function CategoryLinkGrid(props: { groups: CategoryLinks[]; areaKey: string | null }) {
  if (props.groups.length === 0) {
    return <p className="govuk-body">{linkGridMessages.noSuggestions}</p>;
  }
  return (
    <>
      {props.groups.map((group) => (
        <section key={group.category} aria-label={group.category}>
          <h2 className="govuk-heading-m">{group.category}</h2>
          <ul className="app-link-grid">
            {group.links.map((link) => (
              <LinkCard key={link.url} link={link} areaKey={props.areaKey} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

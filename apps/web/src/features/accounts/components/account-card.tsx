import { useId, type ReactNode, type Ref } from 'react';

/** One card of the account page (GOV.UK summary card), a labelled region. Its heading can
 * take focus, so a card can bring keyboard users back to its start. */
export function AccountCard(props: {
  title: string;
  children: ReactNode;
  focusTarget?: Ref<HTMLHeadingElement>;
}) {
  const { title, children, focusTarget } = props;
  const titleId = useId();
  return (
    <section className="govuk-summary-card" aria-labelledby={titleId}>
      <div className="govuk-summary-card__title-wrapper">
        <h2 className="govuk-summary-card__title" id={titleId} ref={focusTarget} tabIndex={-1}>
          {title}
        </h2>
      </div>
      <div className="govuk-summary-card__content">{children}</div>
    </section>
  );
}

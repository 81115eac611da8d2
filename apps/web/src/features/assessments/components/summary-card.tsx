import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '../assessment-messages.ts';

export interface SummaryCardRow {
  key: string;
  value: ReactNode;
}

/** A GOV.UK summary card: a titled list of answers with a Change link that names what it
 * changes for screen-reader users. */
export function SummaryCard(props: {
  title: string;
  rows: SummaryCardRow[];
  changeHref?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className="govuk-summary-card">
      <div className="govuk-summary-card__title-wrapper">
        <Heading className="govuk-summary-card__title">{props.title}</Heading>
        {props.changeHref && (
          <ul className="govuk-summary-card__actions">
            <li className="govuk-summary-card__action">
              <Link className="govuk-link" to={props.changeHref}>
                {messages.preview.change}
                <span className="govuk-visually-hidden">{` ${props.title}`}</span>
              </Link>
            </li>
          </ul>
        )}
      </div>
      <div className="govuk-summary-card__content">
        <dl className="govuk-summary-list">
          {props.rows.map((row, index) => (
            <div className="govuk-summary-list__row" key={`${row.key}-${String(index)}`}>
              <dt className="govuk-summary-list__key">{row.key}</dt>
              <dd className="govuk-summary-list__value">{row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}

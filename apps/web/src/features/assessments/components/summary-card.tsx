import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ResidentText } from '../../../components/ui/resident-text.tsx';
import { messages } from '../../../lib/assessment-messages.ts';

export interface SummaryCardRow {
  key: string;
  value: ReactNode;
}

/** A GOV.UK summary card: a titled list of answers with a Change link that names what it
 * changes for screen-reader users. With `sections`, each run of answers has its own heading
 * (an area asks the same questions in several sections; without them they read as repeats). */
export function SummaryCard(props: {
  title: string;
  rows: SummaryCardRow[];
  sections?: { title: string; rows: SummaryCardRow[] }[];
  changeHref?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2';
  const SectionHeading = props.headingLevel === 3 ? 'h4' : 'h3';
  const list = (rows: SummaryCardRow[]) => (
    <dl className="govuk-summary-list">
      {rows.map((row, index) => (
        <div className="govuk-summary-list__row" key={`${row.key}-${String(index)}`}>
          <dt className="govuk-summary-list__key">{row.key}</dt>
          <dd className="govuk-summary-list__value">
            {typeof row.value === 'string' ? <ResidentText text={row.value} /> : row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
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
        {props.sections
          ? props.sections.map((section, index) => (
              <section key={`${section.title}-${String(index)}`}>
                <SectionHeading className="govuk-heading-s govuk-!-margin-top-4">
                  {section.title}
                </SectionHeading>
                {list(section.rows)}
              </section>
            ))
          : list(props.rows)}
      </div>
    </div>
  );
}

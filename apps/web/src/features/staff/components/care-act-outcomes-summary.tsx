import type { CareActEvidenceView, CareActOutcomeView, CareActOutcomesView } from '@csa/contracts';
import { meaningWording } from '@csa/questionnaire';

const resultWording: Record<CareActOutcomeView['result'], string> = {
  appearsUnable: 'Appears unable to achieve',
  managesWithDifficulty: 'Manages with difficulty',
  manages: 'Manages',
  notAnswered: 'Not answered',
};

const meanings: Record<string, string> = meaningWording;

/** An answer as the resident gave it, with the question they read when submitting. */
function Answer(props: { evidence: CareActEvidenceView }) {
  return (
    <>
      “{props.evidence.question}” <strong>{props.evidence.answer}</strong>
    </>
  );
}

function OutcomeResult(props: { outcome: CareActOutcomeView }) {
  const { outcome } = props;
  if (outcome.evidence.length === 0) return <>{resultWording[outcome.result]}</>;
  return (
    <>
      <strong>{resultWording[outcome.result]}</strong>
      <ul className="govuk-list">
        {outcome.evidence.map((evidence) => (
          <li key={`${evidence.itemId}-${evidence.shows}-${evidence.answer}`}>
            {meanings[evidence.shows] ?? evidence.shows}: <Answer evidence={evidence} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The case page's first section: what the answers suggest against the Care Act eligibility
 * regulations, stored when the case was submitted (docs/decisions/0120). Decision support
 * only: the threshold line says whether the count reaches the regulation's, and the
 * conditions no questionnaire can settle are always listed for the practitioner.
 */
export function CareActOutcomesSummary(props: { outcomes: CareActOutcomesView | null }) {
  const { outcomes } = props;
  return (
    <section aria-labelledby="care-act-outcomes-heading">
      <h2 className="govuk-heading-m" id="care-act-outcomes-heading">
        Care Act outcomes (indicative)
      </h2>
      {outcomes === null ? (
        <p className="govuk-body">
          Not recorded: this case was submitted before the service kept Care Act outcomes.
        </p>
      ) : (
        <>
          <p className="govuk-inset-text">{outcomes.thresholdLine}</p>
          {outcomes.outcomes.length > 0 && (
            <table className="govuk-table">
              <caption className="govuk-visually-hidden">
                Each outcome and what the answers suggest
              </caption>
              <thead className="govuk-table__head">
                <tr className="govuk-table__row">
                  <th scope="col" className="govuk-table__header">
                    Outcome
                  </th>
                  <th scope="col" className="govuk-table__header">
                    What the answers suggest
                  </th>
                </tr>
              </thead>
              <tbody className="govuk-table__body">
                {outcomes.outcomes.map((outcome) => (
                  <tr key={outcome.areaId} className="govuk-table__row">
                    <th scope="row" className="govuk-table__header">
                      {outcome.outcome} (regulation {outcome.regulation})
                    </th>
                    <td className="govuk-table__cell">
                      <OutcomeResult outcome={outcome} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {outcomes.carerHealthAtRisk !== null && outcomes.carerHealthAtRisk.length > 0 && (
            <>
              <h3 className="govuk-heading-s" id="care-act-carer-health">
                The carer&apos;s health (regulation 3(2)(a))
              </h3>
              <ul className="govuk-list" aria-labelledby="care-act-carer-health">
                {outcomes.carerHealthAtRisk.map((evidence) => (
                  <li key={`${evidence.itemId}-${evidence.answer}`}>
                    <Answer evidence={evidence} />
                  </li>
                ))}
              </ul>
            </>
          )}
          <h3 className="govuk-heading-s" id="care-act-conditions">
            For the practitioner to decide
          </h3>
          <ul className="govuk-list govuk-list--bullet" aria-labelledby="care-act-conditions">
            {outcomes.conditionsForPractitioner.map((condition) => (
              <li key={condition}>{condition}</li>
            ))}
          </ul>
        </>
      )}
      <p className="govuk-body">
        <a className="govuk-link" href="#the-submission">
          See every answer
        </a>
      </p>
    </section>
  );
}

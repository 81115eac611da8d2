import { PageTitleBar } from '../../components/layout/page-title-bar.tsx';
import { useRuntimeConfig } from '../../config/runtime-config.tsx';

/** The service's record in the shape of the UK Algorithmic Transparency Recording Standard:
 * a tier 1 summary, then tier 2's owner, description, decision-making, data and risks. It
 * describes the Care Act outcomes summary staff see (docs/decisions/0120 and 0122). */
export function AlgorithmicTransparencyPage() {
  const { councilName } = useRuntimeConfig();
  return (
    <>
      <PageTitleBar title="Algorithmic transparency record" />
      <p className="govuk-body">
        This record follows the UK Algorithmic Transparency Recording Standard. It describes the
        rules this service uses to help {councilName}&apos;s staff read a self-assessment.
      </p>

      <h2 className="govuk-heading-m">Summary</h2>
      <dl className="govuk-summary-list">
        <div className="govuk-summary-list__row">
          <dt className="govuk-summary-list__key">Name</dt>
          <dd className="govuk-summary-list__value">Care Act outcomes summary (indicative)</dd>
        </div>
        <div className="govuk-summary-list__row">
          <dt className="govuk-summary-list__key">What it does</dt>
          <dd className="govuk-summary-list__value">
            When you send a care and support or carer&apos;s self-assessment, fixed rules compare
            your answers with the outcomes in the Care and Support (Eligibility Criteria)
            Regulations 2015. Staff see which outcomes your answers suggest you cannot achieve, and
            why. It does not decide anything.
          </dd>
        </div>
        <div className="govuk-summary-list__row">
          <dt className="govuk-summary-list__key">Why we use it</dt>
          <dd className="govuk-summary-list__value">
            So the member of staff who reads your assessment finds what matters most quickly, and
            can contact the people who need help first.
          </dd>
        </div>
        <div className="govuk-summary-list__row">
          <dt className="govuk-summary-list__key">Who decides</dt>
          <dd className="govuk-summary-list__value">
            A practitioner always decides, after talking with you. The rules never decide whether
            you get care and support.
          </dd>
        </div>
      </dl>

      <h2 className="govuk-heading-m">Owner and responsibility</h2>
      <p className="govuk-body">
        {councilName} owns this service and is responsible for how it is used. Its adult social care
        service is responsible for the rules: the council&apos;s principal social worker reviews how
        each answer is matched to the regulations. The rules are written down in full, area by area,
        with the words of the regulations they rest on.
      </p>

      <h2 className="govuk-heading-m">Description and rationale</h2>
      <p className="govuk-body">
        The areas of the self-assessment are the outcomes in the regulations: ten for adults, such
        as being appropriately clothed or maintaining personal hygiene, and eight for carers. Some
        questions are marked as showing that a person is unable to achieve an outcome, in one of the
        ways the regulations set out:
      </p>
      <ul className="govuk-list govuk-list--bullet">
        <li>they cannot do it without help</li>
        <li>doing it causes significant pain, distress or anxiety</li>
        <li>doing it puts their health or safety, or someone else&apos;s, at risk</li>
        <li>it takes significantly longer than would normally be expected (adults only)</li>
      </ul>
      <p className="govuk-body">
        For each outcome staff see one of: appears unable to achieve, manages with difficulty,
        manages, or not answered, with the answers that show it. Difficulty alone is never counted
        as unable. Staff also see how many outcomes appear unmet, against the number the regulations
        use: two or more for adults; for carers, any one, or the carer&apos;s health being at risk.
      </p>
      <p className="govuk-body">
        The rules are simple and fixed, written by people. There is no machine learning and nothing
        is learned from other people&apos;s answers.
      </p>

      <h2 className="govuk-heading-m">Decision-making process and human oversight</h2>
      <p className="govuk-body">
        The summary is decision support only. It is shown to council staff, marked as indicative,
        above your answers, which they read in full. Some things no questionnaire can know, so the
        summary always leaves them to the practitioner:
      </p>
      <ul className="govuk-list govuk-list--bullet">
        <li>what causes the needs, such as an illness, an impairment or caring for someone</li>
        <li>the impact the needs have on the person&apos;s wellbeing</li>
      </ul>
      <p className="govuk-body">
        A practitioner always decides, after an assessment with you. You will never be told by this
        service that you are or are not entitled to care and support. The confirmation page and your
        copy of the assessment list, in your own words, the areas where you told us you cannot
        manage without help.
      </p>

      <h2 className="govuk-heading-m">Data</h2>
      <p className="govuk-body">
        The rules use only the answers in the assessment you send, nothing else about you. The
        result is worked out once, when you send the assessment, and kept with it for as long as the
        assessment is kept, so it does not change if the questions change later. It is shown to the
        council&apos;s staff, sent with your assessment to the council&apos;s case system, and
        printed in the council&apos;s copy of your assessment.
      </p>

      <h2 className="govuk-heading-m">Risks and mitigations</h2>
      <ul className="govuk-list govuk-list--bullet">
        <li>
          Staff could rely on the summary too much. It is marked indicative, it shows the answers
          behind each result, and it always lists what the practitioner must decide.
        </li>
        <li>
          An answer could be misunderstood or given in a hurry. Staff talk with you before any
          decision, and you can tell them if something is wrong.
        </li>
        <li>
          A rule could be wrong. The rules are published for review, checked by automatic tests for
          every outcome, and an answer only counts when a question is marked for it.
        </li>
        <li>
          Someone could be missed because their needs do not fit the questions. Every assessment is
          read by a member of staff, whatever the summary says.
        </li>
      </ul>
    </>
  );
}

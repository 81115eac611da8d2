import { PageTitleBar } from '../../components/layout/page-title-bar.tsx';
import { PlainText } from '../../components/ui/plain-text.tsx';
import { isEmailAddressOnly } from '../../components/ui/council-contact.tsx';
import { useRuntimeConfig } from '../../config/runtime-config.tsx';
import { useServiceWording } from '../../features/assessments/api/get-service-wording.ts';

/** When the service was last tested, as the statement has said it since it was written; the
 * council's published wording replaces it once loaded. */
const builtInTestedOn = '2026-11-22';

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An honest statement for this service as built: what was tested, how, and what is known
 * not to meet WCAG 2.2 AA yet. See docs/decisions/0003-accessibility-statement.md. */
export function AccessibilityStatementPage() {
  const { councilName, accessibilityContactEmail } = useRuntimeConfig();
  // The council's published contact and test date; the built-in ones until it loads, or if
  // it cannot be loaded.
  const wording = useServiceWording().data;
  const contact = wording?.accessibilityContact.trim() ?? accessibilityContactEmail;
  const testedOn = longDate.format(
    new Date(`${wording?.accessibilityTestedOn ?? builtInTestedOn}T00:00:00Z`),
  );
  return (
    <>
      <PageTitleBar title="Accessibility statement" />
      <p className="govuk-body">
        This statement applies to the care and support self-assessment service run by {councilName}.
        We want as many people as possible to be able to use it. You should be able to:
      </p>
      <ul className="govuk-list govuk-list--bullet">
        <li>change colours, contrast levels and fonts using your browser or device settings</li>
        <li>zoom in up to 400% without the text spilling off the screen</li>
        <li>use the whole service with a keyboard alone</li>
        <li>use the service with a screen reader, such as NVDA, JAWS, VoiceOver or TalkBack</li>
        <li>stop and come back later without losing the answers you have saved</li>
        <li>
          get a warning two minutes before you would be signed out for not using the service, and
          ask for more time
        </li>
        <li>
          log in again after being signed out and carry on from the same step, with the answers you
          had typed
        </li>
      </ul>
      <h2 className="govuk-heading-m">How accessible this service is</h2>
      <p className="govuk-body">
        This service is partially compliant with the Web Content Accessibility Guidelines (WCAG)
        version 2.2 AA standard. We know some parts are not fully accessible:
      </p>
      <ul className="govuk-list govuk-list--bullet">
        <li>
          the video player, when the council adds videos, is provided by another company and we have
          not been able to test all of its controls. Every video has a written transcript on the
          same page
        </li>
        <li>
          the optional page translation tool is provided by Google and may not work well with screen
          readers
        </li>
        <li>
          the PDF copy of your assessment may not be fully accessible to screen readers. You can ask
          us for another format
        </li>
      </ul>
      <h2 className="govuk-heading-m">How we tested this service</h2>
      <p className="govuk-body">We last tested this service on {testedOn}, in Chromium:</p>
      <ul className="govuk-list govuk-list--bullet">
        <li>
          every page and step our browser tests visit is checked with the axe-core accessibility
          engine against WCAG 2.2 A and AA rules, each time the service changes
        </li>
        <li>
          a resident journey is completed with the keyboard alone, from creating an account to
          sending a care and support assessment, including the address search and the optional
          questions
        </li>
        <li>
          the account and cookie policy pages are checked at a width of 320 pixels, which is what
          400% zoom gives on a typical laptop
        </li>
        <li>
          the development team walked through both assessments and checked focus, page titles, error
          messages and wording by hand
        </li>
      </ul>
      <p className="govuk-body">
        We have not yet tested with screen readers ourselves, and the service has not yet been
        audited by an independent accessibility specialist; we plan to do both before the service
        goes fully live.
      </p>
      <h2 className="govuk-heading-m">Feedback and contact information</h2>
      {isEmailAddressOnly(contact) ? (
        <p className="govuk-body">
          If you find a problem, or need information in a different format such as large print, easy
          read, audio or braille, email{' '}
          <a className="govuk-link" href={`mailto:${contact}`}>
            {contact}
          </a>
          . We will reply within 5 working days.
        </p>
      ) : (
        <>
          <p className="govuk-body">
            If you find a problem, or need information in a different format such as large print,
            easy read, audio or braille, contact us:
          </p>
          <PlainText text={contact} />
          <p className="govuk-body">We will reply within 5 working days.</p>
        </>
      )}
      <h2 className="govuk-heading-m">Enforcement procedure</h2>
      <p className="govuk-body">
        The Equality and Human Rights Commission (EHRC) is responsible for enforcing the
        accessibility regulations. If you are not happy with how we respond to your complaint,
        contact the{' '}
        <a className="govuk-link" href="https://www.equalityadvisoryservice.com/" rel="noopener">
          Equality Advisory and Support Service (EASS)
        </a>
        .
      </p>
      <p className="govuk-body">
        This statement was prepared on 21 November 2026. It was last reviewed on 22 November 2026.
      </p>
    </>
  );
}

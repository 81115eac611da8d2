import { useState, type FormEvent } from 'react';
import { PageTitleBar } from '../../components/layout/page-title-bar.tsx';
import { CouncilContact } from '../../components/ui/council-contact.tsx';
import { useRuntimeConfig } from '../../config/runtime-config.tsx';
import { useServiceWording } from '../../features/assessments/api/get-service-wording.ts';
import { writeConsent } from '../../lib/cookie-consent/consent-cookie.ts';
import { useConsent } from '../../lib/cookie-consent/use-consent.ts';

const cookies = [
  {
    name: 'allow_google_analytics',
    purpose: 'Remembers whether you accepted or rejected additional cookies',
    expires: '1 year',
    kind: 'Essential',
  },
  {
    name: 'viewerId',
    purpose: 'Set by the video player to recognise your device, so it can resume a video',
    expires: '1 week',
    kind: 'Additional (videos)',
  },
  {
    name: 'Video resume position',
    purpose: 'Set by the video player to remember where you stopped watching',
    expires: '1 week',
    kind: 'Additional (videos)',
  },
  {
    name: '_ga',
    purpose:
      'Google Analytics: tells visits apart, only if the council turns analytics on and you accept',
    expires: '1 year',
    kind: 'Additional (analytics)',
  },
  {
    name: '_gid',
    purpose:
      'Google Analytics: tells visits apart within a day, only if analytics is on and you accept',
    expires: '24 hours',
    kind: 'Additional (analytics)',
  },
];

/** Lists the cookies of spec §9 and lets the resident change their choice at any time. */
export function CookiePolicyPage() {
  const consent = useConsent();
  const [selection, setSelection] = useState<'yes' | 'no' | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const current = selection ?? (consent === 'accepted' ? 'yes' : 'no');
  // Who answers questions about cookies: the council's published contact, or the
  // accessibility contact from configuration until it loads or if it cannot be loaded.
  const { accessibilityContactEmail } = useRuntimeConfig();
  const cookieContact = useServiceWording().data?.cookiePolicyContact ?? accessibilityContactEmail;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    writeConsent(current === 'yes' ? 'accepted' : 'rejected');
    setIsSaved(true);
  };

  return (
    <>
      <PageTitleBar title="Cookie policy" />
      {isSaved && (
        <div
          className="govuk-notification-banner govuk-notification-banner--success"
          role="alert"
          aria-labelledby="cookie-saved-title"
        >
          <div className="govuk-notification-banner__header">
            <h2 className="govuk-notification-banner__title" id="cookie-saved-title">
              Success
            </h2>
          </div>
          <div className="govuk-notification-banner__content">
            <p className="govuk-notification-banner__heading">
              You've set your cookie preferences.
            </p>
          </div>
        </div>
      )}
      <p className="govuk-body">
        Cookies are small files saved on your phone, tablet or computer when you visit a website. We
        use them to make this service work and, only if you agree, to play videos and understand how
        the service is used.
      </p>
      <p className="govuk-body">
        Your answers are not stored in cookies. While you are signed in, this browser tab keeps a
        sign-in token in session storage, which is deleted when you close the tab.
      </p>
      <h2 className="govuk-heading-m">Cookies this service can set</h2>
      {/* At 320 px (400% zoom) the table scrolls inside this box instead of widening the
          page; the box is focusable so keyboard users can scroll it (WCAG 1.4.10, 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (axe scrollable-region-focusable) */}
      <div className="app-table-scroll" role="region" aria-label="Cookies we use" tabIndex={0}>
        <table className="govuk-table">
          <caption className="govuk-table__caption govuk-table__caption--s">
            Cookies and how long they last
          </caption>
          <thead className="govuk-table__head">
            <tr className="govuk-table__row">
              <th scope="col" className="govuk-table__header">
                Name
              </th>
              <th scope="col" className="govuk-table__header">
                Purpose
              </th>
              <th scope="col" className="govuk-table__header">
                Type
              </th>
              <th scope="col" className="govuk-table__header">
                Expires
              </th>
            </tr>
          </thead>
          <tbody className="govuk-table__body">
            {cookies.map((cookie) => (
              <tr className="govuk-table__row" key={cookie.name}>
                <td className="govuk-table__cell">{cookie.name}</td>
                <td className="govuk-table__cell">{cookie.purpose}</td>
                <td className="govuk-table__cell">{cookie.kind}</td>
                <td className="govuk-table__cell">{cookie.expires}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 className="govuk-heading-m">Change your cookie settings</h2>
      <form onSubmit={onSubmit} noValidate>
        <div className="govuk-form-group">
          <fieldset className="govuk-fieldset">
            <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">
              Do you want to accept additional cookies?
            </legend>
            <div className="govuk-radios" data-module="govuk-radios">
              <div className="govuk-radios__item">
                <input
                  className="govuk-radios__input"
                  id="cookies-yes"
                  name="cookies"
                  type="radio"
                  value="yes"
                  checked={current === 'yes'}
                  onChange={() => setSelection('yes')}
                />
                <label className="govuk-label govuk-radios__label" htmlFor="cookies-yes">
                  Yes
                </label>
              </div>
              <div className="govuk-radios__item">
                <input
                  className="govuk-radios__input"
                  id="cookies-no"
                  name="cookies"
                  type="radio"
                  value="no"
                  checked={current === 'no'}
                  onChange={() => setSelection('no')}
                />
                <label className="govuk-label govuk-radios__label" htmlFor="cookies-no">
                  No
                </label>
              </div>
            </div>
          </fieldset>
        </div>
        <button type="submit" className="govuk-button">
          Save cookie settings
        </button>
      </form>
      <h2 className="govuk-heading-m">Questions about cookies</h2>
      <CouncilContact text={cookieContact} />
    </>
  );
}

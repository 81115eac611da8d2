import { PlainText } from './plain-text.tsx';

const emailAddressOnly = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** True when a council's contact wording is nothing but an e-mail address, which pages then
 * link as one. */
export function isEmailAddressOnly(text: string): boolean {
  return emailAddressOnly.test(text.trim());
}

/** A contact the council published: an e-mail address as a mailto link, anything else as
 * plain text (PlainText: text nodes only, https addresses linked). */
export function CouncilContact(props: { text: string }) {
  const text = props.text.trim();
  if (isEmailAddressOnly(text)) {
    return (
      <p className="govuk-body">
        <a className="govuk-link" href={`mailto:${text}`}>
          {text}
        </a>
      </p>
    );
  }
  return <PlainText text={text} />;
}

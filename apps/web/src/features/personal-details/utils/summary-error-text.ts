/** What each field is called in the error summary, by its path in the form. */
const fieldNames: Record<string, string> = {
  firstName: 'first name',
  lastName: 'last name',
  preferredName: 'preferred name',
  dob: 'date of birth',
  address: 'address',
  phone: 'phone number',
  email: 'email address',
  nhsNumber: 'NHS number',
  gpDetails: 'GP name and surgery',
};

/** The consents' checkboxes, named as the person whose agreement they record. */
const consentNames: Record<string, string> = {
  hasConsent: 'Their agreement to you filling this in',
  hasLocalAuthorityConsent: 'Their agreement to the council sharing information with you',
};

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * The error summary's link text for one problem: the field's name, because a list of "This is
 * required" links does not say where to go (WCAG 3.3.1, 2.4.4), then the very message shown
 * beside the field, so the two never disagree. The message keeps the spec's wording.
 */
export function summaryErrorText(path: string, message: string, isCompletedByAgent: boolean) {
  const consent = consentNames[path];
  if (consent) return `${consent}: ${message}`;
  const person = /^peopleCaredFor\.(\d+)\.(.+)$/.exec(path);
  const agentField = /^agent\.(.+)$/.exec(path);
  const field = person?.[2] ?? agentField?.[1] ?? path;
  const name = fieldNames[field];
  if (!name) return message;
  const owner = person ? 'their' : agentField || !isCompletedByAgent ? 'your' : 'their';
  const prefix = person ? `Person ${String(Number(person[1]) + 1)}: ` : '';
  return `${prefix}${capitalise(`${owner} ${name}`)}: ${message}`;
}

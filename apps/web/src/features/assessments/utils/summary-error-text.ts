import { validationMessages } from '@csa/contracts';

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

const consentText: Record<string, string> = {
  hasConsent: 'Confirm the person you are filling this in for agrees to you doing so',
  hasLocalAuthorityConsent:
    'Confirm they agree to the council sharing information about this assessment with you',
};

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * The error summary's link text for one problem: it names the field, as the area form does,
 * because a list of "This is required" links does not say where to go (WCAG 3.3.1, 2.4.4).
 * The message beside the field stays the spec's own wording.
 */
export function summaryErrorText(path: string, message: string, isCompletedByAgent: boolean) {
  if (consentText[path]) return consentText[path];
  const person = /^peopleCaredFor\.(\d+)\.(.+)$/.exec(path);
  const agentField = /^agent\.(.+)$/.exec(path);
  const field = person?.[2] ?? agentField?.[1] ?? path;
  const name = fieldNames[field];
  if (!name) return message;
  const owner = person ? 'their' : agentField || !isCompletedByAgent ? 'your' : 'their';
  const prefix = person ? `Person ${String(Number(person[1]) + 1)}: ` : '';
  const isMissing =
    message === validationMessages.required || message === validationMessages.address;
  return isMissing
    ? `${prefix}Enter ${owner} ${name}`
    : `${prefix}${capitalise(`${owner} ${name}`)}: ${message}`;
}

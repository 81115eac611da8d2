import { z } from 'zod';
import {
  constants,
  isValidNhsNumber,
  phonePattern,
  validationMessages,
  type FormTypeCode,
} from '@csa/contracts';
import {
  isoDateOf,
  type AddressValue,
  type DateValue,
  type PersonalDetailsFormValues,
} from './personal-details-form-values.ts';

export const dateMessages = {
  invalid: 'Date of birth must be a real date',
  future: 'Date of birth must be in the past',
} as const;

export const addPersonMessage = 'Add at least 1 person you care for';

const emailSchema = z.email();

function isBlank(value: string): boolean {
  return value.trim() === '';
}

function isDateBlank(value: DateValue): boolean {
  return isBlank(value.day) && isBlank(value.month) && isBlank(value.year);
}

/** Whole years between a date of birth and today, in calendar terms. */
function ageOn(isoDate: string, today: Date): number {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  let age = today.getFullYear() - year;
  const hadBirthday =
    today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  if (!hadBirthday) age -= 1;
  return age;
}

/**
 * The checks of spec §5, by the dotted path of the field at fault, with the spec's exact
 * messages: required names, date of birth and address; e-mail, phone and NHS number formats;
 * for an agent their name and both consents; for CARERS at least one person, each named.
 * Also what the server needs to accept the details for submission, so a saved form is one
 * that can be sent.
 */
export function validatePersonalDetailsForm(
  values: PersonalDetailsFormValues,
  formTypeCode: FormTypeCode,
  today: Date = new Date(),
): Record<string, string> {
  const errors: Record<string, string> = {};
  const required = (path: string, value: string) => {
    if (isBlank(value)) errors[path] = validationMessages.required;
  };
  const address = (path: string, value: AddressValue, isRequired: boolean) => {
    if (isRequired && isBlank(value.single_line_address)) errors[path] = validationMessages.address;
  };
  const contact = (prefix: string, phone: string, email: string) => {
    if (!isBlank(phone) && !phonePattern.test(phone.trim())) {
      errors[`${prefix}phone`] = validationMessages.phone;
    }
    if (!isBlank(email) && !emailSchema.safeParse(email.trim()).success) {
      errors[`${prefix}email`] = validationMessages.email;
    }
  };
  const dateOfBirth = (path: string, value: DateValue, isRequired: boolean, isAdult: boolean) => {
    if (isDateBlank(value)) {
      if (isRequired) errors[path] = validationMessages.required;
      return;
    }
    const isoDate = isoDateOf(value);
    if (!isoDate) {
      errors[path] = dateMessages.invalid;
      return;
    }
    const age = ageOn(isoDate, today);
    if (age < 0 || isoDate > today.toISOString().slice(0, 10)) errors[path] = dateMessages.future;
    else if (isAdult && age < constants.minimumAgeHint) {
      errors[path] = validationMessages.dateOfBirthHint;
    }
  };

  required('firstName', values.firstName);
  required('lastName', values.lastName);
  dateOfBirth('dob', values.dob, true, true);
  address('address', values.address, true);
  if (!isBlank(values.nhsNumber)) {
    if (!/^\d{10}$/.test(values.nhsNumber)) errors.nhsNumber = validationMessages.nhsPattern;
    else if (!isValidNhsNumber(values.nhsNumber)) errors.nhsNumber = validationMessages.nhsCheck;
  }
  contact('', values.phone, values.email);

  if (values.isCompletedByAgent) {
    required('agent.firstName', values.agent.firstName);
    required('agent.lastName', values.agent.lastName);
    contact('agent.', values.agent.phone, values.agent.email);
    if (!values.hasConsent) errors.hasConsent = validationMessages.required;
    if (!values.hasLocalAuthorityConsent) {
      errors.hasLocalAuthorityConsent = validationMessages.required;
    }
  }

  if (formTypeCode === 'CARERS') {
    if (values.peopleCaredFor.length < constants.minimumPeopleCaredFor) {
      errors.peopleCaredFor = addPersonMessage;
    }
    values.peopleCaredFor.forEach((person, index) => {
      const prefix = `peopleCaredFor.${String(index)}.`;
      required(`${prefix}firstName`, person.firstName);
      required(`${prefix}lastName`, person.lastName);
      dateOfBirth(`${prefix}dob`, person.dob, false, false);
    });
  }
  return errors;
}
